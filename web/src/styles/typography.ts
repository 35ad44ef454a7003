import { css, type DefaultTheme } from "styled-components";

// The type and layout styles the store repeats everywhere, named once. A styled component reads
// `${caps(12, 0.18)}` where it used to spell the four lines out.

/** Small capitals: eyebrows, labels, badges and button texts. `size` in px, `tracking` in em. */
export const caps = (size: number, tracking = 0.12) => css`
  font-size: ${size}px;
  font-weight: 600;
  letter-spacing: ${tracking}em;
  text-transform: uppercase;
`;

/** A heading in the display face: `size` any CSS font-size (often a clamp()). */
export const display = (size: string, lineHeight = 1.1) => css`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${size};
  font-weight: 400;
  line-height: ${lineHeight};
`;

/** Children one under the other, `gap` apart. */
export const stack = (gap: keyof DefaultTheme["space"]) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[gap]};
`;

/** A row whose first and last children are pushed apart, wrapping when it runs out of room. */
export const spread = (gap: keyof DefaultTheme["space"], align: "center" | "baseline" | "flex-end" | "flex-start" = "center") => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[gap]};
`;
