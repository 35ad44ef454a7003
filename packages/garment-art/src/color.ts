// Colour helpers. Colours end up inside attribute values, so anything that is not a plain hex
// colour is replaced rather than escaped: it keeps the markup trivially safe.

type Rgb = [number, number, number];

export function parseHex(input: string, fallback: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(typeof input === "string" ? input.trim() : "");
  const hex = m ? m[1] : fallback.slice(1);
  const full = hex.length === 3 ? hex.replace(/./g, (ch) => ch + ch) : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(c: Rgb): string {
  return "#" + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("");
}

/** `input` as `#rrggbb`, or `fallback` when it is not a hex colour. */
export const safeColor = (input: string, fallback: string): string => toHex(parseHex(input, fallback));

export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a, "#888888");
  const y = parseHex(b, "#888888");
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const shade = (c: string, t: number): string => mix(c, "#000000", t);
export const tint = (c: string, t: number): string => mix(c, "#ffffff", t);

export function luminance(c: string): number {
  const [r, g, b] = parseHex(c, "#888888");
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A readable line colour on top of `c`: darker on light fabric, lighter on dark fabric. */
export function ink(c: string, strength = 0.3): string {
  return luminance(c) < 0.2 ? tint(c, strength * 0.9) : shade(c, strength);
}

/** Small deterministic PRNG (mulberry32) so textures are irregular but reproducible. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
