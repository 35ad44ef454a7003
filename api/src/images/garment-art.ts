/**
 * Deterministic vector "packshots" of clothing, used as product pictures for the demo catalog.
 *
 * The output is plain SVG 1.1 (paths, gradients, patterns, clip paths and a Gaussian blur) so
 * that librsvg, which sharp uses to rasterise SVG, renders it faithfully. No text, fonts or
 * external references are emitted, and every colour is validated, so the markup is safe to
 * rasterise without further sanitising.
 */

/** Silhouettes that {@link drawGarmentSvg} knows how to draw. */
export type GarmentKind =
  | "tshirt"
  | "tanktop"
  | "polo"
  | "shirt"
  | "blouse"
  | "dress"
  | "skirt"
  | "jeans"
  | "trousers"
  | "shorts"
  | "leggings"
  | "hoodie"
  | "sweater"
  | "cardigan"
  | "jacket"
  | "blazer"
  | "coat"
  | "romper"
  | "dungarees"
  | "cap"
  | "beanie"
  | "bag"
  | "scarf"
  | "sneaker";

/** Fabric surfaces that can be laid over a garment's base colour. */
export type GarmentPattern =
  | "solid"
  | "stripes"
  | "pinstripe"
  | "checks"
  | "gingham"
  | "dots"
  | "denim"
  | "floral"
  | "herringbone"
  | "knit"
  | "corduroy"
  | "camo";

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

/** Every kind, in a stable order (handy for contact sheets and for validating input). */
export const GARMENT_KINDS: readonly GarmentKind[] = [
  "tshirt",
  "tanktop",
  "polo",
  "shirt",
  "blouse",
  "dress",
  "skirt",
  "jeans",
  "trousers",
  "shorts",
  "leggings",
  "hoodie",
  "sweater",
  "cardigan",
  "jacket",
  "blazer",
  "coat",
  "romper",
  "dungarees",
  "cap",
  "beanie",
  "bag",
  "scarf",
  "sneaker",
];

/** Every pattern, in a stable order. */
export const GARMENT_PATTERNS: readonly GarmentPattern[] = [
  "solid",
  "stripes",
  "pinstripe",
  "checks",
  "gingham",
  "dots",
  "denim",
  "floral",
  "herringbone",
  "knit",
  "corduroy",
  "camo",
];

// ---------------------------------------------------------------------------------------------
// Colour helpers

type Rgb = [number, number, number];

function parseHex(input: string, fallback: string): Rgb {
  // Colours end up inside attribute values, so anything that is not a plain hex colour is
  // replaced rather than escaped: it keeps the markup trivially safe.
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(typeof input === "string" ? input.trim() : "");
  const hex = m ? m[1] : fallback.slice(1);
  const full = hex.length === 3 ? hex.replace(/./g, (ch) => ch + ch) : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(c: Rgb): string {
  return "#" + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("");
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a, "#888888");
  const y = parseHex(b, "#888888");
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const shade = (c: string, t: number): string => mix(c, "#000000", t);
const tint = (c: string, t: number): string => mix(c, "#ffffff", t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c, "#888888");
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A readable line colour on top of `c`: darker on light fabric, lighter on dark fabric. */
function ink(c: string, strength = 0.3): string {
  return luminance(c) < 0.2 ? tint(c, strength * 0.9) : shade(c, strength);
}

// ---------------------------------------------------------------------------------------------
// Path helpers: garments are mostly symmetric, so only the left half is written by hand.

type Pt = [number, number];
interface Seg {
  cmd: "M" | "L" | "Q" | "C";
  pts: Pt[];
}

function num(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function parsePath(d: string): Seg[] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+/g) ?? [];
  const arity: Record<string, number> = { M: 1, L: 1, Q: 2, C: 3 };
  const segs: Seg[] = [];
  let i = 0;
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === "Z") continue;
    const n = arity[cmd];
    if (n === undefined) throw new Error(`garment-art: bad path token ${cmd}`);
    const pts: Pt[] = [];
    for (let k = 0; k < n; k++) {
      pts.push([Number(tokens[i]), Number(tokens[i + 1])]);
      i += 2;
    }
    segs.push({ cmd: cmd as Seg["cmd"], pts });
  }
  return segs;
}

function fmt(segs: Seg[]): string {
  return segs.map((s) => s.cmd + s.pts.map((p) => `${num(p[0])} ${num(p[1])}`).join(" ")).join(" ");
}

const flipPt = (p: Pt): Pt => [600 - p[0], p[1]];

/** Mirrors a path around the vertical centre line x = 300. */
function mir(d: string): string {
  const closed = /Z\s*$/.test(d);
  return fmt(parsePath(d).map((s) => ({ cmd: s.cmd, pts: s.pts.map(flipPt) }))) + (closed ? " Z" : "");
}

/**
 * Closes a left-half outline into a symmetric shape: the half is traced, then its mirror image
 * is traced backwards so the outline stays one continuous loop.
 */
function sym(half: string): string {
  const segs = parsePath(half);
  const out: Seg[] = [...segs];
  const ends: Pt[] = segs.map((s) => s.pts[s.pts.length - 1]);
  out.push({ cmd: "L", pts: [flipPt(ends[ends.length - 1])] });
  for (let i = segs.length - 1; i >= 1; i--) {
    const s = segs[i];
    const start = flipPt(ends[i - 1]);
    if (s.cmd === "L" || s.cmd === "M") out.push({ cmd: "L", pts: [start] });
    else if (s.cmd === "Q") out.push({ cmd: "Q", pts: [flipPt(s.pts[0]), start] });
    else out.push({ cmd: "C", pts: [flipPt(s.pts[1]), flipPt(s.pts[0]), start] });
  }
  return fmt(out) + " Z";
}

/** Rough bounding box of path data (control points included, which is close enough for shadows). */
function bounds(ds: string[]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const d of ds) {
    for (const s of parsePath(d)) {
      for (const [x, y] of s.pts) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    }
  }
  return [x0, y0, x1, y1];
}

// ---------------------------------------------------------------------------------------------
// Drawing context

type Tone = "main" | "dark" | "inner" | "light" | "accent" | "accentDark" | "white" | "sole" | "metal" | "gold" | "lining";

interface PieceOpts {
  /** Lay the fabric pattern over the fill (defaults to true for the main fabric). */
  pattern?: boolean;
  /** Knitted rib texture, used for cuffs, collars and hems. */
  rib?: boolean;
  /** Cylinder shading across the piece's own bounding box. */
  shade?: "cyl" | "cylv" | "none";
}

class Ctx {
  readonly layers: string[] = [];
  readonly clip: string[] = [];
  readonly folds: string[] = [];
  readonly outlines: string[] = [];

  constructor(
    readonly color: string,
    readonly accent: string,
    readonly pattern: GarmentPattern,
  ) {}

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
        return "#f4f2ed";
      case "sole":
        return "#ece8e0";
      case "metal":
        return "#b9b6ae";
      case "gold":
        return "#c9a55e";
      case "lining":
        return mix(shade(this.color, 0.35), this.accent, 0.35);
    }
  }

  piece(d: string, tone: Tone = "main", opts: PieceOpts = {}): void {
    const fill = this.tone(tone);
    const patterned = opts.pattern ?? tone === "main";
    const parts = [`<path d="${d}" fill="${fill}"/>`];
    if (patterned && this.pattern !== "solid") parts.push(`<path d="${d}" fill="url(#ga-pat)"/>`);
    if (opts.rib) parts.push(`<path d="${d}" fill="url(#ga-rib)"/>`);
    const sh = opts.shade ?? "cyl";
    if (sh !== "none") parts.push(`<path d="${d}" fill="url(#ga-${sh})"/>`);
    parts.push(
      `<path d="${d}" fill="none" stroke="${shade(fill, 0.42)}" stroke-opacity="0.55" stroke-width="1.6" stroke-linejoin="round"/>`,
    );
    this.layers.push(parts.join(""));
    this.clip.push(d);
  }

  /** Dashed top-stitching. */
  seam(d: string, color?: string, width = 1.3): void {
    const c = color ?? ink(this.color, 0.32);
    this.layers.push(
      `<path d="${d}" fill="none" stroke="${c}" stroke-width="${width}" stroke-dasharray="4 3" stroke-linecap="round" stroke-opacity="0.9"/>`,
    );
  }

  /** A construction line: panel seam, crease, pocket opening. */
  line(d: string, opacity = 0.55, width = 1.5, color?: string): void {
    const c = color ?? ink(this.color, 0.38);
    this.layers.push(
      `<path d="${d}" fill="none" stroke="${c}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }

  /** A soft fold: blurred, clipped to the garment. */
  fold(d: string, width = 14, light = false, opacity?: number): void {
    const c = light ? "#ffffff" : "#000000";
    // Pale fabric shows dark folds much more than mid tones do, so they are toned down there.
    const o = (opacity ?? (light ? 0.22 : 0.2)) * (light || luminance(this.color) < 0.75 ? 1 : 0.6);
    this.folds.push(
      `<path d="${d}" fill="none" stroke="${c}" stroke-opacity="${o}" stroke-width="${width}" stroke-linecap="round"/>`,
    );
  }

  /** A soft filled highlight or shadow area, blurred and clipped to the garment. */
  glow(d: string, light: boolean, opacity: number): void {
    this.folds.push(`<path d="${d}" fill="${light ? "#ffffff" : "#000000"}" fill-opacity="${opacity}"/>`);
  }

  button(x: number, y: number, r: number, tone: Tone = "accent", holes = true): void {
    const f = this.tone(tone);
    let s =
      `<circle cx="${num(x)}" cy="${num(y + 1.2)}" r="${num(r)}" fill="#000000" fill-opacity="0.25"/>` +
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${f}" stroke="${shade(f, 0.35)}" stroke-width="1"/>` +
      `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.72)}" fill="none" stroke="${shade(f, 0.2)}" stroke-width="0.8"/>`;
    if (holes) {
      const o = r * 0.28;
      for (const [dx, dy] of [
        [-o, -o],
        [o, -o],
        [-o, o],
        [o, o],
      ]) {
        s += `<circle cx="${num(x + dx)}" cy="${num(y + dy)}" r="${num(Math.max(0.8, r * 0.12))}" fill="${shade(f, 0.5)}"/>`;
      }
    } else {
      s += `<circle cx="${num(x - r * 0.3)}" cy="${num(y - r * 0.3)}" r="${num(r * 0.3)}" fill="#ffffff" fill-opacity="0.45"/>`;
    }
    this.layers.push(s);
  }

  rivet(x: number, y: number, r = 3.2): void {
    this.button(x, y, r, "gold", false);
  }

  /** A metal zip from (x, y0) to (x, y1) with a pull at the top. */
  zip(x: number, y0: number, y1: number): void {
    const m = this.tone("metal");
    this.layers.push(
      `<path d="M${num(x)} ${num(y0)} L${num(x)} ${num(y1)}" stroke="${shade(m, 0.25)}" stroke-width="6"/>` +
        `<path d="M${num(x)} ${num(y0)} L${num(x)} ${num(y1)}" stroke="${m}" stroke-width="5" stroke-dasharray="1.6 1.6"/>` +
        `<path d="M${num(x - 4)} ${num(y0 + 4)} L${num(x + 4)} ${num(y0 + 4)} L${num(x + 3)} ${num(y0 + 26)} L${num(x - 3)} ${num(y0 + 26)} Z" fill="${m}" stroke="${shade(m, 0.4)}" stroke-width="1"/>`,
    );
  }

  raw(svg: string): void {
    this.layers.push(svg);
  }
}

// ---------------------------------------------------------------------------------------------
// Shared garment parts

/** Half neckline from the centre front up to the left neck point. */
function neckHalf(w: number, y: number, depth: number): string {
  return `M300 ${y + depth} C${300 - w * 0.5} ${y + depth} ${300 - w + 4} ${y + depth * 0.62} ${300 - w} ${y}`;
}

/** Inside of the back neck plus a ribbed band along the front neckline. */
function crewCollar(c: Ctx, w: number, y: number, depth: number, band: number, tone: Tone = "dark"): void {
  c.piece(
    sym(`${neckHalf(w, y, depth)} C${300 - w * 0.6} ${y + 8} ${300 - w * 0.3} ${y + 10} 300 ${y + 10}`),
    "inner",
    { pattern: false, shade: "none" },
  );
  c.piece(
    sym(`M300 ${y + 10} C${300 - w * 0.3} ${y + 10} ${300 - w * 0.6} ${y + 8} ${300 - w} ${y} L${300 - w + 3} ${y + band * 0.6} C${300 - w * 0.6} ${y + 8 + band * 0.6} ${300 - w * 0.3} ${y + 10 + band * 0.6} 300 ${y + 10 + band * 0.6}`),
    tone === "dark" ? "inner" : tone,
    { pattern: false, rib: true, shade: "none" },
  );
}

function crewBand(c: Ctx, w: number, y: number, depth: number, band: number, tone: Tone = "dark"): void {
  c.piece(
    sym(`${neckHalf(w, y, depth)} C${300 - w + 6} ${y + (depth - band) * 0.55} ${300 - w * 0.45} ${y + depth - band} 300 ${y + depth - band}`),
    tone,
    { pattern: tone === "dark" ? false : undefined, rib: true, shade: "none" },
  );
}

/** Ribbed band (cuff or hem) as a quadrilateral with slightly bowed ends. */
function band(c: Ctx, a: Pt, b: Pt, cc: Pt, d: Pt, tone: Tone = "dark"): void {
  const p = `M${a[0]} ${a[1]} L${b[0]} ${b[1]} Q${(b[0] + cc[0]) / 2 + 2} ${(b[1] + cc[1]) / 2} ${cc[0]} ${cc[1]} L${d[0]} ${d[1]} Q${(d[0] + a[0]) / 2 - 2} ${(d[1] + a[1]) / 2} ${a[0]} ${a[1]} Z`;
  c.piece(p, tone, { pattern: tone === "main" ? undefined : false, rib: true });
  c.piece(mir(p), tone, { pattern: tone === "main" ? undefined : false, rib: true });
}

function both(fn: (d: string) => void, d: string): void {
  fn(d);
  fn(mir(d));
}

// ---------------------------------------------------------------------------------------------
// Silhouettes. Tops share one torso block so their proportions stay consistent.

/** Short sleeve from the shoulder point (150,166) to the underarm (160,276). */
const SLEEVE_SHORT = "L150 166 C128 174 96 222 72 290 L136 322 C146 304 154 290 160 276";
/** Long sleeve from the shoulder point (150,166) to the underarm (162,296). */
const SLEEVE_LONG = "L150 166 C118 180 100 300 94 420 L86 562 L144 568 L152 440 C156 380 158 330 162 296";

function longSleeveDetails(c: Ctx): void {
  both((d) => c.line(d, 0.45), "M150 166 C158 210 162 250 162 296");
  both((d) => c.fold(d, 16), "M122 300 C116 380 112 460 112 540");
  both((d) => c.fold(d, 8, true), "M134 260 C130 340 126 420 124 520");
  both((d) => c.fold(d, 7), "M98 470 Q120 480 146 470");
}

const DRAW: Record<GarmentKind, (c: Ctx) => void> = {
  tshirt(c) {
    crewCollar(c, 52, 140, 34, 10);
    c.piece(sym(`${neckHalf(52, 140, 34)} ${SLEEVE_SHORT} C160 380 160 500 164 598 Q232 606 300 606`));
    crewBand(c, 52, 140, 34, 11);
    both((d) => c.line(d, 0.45), "M150 166 C158 200 162 240 160 276");
    both((d) => c.seam(d), "M79 280 L142 311");
    c.seam("M165 586 Q300 596 435 586");
    both((d) => c.fold(d, 12, false, 0.14), "M168 290 C196 318 214 350 222 392");
    both((d) => c.fold(d, 10, false, 0.12), "M204 500 C214 540 220 570 222 598");
    both((d) => c.fold(d, 10, true), "M236 500 C244 540 248 575 250 600");
    both((d) => c.fold(d, 12), "M116 230 C128 256 140 276 154 290");
    c.fold("M300 220 C300 320 304 420 300 580", 48, true, 0.1);
  },

  tanktop(c) {
    crewCollar(c, 46, 140, 60, 8);
    c.piece(sym(`${neckHalf(46, 140, 60)} L220 140 C220 190 204 236 174 256 C174 360 170 500 172 598 Q236 606 300 606`));
    crewBand(c, 46, 140, 60, 9, "accent");
    both(
      (d) => c.piece(d, "accent", { pattern: false, shade: "none" }),
      "M220 140 C220 190 204 236 174 256 L181 262 C212 242 228 196 228 140 Z",
    );
    c.seam("M173 586 Q300 596 427 586");
    both((d) => c.fold(d, 18), "M204 300 C222 380 224 460 214 560");
    c.fold("M300 240 C300 340 304 440 300 580", 50, true, 0.1);
  },

  polo(c) {
    crewCollar(c, 46, 140, 30, 6);
    c.piece(sym(`M300 168 C276 168 258 158 254 140 ${SLEEVE_SHORT} C160 380 160 500 164 598 Q232 606 300 606`));
    c.piece("M287 168 L313 168 L313 288 Q300 294 287 288 Z", "main", { shade: "none" });
    c.line("M300 174 L300 288", 0.4);
    c.button(300, 202, 5, "white");
    c.button(300, 244, 5, "white");
    both((d) => c.piece(d, "main", { rib: true }), "M254 136 C242 160 244 192 256 214 L300 176 C286 166 268 154 254 136 Z");
    both((d) => c.line(d, 0.5, 2, c.tone("accent")), "M251 152 C247 174 250 196 258 208");
    both((d) => c.line(d, 0.45), "M150 166 C158 200 162 240 160 276");
    both((d) => c.piece(d, "main", { rib: true, shade: "none" }), "M72 290 L136 322 L142 309 L78 277 Z");
    both((d) => c.line(d, 0.5, 2, c.tone("accent")), "M75 284 L139 316");
    c.seam("M165 586 Q300 596 435 586");
    both((d) => c.fold(d, 18), "M196 320 C214 380 218 440 208 500");
    both((d) => c.fold(d, 12), "M116 230 C128 256 140 276 154 290");
    c.fold("M300 320 C300 400 304 480 300 580", 48, true, 0.1);
  },

  shirt(c) {
    c.piece(sym("M300 168 C282 168 266 156 260 138 C274 132 288 130 300 130"), "inner", { pattern: false, shade: "none" });
    c.piece(
      sym(`M300 168 C282 168 266 156 260 138 ${SLEEVE_LONG} C164 420 164 560 166 640 C210 668 262 684 300 684`),
    );
    both((d) => c.piece(d), "M86 562 L144 568 L142 616 Q114 620 84 610 Z");
    c.button(114, 592, 4, "white");
    c.button(486, 592, 4, "white");
    c.piece(sym("M300 150 C284 150 268 146 260 134 L260 146 C268 160 284 168 300 170"), "main", { shade: "none" });
    both((d) => c.piece(d), "M260 136 C250 156 250 186 258 214 L298 178 C284 170 270 156 260 136 Z");
    both((d) => c.seam(d), "M258 152 C254 170 254 190 260 204");
    c.piece("M286 170 L314 170 L314 680 Q300 684 286 680 Z", "main", { shade: "none" });
    for (let y = 204; y < 670; y += 64) c.button(300, y, 4.6, "white");
    c.seam("M289 188 L289 674");
    c.seam("M311 188 L311 674");
    c.piece("M198 262 L252 262 L252 318 L225 328 L198 318 Z", "main", { shade: "none" });
    c.seam("M200 270 L250 270");
    c.line("M160 190 Q230 208 286 198", 0.35);
    c.line("M440 190 Q370 208 314 198", 0.35);
    c.seam("M168 628 C206 656 262 670 286 672");
    c.seam("M432 628 C394 656 338 670 314 672");
    longSleeveDetails(c);
    both((d) => c.fold(d, 18), "M210 340 C226 410 230 490 218 620");
    both((d) => c.fold(d, 10, true), "M244 400 C252 470 256 540 254 640");
  },

  blouse(c) {
    c.piece(sym("M300 250 L256 142 C276 152 290 154 300 154"), "inner", { pattern: false, shade: "none" });
    c.piece(
      sym(`M300 250 L256 142 L172 164 C130 178 92 260 84 350 C80 390 90 404 100 406 L160 400 C166 380 170 350 172 320 L174 292 C176 400 178 520 180 612 Q240 622 300 622`),
    );
    both((d) => c.piece(d, "main", { shade: "none" }), "M100 402 L160 396 L160 428 L102 434 Z");
    both((d) => c.line(d, 0.5), "M101 418 L160 412");
    for (const x of [110, 124, 138, 150]) both((d) => c.line(d, 0.35), `M${x} 378 L${x - 2} 400`);
    c.piece("M300 250 C286 260 266 300 258 340 L272 346 C282 312 292 280 300 262 Z", "main");
    c.piece("M300 250 C314 260 334 300 342 340 L328 346 C318 312 308 280 300 262 Z", "main");
    c.piece("M290 246 Q300 240 310 246 L308 262 Q300 266 292 262 Z", "dark");
    c.line("M190 206 Q230 218 262 210", 0.4);
    c.line("M410 206 Q370 218 338 210", 0.4);
    both((d) => c.line(d, 0.4), "M172 164 C178 212 176 256 174 292");
    for (const x of [214, 236, 258]) both((d) => c.fold(d, 8), `M${x} 220 C${x - 4} 300 ${x - 8} 420 ${x - 14} 580`);
    for (const x of [120, 140]) both((d) => c.fold(d, 8), `M${x + 30} 230 C${x + 10} 290 ${x} 340 ${x - 6} 390`);
    c.seam("M181 606 Q300 618 419 606");
    both((d) => c.fold(d, 12, true), "M226 240 C226 340 222 460 216 600");
  },

  dress(c) {
    crewCollar(c, 40, 130, 44, 6);
    c.piece(
      sym(`${neckHalf(40, 130, 44)} L228 130 C224 176 212 212 196 232 C202 280 212 330 216 368 C186 450 144 580 108 694 C166 712 240 718 300 718`),
    );
    crewBand(c, 40, 130, 44, 7, "main");
    c.piece(sym("M300 360 L214 360 L216 384 L300 384"), "accent");
    c.piece("M296 376 C280 400 270 440 262 470 L276 474 C286 444 294 410 304 384 Z", "accent");
    c.piece("M304 376 C316 404 326 440 330 478 L316 480 C312 446 306 414 296 384 Z", "accentDark");
    c.piece("M286 362 Q300 356 314 362 L314 384 Q300 390 286 384 Z", "accentDark");
    both((d) => c.line(d, 0.4), "M250 250 L256 358");
    for (const [x0, x1] of [
      [226, 164],
      [250, 210],
      [274, 258],
    ]) {
      both((d) => c.fold(d, 12), `M${x0} 396 C${x0 - 6} 480 ${x1 + 10} 600 ${x1} 706`);
      both((d) => c.fold(d, 9, true), `M${x0 + 12} 396 C${x0 + 8} 480 ${x1 + 26} 600 ${x1 + 20} 708`);
    }
    c.seam("M116 680 C176 696 240 702 300 702 C360 702 424 696 484 680");
    both((d) => c.fold(d, 10, true), "M230 180 C232 230 236 290 240 350");
  },

  skirt(c) {
    c.piece(sym("M300 190 L206 190 Q300 204 300 204"), "inner", { pattern: false, shade: "none" });
    c.piece(sym("M300 222 L208 222 C192 340 160 500 122 656 Q212 676 300 678"));
    c.piece(sym("M300 188 L206 188 L207 224 L300 226"), "main");
    c.seam("M210 196 Q300 200 390 196");
    c.seam("M210 218 Q300 222 390 218");
    c.button(300, 206, 5.5, "accent");
    for (const [x0, x1] of [
      [236, 186],
      [268, 248],
    ]) {
      both((d) => c.line(d, 0.35), `M${x0} 226 L${x1} 668`);
      both((d) => c.fold(d, 12), `M${x0 + 4} 240 L${x1 + 6} 664`);
      both((d) => c.fold(d, 8, true), `M${x0 - 8} 240 L${x1 - 14} 664`);
    }
    c.seam("M130 642 Q300 664 470 642");
  },

  jeans(c) {
    c.piece(sym("M300 150 L186 150 Q300 164 300 164"), "inner", { pattern: false, shade: "none" });
    c.piece(sym("M300 176 L184 176 C176 220 168 270 168 320 C170 450 178 590 186 710 L284 712 L300 330"));
    c.piece(sym("M300 146 L186 146 L184 178 L300 180"), "main");
    const st = mix(c.accent, c.color, 0.15);
    c.seam("M188 152 Q300 156 412 152", st);
    c.seam("M187 172 Q300 176 413 172", st);
    for (const x of [208, 260]) {
      both((d) => c.piece(d, "main", { shade: "none" }), `M${x} 142 L${x + 9} 142 L${x + 9} 184 L${x} 184 Z`);
    }
    c.button(300, 162, 7, "metal", false);
    c.seam("M300 180 L300 300", st);
    c.seam("M278 180 L278 268 Q280 292 300 300", st);
    both((d) => c.line(d, 0.6), "M180 226 C210 222 234 204 242 180");
    both((d) => c.seam(d, st), "M179 236 C214 232 242 212 250 180");
    both((d) => c.seam(d, st), "M202 182 L204 212 Q220 206 228 182");
    for (const [x, y] of [
      [242, 184],
      [180, 228],
    ]) {
      c.rivet(x, y);
      c.rivet(600 - x, y);
    }
    both((d) => c.seam(d, st), "M175 252 C172 290 170 330 172 400 C176 520 182 620 188 702");
    both((d) => c.seam(d, st), "M189 696 L285 698");
    if (c.pattern === "denim") {
      both((d) => c.glow(d, true, 0.12), "M202 240 C236 226 280 250 284 330 C286 420 270 460 230 470 C200 470 192 420 196 330 Z");
      both((d) => c.glow(d, true, 0.1), "M210 470 C234 460 262 470 264 520 C266 560 250 580 228 580 C208 580 202 540 206 500 Z");
    }
    for (const [a, b] of [
      [262, 276],
      [258, 296],
      [262, 316],
    ]) {
      both((d) => c.fold(d, 5, true, 0.32), `M${a - 40} ${b - 12} Q${a - 14} ${b + 2} ${a + 20} ${b + 20}`);
    }
    for (const y of [520, 536, 552]) both((d) => c.fold(d, 5, false, 0.22), `M206 ${y} Q234 ${y + 8} 270 ${y - 2}`);
    both((d) => c.fold(d, 8, false, 0.2), "M208 640 Q236 652 276 644");
  },

  trousers(c) {
    c.piece(sym("M300 150 L186 150 Q300 164 300 164"), "inner", { pattern: false, shade: "none" });
    c.piece(sym("M300 180 L184 180 C174 230 166 280 164 330 C164 460 168 600 170 712 L288 714 L300 340"));
    c.piece(sym("M300 146 L186 146 L184 182 L300 184"), "main");
    for (const x of [208, 260]) {
      both((d) => c.piece(d, "main", { shade: "none" }), `M${x} 142 L${x + 9} 142 L${x + 9} 188 L${x} 188 Z`);
    }
    c.piece("M300 146 L326 146 L326 182 L300 182 Z", "main", { shade: "none" });
    c.button(314, 164, 5, "dark");
    c.line("M300 184 L300 300", 0.5);
    c.seam("M282 186 L282 280 Q284 298 300 304");
    both((d) => c.line(d, 0.6), "M180 262 L228 184");
    both((d) => c.line(d, 0.4), "M248 186 L254 230");
    both((d) => c.line(d, 0.3, 1.6, c.tone("light")), "M234 230 L228 712");
    both((d) => c.fold(d, 10, true), "M232 260 L226 700");
    both((d) => c.fold(d, 16), "M196 320 C202 420 204 520 202 700");
    both((d) => c.fold(d, 8), "M262 560 Q270 600 280 620");
    both((d) => c.seam(d), "M171 700 L287 702");
  },

  shorts(c) {
    c.piece(sym("M300 190 L192 190 Q300 204 300 204"), "inner", { pattern: false, shade: "none" });
    c.piece(sym("M300 222 L190 222 C180 280 168 350 158 444 L288 460 L300 350"));
    c.piece(sym("M300 188 L190 188 L190 224 L300 226"), "main");
    both((d) => c.piece(d, "main", { shade: "none" }), "M160 426 L290 440 L288 462 L158 446 Z");
    both((d) => c.line(d, 0.45), "M160 432 L290 446");
    for (const x of [212, 260]) {
      both((d) => c.piece(d, "main", { shade: "none" }), `M${x} 184 L${x + 9} 184 L${x + 9} 230 L${x} 230 Z`);
    }
    c.button(300, 206, 5.5, "dark");
    c.seam("M300 226 L300 318");
    c.seam("M280 226 L280 306 Q282 322 300 326");
    both((d) => c.line(d, 0.6), "M182 290 C206 282 228 258 236 226");
    both((d) => c.fold(d, 14), "M206 260 C210 320 210 380 208 420");
    both((d) => c.fold(d, 8, true), "M244 260 C248 320 250 380 250 430");
  },

  leggings(c) {
    c.piece(sym("M300 124 L210 124 Q300 138 300 138"), "inner", { pattern: false, shade: "none" });
    c.piece(sym("M300 178 L206 178 C198 240 194 320 204 420 C214 520 226 620 236 712 L282 712 C284 600 290 430 300 330"));
    c.piece(sym("M300 122 L210 122 L206 180 L300 182"), "main");
    c.seam("M210 130 Q300 134 390 130");
    c.seam("M207 172 Q300 176 393 172");
    both(
      (d) => c.piece(d, "accent", { pattern: false }),
      "M206 182 C198 240 194 320 204 420 C214 520 226 620 236 712 L246 712 C236 620 224 520 216 420 C208 320 210 240 218 182 Z",
    );
    both((d) => c.seam(d), "M263 200 C268 300 278 360 290 390");
    both((d) => c.fold(d, 8, true, 0.3), "M232 220 C236 320 236 400 246 480 C252 560 256 640 260 700");
    both((d) => c.fold(d, 6, false, 0.25), "M246 520 Q258 528 272 524");
  },

  hoodie(c) {
    // Hood first: the body and its crossing neckline must overlap it.
    c.piece(sym("M300 206 L226 200 C202 150 208 92 256 74 C274 68 290 68 300 68"));
    c.piece(sym("M300 200 L244 192 C232 150 242 106 274 94 C286 90 296 90 300 90"), "inner", { pattern: false, shade: "cylv" });
    c.piece(
      sym(`M300 216 C278 216 256 206 246 188 L150 200 C118 214 100 320 94 430 L88 560 L146 566 L154 450 C158 390 160 340 164 310 C164 420 164 520 164 590 L300 590`),
    );
    c.piece(sym("M300 218 C276 218 254 208 246 190 C250 182 254 178 260 178 C268 196 286 204 300 204"), "main", { shade: "none" });
    band(c, [88, 556], [146, 562], [144, 614], [84, 608]);
    c.piece(sym("M300 586 L164 586 L164 646 Q232 652 300 652"), "dark", { pattern: false, rib: true });
    c.piece(sym("M300 440 L232 440 L196 526 L196 588 L300 588"), "main", { shade: "none" });
    both((d) => c.seam(d), "M232 446 L202 520");
    for (const [x0, x1] of [
      [280, 274],
      [320, 328],
    ]) {
      c.line(`M${x0} 212 C${x0 - 2} 250 ${x1} 290 ${x1} 322`, 1, 4, c.tone("accent"));
      c.raw(`<rect x="${x1 - 3}" y="322" width="6" height="14" rx="2" fill="${shade(c.accent, 0.3)}"/>`);
    }
    c.raw(`<circle cx="280" cy="212" r="4" fill="${c.tone("metal")}"/><circle cx="320" cy="212" r="4" fill="${c.tone("metal")}"/>`);
    both((d) => c.line(d, 0.45), "M150 200 C158 240 162 280 164 310");
    both((d) => c.fold(d, 16), "M122 320 C116 400 112 470 112 540");
    both((d) => c.fold(d, 14), "M204 320 C216 380 220 420 214 430");
    both((d) => c.fold(d, 10, true), "M244 250 C250 320 252 380 250 430");
  },

  sweater(c) {
    crewCollar(c, 52, 140, 30, 12);
    c.piece(sym(`${neckHalf(52, 140, 30)} ${SLEEVE_LONG} C162 420 162 520 162 592 L300 592`));
    crewBand(c, 52, 140, 30, 14);
    band(c, [86, 556], [144, 562], [142, 614], [82, 608]);
    c.piece(sym("M300 588 L162 588 L162 648 Q232 654 300 654"), "dark", { pattern: false, rib: true });
    longSleeveDetails(c);
    both((d) => c.fold(d, 18), "M206 330 C220 400 222 480 214 580");
    both((d) => c.fold(d, 12, true), "M246 240 C252 320 254 440 250 580");
  },

  cardigan(c) {
    c.piece(sym("M300 330 L250 140 C270 148 290 150 300 150"), "inner", { pattern: false, shade: "none" });
    c.piece(sym(`M300 330 L250 140 ${SLEEVE_LONG} C162 420 162 520 162 592 L300 592`));
    c.piece("M250 140 L300 330 L300 648 L282 648 L282 336 L236 146 Z", "dark", { pattern: false, rib: true });
    c.piece("M350 140 L300 330 L300 648 L318 648 L318 336 L364 146 Z", "dark", { pattern: false, rib: true });
    band(c, [86, 556], [144, 562], [142, 614], [82, 608]);
    c.piece(sym("M300 588 L162 588 L162 648 Q232 654 300 654"), "dark", { pattern: false, rib: true });
    c.line("M300 332 L300 648", 0.6);
    for (let y = 360; y < 640; y += 56) c.button(291, y, 5.4, "accent");
    both((d) => c.piece(d, "main", { shade: "none" }), "M196 470 L254 470 L254 538 L196 538 Z");
    both((d) => c.piece(d, "dark", { pattern: false, rib: true, shade: "none" }), "M196 470 L254 470 L254 482 L196 482 Z");
    longSleeveDetails(c);
    both((d) => c.fold(d, 14), "M206 330 C218 390 222 440 216 460");
  },

  jacket(c) {
    c.piece(sym("M300 172 C284 172 268 162 260 140 C276 134 290 132 300 132"), "lining", { pattern: false, shade: "none" });
    c.piece(
      sym(`M300 172 C284 172 268 162 260 140 L150 166 C118 180 100 300 94 420 L84 566 L146 572 L152 440 C156 380 158 330 162 296 C164 420 166 540 166 612 L300 612`),
    );
    c.piece(sym("M300 606 L166 606 L166 652 L300 652"), "main");
    both((d) => c.piece(d, "main"), "M84 564 L146 570 L144 620 L80 614 Z");
    both((d) => c.seam(d), "M84 574 L145 580");
    c.seam("M168 614 L432 614");
    both((d) => c.piece(d), "M260 136 C240 150 226 190 230 228 L290 192 L300 174 C284 172 268 162 260 136 Z");
    both((d) => c.seam(d), "M256 150 C242 170 238 200 240 218");
    c.zip(300, 176, 648);
    both((d) => c.piece(d, "main", { shade: "none" }), "M196 280 L254 280 L254 352 L196 352 Z");
    both((d) => c.piece(d, "main", { shade: "none" }), "M192 270 L258 270 L258 296 L225 306 L192 296 Z");
    c.button(225, 292, 4, "metal", false);
    c.button(375, 292, 4, "metal", false);
    both((d) => c.seam(d), "M166 226 C210 234 250 238 284 234");
    longSleeveDetails(c);
    both((d) => c.fold(d, 16), "M206 380 C218 440 222 520 214 600");
    both((d) => c.fold(d, 10, true), "M250 380 C256 440 258 520 254 600");
  },

  blazer(c) {
    c.piece(sym("M300 420 L256 140 C276 148 292 150 300 150"), "lining", { pattern: false, shade: "none" });
    c.piece(
      sym(`M300 420 L256 140 L150 162 C118 176 100 300 94 420 L86 580 L146 586 L152 440 C156 380 158 330 162 296 C166 420 168 540 172 660 C208 680 262 680 286 662 L300 470`),
    );
    both((d) => c.piece(d, "main"), "M256 140 L242 162 L216 170 L238 216 L290 412 L300 420 L300 410 L268 152 Z");
    both((d) => c.line(d, 0.5), "M242 162 L248 180");
    c.line("M300 420 L300 472", 0.5);
    c.button(300, 436, 6.5, "dark");
    c.button(300, 500, 6.5, "dark");
    c.line("M300 472 L288 662", 0.5);
    c.line("M300 472 L312 662", 0.5);
    both((d) => c.piece(d, "main", { shade: "none" }), "M192 520 L254 524 L254 546 L192 542 Z");
    both((d) => c.line(d, 0.6, 2), "M204 272 L248 268");
    both((d) => c.line(d, 0.45), "M150 162 C160 210 164 256 162 296");
    both((d) => c.line(d, 0.3), "M226 296 L230 520");
    both((d) => c.line(d, 0.45), "M90 520 L150 526");
    both((d) => c.fold(d, 16), "M122 300 C116 380 112 460 112 540");
    both((d) => c.fold(d, 12, true), "M258 320 C262 400 266 480 262 560");
    c.raw(
      [118, 128].map((x) => `<circle cx="${x}" cy="560" r="2.6" fill="${c.tone("dark")}"/><circle cx="${600 - x}" cy="560" r="2.6" fill="${c.tone("dark")}"/>`).join(""),
    );
  },

  coat(c) {
    c.piece(sym("M300 360 L254 122 C274 130 292 132 300 132"), "lining", { pattern: false, shade: "none" });
    c.piece(
      sym(`M300 360 L254 122 L148 146 C116 160 100 290 94 420 L84 600 L146 606 L154 450 C158 380 160 330 164 290 C162 420 156 560 150 726 Q226 736 300 736`),
    );
    both((d) => c.piece(d, "main"), "M254 122 L236 144 L200 156 L230 224 L296 356 L300 360 L314 356 L268 134 Z");
    both((d) => c.line(d, 0.5), "M236 144 L242 164");
    c.line("M332 356 L332 730", 0.5);
    for (const y of [400, 470]) {
      c.button(268, y, 7, "dark");
      c.button(332, y, 7, "dark");
    }
    c.piece(sym("M300 522 L160 522 L159 554 L300 554"), "main");
    c.raw(`<rect x="278" y="514" width="44" height="48" rx="5" fill="none" stroke="${c.tone("gold")}" stroke-width="4.5"/>`);
    both((d) => c.piece(d, "main", { shade: "none" }), "M180 600 L246 604 L246 630 L180 626 Z");
    both((d) => c.line(d, 0.45), "M148 146 C160 200 164 250 164 290");
    both((d) => c.line(d, 0.5), "M88 560 L150 566");
    both((d) => c.fold(d, 16), "M122 300 C116 380 112 460 112 540");
    both((d) => c.fold(d, 14), "M200 570 C194 630 188 690 184 724");
    both((d) => c.fold(d, 12, true), "M240 570 C240 630 238 690 236 728");
    both((d) => c.fold(d, 12, true), "M254 300 C258 380 260 440 258 500");
  },

  romper(c) {
    c.piece(sym("M300 230 C282 230 268 222 264 204 C280 198 292 198 300 198"), "inner", { pattern: false, shade: "none" });
    c.piece(
      sym(`M300 232 C282 232 268 222 264 204 L212 214 C194 222 172 250 158 286 L200 306 L218 282 C212 340 206 420 210 470 C212 510 214 540 218 574 L290 588 L300 556`),
    );
    crewBand(c, 36, 204, 28, 8, "accent");
    both((d) => c.piece(d, "accent", { pattern: false, rib: true, shade: "none" }), "M158 286 L200 306 L205 296 L163 276 Z");
    both((d) => c.piece(d, "accent", { pattern: false, rib: true, shade: "none" }), "M218 574 L290 588 L292 578 L219 564 Z");
    both((d) => c.line(d, 0.45), "M264 204 C256 216 248 232 238 244");
    c.button(300, 268, 5, "white");
    c.button(300, 300, 5, "white");
    c.piece("M316 320 L352 320 L352 356 Q334 364 316 356 Z", "main", { shade: "none" });
    c.seam("M318 328 L350 328");
    both((d) => c.line(d, 0.45), "M212 214 C216 240 218 262 218 282");
    c.raw(
      [258, 278].map((x) => `<circle cx="${x}" cy="${x === 258 ? 562 : 566}" r="3.5" fill="${c.tone("metal")}"/><circle cx="${600 - x}" cy="${x === 258 ? 562 : 566}" r="3.5" fill="${c.tone("metal")}"/>`).join(""),
    );
    both((d) => c.fold(d, 14), "M230 330 C236 400 236 460 232 520");
    both((d) => c.fold(d, 10, true), "M262 300 C266 380 268 460 266 540");
  },

  dungarees(c) {
    both((d) => c.piece(d, "main"), "M236 142 L258 136 L266 280 L244 284 Z");
    c.piece(sym("M300 250 L238 250 L234 318 L300 318"), "main");
    c.piece(sym("M300 318 L214 318 C206 380 196 450 190 560 L288 572 L300 440"));
    both((d) => c.seam(d), "M241 148 L248 276");
    both((d) => c.seam(d), "M253 144 L261 276");
    c.rivet(252, 262, 6);
    c.rivet(348, 262, 6);
    c.seam("M244 256 Q300 258 356 256");
    c.piece("M272 266 L328 266 L328 306 Q300 314 272 306 Z", "main", { shade: "none" });
    c.seam("M274 274 L326 274");
    both((d) => c.line(d, 0.6), "M208 360 C224 356 238 342 244 322");
    c.seam("M300 322 L300 430");
    both((d) => c.seam(d), "M192 540 L288 552");
    both((d) => c.fold(d, 12), "M220 380 C226 440 226 500 222 548");
    both((d) => c.fold(d, 8, true), "M252 360 C256 430 258 500 258 556");
  },

  cap(c) {
    // Drawn from the side (peak to the right): a cap seen head-on reads as a helmet.
    // Peak first, so the crown's lower edge overlaps it.
    c.piece("M320 444 C400 430 500 434 550 456 C576 470 570 490 542 498 C480 512 400 506 330 484 Z", "main");
    c.seam("M400 476 C460 470 514 468 546 474");
    c.seam("M404 486 C462 482 516 482 550 484");
    c.line("M330 484 C400 506 480 512 542 498", 0.6, 3, c.tone("inner"));
    c.piece("M128 470 C124 350 200 268 306 266 C404 266 458 342 462 448 Q300 482 128 470 Z", "main");
    c.piece("M128 470 C150 462 176 458 196 460 C196 440 180 428 160 430 C144 432 132 446 128 470 Z", "inner", { pattern: false, shade: "none" });
    c.line("M170 452 L196 458", 0.8, 5, c.tone("inner"));
    c.line("M306 268 C276 300 262 380 262 476", 0.5);
    c.line("M306 268 C360 296 392 370 398 470", 0.5);
    c.line("M306 268 C244 290 206 360 196 460", 0.4);
    c.seam("M298 274 C270 310 256 390 254 474");
    c.seam("M314 274 C366 304 388 380 390 470");
    c.raw(`<circle cx="232" cy="330" r="4" fill="${c.tone("inner")}"/><circle cx="344" cy="316" r="4" fill="${c.tone("inner")}"/>`);
    c.piece("M296 262 C300 256 312 256 316 262 C316 270 296 270 296 262 Z", "main", { pattern: false, shade: "none" });
    c.raw(`<path d="M320 372 L340 346 L360 372 L340 398 Z" fill="none" stroke="${c.accent}" stroke-width="4" stroke-linejoin="round"/>`);
    c.fold("M170 380 C190 320 240 286 300 280", 18, true, 0.2);
    c.fold("M420 360 C436 390 446 420 448 450", 22, false, 0.16);
  },

  beanie(c) {
    c.piece("M184 520 C178 360 214 260 300 254 C386 260 422 360 416 520 Z", "main", { rib: c.pattern === "solid" });
    c.piece("M176 452 Q300 470 424 452 L428 560 Q300 578 172 560 Z", "main", { rib: true });
    c.line("M176 452 Q300 470 424 452", 0.6, 2);
    c.piece("M282 492 L318 492 L318 520 L282 520 Z", "accent", { pattern: false, shade: "none" });
    c.line("M288 506 L312 506", 0.6, 2, shade(c.accent, 0.4));
    const rnd = mulberry32(3);
    let pom = "";
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2;
      pom += `<circle cx="${num(300 + Math.cos(a) * 33)}" cy="${num(236 + Math.sin(a) * 33)}" r="${num(9 + rnd() * 3)}" fill="${c.accent}"/>`;
    }
    pom += `<circle cx="300" cy="236" r="36" fill="${c.accent}"/><circle cx="300" cy="236" r="44" fill="url(#ga-ball)"/>`;
    for (let i = 0; i < 40; i++) {
      const a = rnd() * Math.PI * 2;
      const r0 = rnd() * 30;
      const len = 6 + rnd() * 8;
      const x = 300 + Math.cos(a) * r0;
      const y = 236 + Math.sin(a) * r0;
      pom += `<path d="M${num(x)} ${num(y)} l${num(Math.cos(a) * len)} ${num(Math.sin(a) * len)}" stroke="${i % 2 ? shade(c.accent, 0.22) : tint(c.accent, 0.4)}" stroke-width="1.6" stroke-linecap="round" stroke-opacity="0.55"/>`;
    }
    c.raw(pom);
    c.clip.push("M300 194 C323 194 342 213 342 236 C342 259 323 278 300 278 C277 278 258 259 258 236 C258 213 277 194 300 194 Z");
    c.fold("M232 300 C220 360 214 400 212 440", 18, true, 0.18);
  },

  bag(c) {
    const leather = c.tone("accent");
    c.line("M226 330 C226 190 374 190 374 330", 1, 16, shade(leather, 0.3));
    c.piece("M164 320 L436 320 L470 650 Q472 672 450 672 L150 672 Q128 672 130 650 Z", "main");
    c.piece("M164 320 L436 320 L438 344 L162 344 Z", "accent", { pattern: false });
    c.seam("M166 334 L434 334", tint(leather, 0.35));
    c.piece("M134 620 L466 620 L470 652 Q472 672 450 672 L150 672 Q128 672 130 652 Z", "accent", { pattern: false });
    c.seam("M138 634 L462 634", tint(leather, 0.35));
    c.line("M206 336 C206 168 394 168 394 336", 1, 16, leather);
    c.line("M206 336 C206 176 394 176 394 336", 0.35, 2, tint(leather, 0.4));
    for (const x of [206, 394]) {
      c.piece(`M${x - 16} 330 L${x + 16} 330 L${x + 16} 392 L${x} 404 L${x - 16} 392 Z`, "accent", { pattern: false });
      c.rivet(x, 372, 4);
    }
    c.line("M300 344 L300 620", 0.25);
    c.fold("M180 360 C170 460 160 560 150 620", 20, true, 0.14);
    c.fold("M420 360 C430 460 440 560 450 620", 24, false, 0.14);
  },

  scarf(c) {
    // Looped as if worn, because a flat strip reads as a towel; back pieces are drawn first.
    c.piece("M186 196 C186 140 236 112 300 112 C364 112 414 140 414 196 L364 200 C360 172 336 156 300 156 C264 156 240 172 236 200 Z", "dark", { pattern: true });
    c.glow("M186 196 C186 140 236 112 300 112 C364 112 414 140 414 196 L364 200 C360 172 336 156 300 156 C264 156 240 172 236 200 Z", false, 0.25);
    c.piece("M292 262 L380 252 C386 370 394 480 408 600 L318 612 C312 490 302 380 292 262 Z", "dark", { pattern: true });
    c.piece("M240 262 L324 276 C316 400 308 520 300 650 L204 642 C214 520 228 390 240 262 Z", "main");
    c.piece("M186 190 C188 250 236 300 300 304 C364 300 412 250 414 190 L364 196 C360 232 334 256 300 258 C266 256 240 232 236 196 Z", "main");
    const fringe = (x0: number, y0: number, x1: number, y1: number, color: string): void => {
      const ls: string[] = [];
      for (let i = 0; i <= 16; i++) {
        const t = i / 16;
        const x = x0 + (x1 - x0) * t;
        const y = y0 + (y1 - y0) * t;
        ls.push(`M${num(x)} ${num(y - 2)} L${num(x + (i % 2) * 1.5 - 0.75)} ${num(y + 34)}`);
      }
      c.line(ls.join(" "), 1, 3.5, color);
    };
    fringe(320, 610, 406, 598, shade(c.color, 0.22));
    fringe(206, 642, 298, 650, shade(c.color, 0.08));
    c.line("M206 630 L300 638", 0.5);
    c.line("M318 600 L406 588", 0.5);
    c.fold("M262 300 C256 400 248 520 242 630", 16, true, 0.18);
    c.fold("M314 300 C308 420 304 520 300 640", 12, false, 0.22);
    c.fold("M220 220 C250 270 290 282 330 280", 12, true, 0.2);
    c.fold("M250 210 C270 236 300 244 340 236", 10, false, 0.16);
  },

  sneaker(c) {
    // Drawn in profile (toe to the left): trainers are hard to recognise head-on.
    const upper =
      "M104 498 C94 472 112 452 156 446 C206 440 248 420 278 394 L322 352 C328 340 340 332 354 331 C366 331 372 336 372 344 C398 356 430 354 454 338 C470 328 484 330 488 346 C500 392 508 448 506 498 Z";
    c.piece(upper, "main");
    c.piece("M104 498 C94 472 112 452 156 446 C174 444 190 442 204 438 C214 462 214 484 206 498 Z", "main", { shade: "none" });
    c.raw(
      [0, 1, 2, 3]
        .map((i) => `<circle cx="${146 + i * 12}" cy="${466 - i}" r="1.6" fill="${ink(c.color, 0.35)}"/>`)
        .join(""),
    );
    c.piece("M506 498 C508 456 504 420 494 384 C468 396 448 430 440 468 L438 498 Z", "accent", { pattern: false });
    c.piece("M472 334 C478 326 488 326 492 334 L500 372 L488 374 Z", "accent", { pattern: false });
    c.piece("M228 486 C300 452 374 424 440 404 C446 414 446 426 440 436 C376 452 304 476 244 500 Z", "accent", { pattern: false });
    c.piece("M264 410 C290 388 314 362 330 340 L362 352 C344 374 320 398 292 424 Z", luminance(c.color) < 0.3 ? "dark" : "main", { pattern: false });
    const laces: string[] = [];
    for (let i = 0; i < 5; i++) {
      const x = 280 + i * 14;
      const y = 404 - i * 14;
      laces.push(`M${x} ${y} L${x + 16} ${y + 12}`, `M${x + 2} ${y + 12} L${x + 16} ${y - 2}`);
      c.raw(`<circle cx="${x + 16}" cy="${y + 12}" r="2.6" fill="${c.tone("metal")}"/>`);
    }
    const laceColour = luminance(c.color) > 0.7 ? c.tone("white") : tint(c.color, 0.85);
    c.line(laces.join(" "), 0.5, 4.6, shade(laceColour, 0.45));
    c.line(laces.join(" "), 1, 3.2, laceColour);
    c.line("M372 344 C398 356 430 354 454 338", 0.7, 5, c.tone("inner"));
    c.seam("M210 496 C216 478 216 458 208 440");
    c.seam("M446 498 C448 466 456 426 476 396");
    c.piece("M98 492 C86 512 96 544 126 548 L476 552 C500 552 512 530 508 492 Z", "sole", { pattern: false, shade: "cylv" });
    c.line("M100 516 L508 512", 0.5, 2, "#bdb6aa");
    c.seam("M108 500 L502 498", "#a9a195");
    c.fold("M150 468 C200 454 250 434 280 404", 12, true, 0.25);
    c.fold("M300 482 C360 472 420 472 480 482", 14, false, 0.12);
  },
};

// ---------------------------------------------------------------------------------------------
// Fabric patterns

/** Small deterministic PRNG so textures are irregular but reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function patternDef(p: GarmentPattern, color: string, accent: string): string {
  const inkc = ink(color, 0.28);
  const hi = tint(color, 0.28);
  const wrap = (w: number, h: number, body: string, extra = ""): string =>
    `<pattern id="ga-pat" patternUnits="userSpaceOnUse" width="${w}" height="${h}"${extra}>${body}</pattern>`;
  switch (p) {
    case "solid":
      return "";
    case "stripes":
      return wrap(600, 26, `<rect y="0" width="600" height="10" fill="${accent}"/>`);
    case "pinstripe":
      return wrap(16, 800, `<rect x="7" width="1.4" height="800" fill="${accent}" fill-opacity="0.85"/>`);
    case "checks":
      return wrap(
        56,
        56,
        `<rect width="56" height="16" fill="${accent}" fill-opacity="0.5"/><rect width="16" height="56" fill="${accent}" fill-opacity="0.5"/>` +
          `<rect y="34" width="56" height="2" fill="${hi}" fill-opacity="0.7"/><rect x="34" width="2" height="56" fill="${hi}" fill-opacity="0.7"/>` +
          `<rect y="7" width="56" height="1.5" fill="${inkc}" fill-opacity="0.6"/><rect x="7" width="1.5" height="56" fill="${inkc}" fill-opacity="0.6"/>`,
      );
    case "gingham":
      return wrap(
        20,
        20,
        `<rect width="20" height="10" fill="${accent}" fill-opacity="0.45"/><rect width="10" height="20" fill="${accent}" fill-opacity="0.45"/>`,
      );
    case "dots":
      return wrap(
        28,
        28,
        `<circle cx="7" cy="7" r="3.6" fill="${accent}"/><circle cx="21" cy="21" r="3.6" fill="${accent}"/>`,
      );
    case "denim": {
      const rnd = mulberry32(7);
      let slubs = "";
      for (let i = 0; i < 60; i++) {
        const x = rnd() * 160;
        const y = rnd() * 160;
        const w = 6 + rnd() * 22;
        slubs += `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="1.2" fill="#ffffff" fill-opacity="${num(0.06 + rnd() * 0.12)}"/>`;
      }
      let twill = "";
      for (let k = -160; k < 160; k += 4) {
        twill += `M${k} 160 L${k + 160} 0 `;
      }
      return wrap(
        160,
        160,
        `<path d="${twill}" stroke="${tint(color, 0.22)}" stroke-width="1.1" stroke-opacity="0.55"/>` +
          `<path d="${twill}" stroke="${shade(color, 0.3)}" stroke-width="0.7" stroke-opacity="0.45" transform="translate(2 0)"/>` +
          slubs,
      );
    }
    case "floral": {
      const leaf = mix(shade(color, 0.35), "#4d6b45", 0.45);
      const flower = (x: number, y: number, r: number, rot: number, fill: string): string => {
        let s = "";
        for (let i = 0; i < 5; i++) {
          s += `<ellipse cx="0" cy="${num(-r)}" rx="${num(r * 0.62)}" ry="${num(r)}" fill="${fill}" transform="rotate(${rot + i * 72})"/>`;
        }
        return `<g transform="translate(${x} ${y})">${s}<circle r="${num(r * 0.45)}" fill="${tint(accent, 0.6)}"/></g>`;
      };
      const leafAt = (x: number, y: number, rot: number): string =>
        `<ellipse cx="${x}" cy="${y}" rx="7" ry="3" fill="${leaf}" transform="rotate(${rot} ${x} ${y})"/>`;
      return wrap(
        84,
        84,
        leafAt(36, 18, 30) +
          leafAt(12, 38, -40) +
          leafAt(70, 60, 20) +
          leafAt(52, 80, -30) +
          flower(20, 20, 9, 10, accent) +
          flower(62, 62, 8, 40, tint(accent, 0.3)) +
          flower(66, 14, 4, 0, accent) +
          flower(16, 70, 4, 20, tint(accent, 0.3)) +
          `<circle cx="44" cy="44" r="2" fill="${accent}"/>`,
      );
    }
    case "herringbone": {
      const a = "M0 4 L4 0 M0 8 L8 0 M4 8 L8 4";
      const b = "M8 0 L16 8 M12 0 L16 4 M8 4 L12 8";
      return wrap(
        16,
        8,
        `<path d="${a}" stroke="${inkc}" stroke-width="1.6" stroke-opacity="0.55"/><path d="${b}" stroke="${hi}" stroke-width="1.6" stroke-opacity="0.55"/>`,
      );
    }
    case "knit":
      return wrap(
        10,
        10,
        `<path d="M0 0 L5 8 L10 0" fill="none" stroke="${inkc}" stroke-width="1.6" stroke-opacity="0.5"/>` +
          `<path d="M1.5 1 L5 6.2 L8.5 1" fill="none" stroke="${hi}" stroke-width="1.1" stroke-opacity="0.5"/>`,
      );
    case "corduroy":
      return wrap(
        8,
        800,
        `<rect x="0" width="4" height="800" fill="${hi}" fill-opacity="0.32"/><rect x="6" width="1.4" height="800" fill="${inkc}" fill-opacity="0.5"/>`,
      );
    case "camo": {
      const rnd = mulberry32(11);
      const tones = [accent, shade(color, 0.28), tint(mix(color, accent, 0.5), 0.15)];
      let blobs = "";
      for (let i = 0; i < 21; i++) {
        const cx = rnd() * 180;
        const cy = rnd() * 180;
        const r = 12 + rnd() * 14;
        const n = 9;
        const pts: Pt[] = [];
        for (let k = 0; k < n; k++) {
          const ang = (k / n) * Math.PI * 2;
          const rr = r * (0.4 + rnd() * 0.9);
          pts.push([cx + Math.cos(ang) * rr * 1.4, cy + Math.sin(ang) * rr]);
        }
        const mid = (a: Pt, b: Pt): string => `${num((a[0] + b[0]) / 2)} ${num((a[1] + b[1]) / 2)}`;
        let d = `M${mid(pts[n - 1], pts[0])} `;
        for (let k = 0; k < n; k++) d += `Q${num(pts[k][0])} ${num(pts[k][1])} ${mid(pts[k], pts[(k + 1) % n])} `;
        const fill = tones[i % tones.length];
        // Draw each blob at wrapped offsets so the tile stays seamless.
        for (const [ox, oy] of [-180, 0, 180].flatMap((ox) => [-180, 0, 180].map((oy) => [ox, oy]))) {
          blobs += `<path d="${d}Z" fill="${fill}" transform="translate(${ox} ${oy})"/>`;
        }
      }
      return wrap(180, 180, blobs);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Draws a product picture: the garment centred on a soft studio backdrop with a floor shadow.
 *
 * The result is a standalone SVG document (viewBox `0 0 600 800`, width 600, height 800) that
 * only uses features librsvg supports. Invalid colours fall back to neutral greys and unknown
 * kinds or patterns to a plain T-shirt, so untrusted input cannot break the markup. The output
 * is a pure function of `art`: equal inputs always produce byte-identical strings.
 */
export function drawGarmentSvg(art: GarmentArt): string {
  const color = toHex(parseHex(art.color, "#8a8f99"));
  const accent = toHex(parseHex(art.accent, "#d8d2c4"));
  const bg = toHex(parseHex(art.background, "#eeeae4"));
  const kind: GarmentKind = GARMENT_KINDS.includes(art.kind) ? art.kind : "tshirt";
  const pattern: GarmentPattern = GARMENT_PATTERNS.includes(art.pattern) ? art.pattern : "solid";

  const c = new Ctx(color, accent, pattern);
  DRAW[kind](c);

  // Small items (shorts, baby clothes, caps) are enlarged so every packshot fills the frame alike.
  const [bx0, by0, bx1, by1] = bounds(c.clip);
  const scale = Math.min(1.3, Math.max(1, Math.min(560 / (by1 - by0), 500 / (bx1 - bx0))));
  const tx = 300 - (scale * (bx0 + bx1)) / 2;
  const ty = 404 - (scale * (by0 + by1)) / 2;
  const x0 = tx + scale * bx0;
  const x1 = tx + scale * bx1;
  const y1 = ty + scale * by1;
  const cx = (x0 + x1) / 2;
  const floorY = Math.min(y1 + 26, 770);
  const shadowRx = (x1 - x0) * 0.46;
  const transform = scale === 1 && tx === 0 && ty === 0 ? "" : ` transform="translate(${num(tx)} ${num(ty)}) scale(${Math.round(scale * 1000) / 1000})"`;

  const defs =
    `<radialGradient id="ga-bg" cx="50%" cy="38%" r="80%">` +
    `<stop offset="0" stop-color="${tint(bg, 0.45)}"/><stop offset="0.55" stop-color="${bg}"/><stop offset="1" stop-color="${shade(bg, 0.1)}"/></radialGradient>` +
    `<linearGradient id="ga-floor" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${shade(bg, 0.06)}" stop-opacity="0"/><stop offset="1" stop-color="${shade(bg, 0.08)}" stop-opacity="0.8"/></linearGradient>` +
    `<radialGradient id="ga-shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.34"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="ga-cyl" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000000" stop-opacity="0.26"/><stop offset="0.14" stop-color="#000000" stop-opacity="0.06"/>` +
    `<stop offset="0.36" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/>` +
    `<stop offset="0.84" stop-color="#000000" stop-opacity="0.08"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></linearGradient>` +
    `<linearGradient id="ga-cylv" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>` +
    `<radialGradient id="ga-ball" cx="0.4" cy="0.38" r="0.62"><stop offset="0" stop-color="#ffffff" stop-opacity="0.2"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.04"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></radialGradient>` +
    `<linearGradient id="ga-light" gradientUnits="userSpaceOnUse" x1="${num(bx0)}" y1="${num(by0)}" x2="${num(bx1)}" y2="${num(by1)}">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.14"/></linearGradient>` +
    `<pattern id="ga-rib" patternUnits="userSpaceOnUse" width="6" height="20"><rect width="2" height="20" fill="${ink(color, 0.3)}" fill-opacity="0.4"/><rect x="3" width="1.4" height="20" fill="#ffffff" fill-opacity="0.1"/></pattern>` +
    patternDef(pattern, color, accent) +
    `<clipPath id="ga-clip">${c.clip.map((d) => `<path d="${d}"/>`).join("")}</clipPath>` +
    `<filter id="ga-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>` +
    `<filter id="ga-blur" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="10"/></filter>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
    `<defs>${defs}</defs>` +
    `<rect width="600" height="800" fill="url(#ga-bg)"/>` +
    `<rect y="${num(floorY - 60)}" width="600" height="${num(860 - floorY)}" fill="url(#ga-floor)"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(floorY)}" rx="${num(shadowRx)}" ry="14" fill="#000000" fill-opacity="0.16" filter="url(#ga-blur)"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(floorY)}" rx="${num(shadowRx * 0.8)}" ry="9" fill="url(#ga-shadow)"/>` +
    `<g${transform}>${c.layers.join("")}` +
    `<g clip-path="url(#ga-clip)"><rect x="-100" y="-100" width="800" height="1000" fill="url(#ga-light)"/>` +
    `<g filter="url(#ga-soft)">${c.folds.join("")}</g></g></g>` +
    `</svg>`
  );
}
