import { ink, luminance, safeColor, shade, tint } from "./color.js";
import { Drawing, STUDIO_PALETTE, type GarmentPalette } from "./drawing.js";
import { DRAW } from "./garments.js";
import { BOTTOMS, GARMENT_KINDS, GARMENT_PATTERNS, type GarmentKind, type GarmentPattern, type LegFit } from "./kinds.js";
import { bounds, num } from "./path.js";
import { patternDef } from "./patterns.js";
import { el, toSvg, type SvgNode } from "./svg-node.js";

/** Everything needed to draw one product picture; equal inputs always give identical SVG. */
export interface GarmentArt {
  /** Silhouette to draw. */
  kind: GarmentKind;
  /** Main fabric colour, `#rrggbb`. */
  color: string;
  /** Secondary colour (pattern marks, trims, stitching, sole, handles), `#rrggbb`. */
  accent: string;
  /** Fabric surface laid over {@link GarmentArt.color}. */
  pattern: GarmentPattern;
  /** Soft studio backdrop colour, `#rrggbb`. */
  background: string;
}

interface Garment {
  kind: GarmentKind;
  color: string;
  accent: string;
  pattern: GarmentPattern;
  fit: LegFit;
  palette: GarmentPalette;
  /** Prefix of the ids of the garment's own gradients, patterns, clip path and filters. */
  id: string;
}

/** The garment drawn, with the definitions its pieces refer to. */
function drawGarment(g: Garment): { drawing: Drawing; defs: SvgNode[]; body: SvgNode } {
  const kind: GarmentKind = GARMENT_KINDS.includes(g.kind) ? g.kind : "tshirt";
  const pattern: GarmentPattern = GARMENT_PATTERNS.includes(g.pattern) ? g.pattern : "solid";
  const c = new Drawing(g.color, g.accent, pattern, g.palette, g.id);
  DRAW[kind](c, g.fit);
  const [bx0, by0, bx1, by1] = bounds(c.clip);
  const { shadow, light } = g.palette;
  const stop = (offset: number, color: string, opacity: number) => el("stop", { offset, "stop-color": color, "stop-opacity": opacity });
  const pat = patternDef(`${g.id}-pat`, pattern, g.color, g.accent);
  const defs = [
    el("linearGradient", { id: `${g.id}-cyl`, x1: 0, y1: 0, x2: 1, y2: 0 }, [
      stop(0, shadow, 0.26),
      stop(0.14, shadow, 0.06),
      stop(0.36, light, 0.1),
      stop(0.55, light, 0),
      stop(0.84, shadow, 0.08),
      stop(1, shadow, 0.28),
    ]),
    el("linearGradient", { id: `${g.id}-cylv`, x1: 0, y1: 0, x2: 0, y2: 1 }, [stop(0, light, 0.16), stop(0.5, light, 0), stop(1, shadow, 0.22)]),
    el("radialGradient", { id: `${g.id}-ball`, cx: 0.4, cy: 0.38, r: 0.62 }, [stop(0, light, 0.2), stop(0.6, shadow, 0.04), stop(1, shadow, 0.3)]),
    el("linearGradient", { id: `${g.id}-light`, gradientUnits: "userSpaceOnUse", x1: num(bx0), y1: num(by0), x2: num(bx1), y2: num(by1) }, [
      stop(0, light, 0.12),
      stop(0.5, light, 0),
      stop(1, shadow, 0.14),
    ]),
    el("pattern", { id: `${g.id}-rib`, patternUnits: "userSpaceOnUse", width: 6, height: 20 }, [
      el("rect", { width: 2, height: 20, fill: ink(g.color, 0.3), "fill-opacity": 0.4 }),
      el("rect", { x: 3, width: 1.4, height: 20, fill: light, "fill-opacity": 0.1 }),
    ]),
    ...(pat ? [pat] : []),
    el(
      "clipPath",
      { id: `${g.id}-clip` },
      c.clip.map((d) => el("path", { d })),
    ),
    el("filter", { id: `${g.id}-soft`, x: "-20%", y: "-20%", width: "140%", height: "140%" }, [el("feGaussianBlur", { stdDeviation: 7 })]),
  ];
  const body = el("g", {}, [
    ...c.layers,
    el("g", { "clip-path": c.ref("clip") }, [el("rect", { x: -100, y: -100, width: 800, height: 1000, fill: c.ref("light") }), el("g", { filter: c.ref("soft") }, c.folds)]),
  ]);
  return { drawing: c, defs, body };
}

/**
 * Draws a product picture: the garment centred on a soft studio backdrop with a floor shadow.
 *
 * The result is a standalone SVG document (viewBox `0 0 600 800`, width 600, height 800) that
 * only uses features both resvg (the api's rasteriser) and browsers support. Invalid colours fall
 * back to neutral greys and unknown kinds or patterns to a plain T-shirt, so untrusted input
 * cannot break the markup. The output is a pure function of `art`: equal inputs always produce
 * byte-identical strings.
 */
export function drawGarmentSvg(art: GarmentArt): string {
  const color = safeColor(art.color, "#8a8f99");
  const accent = safeColor(art.accent, "#d8d2c4");
  const bg = safeColor(art.background, "#eeeae4");
  const { drawing, defs, body } = drawGarment({ kind: art.kind, color, accent, pattern: art.pattern, fit: "straight", palette: STUDIO_PALETTE, id: "ga" });

  // Small items (shorts, baby clothes, caps) are enlarged so every packshot fills the frame alike.
  const [bx0, by0, bx1, by1] = bounds(drawing.clip);
  const scale = Math.min(1.3, Math.max(1, Math.min(560 / (by1 - by0), 500 / (bx1 - bx0))));
  const tx = 300 - (scale * (bx0 + bx1)) / 2;
  const ty = 404 - (scale * (by0 + by1)) / 2;
  const x0 = tx + scale * bx0;
  const x1 = tx + scale * bx1;
  const y1 = ty + scale * by1;
  const cx = (x0 + x1) / 2;
  const floorY = Math.min(y1 + 26, 770);
  const shadowRx = (x1 - x0) * 0.46;
  const stop = (offset: number, color: string, opacity?: number) => el("stop", opacity === undefined ? { offset, "stop-color": color } : { offset, "stop-color": color, "stop-opacity": opacity });

  const studio = [
    el("radialGradient", { id: "ga-bg", cx: "50%", cy: "38%", r: "80%" }, [stop(0, tint(bg, 0.45)), stop(0.55, bg), stop(1, shade(bg, 0.1))]),
    el("linearGradient", { id: "ga-floor", x1: 0, y1: 0, x2: 0, y2: 1 }, [stop(0, shade(bg, 0.06), 0), stop(1, shade(bg, 0.08), 0.8)]),
    el("radialGradient", { id: "ga-shadow" }, [stop(0, "#000000", 0.34), stop(0.6, "#000000", 0.12), stop(1, "#000000", 0)]),
    el("filter", { id: "ga-blur", x: "-50%", y: "-200%", width: "200%", height: "500%" }, [el("feGaussianBlur", { stdDeviation: 10 })]),
  ];
  const placed: SvgNode["attrs"] = scale === 1 && tx === 0 && ty === 0 ? {} : { transform: `translate(${num(tx)} ${num(ty)}) scale(${Math.round(scale * 1000) / 1000})` };
  return toSvg(
    el("svg", { xmlns: "http://www.w3.org/2000/svg", width: 600, height: 800, viewBox: "0 0 600 800" }, [
      el("defs", {}, [...studio, ...defs]),
      el("rect", { width: 600, height: 800, fill: "url(#ga-bg)" }),
      el("rect", { y: num(floorY - 60), width: 600, height: num(860 - floorY), fill: "url(#ga-floor)" }),
      el("ellipse", { cx: num(cx), cy: num(floorY), rx: num(shadowRx), ry: 14, fill: "#000000", "fill-opacity": 0.16, filter: "url(#ga-blur)" }),
      el("ellipse", { cx: num(cx), cy: num(floorY), rx: num(shadowRx * 0.8), ry: 9, fill: "url(#ga-shadow)" }),
      el("g", placed, [body]),
    ]),
  );
}

/** A garment placed in a scene (an editorial picture): see {@link drawGarmentFigure}. */
export interface GarmentFigure {
  kind: GarmentKind;
  /** Main cloth colour, `#rrggbb`. */
  color: string;
  /** Trims, pattern marks, buttons; without it, a light or dark shade of `color`. */
  accent?: string;
  pattern?: GarmentPattern;
  fit?: LegFit;
  /** Centre of the garment's box in the scene's units. */
  x: number;
  y: number;
  /** Height of the garment's box (600 x 800) in the scene's units. */
  size: number;
  rotate?: number;
  /** A cast shadow on the wall or table behind it. */
  shadow?: boolean;
  /** Hung from a hanger (tops) or a clip hanger (bottoms) in this colour. */
  hangerColor?: string;
  /** The scene's colours for white, metal, gold, soles, shade and light. */
  palette?: GarmentPalette;
  /** Prefix of the ids it defines: unique on the page. */
  id: string;
}

/** Garments whose shoulders sit lower in their box than a grown-up's top; the hanger follows. */
const HANGER_DROP: Partial<Record<GarmentKind, number>> = { romper: 50 };

/**
 * A garment as an SVG group for a scene's own `<svg>`: the same drawing as the packshots, placed
 * at (x, y), scaled and turned, with an optional cast shadow and hanger.
 */
export function drawGarmentFigure(f: GarmentFigure): SvgNode {
  const palette = f.palette ?? STUDIO_PALETTE;
  const color = safeColor(f.color, "#8a8f99");
  const accent = f.accent ? safeColor(f.accent, "#d8d2c4") : luminance(color) < 0.45 ? tint(color, 0.8) : shade(color, 0.55);
  const { drawing, defs, body } = drawGarment({ kind: f.kind, color, accent, pattern: f.pattern ?? "solid", fit: f.fit ?? "straight", palette, id: f.id });
  const bottom = BOTTOMS.has(f.kind);
  const metal = drawing.tone("metal");
  const children: SvgNode[] = [el("defs", {}, [...defs, el("filter", { id: `${f.id}-cast`, x: "-30%", y: "-30%", width: "160%", height: "160%" }, [el("feGaussianBlur", { stdDeviation: 16 })])])];
  if (f.hangerColor) children.push(el("g", { transform: `translate(0 ${HANGER_DROP[f.kind] ?? 0})` }, [hanger("back", bottom, f.hangerColor, metal)]));
  if (f.shadow ?? true) {
    children.push(el("g", { transform: "translate(22 28)", filter: drawing.ref("cast"), opacity: 0.28 }, drawing.clip.map((d) => el("path", { d, fill: palette.shadow }))));
  }
  children.push(body);
  if (f.hangerColor && bottom) children.push(hanger("front", true, f.hangerColor, metal));
  return el("g", { transform: `translate(${f.x} ${f.y}) rotate(${f.rotate ?? 0}) scale(${f.size / 800}) translate(-300 -400)` }, children);
}

/** A wooden hanger for tops; a bar whose clips grip the waistband for bottoms. */
function hanger(part: "back" | "front", bottom: boolean, color: string, metal: string): SvgNode {
  if (part === "front") return el("g", {}, [206, 394].map((cx) => el("rect", { x: cx - 11, y: 112, width: 22, height: 52, rx: 3, fill: metal, stroke: shade(metal, 0.3), "stroke-width": 1.5 })));
  const hook = el("path", { d: "M300 104 L300 70 C300 44 330 40 336 60", fill: "none", stroke: metal, "stroke-width": 6, "stroke-linecap": "round" });
  if (bottom) return el("g", {}, [hook, el("rect", { x: 170, y: 98, width: 260, height: 16, rx: 8, fill: color })]);
  return el("g", {}, [
    hook,
    el("path", { d: "M300 104 C250 112 196 134 146 164 L160 176 C204 150 254 128 300 122 C346 128 396 150 440 176 L454 164 C404 134 350 112 300 104 Z", fill: color }),
  ]);
}
