// With its extension: vite.config.ts imports this file too, and Vite's config loader wants one.
import { lightTheme, type AppTheme } from "./theme.ts";

/** What differs between the themes page-wide: the colour scheme, and the page's colours as custom properties. */
export const pageColours = (theme: AppTheme): string =>
  `color-scheme: ${theme.mode}; --page-background: ${theme.colors.background}; --page-text: ${theme.colors.text}; --focus-ring: ${theme.colors.focus};`;

/**
 * The page-wide rules, with the light theme's colours (the server draws the light page): a
 * `<style>` of their own in index.html's head (vite-plugins.ts), ahead of styled-components' own.
 * Not a global style of styled-components: as the browser takes over a page the server drew,
 * styled-components replaces the server's `<style>` with its own, and every element a changed rule
 * could match is styled again. Rules on every element (`*`) there made that every element of the
 * page, and Chromium then also painted every drawn scene again (a landing page: about 45 ms of
 * style and 70–95 ms of painting per load). The dark theme's colours are styled-components'
 * (DarkGlobalStyle, global-style.ts).
 */
export const PAGE_STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  html { ${pageColours(lightTheme)} -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: var(--page-background);
    color: var(--page-text);
    font-family: ${lightTheme.fonts.body};
    font-size: 15px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    transition: background-color ${lightTheme.motion.base}, color ${lightTheme.motion.base};
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  h1, h2, h3, h4, p, figure { margin: 0; }
  a { color: inherit; }
  img { display: block; max-width: 100%; height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid var(--focus-ring); outline-offset: 3px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
