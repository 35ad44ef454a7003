/** Silhouettes that can be drawn. */
export type GarmentKind =
  | "tshirt"
  | "tanktop"
  | "polo"
  | "shirt"
  | "overshirt"
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
  | "sneaker"
  | "sunglasses";

/** Fabric surfaces that can be laid over a garment's base colour. */
export type GarmentPattern = "solid" | "stripes" | "pinstripe" | "checks" | "gingham" | "dots" | "denim" | "floral" | "herringbone" | "knit" | "corduroy" | "camo";

/** Leg shapes for jeans and trousers. */
export type LegFit = "slim" | "straight" | "loose";

/** Every kind, in a stable order (handy for contact sheets and for validating input). */
export const GARMENT_KINDS: readonly GarmentKind[] = [
  "tshirt",
  "tanktop",
  "polo",
  "shirt",
  "overshirt",
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
  "sunglasses",
];

/** Every pattern, in a stable order. */
export const GARMENT_PATTERNS: readonly GarmentPattern[] = ["solid", "stripes", "pinstripe", "checks", "gingham", "dots", "denim", "floral", "herringbone", "knit", "corduroy", "camo"];

/** Garments worn below the waist: a scene hangs them from clips rather than a shoulder hanger. */
export const BOTTOMS: ReadonlySet<GarmentKind> = new Set(["jeans", "trousers", "skirt", "dungarees", "shorts", "leggings"]);
