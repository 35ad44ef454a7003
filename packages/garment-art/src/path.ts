// Path helpers: garments are mostly symmetric, so only the left half is written by hand and
// mirrored around the centre line x = 300 of the 600 x 800 box.

export type Pt = [number, number];
interface Seg {
  cmd: "M" | "L" | "Q" | "C";
  pts: Pt[];
}

/** A coordinate rounded to a tenth, without "-0". */
export function num(n: number): string {
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
export function mir(d: string): string {
  const closed = /Z\s*$/.test(d);
  return fmt(parsePath(d).map((s) => ({ cmd: s.cmd, pts: s.pts.map(flipPt) }))) + (closed ? " Z" : "");
}

/**
 * Closes a left-half outline into a symmetric shape: the half is traced, then its mirror image
 * is traced backwards so the outline stays one continuous loop.
 */
export function sym(half: string): string {
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
export function bounds(ds: string[]): [number, number, number, number] {
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
