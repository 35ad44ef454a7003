import type { JSX } from "react";
import { AboutArt } from "./components/about-art";

/** What `npm run draw` draws into pictures/, by name; the pages show them by these names (picture-urls.ts). */
export const DRAWINGS: Record<string, () => JSX.Element> = {
  about: AboutArt,
};
