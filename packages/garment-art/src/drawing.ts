import { ink, luminance, mix, shade, tint } from "./color.js";
import { num } from "./path.js";
import { el, type SvgNode } from "./svg-node.js";
import type { GarmentPattern } from "./kinds.js";

/** The fixed colours a drawing mixes in besides the garment's own. */
export interface GarmentPalette {
  /** Buttons and laces that read as white. */
  white: string;
  sole: string;
  metal: string;
  gold: string;
  /** The colour shading and folds darken with, and the one highlights lighten with. */
  shadow: string;
  light: string;
}

/** The packshots' colours: a neutral studio. */
export const STUDIO_PALETTE: GarmentPalette = {
  white: "#f4f2ed",
  sole: "#ece8e0",
  metal: "#b9b6ae",
  gold: "#c9a55e",
  shadow: "#000000",
  light: "#ffffff",
};

export type Tone = "main" | "dark" | "inner" | "light" | "accent" | "accentDark" | "white" | "sole" | "metal" | "gold" | "lining" | "stitch";

export interface PieceOpts {
  /** Lay the fabric pattern over the fill (defaults to true for the main fabric). */
  pattern?: boolean;
  /** Knitted rib texture, used for cuffs, collars and hems. */
  rib?: boolean;
  /** Cylinder shading across the piece's own bounding box. */
  shade?: "cyl" | "cylv" | "none";
}

/**
 * What one garment is made of, recorded in drawing order: its pieces and marks (`layers`), the
 * outline the soft folds are clipped to (`clip`), and the folds themselves. References to
 * gradients and patterns use `url(#{id}-name)`, so several garments can share one page.
 */
export class Drawing {
  readonly layers: SvgNode[] = [];
  readonly clip: string[] = [];
  readonly folds: SvgNode[] = [];

  constructor(
    readonly color: string,
    readonly accent: string,
    readonly pattern: GarmentPattern,
    readonly palette: GarmentPalette,
    readonly id: string,
  ) {}

  /** A reference to one of the garment's own definitions. */
  ref(name: string): string {
    return `url(#${this.id}-${name})`;
  }

  tone(t: Tone): string {
    switch (t) {
      case "main":
        return this.color;
      case "dark":
        return shade(this.color, 0.1);
      case "light":
        return tint(this.color, 0.12);
      case "inner":
        return luminance(this.color) < 0.12 ? tint(this.color, 0.12) : shade(this.color, 0.32);
      case "accent":
        return this.accent;
      case "accentDark":
        return shade(this.accent, 0.18);
      case "white":
      case "sole":
      case "metal":
      case "gold":
        return this.palette[t];
      case "lining":
        return mix(shade(this.color, 0.35), this.accent, 0.35);
      case "stitch":
        return mix(this.accent, this.color, 0.15);
    }
  }

  piece(d: string, tone: Tone = "main", opts: PieceOpts = {}): void {
    const fill = this.tone(tone);
    const patterned = opts.pattern ?? tone === "main";
    const parts = [el("path", { d, fill })];
    if (patterned && this.pattern !== "solid") parts.push(el("path", { d, fill: this.ref("pat") }));
    if (opts.rib) parts.push(el("path", { d, fill: this.ref("rib") }));
    const sh = opts.shade ?? "cyl";
    if (sh !== "none") parts.push(el("path", { d, fill: this.ref(sh) }));
    parts.push(el("path", { d, fill: "none", stroke: shade(fill, 0.42), "stroke-opacity": 0.55, "stroke-width": 1.6, "stroke-linejoin": "round" }));
    this.layers.push(...parts);
    this.clip.push(d);
  }

  /** Dashed top-stitching. */
  seam(d: string, color?: string, width = 1.3): void {
    const c = color ?? ink(this.color, 0.32);
    this.layers.push(el("path", { d, fill: "none", stroke: c, "stroke-width": width, "stroke-dasharray": "4 3", "stroke-linecap": "round", "stroke-opacity": 0.9 }));
  }

  /** A construction line: panel seam, crease, pocket opening. */
  line(d: string, opacity = 0.55, width = 1.5, color?: string): void {
    const c = color ?? ink(this.color, 0.38);
    this.layers.push(el("path", { d, fill: "none", stroke: c, "stroke-opacity": opacity, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round" }));
  }

  /** A soft fold: blurred, clipped to the garment. */
  fold(d: string, width = 14, light = false, opacity?: number): void {
    // Pale fabric shows dark folds much more than mid tones do, so they are toned down there.
    const o = (opacity ?? (light ? 0.22 : 0.2)) * (light || luminance(this.color) < 0.75 ? 1 : 0.6);
    this.folds.push(el("path", { d, fill: "none", stroke: light ? this.palette.light : this.palette.shadow, "stroke-opacity": o, "stroke-width": width, "stroke-linecap": "round" }));
  }

  /** A soft filled highlight or shadow area, blurred and clipped to the garment. */
  glow(d: string, light: boolean, opacity: number): void {
    this.folds.push(el("path", { d, fill: light ? this.palette.light : this.palette.shadow, "fill-opacity": opacity }));
  }

  button(x: number, y: number, r: number, tone: Tone = "accent", holes = true): void {
    const f = this.tone(tone);
    this.circle(x, y + 1.2, r, this.palette.shadow, { "fill-opacity": 0.25 });
    this.circle(x, y, r, f, { stroke: shade(f, 0.35), "stroke-width": 1 });
    this.circle(x, y, r * 0.72, "none", { stroke: shade(f, 0.2), "stroke-width": 0.8 });
    if (holes) {
      const o = r * 0.28;
      for (const [dx, dy] of [
        [-o, -o],
        [o, -o],
        [-o, o],
        [o, o],
      ]) {
        this.circle(x + dx, y + dy, Math.max(0.8, r * 0.12), shade(f, 0.5));
      }
    } else {
      this.circle(x - r * 0.3, y - r * 0.3, r * 0.3, this.palette.light, { "fill-opacity": 0.45 });
    }
  }

  rivet(x: number, y: number, r = 3.2): void {
    this.button(x, y, r, "gold", false);
  }

  /** A metal zip from (x, y0) to (x, y1) with a pull at the top. */
  zip(x: number, y0: number, y1: number): void {
    const m = this.tone("metal");
    const run = `M${num(x)} ${num(y0)} L${num(x)} ${num(y1)}`;
    this.layers.push(
      el("path", { d: run, stroke: shade(m, 0.25), "stroke-width": 6 }),
      el("path", { d: run, stroke: m, "stroke-width": 5, "stroke-dasharray": "1.6 1.6" }),
      el("path", {
        d: `M${num(x - 4)} ${num(y0 + 4)} L${num(x + 4)} ${num(y0 + 4)} L${num(x + 3)} ${num(y0 + 26)} L${num(x - 3)} ${num(y0 + 26)} Z`,
        fill: m,
        stroke: shade(m, 0.4),
        "stroke-width": 1,
      }),
    );
  }

  /** A plain dot: eyelets, studs, snaps. */
  circle(cx: number, cy: number, r: number, fill: string, extra: SvgNode["attrs"] = {}): void {
    this.layers.push(el("circle", { cx: num(cx), cy: num(cy), r: num(r), fill, ...extra }));
  }

  /** Any other mark, drawn as given. */
  add(node: SvgNode): void {
    this.layers.push(node);
  }
}
