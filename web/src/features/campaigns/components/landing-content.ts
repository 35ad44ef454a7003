import type { DefaultTheme } from "styled-components";
import type { BannerLayout } from "./landing-banner";
import type { LandingScene } from "./landing-scenes";

type ArtColour = keyof DefaultTheme["art"];

export interface BannerContent {
  /** A category path (the router encodes spaces) or a campaign page. */
  to: string;
  scene: LandingScene;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  /** Panel colours of hero, split and wide banners; tiles sit on the page. */
  tone: { background: ArtColour; text: ArtColour };
}

export type LandingRow =
  | { layout: Exclude<BannerLayout, "tile">; banner: BannerContent; reverse?: boolean }
  | { layout: "pair"; banners: readonly [BannerContent, BannerContent] };

export interface LandingContent {
  title: string;
  intro: string;
  rows: readonly LandingRow[];
  story: { heading: string; paragraphs: readonly string[] };
}

export const LADIES: LandingContent = {
  title: "Ladies",
  intro: "New-season dresses, easy tailoring and the finishing touches that pull it all together.",
  rows: [
    {
      layout: "hero",
      banner: {
        to: "/Ladies",
        scene: "ladies",
        eyebrow: "New season",
        title: "The sunlit wardrobe",
        text: "Fluid dresses, crisp shirting and soft tailoring in warm, easy tones. Everything for the weeks ahead, in one place.",
        cta: "Shop ladies",
        tone: { background: "linen", text: "espresso" },
      },
    },
    {
      layout: "pair",
      banners: [
        {
          to: "/Modern romance",
          scene: "modern-romance",
          eyebrow: "Trend",
          title: "Modern romance",
          text: "Delicate florals, soft ruffles and blush tones made for long afternoons.",
          cta: "Shop the trend",
          tone: { background: "blush", text: "espresso" },
        },
        {
          to: "/Preppy luxe",
          scene: "preppy-luxe",
          eyebrow: "The edit",
          title: "Preppy luxe",
          text: "Rugby stripes, pleated skirts and cable knits with a polished finish.",
          cta: "Shop the edit",
          tone: { background: "cream", text: "navy" },
        },
      ],
    },
    {
      layout: "wide",
      banner: {
        to: "/New neutrals",
        scene: "new-neutrals",
        eyebrow: "Quiet colour",
        title: "New neutrals",
        text: "Oat, stone and sand in relaxed shapes that layer without effort.",
        cta: "Discover now",
        tone: { background: "linen", text: "espresso" },
      },
    },
    {
      layout: "split",
      banner: {
        to: "/accessories",
        scene: "accessories",
        eyebrow: "Finishing touches",
        title: "Accessories",
        text: "Structured bags, sunglasses, caps and scarves to finish every look.",
        cta: "Shop accessories",
        tone: { background: "terracotta", text: "white" },
      },
    },
  ],
  story: {
    heading: "Women's clothing at ATELIER",
    paragraphs: [
      "From a floral midi dress for a summer wedding to jeans and a striped knit for the weekend, our ladies' collection is made for real days. Every piece is chosen for how it fits, how it feels and how long it lasts, and priced so that good style is never out of reach.",
      "Explore the season's trends, from the soft femininity of Modern romance to the polished ease of Preppy luxe, or build a calm, hard-working wardrobe with New neutrals. Delivery is free on every order and arrives in 2-7 days.",
    ],
  },
};

export const MEN: LandingContent = {
  title: "Men",
  intro: "Wardrobe heroes, hard-wearing utility pieces and denim in every fit.",
  rows: [
    {
      layout: "hero",
      banner: {
        to: "/Hot-sellers",
        scene: "hot-sellers",
        eyebrow: "Most wanted",
        title: "Hot sellers",
        text: "The pieces everyone is buying right now: relaxed overshirts, heavyweight tees and clean trainers.",
        cta: "Shop hot sellers",
        tone: { background: "ink", text: "cream" },
      },
    },
    {
      layout: "wide",
      banner: {
        to: "/denim-roundup",
        scene: "denim-roundup",
        eyebrow: "Campaign",
        title: "The denim round-up",
        text: "Slim, straight or loose: find the jeans that fit the way you like.",
        cta: "Find your fit",
        tone: { background: "indigo", text: "cream" },
      },
    },
    {
      layout: "pair",
      banners: [
        {
          to: "/New-utilitarian",
          scene: "new-utilitarian",
          eyebrow: "Trend",
          title: "New utilitarian",
          text: "Pocketed jackets, cargo details and tough cottons in olive and khaki.",
          cta: "Shop the trend",
          tone: { background: "stone", text: "cream" },
        },
        {
          to: "/Transitional-fits",
          scene: "transitional-fits",
          eyebrow: "Between seasons",
          title: "Transitional fits",
          text: "Light trenches, knitted polos and overshirts for days that start cool and end warm.",
          cta: "Shop now",
          tone: { background: "sage", text: "ink" },
        },
      ],
    },
  ],
  story: {
    heading: "Men's clothing at ATELIER",
    paragraphs: [
      "Good menswear starts with the basics: a tee that keeps its shape, jeans that fit, a jacket you reach for every day. Our men's collection covers them all, from heavyweight cotton essentials to sharp blazers and technical outerwear.",
      "Find your fit in the denim round-up, layer up with transitional pieces when the weather can't decide, or see what everyone else is buying in Hot sellers. Delivery is free on every order and arrives in 2-7 days.",
    ],
  },
};

export const KIDS: LandingContent = {
  title: "Kids",
  intro: "Play-ready clothes for babies, little ones and big kids, made to be lived in.",
  rows: [
    {
      layout: "hero",
      banner: {
        to: "/Kids2-8y",
        scene: "kids",
        eyebrow: "Kids 2-8Y",
        title: "Adorables 2-8Y",
        text: "Gingham tees, denim dungarees and bright trainers made for running, climbing and everything in between.",
        cta: "Shop 2-8Y",
        tone: { background: "butter", text: "navy" },
      },
    },
    {
      layout: "pair",
      banners: [
        {
          to: "/Baby",
          scene: "baby",
          eyebrow: "Baby",
          title: "Soft beginnings",
          text: "Gentle cotton rompers and cosy layers with easy poppers for quick changes.",
          cta: "Shop baby",
          tone: { background: "mint", text: "ink" },
        },
        {
          to: "/Kids9-14y",
          scene: "kids-9-14",
          eyebrow: "Kids 9-14Y",
          title: "Off duty",
          text: "Hoodies, loose jeans and caps for big kids with a style of their own.",
          cta: "Shop 9-14Y",
          tone: { background: "cobalt", text: "cream" },
        },
      ],
    },
  ],
  story: {
    heading: "Children's clothing at ATELIER",
    paragraphs: [
      "Kids' clothes have a lot to live up to. Ours are made from soft, hard-wearing cotton with easy fastenings, room to move and prints that make getting dressed fun, in sizes from 4 months to 14+ years.",
      "Shop first sizes and cosy layers for babies, everyday favourites for 2-8 years and street-ready styles for 9-14 years. Delivery is free on every order and arrives in 2-7 days.",
    ],
  },
};

export const SALE_BANNER: BannerContent = {
  to: "/Sales",
  scene: "sale",
  eyebrow: "Sale",
  title: "Last chance to buy",
  text: "Favourites from across the store at reduced prices, while stocks last.",
  cta: "Shop the sale",
  tone: { background: "cream", text: "saleRed" },
};
