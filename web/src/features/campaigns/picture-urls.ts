import { drawnPictures } from "../../lib/drawn-pictures";

/** The URL of one of the campaign pages' drawn pictures (drawings.tsx), by name. */
export const campaignPicture = drawnPictures(import.meta.glob<string>("./pictures/*.svg", { query: "?url", import: "default", eager: true }));
