import type { ReactNode } from "react";
import { useTheme } from "styled-components";
import { useSvgId } from "./editorial-scene";

/**
 * Garments drawn as SVG for the editorial banners: a piece of clothing in a 600 x 800 box,
 * centred on x = 300, placed anywhere in a scene's own <svg>. The look follows the catalog's
 * packshots (fabric patterns, cylinder shading, soft folds), lighter in detail, so a banner
 * can hold several. Colours come in as theme tokens; shades of them are mixed here.
 */
export type GarmentKind =
  | "tshirt"
  | "polo"
  | "shirt"
  | "overshirt"
  | "sweater"
  | "cardigan"
  | "hoodie"
  | "jacket"
  | "blazer"
  | "trench"
  | "dress"
  | "skirt"
  | "jeans"
  | "trousers"
  | "romper"
  | "dungarees"
  | "cap"
  | "bag"
  | "scarf"
  | "sneaker"
  | "sunglasses";

export type GarmentPattern = "solid" | "denim" | "stripes" | "floral" | "knit" | "gingham" | "dots" | "check";

/** Leg shapes for jeans and trousers. */
export type LegFit = "slim" | "straight" | "loose";

// ---------------------------------------------------------------------------------------------
// Colour: shades and tints of the tokens a scene passes in.

function rgb(hex: string): [number, number, number] {
  const full = hex.replace("#", "").padEnd(6, "0").slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, "0")).join("")}`;
}

const shade = (c: string, t: number) => mix(c, "#000000", t);
const tint = (c: string, t: number) => mix(c, "#ffffff", t);
const luminance = (c: string) => {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};
/** A line colour that reads on `c`: darker on light cloth, lighter on dark cloth. */
const ink = (c: string, t = 0.32) => (luminance(c) < 0.22 ? tint(c, t * 0.9) : shade(c, t));

// ---------------------------------------------------------------------------------------------
// Paths: garments are symmetric, so only the left half is written and then mirrored.

type Pt = [number, number];
interface Seg {
  cmd: string;
  pts: Pt[];
}

function parse(d: string): Seg[] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+/g) ?? [];
  const arity: Record<string, number> = { M: 1, L: 1, Q: 2, C: 3 };
  const segs: Seg[] = [];
  let i = 0;
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === "Z") continue;
    const pts: Pt[] = [];
    for (let k = 0; k < arity[cmd]; k++, i += 2) pts.push([Number(tokens[i]), Number(tokens[i + 1])]);
    segs.push({ cmd, pts });
  }
  return segs;
}

const fmt = (segs: Seg[]) => segs.map((s) => s.cmd + s.pts.map(([x, y]) => `${x} ${y}`).join(" ")).join(" ");
const flip = ([x, y]: Pt): Pt => [600 - x, y];

/** The mirror image of a path around x = 300. */
function mir(d: string): string {
  return fmt(parse(d).map((s) => ({ cmd: s.cmd, pts: s.pts.map(flip) }))) + (/Z\s*$/.test(d) ? " Z" : "");
}

/** A closed symmetric outline from its left half, traced there and back as one loop. */
function sym(half: string): string {
  const segs = parse(half);
  const ends = segs.map((s) => s.pts[s.pts.length - 1]);
  const out: Seg[] = [...segs, { cmd: "L", pts: [flip(ends[ends.length - 1])] }];
  for (let i = segs.length - 1; i >= 1; i--) {
    const s = segs[i];
    const start = flip(ends[i - 1]);
    if (s.cmd === "Q") out.push({ cmd: "Q", pts: [flip(s.pts[0]), start] });
    else if (s.cmd === "C") out.push({ cmd: "C", pts: [flip(s.pts[1]), flip(s.pts[0]), start] });
    else out.push({ cmd: "L", pts: [start] });
  }
  return `${fmt(out)} Z`;
}

// ---------------------------------------------------------------------------------------------
// What a garment is made of.

type Tone = "main" | "dark" | "light" | "inner" | "accent" | "white" | "metal" | "gold" | "sole";

type Op =
  | { op: "piece"; d: string; tone: Tone; pattern: boolean; rib: boolean; shading: boolean }
  | { op: "line"; d: string; opacity: number; width: number; tone?: Tone }
  | { op: "seam"; d: string; tone?: Tone }
  | { op: "fold"; d: string; width: number; light: boolean; opacity: number }
  | { op: "button"; x: number; y: number; r: number; tone: Tone };

class Drawing {
  readonly ops: Op[] = [];

  piece(d: string, tone: Tone = "main", { pattern = tone === "main", rib = false, shading = true } = {}) {
    this.ops.push({ op: "piece", d, tone, pattern, rib, shading });
  }
  line(d: string, opacity = 0.5, width = 1.6, tone?: Tone) {
    this.ops.push({ op: "line", d, opacity, width, tone });
  }
  seam(d: string, tone?: Tone) {
    this.ops.push({ op: "seam", d, tone });
  }
  fold(d: string, width = 14, light = false, opacity = light ? 0.22 : 0.2) {
    this.ops.push({ op: "fold", d, width, light, opacity });
  }
  button(x: number, y: number, r: number, tone: Tone = "accent") {
    this.ops.push({ op: "button", x, y, r, tone });
  }
  /** Draws `d` and its mirror image with the same call. */
  both(fn: (d: string) => void, d: string) {
    fn(d);
    fn(mir(d));
  }
}

const SLEEVE_SHORT = "L150 166 C128 174 96 222 72 290 L136 322 C146 304 154 290 160 276";
const SLEEVE_LONG = "L150 166 C118 180 100 300 94 420 L86 562 L144 568 L152 440 C156 380 158 330 162 296";
const neckHalf = (w: number, y: number, depth: number) => `M300 ${y + depth} C${300 - w * 0.5} ${y + depth} ${300 - w + 4} ${y + depth * 0.62} ${300 - w} ${y}`;

function crew(g: Drawing, w: number, y: number, depth: number) {
  g.piece(sym(`${neckHalf(w, y, depth)} C${300 - w * 0.6} ${y + 8} ${300 - w * 0.3} ${y + 10} 300 ${y + 10}`), "inner", { pattern: false, shading: false });
}

function crewBand(g: Drawing, w: number, y: number, depth: number, band: number, tone: Tone = "dark") {
  g.piece(
    sym(`${neckHalf(w, y, depth)} C${300 - w + 6} ${y + (depth - band) * 0.55} ${300 - w * 0.45} ${y + depth - band} 300 ${y + depth - band}`),
    tone,
    { pattern: false, rib: true, shading: false },
  );
}

function longSleeves(g: Drawing) {
  g.both((d) => g.line(d, 0.4), "M150 166 C158 210 162 250 162 296");
  g.both((d) => g.fold(d, 16), "M122 300 C116 380 112 460 112 540");
  g.both((d) => g.fold(d, 8, true), "M134 260 C130 340 126 420 124 520");
}

function cuffs(g: Drawing, tone: Tone = "dark") {
  g.both((d) => g.piece(d, tone, { pattern: tone === "main", rib: tone === "dark" }), "M86 556 L144 562 L142 614 L82 608 Z");
}

const LEGS: Record<LegFit, { outline: string; hem: string; outseam: string; fold: string }> = {
  slim: {
    outline: "M300 176 L184 176 C176 220 170 270 172 320 C180 450 196 590 206 710 L282 712 L300 330",
    hem: "M209 697 L282 699",
    outseam: "M181 250 C178 290 178 330 181 400 C190 520 202 620 213 700",
    fold: "M222 520 Q248 530 276 522",
  },
  straight: {
    outline: "M300 176 L184 176 C176 220 168 270 168 320 C170 450 176 590 180 710 L286 712 L300 330",
    hem: "M183 697 L286 699",
    outseam: "M176 252 C173 290 171 330 173 400 C175 520 181 620 187 700",
    fold: "M206 540 Q236 550 276 540",
  },
  loose: {
    outline: "M300 176 L182 176 C168 226 152 284 148 336 C144 460 142 590 138 712 L290 714 L300 338",
    hem: "M141 699 L290 701",
    outseam: "M163 252 C157 292 154 334 153 400 C151 520 149 620 147 702",
    fold: "M176 560 Q226 574 282 560",
  },
};

function waistband(g: Drawing) {
  g.piece(sym("M300 150 L186 150 Q300 164 300 164"), "inner", { pattern: false, shading: false });
  g.piece(sym("M300 146 L186 146 L184 178 L300 180"));
  for (const x of [208, 260]) g.both((d) => g.piece(d, "main", { shading: false }), `M${x} 140 L${x + 9} 140 L${x + 9} 184 L${x} 184 Z`);
}

const DRAW: Record<GarmentKind, (g: Drawing, fit: LegFit) => void> = {
  tshirt(g) {
    crew(g, 52, 140, 34);
    g.piece(sym(`${neckHalf(52, 140, 34)} ${SLEEVE_SHORT} C160 380 160 500 164 598 Q232 606 300 606`));
    crewBand(g, 52, 140, 34, 11);
    g.both((d) => g.line(d, 0.4), "M150 166 C158 200 162 240 160 276");
    g.both((d) => g.seam(d), "M79 280 L142 311");
    g.seam("M165 586 Q300 596 435 586");
    g.both((d) => g.fold(d, 12), "M116 230 C128 256 140 276 154 290");
    g.both((d) => g.fold(d, 10, true), "M236 470 C244 520 248 560 250 600");
    g.fold("M300 220 C300 320 304 420 300 580", 48, true, 0.1);
  },

  polo(g) {
    crew(g, 46, 140, 30);
    g.piece(sym(`M300 168 C276 168 258 158 254 140 ${SLEEVE_SHORT} C160 380 160 500 164 598 Q232 606 300 606`));
    g.piece("M287 168 L313 168 L313 288 Q300 294 287 288 Z", "main", { shading: false });
    g.button(300, 204, 5, "white");
    g.button(300, 246, 5, "white");
    g.both((d) => g.piece(d, "main", { rib: true }), "M254 136 C242 160 244 192 256 214 L300 176 C286 166 268 154 254 136 Z");
    g.both((d) => g.piece(d, "main", { rib: true, shading: false }), "M72 290 L136 322 L142 309 L78 277 Z");
    g.both((d) => g.line(d, 0.6, 3, "accent"), "M75 284 L139 316");
    g.seam("M165 586 Q300 596 435 586");
    g.both((d) => g.fold(d, 18), "M196 320 C214 380 218 440 208 500");
    g.fold("M300 320 C300 400 304 480 300 580", 48, true, 0.1);
  },

  shirt(g) {
    g.piece(sym("M300 168 C282 168 266 156 260 138 C274 132 288 130 300 130"), "inner", { pattern: false, shading: false });
    g.piece(sym(`M300 168 C282 168 266 156 260 138 ${SLEEVE_LONG} C164 420 164 560 166 640 C210 668 262 684 300 684`));
    cuffs(g, "main");
    g.both((d) => g.piece(d), "M260 136 C250 156 250 186 258 214 L298 178 C284 170 270 156 260 136 Z");
    g.piece("M286 170 L314 170 L314 680 Q300 684 286 680 Z", "main", { shading: false });
    for (let y = 206; y < 670; y += 64) g.button(300, y, 4.6, "white");
    g.piece("M198 262 L252 262 L252 318 L225 328 L198 318 Z", "main", { shading: false });
    g.seam("M200 270 L250 270");
    g.seam("M168 628 C206 656 262 670 286 672");
    g.seam("M432 628 C394 656 338 670 314 672");
    longSleeves(g);
    g.both((d) => g.fold(d, 18), "M210 340 C226 410 230 490 218 620");
  },

  overshirt(g) {
    g.piece(sym("M300 168 C282 168 266 156 260 138 C274 132 288 130 300 130"), "inner", { pattern: false, shading: false });
    g.piece(sym(`M300 168 C282 168 266 156 260 138 L146 168 C112 184 96 300 90 420 L82 566 L144 572 L150 440 C154 380 156 330 160 296 C160 420 158 560 156 652 L300 652`));
    cuffs(g, "main");
    g.both((d) => g.piece(d), "M260 136 C246 156 244 190 252 220 L298 178 C284 170 270 156 260 136 Z");
    g.piece("M286 170 L314 170 L314 652 L286 652 Z", "main", { shading: false });
    for (let y = 210; y < 640; y += 70) g.button(300, y, 5.4, "accent");
    g.both((d) => g.piece(d, "main", { shading: false }), "M188 250 L258 250 L258 330 L223 342 L188 330 Z");
    g.both((d) => g.piece(d, "main", { shading: false }), "M184 240 L262 240 L262 270 L223 280 L184 270 Z");
    g.seam("M160 640 L440 640");
    longSleeves(g);
    g.both((d) => g.fold(d, 18), "M206 380 C220 440 222 520 214 620");
  },

  sweater(g) {
    crew(g, 52, 140, 30);
    g.piece(sym(`${neckHalf(52, 140, 30)} ${SLEEVE_LONG} C162 420 162 520 162 592 L300 592`));
    crewBand(g, 52, 140, 30, 14);
    cuffs(g);
    g.piece(sym("M300 588 L162 588 L162 648 Q232 654 300 654"), "dark", { pattern: false, rib: true });
    longSleeves(g);
    g.both((d) => g.fold(d, 18), "M206 330 C220 400 222 480 214 580");
    g.both((d) => g.fold(d, 12, true), "M246 240 C252 320 254 440 250 580");
  },

  cardigan(g) {
    g.piece(sym("M300 330 L250 140 C270 148 290 150 300 150"), "inner", { pattern: false, shading: false });
    g.piece(sym(`M300 330 L250 140 ${SLEEVE_LONG} C162 420 162 520 162 592 L300 592`));
    g.piece("M250 140 L300 330 L300 648 L282 648 L282 336 L236 146 Z", "dark", { pattern: false, rib: true });
    g.piece("M350 140 L300 330 L300 648 L318 648 L318 336 L364 146 Z", "dark", { pattern: false, rib: true });
    cuffs(g);
    g.piece(sym("M300 588 L162 588 L162 648 Q232 654 300 654"), "dark", { pattern: false, rib: true });
    for (let y = 362; y < 640; y += 56) g.button(291, y, 5.4, "accent");
    longSleeves(g);
    g.both((d) => g.fold(d, 14), "M206 330 C218 390 222 440 216 460");
  },

  hoodie(g) {
    g.piece(sym("M300 206 L226 200 C202 150 208 92 256 74 C274 68 290 68 300 68"));
    g.piece(sym("M300 200 L244 192 C232 150 242 106 274 94 C286 90 296 90 300 90"), "inner", { pattern: false, shading: false });
    g.piece(sym(`M300 216 C278 216 256 206 246 188 L150 200 C118 214 100 320 94 430 L88 560 L146 566 L154 450 C158 390 160 340 164 310 C164 420 164 520 164 590 L300 590`));
    cuffs(g);
    g.piece(sym("M300 586 L164 586 L164 646 Q232 652 300 652"), "dark", { pattern: false, rib: true });
    g.piece(sym("M300 440 L232 440 L196 526 L196 588 L300 588"), "main", { shading: false });
    g.both((d) => g.seam(d), "M232 446 L202 520");
    g.line("M280 212 C278 250 274 290 274 322", 1, 4, "accent");
    g.line("M320 212 C322 250 328 290 328 322", 1, 4, "accent");
    g.both((d) => g.fold(d, 16), "M122 320 C116 400 112 470 112 540");
    g.both((d) => g.fold(d, 10, true), "M244 250 C250 320 252 380 250 430");
  },

  jacket(g) {
    g.piece(sym("M300 172 C284 172 268 162 260 140 C276 134 290 132 300 132"), "inner", { pattern: false, shading: false });
    g.piece(sym(`M300 172 C284 172 268 162 260 140 L150 166 C118 180 100 300 94 420 L84 566 L146 572 L152 440 C156 380 158 330 162 296 C164 420 166 540 166 612 L300 612`));
    g.piece(sym("M300 606 L166 606 L166 652 L300 652"));
    g.both((d) => g.piece(d), "M84 564 L146 570 L144 620 L80 614 Z");
    g.seam("M168 616 L432 616");
    g.both((d) => g.piece(d), "M260 136 C240 150 226 190 230 228 L290 192 L300 174 C284 172 268 162 260 136 Z");
    g.piece("M292 176 L308 176 L308 652 L292 652 Z", "main", { shading: false });
    for (let y = 236; y < 640; y += 84) g.button(300, y, 6, "metal");
    g.both((d) => g.piece(d, "main", { shading: false }), "M192 270 L258 270 L258 352 L225 362 L192 352 Z");
    g.both((d) => g.piece(d, "main", { shading: false }), "M188 262 L262 262 L262 292 L225 302 L188 292 Z");
    g.both((d) => g.seam(d), "M166 232 C210 240 250 244 284 240");
    g.both((d) => g.seam(d), "M214 372 L214 600");
    longSleeves(g);
    g.both((d) => g.fold(d, 16), "M206 390 C218 450 222 520 214 600");
  },

  blazer(g) {
    g.piece(sym("M300 420 L256 140 C276 148 292 150 300 150"), "inner", { pattern: false, shading: false });
    g.piece(sym(`M300 420 L256 140 L150 162 C118 176 100 300 94 420 L86 580 L146 586 L152 440 C156 380 158 330 162 296 C166 420 168 540 172 660 C208 680 262 680 286 662 L300 470`));
    g.both((d) => g.piece(d), "M256 140 L242 162 L216 170 L238 216 L290 412 L300 420 L300 410 L268 152 Z");
    g.button(300, 440, 6.5, "dark");
    g.button(300, 504, 6.5, "dark");
    g.line("M300 472 L288 662", 0.45);
    g.line("M300 472 L312 662", 0.45);
    g.both((d) => g.piece(d, "main", { shading: false }), "M192 524 L254 528 L254 550 L192 546 Z");
    g.both((d) => g.line(d, 0.6, 2), "M204 272 L248 268");
    g.both((d) => g.line(d, 0.4), "M150 162 C160 210 164 256 162 296");
    g.both((d) => g.fold(d, 16), "M122 300 C116 380 112 460 112 540");
    g.both((d) => g.fold(d, 12, true), "M258 320 C262 400 266 480 262 560");
  },

  trench(g) {
    g.piece(sym("M300 360 L254 122 C274 130 292 132 300 132"), "inner", { pattern: false, shading: false });
    g.piece(sym(`M300 360 L254 122 L148 146 C116 160 100 290 94 420 L84 600 L146 606 L154 450 C158 380 160 330 164 290 C162 420 156 560 146 736 Q226 748 300 748`));
    g.both((d) => g.piece(d), "M254 122 L236 144 L200 156 L230 224 L296 356 L300 360 L314 356 L268 134 Z");
    g.both((d) => g.piece(d, "main", { shading: false }), "M150 150 C170 176 200 200 236 214 L226 190 C200 180 176 166 160 146 Z");
    g.line("M332 356 L332 740", 0.45);
    for (const y of [398, 466]) {
      g.button(268, y, 7, "dark");
      g.button(332, y, 7, "dark");
    }
    g.piece(sym("M300 520 L160 520 L159 552 L300 552"));
    g.piece("M280 512 L320 512 L320 560 L280 560 Z", "gold", { pattern: false, shading: false });
    g.piece("M287 519 L313 519 L313 553 L287 553 Z", "main", { shading: false });
    g.both((d) => g.piece(d, "main", { shading: false }), "M86 560 L148 566 L147 584 L85 578 Z");
    g.both((d) => g.line(d, 0.45), "M148 146 C160 200 164 250 164 290");
    g.both((d) => g.fold(d, 16), "M122 300 C116 380 112 460 112 540");
    g.both((d) => g.fold(d, 14), "M200 580 C194 640 188 700 182 736");
    g.both((d) => g.fold(d, 12, true), "M240 580 C240 640 238 700 236 740");
  },

  dress(g) {
    crew(g, 40, 130, 44);
    g.piece(sym(`${neckHalf(40, 130, 44)} L228 130 C224 176 212 212 196 232 C202 280 212 330 216 368 C186 450 144 580 108 694 C166 712 240 718 300 718`));
    crewBand(g, 40, 130, 44, 7, "main");
    g.piece(sym("M300 360 L214 360 L216 384 L300 384"), "accent", { pattern: false });
    g.piece("M296 376 C280 400 270 440 262 470 L276 474 C286 444 294 410 304 384 Z", "accent", { pattern: false });
    g.piece("M304 376 C316 404 326 440 330 478 L316 480 C312 446 306 414 296 384 Z", "accent", { pattern: false });
    for (const [x0, x1] of [[226, 164], [250, 210], [274, 258]]) {
      g.both((d) => g.fold(d, 12), `M${x0} 396 C${x0 - 6} 480 ${x1 + 10} 600 ${x1} 706`);
      g.both((d) => g.fold(d, 9, true), `M${x0 + 12} 396 C${x0 + 8} 480 ${x1 + 26} 600 ${x1 + 20} 708`);
    }
    g.seam("M116 680 C176 696 240 702 300 702 C360 702 424 696 484 680");
  },

  skirt(g) {
    g.piece(sym("M300 190 L206 190 Q300 204 300 204"), "inner", { pattern: false, shading: false });
    g.piece(sym("M300 222 L208 222 C192 340 160 500 122 656 Q212 676 300 678"));
    g.piece(sym("M300 188 L206 188 L207 224 L300 226"));
    g.button(300, 206, 5.5, "accent");
    for (const [x0, x1] of [[236, 186], [268, 248]]) {
      g.both((d) => g.line(d, 0.35), `M${x0} 226 L${x1} 668`);
      g.both((d) => g.fold(d, 12), `M${x0 + 4} 240 L${x1 + 6} 664`);
      g.both((d) => g.fold(d, 8, true), `M${x0 - 8} 240 L${x1 - 14} 664`);
    }
    g.seam("M130 642 Q300 664 470 642");
  },

  jeans(g, fit) {
    const leg = LEGS[fit];
    g.piece(sym("M300 150 L186 150 Q300 164 300 164"), "inner", { pattern: false, shading: false });
    g.piece(sym(leg.outline));
    waistband(g);
    g.seam("M188 152 Q300 156 412 152", "gold");
    g.seam("M187 172 Q300 176 413 172", "gold");
    g.button(300, 162, 7, "metal");
    g.seam("M300 180 L300 300", "gold");
    g.seam("M278 180 L278 268 Q280 292 300 300", "gold");
    g.both((d) => g.line(d, 0.6), "M180 226 C210 222 234 204 242 180");
    g.both((d) => g.seam(d, "gold"), "M179 236 C214 232 242 212 250 180");
    g.both((d) => g.seam(d, "gold"), leg.outseam);
    g.both((d) => g.seam(d, "gold"), leg.hem);
    g.both((d) => g.fold(d, 50, true, 0.1), "M236 260 C240 320 240 380 236 440");
    g.both((d) => g.fold(d, 34, true, 0.08), "M236 500 C238 540 238 570 236 600");
    for (const [a, b] of [[262, 276], [258, 296], [262, 316]]) g.both((d) => g.fold(d, 5, true, 0.32), `M${a - 40} ${b - 12} Q${a - 14} ${b + 2} ${a + 20} ${b + 20}`);
    g.both((d) => g.fold(d, 8, false, 0.2), leg.fold);
  },

  trousers(g, fit) {
    const leg = LEGS[fit];
    g.piece(sym("M300 150 L186 150 Q300 164 300 164"), "inner", { pattern: false, shading: false });
    g.piece(sym(leg.outline));
    waistband(g);
    g.button(314, 164, 5, "dark");
    g.line("M300 184 L300 300", 0.5);
    g.both((d) => g.line(d, 0.55), "M180 262 L228 184");
    g.both((d) => g.line(d, 0.3, 2, "light"), fit === "loose" ? "M222 230 L214 712" : "M234 230 L230 712");
    g.both((d) => g.fold(d, 10, true), fit === "loose" ? "M226 260 L218 700" : "M234 260 L230 700");
    g.both((d) => g.fold(d, 16), "M196 320 C202 420 204 520 200 700");
  },

  romper(g) {
    g.piece(sym("M300 232 C282 232 268 222 264 204 C280 198 292 198 300 198"), "inner", { pattern: false, shading: false });
    g.piece(sym("M300 232 C282 232 268 222 264 204 L212 214 C194 222 172 250 158 286 L200 306 L218 282 C212 340 206 420 210 470 C212 510 214 540 218 574 L290 588 L300 556"));
    crewBand(g, 36, 204, 28, 8, "accent");
    g.both((d) => g.piece(d, "accent", { pattern: false, rib: true, shading: false }), "M158 286 L200 306 L205 296 L163 276 Z");
    g.both((d) => g.piece(d, "accent", { pattern: false, rib: true, shading: false }), "M218 574 L290 588 L292 578 L219 564 Z");
    g.button(300, 268, 5, "white");
    g.button(300, 302, 5, "white");
    g.both((d) => g.fold(d, 14), "M230 330 C236 400 236 460 232 520");
    g.both((d) => g.fold(d, 10, true), "M262 300 C266 380 268 460 266 540");
  },

  dungarees(g) {
    g.both((d) => g.piece(d), "M236 142 L258 136 L266 280 L244 284 Z");
    g.piece(sym("M300 250 L224 250 L222 330 L300 330"));
    g.piece(sym("M300 330 L206 330 C198 380 190 440 188 500 C188 560 192 620 196 660 L286 664 L300 480"));
    g.piece("M258 270 L342 270 L342 318 Q300 328 258 318 Z", "main", { shading: false });
    g.button(247, 262, 7, "metal");
    g.button(353, 262, 7, "metal");
    g.seam("M226 256 Q300 260 374 256");
    g.both((d) => g.seam(d), "M200 652 L286 655");
    g.both((d) => g.fold(d, 14), "M220 380 C226 460 226 560 222 640");
    g.both((d) => g.fold(d, 10, true), "M258 380 C262 460 262 560 260 640");
  },

  cap(g) {
    // In three-quarter profile, peak to the left: a cap seen head-on reads as a helmet.
    g.piece("M96 452 C130 428 196 420 250 424 L262 456 C214 460 150 470 104 480 C84 476 80 462 96 452 Z", "dark", { pattern: false });
    g.piece("M214 446 C206 340 268 262 360 262 C444 262 498 330 500 446 C420 462 300 462 214 446 Z");
    g.piece("M214 446 C300 462 420 462 500 446 L500 464 C420 480 300 480 214 464 Z", "dark", { pattern: false, shading: false });
    g.button(356, 266, 9, "main");
    g.line("M356 272 C318 320 300 380 300 452", 0.45);
    g.line("M356 272 C400 320 430 380 436 456", 0.45);
    g.seam("M230 430 C300 444 420 444 488 430");
    g.piece("M282 388 C282 370 300 360 318 362 L318 400 C300 402 282 400 282 388 Z", "accent", { pattern: false, shading: false });
    g.fold("M260 330 C290 292 330 276 370 276", 18, true, 0.3);
  },

  bag(g) {
    g.line("M222 330 C222 190 378 190 378 330", 1, 18, "dark");
    g.line("M222 330 C222 190 378 190 378 330", 0.6, 4, "light");
    g.piece("M150 330 L450 330 L470 620 Q300 640 130 620 Z");
    g.piece("M150 330 L450 330 L448 372 L152 372 Z", "dark", { pattern: false });
    g.seam("M156 362 L444 362");
    g.button(300, 400, 10, "gold");
    g.fold("M200 380 C196 460 190 540 184 610", 20, true, 0.18);
    g.fold("M400 380 C404 460 410 540 416 610", 20, false, 0.16);
  },

  scarf(g) {
    g.piece("M220 180 C260 150 340 150 380 180 L400 260 C360 290 240 290 200 260 Z");
    g.piece("M250 250 L330 262 L316 640 L236 630 Z");
    g.piece("M300 262 L372 250 L392 600 L318 612 Z", "dark");
    g.line("M240 630 L236 668 M252 632 L250 670 M266 634 L264 672 M280 636 L280 674 M294 638 L294 676 M308 640 L308 676", 0.9, 3.5, "dark");
    g.fold("M270 300 C266 400 262 500 258 600", 18, true, 0.22);
  },

  sneaker(g) {
    g.piece("M104 498 C94 472 112 452 156 446 C206 440 248 420 278 394 L322 352 C328 340 340 332 354 331 C366 331 372 336 372 344 C398 356 430 354 454 338 C470 328 484 330 488 346 C500 392 508 448 506 498 Z");
    g.piece("M506 498 C508 456 504 420 494 384 C468 396 448 430 440 468 L438 498 Z", "accent", { pattern: false });
    g.piece("M228 486 C300 452 374 424 440 404 C446 414 446 426 440 436 C376 452 304 476 244 500 Z", "accent", { pattern: false });
    g.line("M280 404 L296 416 M282 416 L296 402 M294 390 L310 402 M296 402 L310 388 M308 376 L324 388 M310 388 L324 374", 1, 4, "white");
    g.piece("M98 492 C86 512 96 544 126 548 L476 552 C500 552 512 530 508 492 Z", "sole", { pattern: false });
    g.line("M100 516 L508 512", 0.5, 2, "dark");
    g.fold("M150 468 C200 454 250 434 280 404", 12, true, 0.25);
  },

  sunglasses(g) {
    g.piece("M130 380 C130 340 160 330 200 330 C250 330 276 340 276 380 C276 440 246 470 204 470 C160 470 130 440 130 380 Z", "dark", { pattern: false });
    g.piece("M470 380 C470 340 440 330 400 330 C350 330 324 340 324 380 C324 440 354 470 396 470 C440 470 470 440 470 380 Z", "dark", { pattern: false });
    g.line("M276 362 Q300 344 324 362", 1, 10, "main");
    g.line("M130 350 L80 340 M470 350 L520 340", 1, 10, "main");
    g.line("M160 360 Q180 346 206 348", 0.6, 6, "white");
    g.line("M354 360 Q374 346 400 348", 0.6, 6, "white");
  },
};

// ---------------------------------------------------------------------------------------------
// Fabric surfaces, in the garment's own units so they scale with it.

function PatternFill({ id, pattern, color, accent }: { id: string; pattern: GarmentPattern; color: string; accent: string }) {
  const line = ink(color, 0.28);
  const hi = tint(color, 0.28);
  const tile = (w: number, h: number, body: ReactNode) => (
    <pattern id={id} patternUnits="userSpaceOnUse" width={w} height={h}>
      {body}
    </pattern>
  );
  switch (pattern) {
    case "solid":
      return null;
    case "denim": {
      let twill = "";
      for (let k = -80; k < 80; k += 4) twill += `M${k} 80 L${k + 80} 0 `;
      return tile(
        80,
        80,
        <>
          <path d={twill} stroke={tint(color, 0.22)} strokeWidth={1.1} strokeOpacity={0.5} />
          <path d={twill} stroke={shade(color, 0.3)} strokeWidth={0.7} strokeOpacity={0.4} transform="translate(2 0)" />
          <rect x={6} y={14} width={22} height={1.3} fill="#ffffff" fillOpacity={0.14} />
          <rect x={44} y={52} width={16} height={1.3} fill="#ffffff" fillOpacity={0.12} />
          <rect x={30} y={70} width={12} height={1.3} fill="#ffffff" fillOpacity={0.1} />
        </>,
      );
    }
    case "stripes":
      return tile(600, 44, <rect width={600} height={18} fill={accent} />);
    case "gingham":
      return tile(
        28,
        28,
        <>
          <rect width={28} height={14} fill={accent} fillOpacity={0.45} />
          <rect width={14} height={28} fill={accent} fillOpacity={0.45} />
        </>,
      );
    case "dots":
      return tile(
        36,
        36,
        <>
          <circle cx={9} cy={9} r={4.5} fill={accent} />
          <circle cx={27} cy={27} r={4.5} fill={accent} />
        </>,
      );
    case "check":
      return tile(
        64,
        64,
        <>
          <rect width={64} height={18} fill={accent} fillOpacity={0.5} />
          <rect width={18} height={64} fill={accent} fillOpacity={0.5} />
          <rect y={40} width={64} height={2} fill={hi} fillOpacity={0.7} />
          <rect x={40} width={2} height={64} fill={hi} fillOpacity={0.7} />
        </>,
      );
    case "knit":
      return tile(
        12,
        12,
        <>
          <path d="M0 0 L6 9 L12 0" fill="none" stroke={line} strokeWidth={1.7} strokeOpacity={0.5} />
          <path d="M2 1 L6 7 L10 1" fill="none" stroke={hi} strokeWidth={1.1} strokeOpacity={0.5} />
        </>,
      );
    case "floral": {
      const leaf = mix(shade(color, 0.35), "#4d6b45", 0.45);
      const flower = (x: number, y: number, r: number, rot: number, fill: string) => (
        <g transform={`translate(${x} ${y})`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <ellipse key={i} cy={-r} rx={r * 0.62} ry={r} fill={fill} transform={`rotate(${rot + i * 72})`} />
          ))}
          <circle r={r * 0.45} fill={tint(accent, 0.6)} />
        </g>
      );
      return tile(
        100,
        100,
        <>
          <ellipse cx={42} cy={22} rx={9} ry={3.5} fill={leaf} transform="rotate(30 42 22)" />
          <ellipse cx={14} cy={46} rx={9} ry={3.5} fill={leaf} transform="rotate(-40 14 46)" />
          <ellipse cx={82} cy={72} rx={9} ry={3.5} fill={leaf} transform="rotate(20 82 72)" />
          {flower(24, 24, 11, 10, accent)}
          {flower(74, 74, 10, 40, tint(accent, 0.3))}
          {flower(78, 18, 5, 0, accent)}
          {flower(20, 82, 5, 20, tint(accent, 0.3))}
        </>,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------

export interface GarmentProps {
  kind: GarmentKind;
  /** Main cloth colour: a theme token. */
  color: string;
  /** Trims, pattern marks, buttons: a theme token. */
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
  /** Hung from a hanger (tops) or a clip hanger (bottoms), drawn in `hangerColor`. */
  hangerColor?: string;
}

const BOTTOMS: ReadonlySet<GarmentKind> = new Set(["jeans", "trousers", "skirt", "dungarees"]);

/** Garments whose shoulders sit lower in their box than a grown-up's top; the hanger follows. */
const HANGER_DROP: Partial<Record<GarmentKind, number>> = { romper: 50 };

export function Garment({ kind, color, accent, pattern = "solid", fit = "straight", x, y, size, rotate = 0, shadow = true, hangerColor }: GarmentProps) {
  const { art } = useTheme();
  const uid = useSvgId();
  const trim = accent ?? (luminance(color) < 0.45 ? tint(color, 0.8) : shade(color, 0.55));
  const tones: Record<Tone, string> = {
    main: color,
    dark: shade(color, 0.14),
    light: tint(color, 0.14),
    inner: luminance(color) < 0.14 ? tint(color, 0.14) : shade(color, 0.34),
    accent: trim,
    white: art.cream,
    metal: tint(art.stone, 0.3),
    gold: art.stitch,
    sole: art.linen,
  };
  const g = new Drawing();
  DRAW[kind](g, fit);
  const pieces = g.ops.filter((o): o is Extract<Op, { op: "piece" }> => o.op === "piece");
  const id = (name: string) => `${uid}-${name}`;
  const url = (name: string) => `url(#${id(name)})`;
  const bottom = BOTTOMS.has(kind);
  const dark = art.shadow;
  const light = art.white;

  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${size / 800}) translate(-300 -400)`}>
      <defs>
        <linearGradient id={id("cyl")} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor={dark} stopOpacity={0.24} />
          <stop offset="0.16" stopColor={dark} stopOpacity={0.05} />
          <stop offset="0.38" stopColor={light} stopOpacity={0.1} />
          <stop offset="0.6" stopColor={light} stopOpacity={0} />
          <stop offset="0.86" stopColor={dark} stopOpacity={0.08} />
          <stop offset="1" stopColor={dark} stopOpacity={0.26} />
        </linearGradient>
        <pattern id={id("rib")} patternUnits="userSpaceOnUse" width={6} height={20}>
          <rect width={2} height={20} fill={ink(color, 0.3)} fillOpacity={0.4} />
        </pattern>
        <PatternFill id={id("pat")} pattern={pattern} color={color} accent={trim} />
        <clipPath id={id("clip")}>
          {pieces.map((p, i) => (
            <path key={i} d={p.d} />
          ))}
        </clipPath>
        <filter id={id("soft")} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation={7} />
        </filter>
        <filter id={id("cast")} x="-30%" y="-30%" width="160%" height="160%">
          <feGaussianBlur stdDeviation={16} />
        </filter>
      </defs>

      {hangerColor && (
        <g transform={`translate(0 ${HANGER_DROP[kind] ?? 0})`}>
          <Hanger part="back" bottom={bottom} color={hangerColor} metal={tones.metal} />
        </g>
      )}

      {shadow && (
        <g transform="translate(22 28)" filter={url("cast")} opacity={0.28}>
          {pieces.map((p, i) => (
            <path key={i} d={p.d} fill={dark} />
          ))}
        </g>
      )}

      {g.ops.map((o, i) => {
        switch (o.op) {
          case "piece": {
            const fill = tones[o.tone];
            return (
              <g key={i}>
                <path d={o.d} fill={fill} />
                {o.pattern && pattern !== "solid" && <path d={o.d} fill={url("pat")} />}
                {o.rib && <path d={o.d} fill={url("rib")} />}
                {o.shading && <path d={o.d} fill={url("cyl")} />}
                <path d={o.d} fill="none" stroke={shade(fill, 0.42)} strokeOpacity={0.5} strokeWidth={1.6} strokeLinejoin="round" />
              </g>
            );
          }
          case "line":
            return <path key={i} d={o.d} fill="none" stroke={o.tone ? tones[o.tone] : ink(color, 0.38)} strokeOpacity={o.opacity} strokeWidth={o.width} strokeLinecap="round" />;
          case "seam":
            return <path key={i} d={o.d} fill="none" stroke={o.tone ? tones[o.tone] : ink(color, 0.3)} strokeWidth={1.4} strokeDasharray="4 3" strokeLinecap="round" />;
          case "button": {
            const fill = tones[o.tone];
            return (
              <g key={i}>
                <circle cx={o.x} cy={o.y + 1.2} r={o.r} fill={dark} fillOpacity={0.25} />
                <circle cx={o.x} cy={o.y} r={o.r} fill={fill} stroke={shade(fill, 0.35)} strokeWidth={1} />
                <circle cx={o.x - o.r * 0.3} cy={o.y - o.r * 0.3} r={o.r * 0.3} fill={light} fillOpacity={0.4} />
              </g>
            );
          }
          case "fold":
            return null;
        }
      })}

      <g clipPath={url("clip")}>
        <g filter={url("soft")}>
          {g.ops.map((o, i) =>
            o.op === "fold" ? <path key={i} d={o.d} fill="none" stroke={o.light ? light : dark} strokeOpacity={o.opacity} strokeWidth={o.width} strokeLinecap="round" /> : null,
          )}
        </g>
      </g>

      {hangerColor && bottom && <Hanger part="front" bottom color={hangerColor} metal={tones.metal} />}
    </g>
  );
}

interface HangerProps {
  part: "back" | "front";
  bottom: boolean;
  color: string;
  metal: string;
}

/** A wooden hanger for tops; a bar whose clips grip the waistband for bottoms. */
function Hanger({ part, bottom, color, metal }: HangerProps) {
  if (part === "front") {
    return (
      <g>
        {[206, 394].map((cx) => (
          <rect key={cx} x={cx - 11} y={112} width={22} height={52} rx={3} fill={metal} stroke={shade(metal, 0.3)} strokeWidth={1.5} />
        ))}
      </g>
    );
  }
  const hook = <path d="M300 104 L300 70 C300 44 330 40 336 60" fill="none" stroke={metal} strokeWidth={6} strokeLinecap="round" />;
  if (bottom) {
    return (
      <g>
        {hook}
        <rect x={170} y={98} width={260} height={16} rx={8} fill={color} />
      </g>
    );
  }
  return (
    <g>
      {hook}
      <path d="M300 104 C250 112 196 134 146 164 L160 176 C204 150 254 128 300 122 C346 128 396 150 440 176 L454 164 C404 134 350 112 300 104 Z" fill={color} />
    </g>
  );
}
