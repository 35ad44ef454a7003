/**
 * Demo catalog: sellers and products used to seed a fresh store.
 *
 * Pure data plus a deterministic generator (no randomness, no I/O), so every seed run produces
 * exactly the same catalog and the same product pictures.
 */
import { luminance, mulberry32, type GarmentArt, type GarmentKind as AnyGarmentKind, type GarmentPattern } from "@store/garment-art";
import campaignOffers from "../../../web/src/features/campaigns/campaign-offers.json";

/** A seller account with its store, as created by the seed. */
export interface SeedSeller {
  /** Stable identifier that products refer to through {@link SeedProduct.sellerKey}. */
  key: string;
  name: string;
  email: string;
  /** Ten-digit Indian mobile number. */
  mobile: string;
  storeName: string;
  address: string;
}

/** A product listing, including the recipe for its picture. */
export interface SeedProduct {
  /** {@link SeedSeller.key} of the owning seller. */
  sellerKey: string;
  title: string;
  /** Price in whole rupees. */
  price: number;
  /** One of the keys of {@link CATEGORY_SIZES}. */
  category: string;
  description: string;
  materials: string;
  careguide: string;
  /** Units in stock, 0..60. */
  stock: number;
  /** Sizes on offer; an empty array means "use the category's sizes". */
  sizes: string[];
  /** Input for `drawGarmentSvg`, which renders the product picture. */
  art: GarmentArt;
}

const ADULT_SIZES = ["XS", "S", "M", "L", "XL", "XXL"];

/** Every category with the sizes it offers, in display order. An empty list means no sizes. */
export const CATEGORY_SIZES: Record<string, string[]> = {
  Ladies: [...ADULT_SIZES],
  Men: [],
  Kids: [...ADULT_SIZES],
  Baby: ["4-6M", "6-9M", "9-12M", "11-12M", "12-18M", "1-2Y", "2-3Y", "3-4Y"],
  accessories: [...ADULT_SIZES],
  Sales: [],
  Denim: [...ADULT_SIZES],
  "Transitional-fits": [...ADULT_SIZES],
  "Preppy luxe": [...ADULT_SIZES],
  "New neutrals": [...ADULT_SIZES],
  "Modern romance": [...ADULT_SIZES],
  "New-utilitarian": [...ADULT_SIZES],
  "Hot-sellers": [...ADULT_SIZES],
  "Activewear-by-Move": [...ADULT_SIZES],
  "Kids2-8y": ["1-2Y", "2-3Y", "3-4Y", "4-5Y", "5-6Y", "6-7Y", "7-8Y", "8-9Y", "9-10Y"],
  "Kids9-14y": ["8-9Y", "9-10Y", "10-11Y", "11-12Y", "12-13Y", "13-14Y", "14+"],
};

/** Demo sellers; the first one is the account used for demos and tests. */
export const SEED_SELLERS: SeedSeller[] = [
  {
    key: "demo",
    name: "Demo Seller",
    email: "seller@example.com",
    mobile: "9876543210",
    storeName: "Demo Wardrobe Co.",
    address: "12, 2nd Cross, Indiranagar, Bengaluru, Karnataka 560038",
  },
  {
    key: "kora",
    name: "Ananya Iyer",
    email: "ananya.iyer@example.com",
    mobile: "9820014532",
    storeName: "Kora Threads",
    address: "Shop 14, Linking Road, Bandra West, Mumbai, Maharashtra 400050",
  },
  {
    key: "nila",
    name: "Rohan Mehta",
    email: "rohan.mehta@example.com",
    mobile: "9811027864",
    storeName: "Nila Denim House",
    address: "22, Middle Lane, Khan Market, New Delhi, Delhi 110003",
  },
  {
    key: "lotus",
    name: "Priya Nair",
    email: "priya.nair@example.com",
    mobile: "9840036219",
    storeName: "Little Lotus Kidswear",
    address: "First Floor, 45 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025",
  },
];

// ---------------------------------------------------------------------------------------------
// Building blocks

const COLOURS = {
  black: "#1f1f22",
  white: "#f4f2ee",
  cream: "#efe6d2",
  beige: "#d6c6aa",
  lightBeige: "#e4dac8",
  greige: "#b5ad9f",
  camel: "#b8895a",
  brown: "#5a4032",
  khaki: "#6b6c48",
  olive: "#5f6239",
  darkGreen: "#34493c",
  sage: "#9fad96",
  mint: "#b7d6c3",
  navy: "#2c3a56",
  blue: "#3f5f8f",
  lightBlue: "#b3c8de",
  denimLight: "#8aa5c4",
  denim: "#4b6a92",
  denimDark: "#2d3f5e",
  denimBlack: "#36383d",
  grey: "#a7a7a9",
  darkGrey: "#4a4c50",
  charcoal: "#34363b",
  burgundy: "#6b2834",
  red: "#b3302e",
  rust: "#a9532f",
  terracotta: "#c0684b",
  mustard: "#d0a13a",
  yellow: "#f1dc93",
  dustyPink: "#d5a3a0",
  lightPink: "#f0d2cd",
  lilac: "#b7a5cc",
  coral: "#e07f6a",
  champagne: "#e6d3b3",
  teal: "#2f6f73",
  stitch: "#d29a3c",
} as const;

type Colour = keyof typeof COLOURS;

interface Fabric {
  /** How the fabric reads inside a sentence, e.g. "soft cotton jersey". */
  phrase: string;
  materials: string;
  care: string;
}

const CARE = {
  jersey: "Machine wash at 40°C. Wash with similar colours. Do not tumble dry. Iron on low heat.",
  shirt: "Machine wash at 40°C. Do not tumble dry. Iron on medium heat.",
  linen: "Machine wash at 40°C. Line dry. Iron on high heat while slightly damp.",
  delicate: "Machine wash at 30°C on a delicate cycle. Do not tumble dry. Iron on low heat.",
  denim: "Machine wash at 40°C. Wash inside out with similar colours. Do not tumble dry. Iron on medium heat.",
  twill: "Machine wash at 40°C. Do not tumble dry. Iron on medium heat.",
  cord: "Machine wash at 30°C. Wash inside out. Do not tumble dry. Iron on low heat.",
  sweat: "Machine wash at 40°C. Wash inside out. Do not tumble dry. Iron on low heat.",
  knit: "Machine wash at 30°C on a wool cycle. Dry flat. Do not tumble dry. Iron on low heat.",
  handKnit: "Hand wash at 30°C. Reshape and dry flat. Do not tumble dry. Do not wring.",
  coat: "Dry clean only. Do not wash. Do not tumble dry. Iron on low heat with a pressing cloth.",
  tailoring: "Machine wash at 30°C on a delicate cycle. Do not tumble dry. Iron on low heat. Can be dry cleaned.",
  outdoor: "Machine wash at 30°C. Do not tumble dry. Do not iron. Do not dry clean.",
  active: "Machine wash at 30°C. Do not use fabric softener. Do not tumble dry. Do not iron.",
  baby: "Machine wash at 40°C. Tumble dry on low heat. Iron on low heat.",
  bag: "Do not wash. Spot clean with a damp cloth. Do not bleach. Do not tumble dry.",
  cap: "Hand wash at 30°C. Reshape while damp and dry flat. Do not tumble dry.",
  shoe: "Wipe clean with a damp cloth. Do not machine wash. Air dry away from direct heat.",
} as const;

const FABRICS = {
  jersey: { phrase: "soft cotton jersey", materials: "Cotton 100%", care: CARE.jersey },
  heavyJersey: { phrase: "heavyweight cotton jersey", materials: "Cotton 100%", care: CARE.jersey },
  ribJersey: { phrase: "stretchy ribbed jersey", materials: "Cotton 95%, Elastane 5%", care: CARE.jersey },
  pique: { phrase: "cotton piqué", materials: "Cotton 100%", care: CARE.jersey },
  babyJersey: { phrase: "soft organic cotton jersey", materials: "Organic cotton 100%", care: CARE.baby },
  babyRib: { phrase: "stretchy ribbed organic cotton", materials: "Organic cotton 95%, Elastane 5%", care: CARE.baby },
  muslin: { phrase: "airy cotton muslin", materials: "Organic cotton 100%", care: CARE.baby },
  linen: { phrase: "airy linen", materials: "Linen 100%", care: CARE.linen },
  linenBlend: { phrase: "a linen and cotton blend", materials: "Linen 55%, Cotton 45%", care: CARE.linen },
  poplin: { phrase: "crisp cotton poplin", materials: "Cotton 100%", care: CARE.shirt },
  oxford: { phrase: "cotton Oxford fabric", materials: "Cotton 100%", care: CARE.shirt },
  flannel: { phrase: "brushed cotton flannel", materials: "Cotton 100%", care: CARE.shirt },
  textured: { phrase: "textured-weave cotton", materials: "Cotton 100%", care: CARE.shirt },
  viscose: { phrase: "airy viscose", materials: "Viscose 100%", care: CARE.delicate },
  chiffon: { phrase: "sheer chiffon", materials: "Recycled polyester 100%", care: CARE.delicate },
  crepe: { phrase: "woven crepe", materials: "Polyester 96%, Elastane 4%", care: CARE.delicate },
  satin: { phrase: "soft satin", materials: "Polyester 100%", care: CARE.delicate },
  denim: { phrase: "stretch cotton denim", materials: "Cotton 98%, Elastane 2%", care: CARE.denim },
  rigidDenim: { phrase: "rigid cotton denim", materials: "Cotton 100%", care: CARE.denim },
  recycledDenim: {
    phrase: "cotton denim made partly from recycled cotton",
    materials: "Cotton 80%, Recycled cotton 20%",
    care: CARE.denim,
  },
  twill: { phrase: "cotton twill", materials: "Cotton 98%, Elastane 2%", care: CARE.twill },
  ripstop: { phrase: "durable cotton ripstop", materials: "Cotton 100%", care: CARE.twill },
  cord: { phrase: "soft cotton corduroy", materials: "Cotton 100%", care: CARE.cord },
  canvas: { phrase: "sturdy cotton canvas", materials: "Cotton 100%", care: CARE.twill },
  sweat: {
    phrase: "soft, brushed-back sweatshirt fabric",
    materials: "Cotton 80%, Polyester 20%",
    care: CARE.sweat,
  },
  fleece: { phrase: "soft fleece", materials: "Recycled polyester 100%", care: CARE.sweat },
  cottonKnit: { phrase: "a soft cotton knit", materials: "Cotton 100%", care: CARE.knit },
  fineKnit: {
    phrase: "a fine knit containing some wool",
    materials: "Acrylic 55%, Polyamide 25%, Wool 20%",
    care: CARE.knit,
  },
  merino: { phrase: "fine-knit merino wool", materials: "Merino wool 100%", care: CARE.handKnit },
  chunky: {
    phrase: "a chunky knit containing some wool",
    materials: "Acrylic 60%, Polyester 25%, Wool 15%",
    care: CARE.handKnit,
  },
  ribKnit: { phrase: "a soft rib knit", materials: "Cotton 70%, Polyamide 30%", care: CARE.knit },
  wool: {
    phrase: "a felted wool blend",
    materials: "Shell: Wool 60%, Polyester 40%; Lining: Polyester 100%",
    care: CARE.coat,
  },
  tailoring: {
    phrase: "woven suiting fabric",
    materials: "Shell: Polyester 64%, Viscose 34%, Elastane 2%; Lining: Polyester 100%",
    care: CARE.tailoring,
  },
  linenTailoring: {
    phrase: "a crisp linen blend",
    materials: "Shell: Linen 70%, Viscose 30%; Lining: Polyester 100%",
    care: CARE.tailoring,
  },
  padded: {
    phrase: "lightly padded, water-repellent fabric",
    materials: "Shell: Polyamide 100%; Lining: Polyester 100%; Padding: Recycled polyester 100%",
    care: CARE.outdoor,
  },
  shell: {
    phrase: "water-repellent woven fabric",
    materials: "Shell: Polyamide 100%; Lining: Polyester 100%",
    care: CARE.outdoor,
  },
  tech: {
    phrase: "fast-drying functional fabric",
    materials: "Recycled polyester 88%, Elastane 12%",
    care: CARE.active,
  },
  techSweat: {
    phrase: "soft, breathable functional sweatshirt fabric",
    materials: "Polyester 75%, Cotton 25%",
    care: CARE.active,
  },
  bagCanvas: {
    phrase: "sturdy cotton canvas",
    materials: "Outer: Cotton 100%; Trims: Polyurethane 100%; Lining: Cotton 100%",
    care: CARE.bag,
  },
  fauxLeather: {
    phrase: "grained faux leather",
    materials: "Outer: Polyurethane 100%; Lining: Polyester 100%",
    care: CARE.bag,
  },
  capTwill: { phrase: "washed cotton twill", materials: "Cotton 100%", care: CARE.cap },
  capDenim: { phrase: "washed cotton denim", materials: "Cotton 100%", care: CARE.cap },
  capCord: { phrase: "soft cotton corduroy", materials: "Cotton 100%", care: CARE.cap },
  capRipstop: { phrase: "lightweight ripstop", materials: "Polyamide 100%", care: CARE.cap },
  hatKnit: { phrase: "a soft rib knit", materials: "Acrylic 100%", care: CARE.handKnit },
  scarfWool: { phrase: "a soft wool blend", materials: "Wool 50%, Polyester 30%, Viscose 20%", care: CARE.handKnit },
  scarfWoven: { phrase: "a woven jacquard weave", materials: "Polyester 70%, Acrylic 30%", care: CARE.handKnit },
  scarfSatin: { phrase: "soft satin", materials: "Polyester 100%", care: CARE.delicate },
  leatherLook: {
    phrase: "smooth leather-look material",
    materials: "Upper: Polyurethane 100%; Lining: Polyester 100%; Sole: Rubber 100%",
    care: CARE.shoe,
  },
  mesh: {
    phrase: "breathable mesh",
    materials: "Upper: Polyester 100%; Lining: Polyester 100%; Sole: Rubber 100%",
    care: CARE.shoe,
  },
} satisfies Record<string, Fabric>;

type FabricKey = keyof typeof FABRICS;

/** The kinds the catalog sells (the campaign scenes also draw overshirts and sunglasses, which no product is). */
type GarmentKind = Exclude<AnyGarmentKind, "overshirt" | "sunglasses">;

/**
 * The price of a product that a campaign picture's hotspot stands for: the campaign's own, from
 * the table of campaign looks the web app shows (web/src/features/campaigns/campaign-offers.json).
 */
const CAMPAIGN = "campaign";

/** Each campaign look's product, by title: its category and the campaign's price. */
export const CAMPAIGN_OFFERS: ReadonlyMap<string, { category: string; price: number }> = new Map(
  Object.values(campaignOffers).flatMap(({ category, looks }) => looks.map((look) => [look.product, { category, price: look.price }] as const)),
);

/**
 * One catalog line: title, picture kind, price, fabric, colour, and optionally the pattern,
 * the accent colour and a hand-written description.
 */
type Row = readonly [
  title: string,
  kind: GarmentKind,
  price: number | typeof CAMPAIGN,
  fabric: FabricKey,
  colour: Colour,
  pattern?: GarmentPattern,
  accent?: Colour,
  description?: string,
];

const CATALOG: Record<string, readonly Row[]> = {
  Ladies: [
    ["Fitted Rib-knit Top", "tanktop", 699, "ribJersey", "cream", "solid", "cream"],
    ["Relaxed Fit Linen Shirt", "shirt", 2299, "linen", "white"],
    ["Crepe Wrap Dress", "dress", 2799, "crepe", "navy", "floral", "dustyPink"],
    ["Puff-sleeved Blouse", "blouse", 1799, "viscose", "cream"],
    ["Wide High Jeans", "jeans", 2499, "denim", "denimLight", "denim", "stitch"],
    ["Pleated Midi Skirt", "skirt", 1999, "crepe", "sage"],
    ["Oversized Cotton T-shirt", "tshirt", 599, "heavyJersey", "black"],
    ["Fine-knit Cardigan", "cardigan", 1999, "fineKnit", "lightBeige", "knit", "camel"],
    ["Double-breasted Wool-blend Coat", "coat", 7999, "wool", "camel"],
    ["Oversized Blazer", "blazer", 3999, "tailoring", "greige"],
    ["Tailored Straight-leg Trousers", "trousers", 2299, "tailoring", "black"],
    ["Broderie Anglaise Blouse", "blouse", 1999, "poplin", "white", "dots", "lightBeige"],
    ["Striped Boat-neck Top", "tshirt", 899, "jersey", "cream", "stripes", "navy"],
    ["Linen-blend Pull-on Shorts", "shorts", 1299, "linenBlend", "beige", "solid", undefined, "Pull-on shorts in a linen and cotton blend with a covered elasticated waist, side pockets and turn-ups at the hems."],
    ["Cable-knit Jumper", "sweater", 2499, "chunky", "cream", "knit"],
    ["Gingham Tie-back Dress", "dress", 2299, "poplin", "white", "gingham", "red", "Fitted dress in crisp cotton poplin with a round neckline and a flared skirt. Ties at the back to cinch the waist."],
    ["Cropped Denim Jacket", "jacket", 2999, "rigidDenim", "denim", "denim"],
    ["High-waisted Ribbed Leggings", "leggings", 1199, "ribJersey", "black", "solid", "black"],
    ["Floral Shirt Dress", "dress", 2499, "viscose", "terracotta", "floral", "cream"],
    ["Oversized Hoodie", "hoodie", 1799, "sweat", "dustyPink", "solid", "cream"],
  ],
  Men: [
    ["Regular Fit Oxford Shirt", "shirt", 1799, "oxford", "lightBlue"],
    ["Slim Fit Chinos", "trousers", 1999, "twill", "beige"],
    ["Regular Fit Crew-neck T-shirt", "tshirt", 499, "jersey", "white"],
    ["Relaxed Fit Hoodie", "hoodie", 1999, "sweat", "grey", "solid", "white"],
    ["Slim Fit Polo Shirt", "polo", 1299, "pique", "navy", "solid", "white"],
    ["Loose Fit Jeans", "jeans", 2799, "rigidDenim", "denimDark", "denim", "stitch"],
    ["Wool-blend Overcoat", "coat", 8499, "wool", "charcoal", "herringbone"],
    ["Slim Fit Suit Jacket", "blazer", 5499, "tailoring", "navy"],
    ["Fine-knit Merino Jumper", "sweater", 2999, "merino", "burgundy", "knit"],
    ["Padded Zip-through Jacket", "jacket", 4499, "padded", "black"],
    ["Regular Fit Flannel Shirt", "shirt", 1799, "flannel", "burgundy", "checks", "navy"],
    ["Cargo Shorts", "shorts", 1499, "ripstop", "olive"],
    ["Slim Fit Linen-blend Trousers", "trousers", 2299, "linenBlend", "greige"],
    ["Striped Resort Shirt", "shirt", 1999, "viscose", "cream", "stripes", "brown"],
    ["Oversized Heavyweight T-shirt", "tshirt", 999, "heavyJersey", "brown"],
    ["Regular Fit Corduroy Shirt", "shirt", 2299, "cord", "rust", "corduroy"],
    ["Regular Fit Cotton Cardigan", "cardigan", 2499, "cottonKnit", "navy", "knit", "cream"],
    ["Regular Fit Sweatshirt", "sweater", 1499, "sweat", "navy"],
    ["Patterned Swim Shorts", "shorts", 999, "shell", "teal", "dots", "cream", "Swim shorts in quick-drying woven fabric with an elasticated drawstring waist, side pockets and a back pocket. Mesh inner shorts."],
    ["Regular Fit Denim Shirt", "shirt", 1999, "rigidDenim", "denim", "denim"],
  ],
  Kids: [
    ["Printed Cotton T-shirt", "tshirt", 399, "jersey", "mustard", "dots", "white"],
    ["Twill Cargo Trousers", "trousers", 999, "twill", "olive"],
    ["Hooded Sweatshirt", "hoodie", 1199, "sweat", "red", "solid", "white"],
    ["Denim Dungarees", "dungarees", 1299, "denim", "denim", "denim", "stitch"],
    ["Striped Long-sleeved Top", "sweater", 599, "jersey", "white", "stripes", "navy", "Long-sleeved top in soft cotton jersey with a ribbed round neckline and ribbing at the cuffs and hem."],
    ["Tulle Skirt", "skirt", 899, "chiffon", "lightPink", "solid", "lightPink", "Full skirt in layers of soft tulle with an elasticated waist and a satin waistband. Fully lined."],
    ["Padded Jacket", "jacket", 2299, "padded", "navy"],
    ["Denim Shorts", "shorts", 799, "denim", "denimLight", "denim", "stitch"],
    ["Cotton Shirt Dress", "dress", 999, "poplin", "lilac", "floral", "white"],
    ["Knitted Cardigan", "cardigan", 999, "cottonKnit", "mint", "knit", "white"],
    ["Slim Fit Stretch Jeans", "jeans", 1199, "denim", "denim", "denim", "stitch"],
    ["Checked Flannel Shirt", "shirt", 899, "flannel", "red", "checks", "navy"],
    ["Sports Leggings", "leggings", 699, "tech", "black", "solid", "mint"],
    ["Cotton Piqué Polo Shirt", "polo", 699, "pique", "white", "solid", "navy"],
    ["Water-repellent Shell Jacket", "jacket", 1799, "shell", "yellow"],
    ["Fine-knit Cotton Jumper", "sweater", 999, "cottonKnit", "burgundy", "knit"],
  ],
  Baby: [
    ["Cotton Romper Suit", "romper", 699, "babyJersey", "white", "stripes", "lightBlue"],
    ["Short-sleeved Romper", "romper", 499, "babyJersey", "lightPink", "dots", "white"],
    ["Ribbed Cotton Romper", "romper", 599, "babyRib", "sage", "solid", "cream"],
    ["Muslin Playsuit", "romper", 799, "muslin", "mustard", "solid", "cream"],
    ["Floral Romper Suit", "romper", 749, "babyJersey", "cream", "floral", "dustyPink"],
    ["Soft Denim Dungarees", "dungarees", 999, "denim", "denimLight", "denim", "stitch"],
    ["Knitted Pompom Hat", "beanie", 399, "hatKnit", "lightBlue", "knit", "white"],
    ["Cotton Jersey Leggings", "leggings", 349, "babyJersey", "grey", "solid", "white"],
    ["Printed Organic Cotton T-shirt", "tshirt", 299, "babyJersey", "mint", "dots", "white"],
    ["Fine-knit Cotton Cardigan", "cardigan", 899, "cottonKnit", "lightBeige", "knit", "white"],
  ],
  accessories: [
    ["Canvas Tote Bag", "bag", 799, "bagCanvas", "cream", "solid", "camel"],
    ["Faux Leather Shopper", "bag", 1499, "fauxLeather", "camel", "solid", "brown"],
    ["Cotton Twill Cap", "cap", 499, "capTwill", "navy", "solid", "cream"],
    ["Washed Denim Cap", "cap", 599, "capDenim", "denim", "denim", "white"],
    ["Rib-knit Beanie", "beanie", 499, "hatKnit", "burgundy", "knit", "cream"],
    ["Checked Wool-blend Scarf", "scarf", 999, "scarfWool", "camel", "checks", "black"],
    ["Herringbone Jacquard Scarf", "scarf", 899, "scarfWoven", "grey", "herringbone"],
    ["Printed Satin Scarf", "scarf", 699, "scarfSatin", "navy", "floral", "champagne"],
    ["Striped Canvas Tote", "bag", 699, "bagCanvas", "white", "stripes", "navy"],
    ["Chunky-knit Scarf", "scarf", 1299, "chunky", "cream", "knit"],
    ["Pompom Beanie", "beanie", 599, "hatKnit", "mustard", "knit", "cream"],
    ["Corduroy Cap", "cap", 699, "capCord", "brown", "corduroy", "cream"],
  ],
  Sales: [
    ["Relaxed Fit Printed T-shirt", "tshirt", 399, "jersey", "sage", "dots", "cream"],
    ["Satin Midi Skirt", "skirt", 999, "satin", "burgundy"],
    ["Slim Fit Cotton Shirt", "shirt", 899, "poplin", "white", "pinstripe", "blue"],
    ["Skinny High Jeans", "jeans", 1299, "denim", "denimBlack", "denim", "grey"],
    ["Sleeveless Jersey Dress", "dress", 799, "jersey", "black", "solid", "black"],
    ["Lightweight Windbreaker", "jacket", 1999, "shell", "darkGreen"],
    ["Belted Wool-blend Coat", "coat", 4999, "wool", "greige"],
    ["Cotton Chino Shorts", "shorts", 799, "twill", "beige"],
    ["Textured-knit Jumper", "sweater", 1199, "chunky", "sage", "knit"],
    ["Ribbed Vest Top", "tanktop", 299, "ribJersey", "white", "solid", "white"],
    ["Slim Fit Piqué Polo", "polo", 699, "pique", "darkGreen", "solid", "cream"],
    ["Patterned Viscose Blouse", "blouse", 799, "viscose", "navy", "floral", "coral"],
    ["Jersey Hoodie", "hoodie", 999, "sweat", "lilac", "solid", "white"],
    ["Single-breasted Blazer", "blazer", 2499, "tailoring", "beige"],
    ["Flared Leggings", "leggings", 599, "ribJersey", "black", "solid", "black"],
    ["Loose-knit Cardigan", "cardigan", 999, "fineKnit", "lilac", "knit", "cream"],
  ],
  // The campaign pages' hotspots stand for the first product of each look and show the campaign's
  // fixed price: those products (CAMPAIGN) cost just that, read from the web's campaign-offers.json.
  Denim: [
    ["Straight Regular Jeans", "jeans", CAMPAIGN, "rigidDenim", "denim", "denim", "stitch"],
    ["Mom High Ankle Jeans", "jeans", 2499, "denim", "denimLight", "denim", "stitch"],
    ["Slim Jeans", "jeans", CAMPAIGN, "denim", "denimBlack", "denim", "grey"],
    ["Baggy Low Jeans", "jeans", CAMPAIGN, "recycledDenim", "denimDark", "denim", "stitch"],
    ["Flared High Jeans", "jeans", 2699, "denim", "denim", "denim", "stitch"],
    ["Oversized Denim Shirt", "shirt", 2299, "rigidDenim", "denimLight", "denim"],
    ["Denim Trucker Jacket", "jacket", 3499, "rigidDenim", "denim", "denim"],
    ["Denim Midi Skirt", "skirt", 1999, "denim", "denimDark", "denim", "stitch"],
    ["High-waisted Denim Shorts", "shorts", 1499, "denim", "denimLight", "denim"],
    ["Sleeveless Denim Dress", "dress", 2799, "denim", "denim", "denim", "stitch"],
    ["Denim Dungaree Shorts", "dungarees", 2499, "rigidDenim", "denimLight", "denim", "stitch"],
    ["Relaxed Carpenter Jeans", "jeans", 3499, "rigidDenim", "denimLight", "denim", "stitch"],
    ["Black Denim Overshirt", "shirt", 2499, "rigidDenim", "denimBlack", "denim"],
    ["Bootcut High Jeans", "jeans", 2499, "denim", "denimDark", "denim", "stitch"],
    ["Long Denim Trench Coat", "coat", 4999, "rigidDenim", "denim", "denim"],
    ["Tapered Regular Jeans", "jeans", 1999, "recycledDenim", "denim", "denim", "stitch"],
  ],
  "Transitional-fits": [
    ["Lightweight Trench Coat", "coat", CAMPAIGN, "twill", "beige"],
    ["Oversized Linen-blend Overshirt", "shirt", CAMPAIGN, "linenBlend", "sage"],
    ["Relaxed Fit Cotton Blazer", "blazer", CAMPAIGN, "twill", "khaki"],
    ["Knitted Polo Shirt", "polo", CAMPAIGN, "cottonKnit", "cream", "knit", "camel"],
    ["Wide Twill Trousers", "trousers", CAMPAIGN, "twill", "greige"],
    ["Hooded Cotton Sweatshirt", "hoodie", 2299, "sweat", "sage", "solid", "cream"],
    ["V-neck Cardigan", "cardigan", 2299, "cottonKnit", "camel", "knit", "cream"],
    ["Knitted Midi Dress", "dress", 2799, "ribKnit", "greige", "knit", "greige"],
  ],
  "Preppy luxe": [
    ["Cable-knit Cardigan", "cardigan", 2999, "chunky", "cream", "knit", "navy"],
    ["Pleated Twill Skirt", "skirt", 1499, "twill", "navy", "solid", "mustard"],
    ["Striped Oxford Shirt", "shirt", 1999, "oxford", "white", "pinstripe", "blue"],
    ["Herringbone Wool-blend Blazer", "blazer", 5499, "wool", "camel", "herringbone"],
    ["Cricket Jumper", "sweater", 2499, "cottonKnit", "cream", "knit", "navy"],
    ["Striped Piqué Polo", "polo", 1499, "pique", "navy", "stripes", "burgundy"],
    ["Pinstriped Wool-blend Trousers", "trousers", 3299, "wool", "charcoal", "pinstripe", "grey"],
    ["Double-faced Wool Coat", "coat", 8999, "wool", "navy"],
  ],
  "New neutrals": [
    ["Oversized Linen Blazer", "blazer", 4499, "linenTailoring", "beige"],
    ["Wide-leg Linen Trousers", "trousers", 2499, "linen", "cream"],
    ["Boxy Cotton T-shirt", "tshirt", 699, "heavyJersey", "greige"],
    ["Rib-knit Midi Dress", "dress", 2499, "ribKnit", "lightBeige", "knit", "lightBeige"],
    ["Textured-weave Shirt", "shirt", 1999, "textured", "cream", "herringbone"],
    ["Mock-neck Fine-knit Jumper", "sweater", 2299, "fineKnit", "camel", "knit"],
    ["Oversized Wool-blend Coat", "coat", 6999, "wool", "beige"],
    ["Linen-blend Wrap Skirt", "skirt", 1799, "linenBlend", "greige", "solid", "brown"],
  ],
  "Modern romance": [
    ["Satin Slip Dress", "dress", 2499, "satin", "dustyPink"],
    ["Satin Camisole Top", "tanktop", 999, "satin", "champagne", "solid", "champagne"],
    ["Floral Chiffon Blouse", "blouse", 1799, "chiffon", "cream", "floral", "dustyPink"],
    ["Tie-back Floral Dress", "dress", 2799, "viscose", "lilac", "floral", "white"],
    ["Bow-detail Blouse", "blouse", 1999, "viscose", "lightPink"],
    ["Tiered Polka-dot Skirt", "skirt", 1999, "viscose", "burgundy", "dots", "cream"],
    ["Pointelle-knit Cardigan", "cardigan", 1799, "cottonKnit", "lightPink", "knit", "cream"],
    ["Polka-dot Wrap Dress", "dress", 2499, "crepe", "navy", "dots", "white"],
  ],
  "New-utilitarian": [
    ["Twill Utility Jacket", "jacket", 3499, "twill", "khaki"],
    ["Wide Cargo Trousers", "trousers", 2499, "ripstop", "olive"],
    ["Camo-print Overshirt", "shirt", 1999, "twill", "khaki", "camo", "olive"],
    ["Ripstop Cargo Shorts", "shorts", 1499, "ripstop", "greige"],
    ["Twill Dungaree Shorts", "dungarees", 2999, "twill", "beige"],
    ["Belted Utility Coat", "coat", 5999, "twill", "khaki"],
    ["Canvas Workwear Jacket", "jacket", 3999, "canvas", "camel"],
    ["Ripstop Cap", "cap", 599, "capRipstop", "olive", "solid", "black"],
  ],
  "Hot-sellers": [
    ["Loose Fit Cotton T-shirt", "tshirt", 699, "heavyJersey", "black"],
    ["Leather-look Trainers", "sneaker", 2999, "leatherLook", "white", "solid", "navy"],
    ["Straight High Jeans", "jeans", 2299, "denim", "denimLight", "denim", "stitch"],
    ["Oversized Heavyweight Hoodie", "hoodie", 1999, "sweat", "sage", "solid", "white"],
    ["Linen-blend Resort Shirt", "shirt", 1799, "linenBlend", "white", "stripes", "terracotta"],
    ["Chunky Trainers", "sneaker", 3499, "leatherLook", "cream", "solid", "greige"],
    ["Cropped Rib-knit Cardigan", "cardigan", 1499, "ribKnit", "dustyPink", "knit", "cream"],
    ["Bias-cut Satin Skirt", "skirt", 1799, "satin", "champagne"],
  ],
  "Activewear-by-Move": [
    ["Move High-waisted Sports Leggings", "leggings", 1499, "tech", "black", "solid", "sage"],
    ["Move Seamless Sports Top", "tanktop", 999, "tech", "sage", "solid", "darkGreen"],
    ["Move Running Shorts", "shorts", 999, "tech", "navy", "solid", "coral", "Running shorts in fast-drying functional fabric with a wide waistband, a hidden key pocket and short side slits for freedom of movement."],
    ["Move Training Hoodie", "hoodie", 1999, "techSweat", "grey", "solid", "coral"],
    ["Move Lightweight Running Jacket", "jacket", 2999, "shell", "coral"],
    ["Move Running Trainers", "sneaker", 3499, "mesh", "black", "solid", "coral", "Running trainers in breathable mesh with lacing at the front, a padded edge and tongue, and a cushioned rubber sole."],
    ["Move Sports T-shirt", "tshirt", 799, "tech", "lightBlue"],
    ["Move Flared Yoga Leggings", "leggings", 1299, "tech", "lilac", "solid", "lilac"],
  ],
  "Kids2-8y": [
    ["Cotton Jersey Playsuit", "romper", 699, "jersey", "coral", "dots", "white"],
    ["Denim Pinafore Dungarees", "dungarees", 999, "denim", "denim", "denim", "stitch"],
    ["Striped Jersey T-shirt", "tshirt", 399, "jersey", "white", "stripes", "mustard"],
    ["Pull-on Twill Shorts", "shorts", 599, "twill", "beige", "solid", undefined, "Pull-on shorts in cotton twill with an elasticated waist, side pockets and turn-ups at the hems."],
    ["Frill-trimmed Cotton Dress", "dress", 899, "poplin", "yellow", "floral", "coral"],
    ["Fleece Hooded Top", "hoodie", 899, "fleece", "red", "solid", "white"],
    ["Patterned Leggings", "leggings", 449, "jersey", "navy", "dots", "white"],
    ["Water-repellent Padded Jacket", "jacket", 1999, "padded", "mustard"],
  ],
  "Kids9-14y": [
    ["Wide Leg Jeans", "jeans", 1499, "denim", "denimLight", "denim", "stitch"],
    ["Oversized Cotton Sweatshirt", "sweater", 999, "sweat", "sage"],
    ["Cotton-blend Hoodie", "hoodie", 1199, "sweat", "navy", "solid", "white"],
    ["Twill Cargo Joggers", "trousers", 1199, "twill", "khaki"],
    ["Sports Vest Top", "tanktop", 499, "tech", "coral", "solid", "white"],
    ["Checked Cotton Shirt", "shirt", 899, "poplin", "darkGreen", "checks", "navy"],
    ["Pleated Skater Skirt", "skirt", 899, "twill", "navy"],
    ["Cotton Twill Jacket", "jacket", 1999, "twill", "burgundy"],
  ],
};

/**
 * Size lists that replace the category's sizes for particular products: always a part of the
 * category's own sizes (the documents' size table), which are all the old client can offer.
 */
const SIZE_OVERRIDES: Record<string, string[]> = {
  "Fitted Rib-knit Top": ["XS", "S", "M", "L"],
  "Oversized Blazer": ["XS", "S", "M", "L"],
  "Tulle Skirt": ["XS", "S", "M"],
  "Knitted Pompom Hat": ["4-6M", "6-9M", "9-12M", "12-18M"],
  "Cotton Jersey Playsuit": ["1-2Y", "2-3Y", "3-4Y", "4-5Y"],
  "Slim Jeans": ["S", "M", "L", "XL"],
  "Satin Camisole Top": ["XS", "S", "M", "L", "XL"],
};

const DESCRIPTIONS: Record<GarmentKind, { fit: string; lines: string[] }> = {
  tshirt: {
    fit: "Straight-cut",
    lines: [
      "{Fit} T-shirt in {fabric} with a round, rib-trimmed neckline and a straight-cut hem.",
      "{Fit} T-shirt in {fabric} with a ribbed crew neck and dropped shoulders. Soft and breathable for everyday wear.",
      "{Fit} top in {fabric} with short sleeves and a rib-trimmed neckline. A wardrobe essential that goes with everything.",
    ],
  },
  tanktop: {
    fit: "Fitted",
    lines: [
      "{Fit} vest top in {fabric} with a scooped neckline and narrow shoulder straps.",
      "{Fit} sleeveless top in {fabric} with binding around the neckline and armholes.",
    ],
  },
  polo: {
    fit: "Regular-fit",
    lines: [
      "{Fit} polo shirt in {fabric} with a ribbed collar, a button placket and short, rib-trimmed sleeves.",
      "{Fit} polo shirt in {fabric} with a tipped collar and a two-button placket. Smart enough for the office, easy enough for the weekend.",
    ],
  },
  shirt: {
    fit: "Regular-fit",
    lines: [
      "{Fit} shirt in {fabric} with a turn-down collar, a classic front and a yoke at the back. Long sleeves with buttoned cuffs and a rounded hem.",
      "{Fit} shirt in {fabric} with a collar, buttons down the front and an open chest pocket. Long sleeves with adjustable buttoning at the cuffs.",
      "{Fit} shirt in {fabric} with a soft collar and a yoke at the back. Easy to wear buttoned up or open over a T-shirt.",
    ],
  },
  blouse: {
    fit: "Loose-fit",
    lines: [
      "{Fit} blouse in {fabric} with a V-neck and narrow ties at the neckline. Long balloon sleeves with buttoned cuffs.",
      "{Fit} blouse in {fabric} with gathers below the yoke and voluminous sleeves gathered into narrow cuffs.",
    ],
  },
  dress: {
    fit: "Fitted",
    lines: [
      "{Fit} dress in {fabric} with a round neckline, a seam at the waist and a flared skirt. Detachable tie belt.",
      "{Fit} sleeveless dress in {fabric} with a darted bodice, a tie belt at the waist and a gently flared skirt.",
      "{Fit} dress in {fabric} with a softly flared skirt that moves beautifully. Darts at the bust and an invisible zip at the back.",
    ],
  },
  skirt: {
    fit: "A-line",
    lines: [
      "{Fit} skirt in {fabric} with a high waist, a concealed zip at one side and a button at the waistband.",
      "{Fit} midi skirt in {fabric} with a wide waistband and soft pleats that add movement.",
    ],
  },
  jeans: {
    fit: "Regular-fit",
    lines: [
      "{Fit} 5-pocket jeans in {fabric} with a zip fly and button and belt loops at the waist.",
      "{Fit} jeans in {fabric} with a classic five-pocket design, a zip fly with button and a lightly washed finish.",
    ],
  },
  trousers: {
    fit: "Straight-cut",
    lines: [
      "{Fit} trousers in {fabric} with a regular waist, a zip fly with a concealed hook-and-eye fastener and side pockets. Pressed creases down the legs.",
      "{Fit} trousers in {fabric} with belt loops, slanted side pockets and welt back pockets.",
    ],
  },
  shorts: {
    fit: "Regular-fit",
    lines: [
      "{Fit} shorts in {fabric} with a zip fly and button, side pockets and turn-ups at the hems.",
      "{Fit} shorts in {fabric} with belt loops, diagonal side pockets and a relaxed leg.",
    ],
  },
  leggings: {
    fit: "High-waisted",
    lines: [
      "{Fit} leggings in {fabric} with a wide, shaping waistband and panelled seams down the sides.",
      "{Fit} leggings in {fabric} with a wide waistband and flatlock seams for comfort on the move.",
    ],
  },
  hoodie: {
    fit: "Relaxed-fit",
    lines: [
      "{Fit} hoodie in {fabric} with a lined drawstring hood, a kangaroo pocket and ribbing at the cuffs and hem.",
      "{Fit} hooded top in {fabric} with dropped shoulders, a kangaroo pocket and wide ribbing at the hem.",
    ],
  },
  sweater: {
    fit: "Regular-fit",
    lines: [
      "{Fit} jumper in {fabric} with a ribbed round neckline, long sleeves and ribbing at the cuffs and hem.",
      "{Fit} top in {fabric} with dropped shoulders and ribbed trims. Warm without being bulky.",
    ],
  },
  cardigan: {
    fit: "Regular-fit",
    lines: [
      "{Fit} cardigan in {fabric} with a V-neck, buttons down the front and patch front pockets. Ribbing around the neckline, cuffs and hem.",
      "{Fit} cardigan in {fabric} with a deep V-neck and buttons down the front. Easy to layer over tops and dresses.",
    ],
  },
  jacket: {
    fit: "Regular-fit",
    lines: [
      "{Fit} jacket in {fabric} with a collar, a zip down the front and flap chest pockets. Buttoned cuffs and a wide hem band.",
      "{Fit} jacket in {fabric} with a turn-down collar, zip fastening and chest pockets with press-stud flaps.",
    ],
  },
  blazer: {
    fit: "Single-breasted",
    lines: [
      "{Fit} jacket in {fabric} with notch lapels, a button at the front and flap front pockets. Lined.",
      "{Fit} blazer in {fabric} with notch lapels, a welt chest pocket and flap pockets. Decorative buttons at the cuffs.",
    ],
  },
  coat: {
    fit: "Double-breasted",
    lines: [
      "{Fit} coat in {fabric} with notch lapels, a tie belt at the waist and flap front pockets. Lined.",
      "{Fit} knee-length coat in {fabric} with wide lapels, buttons down the front and a detachable belt.",
    ],
  },
  romper: {
    fit: "Short-sleeved",
    lines: [
      "{Fit} romper suit in {fabric} with envelope shoulders and press-studs at the front and crotch for easy changing.",
      "{Fit} playsuit in {fabric} with a chest pocket and press-studs at the crotch.",
    ],
  },
  dungarees: {
    fit: "Relaxed-fit",
    lines: [
      "{Fit} dungarees in {fabric} with adjustable straps, a bib pocket and side pockets.",
      "{Fit} dungarees in {fabric} with adjustable straps, a bib pocket and a button at each side.",
    ],
  },
  cap: {
    fit: "Adjustable",
    lines: [
      "{Fit} cap in {fabric} with an embroidered motif at the front and a curved peak. Adjustable strap at the back.",
    ],
  },
  beanie: {
    fit: "Warm",
    lines: ["{Fit} hat in {fabric} with a wide turn-up, a woven label and a pompom at the top."],
  },
  bag: {
    fit: "Roomy",
    lines: [
      "{Fit} tote bag in {fabric} with two handles and contrasting trims. Open at the top with an inner zipped compartment.",
    ],
  },
  scarf: {
    fit: "",
    lines: [
      "Generously sized scarf in {fabric} with fringing at the short ends.",
      "Scarf in {fabric} with fringed short ends. Long enough to wrap twice around the neck.",
    ],
  },
  sneaker: {
    fit: "Low-top",
    lines: [
      "{Fit} trainers in {fabric} with lacing at the front, a padded edge and tongue, and a chunky rubber sole.",
    ],
  },
};

/** Fit words that may appear in a title, mapped to how the description puts them. */
const FIT_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bOversized\b/, "Oversized"],
  [/\bRelaxed Fit\b/, "Relaxed-fit"],
  [/\bRegular Fit\b/, "Regular-fit"],
  [/\bSlim Fit\b/, "Slim-fit"],
  [/\bLoose Fit\b/, "Loose-fit"],
  [/\bBoxy\b/, "Boxy"],
  [/\bCropped\b/, "Cropped"],
  [/\bMom\b/, "Mom-fit"],
  [/\bBaggy\b/, "Baggy"],
  [/\bFlared\b/, "Flared"],
  [/\bSkinny\b/, "Skinny"],
  [/\bBootcut\b/, "Bootcut"],
  [/\bTapered\b/, "Tapered"],
  [/\bCarpenter\b/, "Relaxed-fit"],
  [/\bWide\b/, "Wide-leg"],
  [/\bStraight\b/, "Straight-leg"],
  [/\bSlim\b/, "Slim-fit"],
  [/\bDouble-breasted\b/, "Double-breasted"],
  [/\bSingle-breasted\b/, "Single-breasted"],
];

const BACKDROPS = ["#ece8e2", "#e8e5e0", "#e6e8ea", "#eee9e4", "#e9e5dc", "#ebe6e7"];

/** Sellers that specialise in each category; every third product goes to the demo seller instead. */
const SPECIALIST: Record<string, readonly string[]> = {
  Ladies: ["kora"],
  Men: ["nila"],
  Kids: ["lotus"],
  Baby: ["lotus"],
  accessories: ["kora", "nila"],
  Sales: ["kora", "nila", "lotus"],
  Denim: ["nila"],
  "Transitional-fits": ["kora", "nila"],
  "Preppy luxe": ["kora"],
  "New neutrals": ["kora"],
  "Modern romance": ["kora"],
  "New-utilitarian": ["nila"],
  "Hot-sellers": ["nila", "kora"],
  "Activewear-by-Move": ["nila"],
  "Kids2-8y": ["lotus"],
  "Kids9-14y": ["lotus"],
};

function describe(kind: GarmentKind, title: string, fabric: Fabric, index: number): string {
  const spec = DESCRIPTIONS[kind];
  const fit = FIT_WORDS.find(([re]) => re.test(title))?.[1] ?? spec.fit;
  const line = spec.lines[index % spec.lines.length];
  return line.replace("{Fit}", fit).replace("{fabric}", fabric.phrase);
}

/** A row's price; a campaign look's product must say CAMPAIGN, and no other may. */
function priceOf(title: string, category: string, listed: Row[2]): number {
  const offer = CAMPAIGN_OFFERS.get(title);
  if (offer?.category !== category) {
    if (listed === CAMPAIGN) throw new Error(`seed catalog: "${title}" has no campaign look in ${category}`);
    return listed;
  }
  if (listed !== CAMPAIGN) throw new Error(`seed catalog: "${title}" stands for a campaign look; its price is the campaign's`);
  return offer.price;
}

function buildProducts(): SeedProduct[] {
  // The same small seeded PRNG the drawings use: stock levels look irregular yet never change between runs.
  const rnd = mulberry32(20240611);
  const products: SeedProduct[] = [];
  let n = 0;
  for (const [category, rows] of Object.entries(CATALOG)) {
    const specialists = SPECIALIST[category];
    rows.forEach((row, i) => {
      const [title, kind, listed, fabricKey, colour, pattern, accent, description] = row;
      const price = priceOf(title, category, listed);
      const fabric: Fabric = FABRICS[fabricKey];
      const color = COLOURS[colour];
      const accentHex = accent ? COLOURS[accent] : luminance(color) < 0.45 ? COLOURS.cream : COLOURS.navy;
      const sellerKey = i % 3 === 0 ? "demo" : specialists[Math.floor(i / 3) % specialists.length];

      // Draw once per product so the sequence, and thus every stock level, is stable.
      const roll = rnd();
      let stock = 6 + Math.floor(roll * 55);
      if (n % 29 === 11) stock = 0;
      else if (n % 23 === 5) stock = 1 + Math.floor(roll * 5);

      const sizes = SIZE_OVERRIDES[title] ?? [];

      products.push({
        sellerKey,
        title,
        price,
        category,
        description: description ?? describe(kind, title, fabric, i),
        materials: fabric.materials,
        careguide: fabric.care,
        stock,
        sizes: [...sizes],
        art: {
          kind,
          color,
          accent: accentHex,
          pattern: pattern ?? "solid",
          background: BACKDROPS[n % BACKDROPS.length],
        },
      });
      n++;
    });
  }
  for (const [title, { category }] of CAMPAIGN_OFFERS) {
    if (!products.some((p) => p.title === title && p.category === category)) throw new Error(`seed catalog: campaign look's product "${title}" is not in ${category}`);
  }
  return products;
}

/**
 * Deals the products out one category at a time, so that a newest-first grid of all products
 * (and any leading slice of the list) mixes the categories rather than showing one block.
 */
function interleaveByCategory(products: SeedProduct[]): SeedProduct[] {
  const queues = new Map<string, SeedProduct[]>();
  for (const product of products) queues.set(product.category, [...(queues.get(product.category) ?? []), product]);
  const dealt: SeedProduct[] = [];
  while (dealt.length < products.length) {
    for (const queue of queues.values()) {
      const next = queue.shift();
      if (next) dealt.push(next);
    }
  }
  return dealt;
}

/** The demo products, the categories interleaved; titles are unique. */
export const SEED_PRODUCTS: SeedProduct[] = interleaveByCategory(buildProducts());
