import { createGlobalStyle } from "styled-components";
import { darkTheme, lightTheme, type AppTheme } from "./theme";

/** What differs between the themes page-wide: the colour scheme, and the page's colours as custom properties. */
const pageColours = (theme: AppTheme) => `
  color-scheme: ${theme.mode};
  --page-background: ${theme.colors.background};
  --page-text: ${theme.colors.text};
  --focus-ring: ${theme.colors.focus};
`;

/**
 * The page-wide rules, with the light theme's colours (the server draws the light page). Their
 * values are fixed when the module loads, not read from the theme as a page renders: a global
 * style that reads the theme is deleted and inserted again by styled-components when the browser
 * first renders it, even with the same rules, and every page's style sheet then changed once more
 * after it showed: Chromium worked out every element's style and painted the whole page again (on
 * a landing page with its drawn scenes, about 45 ms of style and 95 ms of painting per load).
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    ${pageColours(lightTheme)}
    -webkit-text-size-adjust: 100%;
  }

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

  :focus-visible {
    outline: 2px solid var(--focus-ring);
    outline-offset: 3px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;

/**
 * The dark theme's page colours, rendered beside GlobalStyle while the dark theme is on. `:root`
 * outranks GlobalStyle's `html`, wherever styled-components places the two in the sheet.
 */
export const DarkGlobalStyle = createGlobalStyle`
  :root {
    ${pageColours(darkTheme)}
  }
`;
