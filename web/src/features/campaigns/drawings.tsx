import type { JSX } from "react";
import { DenimStageArt, FitArt, TransitionalStageArt } from "./components/campaign-art";
import { LANDING_DRAWINGS } from "./components/landing-scenes";

/** What `npm run draw` draws into pictures/, by name; the pages show them by these names (picture-urls.ts). */
export const DRAWINGS: Record<string, () => JSX.Element> = {
  ...LANDING_DRAWINGS,
  "denim-wide": () => <DenimStageArt layout="wide" />,
  "denim-tall": () => <DenimStageArt layout="tall" />,
  "transitional-wide": () => <TransitionalStageArt layout="wide" />,
  "transitional-tall": () => <TransitionalStageArt layout="tall" />,
  "fit-slim": () => <FitArt fit="slim" />,
  "fit-straight": () => <FitArt fit="straight" />,
  "fit-loose": () => <FitArt fit="loose" />,
};
