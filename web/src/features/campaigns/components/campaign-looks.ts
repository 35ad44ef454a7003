import type { DefaultTheme } from "styled-components";
import type { GarmentKind, GarmentPattern, LegFit } from "@store/garment-art";
import offers from "../campaign-offers.json";

type ArtColour = keyof DefaultTheme["art"];

/** Where a garment lies in one of a scene's two drawings (wide for desktops, tall for phones). */
export interface Placement {
  x: number;
  y: number;
  size: number;
  rotate?: number;
}

export type StageLayout = "wide" | "tall";

/** The two drawings of a campaign picture, in their own units. */
export const STAGE: Record<StageLayout, { width: number; height: number }> = {
  wide: { width: 1600, height: 900 },
  tall: { width: 900, height: 1150 },
};

/**
 * One shoppable piece of a campaign picture: how it is drawn, where, which product of the
 * campaign's category it stands for, and the campaign's fixed price shown on its hotspot. What
 * is sold (product, match, price) comes from campaign-offers.json, which the demo catalog's seed
 * reads too, so the product costs what its hotspot says.
 */
export interface Look extends LookArt {
  /** The product it stands for: the first not yet taken whose title matches, else the next one. */
  match: RegExp;
  /** Whole rupees, as the campaign advertises it. */
  price: number;
}

/** How a look is drawn and where. */
interface LookArt {
  key: string;
  kind: GarmentKind;
  colour: ArtColour;
  accent?: ArtColour;
  pattern?: GarmentPattern;
  fit?: LegFit;
  /** Where the hotspot's pin sits, in the garment's own 600 x 800 box. */
  anchor: [number, number];
  /** Which side of the pin its label opens to. */
  side: "left" | "right";
  wide: Placement;
  tall: Placement;
}

/** Where a hanger's hook sits above a garment's centre, in the garment's own units. */
const HOOK = 356;
const hung = (bar: number, x: number, size: number): Placement => ({ x, y: bar + (HOOK * size) / 800, size });

/** The campaign's looks, each with its offer (the one of the same key). */
function withOffers(campaign: keyof typeof offers, looks: readonly LookArt[]): readonly Look[] {
  return looks.map((look) => {
    const offer = offers[campaign].looks.find((o) => o.key === look.key);
    if (!offer) throw new Error(`campaign-offers.json: ${campaign} has no look "${look.key}"`);
    return { ...look, match: new RegExp(offer.match, "i"), price: offer.price };
  });
}

export const DENIM_RAIL: Record<StageLayout, number> = { wide: 110, tall: 150 };

export const DENIM_LOOKS = withOffers("denim-roundup", [
  {
    key: "slim",
    kind: "jeans",
    fit: "slim",
    colour: "denimBlack",
    accent: "stone",
    pattern: "denim",
    anchor: [236, 330],
    side: "left",
    wide: hung(DENIM_RAIL.wide, 520, 780),
    tall: hung(DENIM_RAIL.tall, 190, 820),
  },
  {
    key: "straight",
    kind: "jeans",
    fit: "straight",
    colour: "denim",
    accent: "stitch",
    pattern: "denim",
    anchor: [236, 330],
    side: "right",
    wide: hung(DENIM_RAIL.wide, 800, 780),
    tall: hung(DENIM_RAIL.tall, 452, 820),
  },
  {
    key: "loose",
    kind: "jeans",
    fit: "loose",
    colour: "denimLight",
    accent: "stitch",
    pattern: "denim",
    anchor: [250, 330],
    side: "right",
    wide: hung(DENIM_RAIL.wide, 1080, 780),
    tall: hung(DENIM_RAIL.tall, 722, 820),
  },
]);

/** A flat lay seen from above: no hangers, each piece a little turned. */
export const TRANSITIONAL_LOOKS = withOffers("transitional-fits", [
  {
    key: "trench",
    kind: "coat",
    colour: "sand",
    accent: "espresso",
    anchor: [236, 300],
    side: "right",
    wide: { x: 270, y: 440, size: 760, rotate: -4 },
    tall: { x: 240, y: 370, size: 660, rotate: -3 },
  },
  {
    key: "overshirt",
    kind: "overshirt",
    colour: "sage",
    accent: "cream",
    anchor: [223, 300],
    side: "right",
    wide: { x: 600, y: 300, size: 500, rotate: 5 },
    tall: { x: 665, y: 270, size: 470, rotate: 5 },
  },
  {
    key: "polo",
    kind: "polo",
    colour: "cream",
    accent: "camel",
    pattern: "knit",
    anchor: [250, 360],
    side: "right",
    wide: { x: 610, y: 690, size: 400, rotate: -6 },
    tall: { x: 655, y: 1000, size: 380, rotate: 6 },
  },
  {
    key: "blazer",
    kind: "blazer",
    colour: "camel",
    anchor: [214, 330],
    side: "left",
    wide: { x: 950, y: 440, size: 640, rotate: -3 },
    tall: { x: 660, y: 660, size: 460, rotate: -3 },
  },
  {
    key: "trousers",
    kind: "trousers",
    fit: "loose",
    colour: "greige",
    anchor: [236, 330],
    side: "left",
    wide: { x: 1300, y: 450, size: 700, rotate: 3 },
    tall: { x: 240, y: 930, size: 560, rotate: -2 },
  },
]);

/**
 * The product each look stands for: the first of the category's products (in the order the
 * grid shows them) whose title matches the look, else the first one left. A look gets none when
 * the category has fewer products than the picture has looks.
 */
export function assignProducts<P extends { id: string; title: string }>(looks: readonly Look[], products: readonly P[]): Map<string, P> {
  const taken = new Set<string>();
  const byLook = new Map<string, P>();
  for (const look of looks) {
    const product = products.find((p) => !taken.has(p.id) && look.match.test(p.title)) ?? products.find((p) => !taken.has(p.id));
    if (!product) continue;
    taken.add(product.id);
    byLook.set(look.key, product);
  }
  return byLook;
}

/** The pin's place in a drawing, as percentages of its width and height. */
export function pinPosition(look: Look, layout: StageLayout): { x: number; y: number } {
  const { x, y, size, rotate = 0 } = look[layout];
  const scale = size / 800;
  const angle = (rotate * Math.PI) / 180;
  const dx = (look.anchor[0] - 300) * scale;
  const dy = (look.anchor[1] - 400) * scale;
  const px = x + dx * Math.cos(angle) - dy * Math.sin(angle);
  const py = y + dx * Math.sin(angle) + dy * Math.cos(angle);
  return { x: (px / STAGE[layout].width) * 100, y: (py / STAGE[layout].height) * 100 };
}

const rupees = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Campaign prices are written with thousands separators: `Rs. 1,499.00`. */
export const formatCampaignPrice = (price: number) => `Rs. ${rupees.format(price)}`;
