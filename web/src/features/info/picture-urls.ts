import { drawnPictures } from "../../lib/drawn-pictures";

/** The URL of one of the information pages' drawn pictures (drawings.tsx), by name. */
export const infoPicture = drawnPictures(import.meta.glob<string>("./pictures/*.svg", { query: "?url", import: "default", eager: true }));
