/** Design tokens: every colour, size and breakpoint a component may use comes from here. */

const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** `min-width` media queries, one per breakpoint: `${theme.media.lg} { ... }`. */
const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

const fonts = {
  body: `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif`,
  display: `"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif`,
} as const;

const space = { xxs: "4px", xs: "8px", sm: "12px", md: "16px", lg: "24px", xl: "40px", xxl: "64px", xxxl: "96px" } as const;

const layout = { maxWidth: "1440px", gutter: "clamp(16px, 4vw, 48px)", headerHeight: "72px", formWidth: "440px" } as const;

const motion = { fast: "150ms", base: "300ms", easing: "cubic-bezier(0.2, 0, 0, 1)" } as const;

/**
 * Colours of the drawn artwork (hero and promo blocks). They stand for photographs, so they
 * stay the same in both modes.
 */
const art = {
  sand: "#e9dccb",
  linen: "#f4efe7",
  clay: "#c98f6b",
  terracotta: "#b5573b",
  espresso: "#3b2a22",
  ink: "#14161c",
  navy: "#1f2a44",
  cream: "#f7f1e3",
  forest: "#2f4a3a",
  olive: "#6b6b3a",
  khaki: "#a59a6f",
  stone: "#8d877b",
  blush: "#f3c9c1",
  sky: "#bcd7ea",
  butter: "#f6e3a1",
  mint: "#cfe6d4",
  oat: "#ddd3c3",
  mushroom: "#b7aa98",
  white: "#ffffff",
  // The landing, campaign and About pages' sets and garments add these; `shadow` is the black that shading mixes in.
  indigo: "#2c3f5c",
  denim: "#4a6a94",
  denimLight: "#8fa9c8",
  denimBlack: "#2e3036",
  stitch: "#d19a45",
  cobalt: "#31509c",
  sage: "#a3b09a",
  camel: "#b98a5a",
  greige: "#cbc2b3",
  burgundy: "#6e2433",
  rose: "#d98f8a",
  lilac: "#c9bcd9",
  mustard: "#d8a23b",
  coral: "#e27a62",
  saleRed: "#c81f2d",
  shadow: "#000000",
} as const;

export interface Palette {
  background: string;
  surface: string;
  surfaceStrong: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  /** The one accent: sale prices, the active nav underline, small highlights. */
  accent: string;
  /** Filled buttons. */
  buttonBg: string;
  buttonText: string;
  focus: string;
  danger: string;
  success: string;
  overlay: string;
  /** Behind a modal dialog. */
  scrim: string;
  /** Filled rating stars. */
  star: string;
  /** Text on the accent colour (the bag's count badge). */
  accentText: string;
}

const light: Palette = {
  background: "#ffffff",
  surface: "#f6f4f1",
  surfaceStrong: "#ece8e2",
  text: "#1a1a1a",
  textMuted: "#5f5f5f",
  border: "#e3e0db",
  borderStrong: "#1a1a1a",
  accent: "#d4001a",
  buttonBg: "#1a1a1a",
  buttonText: "#ffffff",
  focus: "#1a1a1a",
  danger: "#c8102e",
  success: "#1e7b3c",
  overlay: "rgba(0, 0, 0, 0.04)",
  scrim: "rgba(20, 20, 20, 0.48)",
  star: "#1a1a1a",
  accentText: "#ffffff",
};

const dark: Palette = {
  background: "#0e0e0e",
  surface: "#181818",
  surfaceStrong: "#242424",
  text: "#f2f0ed",
  textMuted: "#a8a39c",
  border: "#2c2c2c",
  borderStrong: "#f2f0ed",
  accent: "#ff4b5c",
  buttonBg: "#f2f0ed",
  buttonText: "#0e0e0e",
  focus: "#f2f0ed",
  danger: "#ff6b6b",
  success: "#5fd08a",
  overlay: "rgba(255, 255, 255, 0.06)",
  scrim: "rgba(0, 0, 0, 0.66)",
  star: "#f2f0ed",
  accentText: "#0e0e0e",
};

export interface AppTheme {
  mode: "light" | "dark";
  colors: Palette;
  art: typeof art;
  fonts: typeof fonts;
  space: typeof space;
  layout: typeof layout;
  motion: typeof motion;
  breakpoints: typeof breakpoints;
  media: Record<Breakpoint, string>;
}

const base = { art, fonts, space, layout, motion, breakpoints, media };

export const lightTheme: AppTheme = { ...base, mode: "light", colors: light };
export const darkTheme: AppTheme = { ...base, mode: "dark", colors: dark };
