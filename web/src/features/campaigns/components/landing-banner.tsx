import type { ReactNode } from "react";
import { Link } from "react-router";
import styled, { css } from "styled-components";
import { keepHyphenated } from "./keep-hyphenated";
import { caps, display } from "../../../styles/typography";

/**
 * A banner of a landing page: a drawn picture and its words, the whole of it one link. The
 * heading holds the link (so its name is the heading) and the link's ::after covers the banner.
 *
 * - hero: copy beside the picture, on a panel in the picture's wall colour
 * - split: the same at half and half, picture on either side
 * - wide: a letterbox picture with the copy laid on its empty side (below it on phones)
 * - tile: a portrait picture with the copy under it, on the page
 */
export type BannerLayout = "hero" | "split" | "wide" | "tile";

/** Panel colours: art tokens, which stay the same in both themes like the picture itself. */
export interface BannerTone {
  background: string;
  text: string;
}

export interface LandingBannerProps {
  to: string;
  layout: BannerLayout;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  art: ReactNode;
  tone: BannerTone;
  /** Picture on the right (split only). */
  reverse?: boolean;
  headingLevel?: "h1" | "h2";
}

const StyledBanner = styled.section<{ $layout: BannerLayout; $tone: BannerTone; $reverse: boolean }>`
  position: relative;
  display: grid;
  overflow: hidden;
  isolation: isolate;

  /* The picture's slow zoom when the banner is hovered. */
  [data-art] { transition: transform 900ms ${({ theme }) => theme.motion.easing}; }
  &:hover [data-art] { transform: scale(1.03); }

  ${({ $layout, $tone, $reverse, theme }) => {
    switch ($layout) {
      case "hero":
        return css`
          background: ${$tone.background};
          color: ${$tone.text};
          ${theme.media.md} {
            grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
            min-height: clamp(420px, 46vw, 640px);
          }
        `;
      case "split":
        return css`
          background: ${$tone.background};
          color: ${$tone.text};
          ${theme.media.md} {
            grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
            min-height: 460px;
            ${$reverse ? "" : css`& > :first-child { order: 1; }`}
          }
        `;
      case "wide":
        return css`
          background: ${$tone.background};
          color: ${$tone.text};
          ${theme.media.md} {
            grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
            min-height: clamp(380px, 44vw, 560px);
          }
        `;
      case "tile":
        return css`
          gap: ${theme.space.md};
          align-content: start;
          color: ${theme.colors.text};
        `;
    }
  }}
`;

const StyledArt = styled.div<{ $layout: BannerLayout }>`
  position: relative;
  overflow: hidden;
  order: -1;

  ${({ $layout, theme }) => {
    switch ($layout) {
      case "hero":
        return css`
          aspect-ratio: 4 / 5;
          ${theme.media.sm} { aspect-ratio: 5 / 4; }
          ${theme.media.md} { order: 0; aspect-ratio: auto; }
        `;
      case "split":
        return css`
          aspect-ratio: 5 / 4;
          ${theme.media.md} { aspect-ratio: auto; order: 0; }
        `;
      case "wide":
        return css`
          aspect-ratio: 4 / 3;
          ${theme.media.sm} { aspect-ratio: 16 / 9; }
          /* The picture spans the banner; the copy lies on its empty left side. */
          ${theme.media.md} {
            position: absolute;
            inset: 0;
            z-index: -1;
            aspect-ratio: auto;
          }
        `;
      case "tile":
        return css`
          aspect-ratio: 4 / 5;
        `;
    }
  }}
`;

const StyledCopy = styled.div<{ $layout: BannerLayout }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  ${({ $layout, theme }) =>
    $layout === "tile"
      ? css`
          gap: ${theme.space.xs};
        `
      : css`
          padding: ${theme.space.xl} ${theme.layout.gutter};
          ${theme.media.md} { padding: ${theme.space.xxl} clamp(32px, 5vw, 72px); }
        `}
`;

const StyledEyebrow = styled.p`
  ${caps(12, 0.2)}
  opacity: 0.85;
`;

const headingSize = {
  hero: "clamp(40px, 5.6vw, 80px)",
  split: "clamp(34px, 4vw, 56px)",
  wide: "clamp(34px, 4.4vw, 64px)",
  tile: "clamp(26px, 2.6vw, 34px)",
} as const;

const StyledHeading = styled.h2<{ $layout: BannerLayout }>`
  ${({ $layout }) => display(headingSize[$layout], 1.02)}
  letter-spacing: -0.01em;
`;

/** The heading is the link; its ::after stretches over the whole banner. */
const StyledLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: 1;
  }

  &:focus-visible { outline: none; }
  &:focus-visible::after { outline: 3px solid currentColor; outline-offset: -6px; }
`;

const StyledText = styled.p<{ $layout: BannerLayout }>`
  max-width: 40ch;
  font-size: ${({ $layout }) => ($layout === "tile" ? "14px" : "16px")};
  line-height: 1.6;
  color: ${({ $layout, theme }) => ($layout === "tile" ? theme.colors.textMuted : "inherit")};
`;

const StyledCta = styled.span<{ $layout: BannerLayout; $tone: BannerTone }>`
  margin-top: ${({ theme }) => theme.space.xs};
  ${caps(12, 0.16)}
  white-space: nowrap;

  ${({ $layout, $tone, theme }) =>
    $layout === "tile"
      ? css`
          padding-bottom: 2px;
          border-bottom: 1px solid currentColor;
        `
      : css`
          display: inline-flex;
          align-items: center;
          min-height: 48px;
          margin-top: ${theme.space.sm};
          padding: 0 ${theme.space.xl};
          border: 1px solid currentColor;
          transition: background-color ${theme.motion.fast}, color ${theme.motion.fast};

          ${StyledBanner}:hover & {
            background: ${$tone.text};
            color: ${$tone.background};
          }
        `}
`;

export function LandingBanner({ to, layout, eyebrow, title, text, cta, art, tone, reverse = false, headingLevel = "h2" }: LandingBannerProps) {
  return (
    <StyledBanner $layout={layout} $tone={tone} $reverse={reverse} data-layout={layout}>
      <StyledCopy $layout={layout}>
        <StyledEyebrow>{eyebrow}</StyledEyebrow>
        <StyledHeading as={headingLevel} $layout={layout}>
          <StyledLink to={to} data-testid="landing-banner">
            {keepHyphenated(title)}
          </StyledLink>
        </StyledHeading>
        <StyledText $layout={layout}>{text}</StyledText>
        <StyledCta $layout={layout} $tone={tone} aria-hidden="true">
          {cta}
        </StyledCta>
      </StyledCopy>
      <StyledArt $layout={layout}>{art}</StyledArt>
    </StyledBanner>
  );
}
