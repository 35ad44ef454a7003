import { ink, mix, mulberry32, shade, tint } from "./color.js";
import type { GarmentPattern } from "./kinds.js";
import { num, type Pt } from "./path.js";
import { el, type SvgNode } from "./svg-node.js";

/** The fabric surface as a tile in the garment's own units, or nothing for a solid fabric. */
export function patternDef(id: string, p: GarmentPattern, color: string, accent: string): SvgNode | undefined {
  const inkc = ink(color, 0.28);
  const hi = tint(color, 0.28);
  const wrap = (w: number, h: number, body: SvgNode[]): SvgNode => el("pattern", { id, patternUnits: "userSpaceOnUse", width: w, height: h }, body);
  const rect = (attrs: SvgNode["attrs"]) => el("rect", attrs);
  switch (p) {
    case "solid":
      return undefined;
    case "stripes":
      return wrap(600, 26, [rect({ y: 0, width: 600, height: 10, fill: accent })]);
    case "pinstripe":
      return wrap(16, 800, [rect({ x: 7, width: 1.4, height: 800, fill: accent, "fill-opacity": 0.85 })]);
    case "checks":
      return wrap(56, 56, [
        rect({ width: 56, height: 16, fill: accent, "fill-opacity": 0.5 }),
        rect({ width: 16, height: 56, fill: accent, "fill-opacity": 0.5 }),
        rect({ y: 34, width: 56, height: 2, fill: hi, "fill-opacity": 0.7 }),
        rect({ x: 34, width: 2, height: 56, fill: hi, "fill-opacity": 0.7 }),
        rect({ y: 7, width: 56, height: 1.5, fill: inkc, "fill-opacity": 0.6 }),
        rect({ x: 7, width: 1.5, height: 56, fill: inkc, "fill-opacity": 0.6 }),
      ]);
    case "gingham":
      return wrap(20, 20, [rect({ width: 20, height: 10, fill: accent, "fill-opacity": 0.45 }), rect({ width: 10, height: 20, fill: accent, "fill-opacity": 0.45 })]);
    case "dots":
      return wrap(28, 28, [el("circle", { cx: 7, cy: 7, r: 3.6, fill: accent }), el("circle", { cx: 21, cy: 21, r: 3.6, fill: accent })]);
    case "denim": {
      const rnd = mulberry32(7);
      const slubs: SvgNode[] = [];
      for (let i = 0; i < 60; i++) {
        const x = rnd() * 160;
        const y = rnd() * 160;
        const w = 6 + rnd() * 22;
        slubs.push(rect({ x: num(x), y: num(y), width: num(w), height: 1.2, fill: "#ffffff", "fill-opacity": num(0.06 + rnd() * 0.12) }));
      }
      let twill = "";
      for (let k = -160; k < 160; k += 4) twill += `M${k} 160 L${k + 160} 0 `;
      return wrap(160, 160, [
        el("path", { d: twill, stroke: tint(color, 0.22), "stroke-width": 1.1, "stroke-opacity": 0.55 }),
        el("path", { d: twill, stroke: shade(color, 0.3), "stroke-width": 0.7, "stroke-opacity": 0.45, transform: "translate(2 0)" }),
        ...slubs,
      ]);
    }
    case "floral": {
      const leaf = mix(shade(color, 0.35), "#4d6b45", 0.45);
      const flower = (x: number, y: number, r: number, rot: number, fill: string): SvgNode => {
        const petals: SvgNode[] = [];
        for (let i = 0; i < 5; i++) petals.push(el("ellipse", { cx: 0, cy: num(-r), rx: num(r * 0.62), ry: num(r), fill, transform: `rotate(${rot + i * 72})` }));
        return el("g", { transform: `translate(${x} ${y})` }, [...petals, el("circle", { r: num(r * 0.45), fill: tint(accent, 0.6) })]);
      };
      const leafAt = (x: number, y: number, rot: number): SvgNode => el("ellipse", { cx: x, cy: y, rx: 7, ry: 3, fill: leaf, transform: `rotate(${rot} ${x} ${y})` });
      return wrap(84, 84, [
        leafAt(36, 18, 30),
        leafAt(12, 38, -40),
        leafAt(70, 60, 20),
        leafAt(52, 80, -30),
        flower(20, 20, 9, 10, accent),
        flower(62, 62, 8, 40, tint(accent, 0.3)),
        flower(66, 14, 4, 0, accent),
        flower(16, 70, 4, 20, tint(accent, 0.3)),
        el("circle", { cx: 44, cy: 44, r: 2, fill: accent }),
      ]);
    }
    case "herringbone":
      return wrap(16, 8, [
        el("path", { d: "M0 4 L4 0 M0 8 L8 0 M4 8 L8 4", stroke: inkc, "stroke-width": 1.6, "stroke-opacity": 0.55 }),
        el("path", { d: "M8 0 L16 8 M12 0 L16 4 M8 4 L12 8", stroke: hi, "stroke-width": 1.6, "stroke-opacity": 0.55 }),
      ]);
    case "knit":
      return wrap(10, 10, [
        el("path", { d: "M0 0 L5 8 L10 0", fill: "none", stroke: inkc, "stroke-width": 1.6, "stroke-opacity": 0.5 }),
        el("path", { d: "M1.5 1 L5 6.2 L8.5 1", fill: "none", stroke: hi, "stroke-width": 1.1, "stroke-opacity": 0.5 }),
      ]);
    case "corduroy":
      return wrap(8, 800, [rect({ x: 0, width: 4, height: 800, fill: hi, "fill-opacity": 0.32 }), rect({ x: 6, width: 1.4, height: 800, fill: inkc, "fill-opacity": 0.5 })]);
    case "camo": {
      const rnd = mulberry32(11);
      const tones = [accent, shade(color, 0.28), tint(mix(color, accent, 0.5), 0.15)];
      const blobs: SvgNode[] = [];
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
        // Each blob at wrapped offsets so the tile stays seamless.
        for (const [ox, oy] of [-180, 0, 180].flatMap((ox) => [-180, 0, 180].map((oy) => [ox, oy]))) {
          blobs.push(el("path", { d: `${d}Z`, fill, transform: `translate(${ox} ${oy})` }));
        }
      }
      return wrap(180, 180, blobs);
    }
  }
}
