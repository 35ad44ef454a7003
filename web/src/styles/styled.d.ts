import "styled-components";
import type { AppTheme } from "./theme";

declare module "styled-components" {
  // Lets every styled component read the tokens with their types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- styled-components' DefaultTheme is extended by declaration merging
  export interface DefaultTheme extends AppTheme {}
}
