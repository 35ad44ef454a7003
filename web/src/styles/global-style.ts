import { createGlobalStyle } from "styled-components";
import { pageColours } from "./page-style";
import { darkTheme } from "./theme";

/**
 * The dark theme's page colours, rendered while the dark theme is on, over the light ones of the
 * page's own style (page-style.ts): `:root` outranks its `html`. Fixed when the module loads, not
 * read from the theme as a page renders: styled-components deletes and inserts again a global
 * style that reads the theme the first time the browser renders it, even with the same rules.
 */
export const DarkGlobalStyle = createGlobalStyle`
  :root { ${pageColours(darkTheme)} }
`;
