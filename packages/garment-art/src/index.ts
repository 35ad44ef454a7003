export { BOTTOMS, GARMENT_KINDS, GARMENT_PATTERNS, type GarmentKind, type GarmentPattern, type LegFit } from "./kinds.js";
export { STUDIO_PALETTE, type GarmentPalette } from "./drawing.js";
export { drawGarmentFigure, drawGarmentSvg, type GarmentArt, type GarmentFigure } from "./render.js";
export { el, toSvg, type SvgNode } from "./svg-node.js";
export { luminance, mulberry32 } from "./color.js";
