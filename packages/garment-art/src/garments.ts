import { ink, luminance, mulberry32, shade, tint } from "./color.js";
import type { Drawing, Tone } from "./drawing.js";
import type { GarmentKind, LegFit } from "./kinds.js";
import { mir, num, sym, type Pt } from "./path.js";
import { el } from "./svg-node.js";

// ---------------------------------------------------------------------------------------------
// Shared garment parts

/** Half neckline from the centre front up to the left neck point. */
function neckHalf(w: number, y: number, depth: number): string {
  return `M300 ${y + depth} C${300 - w * 0.5} ${y + depth} ${300 - w + 4} ${y + depth * 0.62} ${300 - w} ${y}`;
}

/** Inside of the back neck plus a ribbed band along the front neckline. */
function crewCollar(c: Drawing, w: number, y: number, depth: number, band: number, tone: Tone = "dark"): void {
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

function crewBand(c: Drawing, w: number, y: number, depth: number, band: number, tone: Tone = "dark"): void {
  c.piece(
    sym(`${neckHalf(w, y, depth)} C${300 - w + 6} ${y + (depth - band) * 0.55} ${300 - w * 0.45} ${y + depth - band} 300 ${y + depth - band}`),
    tone,
    { pattern: tone === "dark" ? false : undefined, rib: true, shade: "none" },
  );
}

/** Ribbed band (cuff or hem) as a quadrilateral with slightly bowed ends. */
function band(c: Drawing, a: Pt, b: Pt, cc: Pt, d: Pt, tone: Tone = "dark"): void {
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

function longSleeveDetails(c: Drawing): void {
  both((d) => c.line(d, 0.45), "M150 166 C158 210 162 250 162 296");
  both((d) => c.fold(d, 16), "M122 300 C116 380 112 460 112 540");
  both((d) => c.fold(d, 8, true), "M134 260 C130 340 126 420 124 520");
  both((d) => c.fold(d, 7), "M98 470 Q120 480 146 470");
}

/** The legs of jeans and trousers, by fit: outline, hem and outseam stitching, crease, a fold at the knee. */
const LEGS: Record<LegFit, { outline: string; hem: string; outseam: string; fold: string; crease: string; creaseFold: string }> = {
  slim: {
    outline: "M300 176 L184 176 C176 220 170 270 172 320 C180 450 196 590 206 710 L282 712 L300 330",
    hem: "M209 697 L282 699",
    outseam: "M181 250 C178 290 178 330 181 400 C190 520 202 620 213 700",
    fold: "M222 640 Q248 650 276 642",
    crease: "M236 230 L240 712",
    creaseFold: "M236 260 L240 700",
  },
  straight: {
    outline: "M300 176 L184 176 C176 220 168 270 168 320 C170 450 178 590 186 710 L284 712 L300 330",
    hem: "M189 696 L285 698",
    outseam: "M175 252 C172 290 170 330 172 400 C176 520 182 620 188 702",
    fold: "M208 640 Q236 652 276 644",
    crease: "M234 230 L230 712",
    creaseFold: "M232 260 L228 700",
  },
  loose: {
    outline: "M300 176 L182 176 C168 226 152 284 148 336 C144 460 142 590 138 712 L290 714 L300 338",
    hem: "M141 699 L290 701",
    outseam: "M163 252 C157 292 154 334 153 400 C151 520 149 620 147 702",
    fold: "M176 640 Q226 654 282 640",
    crease: "M222 230 L214 712",
    creaseFold: "M226 260 L218 700",
  },
};

export const DRAW: Record<GarmentKind, (c: Drawing, fit: LegFit) => void> = {
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

  overshirt(c) {
    c.piece(sym("M300 168 C282 168 266 156 260 138 C274 132 288 130 300 130"), "inner", { pattern: false, shade: "none" });
    c.piece(sym(`M300 168 C282 168 266 156 260 138 L146 168 C112 184 96 300 90 420 L82 566 L144 572 L150 440 C154 380 156 330 160 296 C160 420 158 560 156 652 L300 652`));
    both((d) => c.piece(d), "M86 556 L144 562 L142 614 L82 608 Z");
    both((d) => c.piece(d), "M260 136 C246 156 244 190 252 220 L298 178 C284 170 270 156 260 136 Z");
    c.piece("M286 170 L314 170 L314 652 L286 652 Z", "main", { shade: "none" });
    for (let y = 210; y < 640; y += 70) c.button(300, y, 5.4, "accent");
    both((d) => c.piece(d, "main", { shade: "none" }), "M188 250 L258 250 L258 330 L223 342 L188 330 Z");
    both((d) => c.piece(d, "main", { shade: "none" }), "M184 240 L262 240 L262 270 L223 280 L184 270 Z");
    c.seam("M160 640 L440 640");
    longSleeveDetails(c);
    both((d) => c.fold(d, 18), "M206 380 C220 440 222 520 214 620");
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

  jeans(c, fit) {
    const leg = LEGS[fit];
    c.piece(sym("M300 150 L186 150 Q300 164 300 164"), "inner", { pattern: false, shade: "none" });
    c.piece(sym(leg.outline));
    c.piece(sym("M300 146 L186 146 L184 178 L300 180"), "main");
    const st = c.tone("stitch");
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
    both((d) => c.seam(d, st), leg.outseam);
    both((d) => c.seam(d, st), leg.hem);
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
    both((d) => c.fold(d, 8, false, 0.2), leg.fold);
  },

  trousers(c, fit) {
    const leg = LEGS[fit];
    c.piece(sym("M300 150 L186 150 Q300 164 300 164"), "inner", { pattern: false, shade: "none" });
    c.piece(sym(leg.outline));
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
    both((d) => c.line(d, 0.3, 1.6, c.tone("light")), leg.crease);
    both((d) => c.fold(d, 10, true), leg.creaseFold);
    both((d) => c.fold(d, 16), "M196 320 C202 420 204 520 202 700");
    both((d) => c.fold(d, 8), "M262 560 Q270 600 280 620");
    both((d) => c.seam(d), leg.hem);
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
      c.add(el("rect", { x: x1 - 3, y: 322, width: 6, height: 14, rx: 2, fill: shade(c.accent, 0.3) }));
    }
    for (const x of [280, 320]) c.circle(x, 212, 4, c.tone("metal"));
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
    for (const x of [118, 128]) {
      c.circle(x, 560, 2.6, c.tone("dark"));
      c.circle(600 - x, 560, 2.6, c.tone("dark"));
    }
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
    c.add(el("rect", { x: 278, y: 514, width: 44, height: 48, rx: 5, fill: "none", stroke: c.tone("gold"), "stroke-width": 4.5 }));
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
    for (const [x, y] of [
      [258, 562],
      [278, 566],
    ]) {
      c.circle(x, y, 3.5, c.tone("metal"));
      c.circle(600 - x, y, 3.5, c.tone("metal"));
    }
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
    c.circle(232, 330, 4, c.tone("inner"));
    c.circle(344, 316, 4, c.tone("inner"));
    c.piece("M296 262 C300 256 312 256 316 262 C316 270 296 270 296 262 Z", "main", { pattern: false, shade: "none" });
    c.add(el("path", { d: "M320 372 L340 346 L360 372 L340 398 Z", fill: "none", stroke: c.accent, "stroke-width": 4, "stroke-linejoin": "round" }));
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
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2;
      c.circle(300 + Math.cos(a) * 33, 236 + Math.sin(a) * 33, 9 + rnd() * 3, c.accent);
    }
    c.circle(300, 236, 36, c.accent);
    c.circle(300, 236, 44, c.ref("ball"));
    for (let i = 0; i < 40; i++) {
      const a = rnd() * Math.PI * 2;
      const r0 = rnd() * 30;
      const len = 6 + rnd() * 8;
      const x = 300 + Math.cos(a) * r0;
      const y = 236 + Math.sin(a) * r0;
      const d = `M${num(x)} ${num(y)} l${num(Math.cos(a) * len)} ${num(Math.sin(a) * len)}`;
      c.add(el("path", { d, stroke: i % 2 ? shade(c.accent, 0.22) : tint(c.accent, 0.4), "stroke-width": 1.6, "stroke-linecap": "round", "stroke-opacity": 0.55 }));
    }
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
    for (const i of [0, 1, 2, 3]) c.circle(146 + i * 12, 466 - i, 1.6, ink(c.color, 0.35));
    c.piece("M506 498 C508 456 504 420 494 384 C468 396 448 430 440 468 L438 498 Z", "accent", { pattern: false });
    c.piece("M472 334 C478 326 488 326 492 334 L500 372 L488 374 Z", "accent", { pattern: false });
    c.piece("M228 486 C300 452 374 424 440 404 C446 414 446 426 440 436 C376 452 304 476 244 500 Z", "accent", { pattern: false });
    c.piece("M264 410 C290 388 314 362 330 340 L362 352 C344 374 320 398 292 424 Z", luminance(c.color) < 0.3 ? "dark" : "main", { pattern: false });
    const laces: string[] = [];
    for (let i = 0; i < 5; i++) {
      const x = 280 + i * 14;
      const y = 404 - i * 14;
      laces.push(`M${x} ${y} L${x + 16} ${y + 12}`, `M${x + 2} ${y + 12} L${x + 16} ${y - 2}`);
      c.circle(x + 16, y + 12, 2.6, c.tone("metal"));
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

  sunglasses(c) {
    c.piece("M130 380 C130 340 160 330 200 330 C250 330 276 340 276 380 C276 440 246 470 204 470 C160 470 130 440 130 380 Z", "dark", { pattern: false });
    c.piece(mir("M130 380 C130 340 160 330 200 330 C250 330 276 340 276 380 C276 440 246 470 204 470 C160 470 130 440 130 380 Z"), "dark", { pattern: false });
    c.line("M276 362 Q300 344 324 362", 1, 10, c.color);
    c.line("M130 350 L80 340 M470 350 L520 340", 1, 10, c.color);
    // The glint sits on the left of each lens: one light, from the left.
    c.line("M160 360 Q180 346 206 348", 0.6, 6, c.tone("white"));
    c.line("M354 360 Q374 346 400 348", 0.6, 6, c.tone("white"));
  },
};
