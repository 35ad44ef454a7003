import type { CSSProperties } from "react";
import { Link } from "react-router";
import styled, { css, keyframes } from "styled-components";
import { DrawnPicture } from "../../../components/ui/drawn-picture";
import { visuallyHidden } from "../../../components/ui/visually-hidden";
import { formatCampaignPrice, pinPosition, STAGE, type Look } from "./campaign-looks";

/**
 * A campaign picture with its hotspots: the tall drawing on phones, the wide one from md, and
 * one set of pins whose places switch with them. Each pin is a link to its product, showing
 * the campaign's price; its name opens beside it on hover and focus.
 */

const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.55; }
  70%, 100% { transform: scale(2.1); opacity: 0; }
`;

const StyledStage = styled.div`
  position: relative;
  aspect-ratio: ${STAGE.tall.width} / ${STAGE.tall.height};
  overflow: hidden;

  ${({ theme }) => theme.media.md} { aspect-ratio: ${STAGE.wide.width} / ${STAGE.wide.height}; }
`;

const StyledDrawing = styled.div`
  position: absolute;
  inset: 0;
`;

/** Under the pin on phones (the picture is narrow); beside it, on the emptier side, from md. */
const StyledTag = styled.span<{ $side: "left" | "right" }>`
  position: absolute;
  top: 36px;
  left: 50%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  transform: translateX(-50%);
  background: ${({ theme }) => theme.art.white};
  color: ${({ theme }) => theme.art.ink};
  box-shadow: 0 6px 20px ${({ theme }) => theme.art.shadow}26;
  white-space: nowrap;
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    top: 50%;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    transform: translateY(-50%);
    ${({ $side }) =>
      $side === "right"
        ? css`
            left: 40px;
            align-items: flex-start;
          `
        : css`
            left: auto;
            right: 40px;
            align-items: flex-end;
          `}
  }
`;

/** Phones show the price only (the name is still read out); wider screens show both. */
const StyledTagTitle = styled.span`
  ${visuallyHidden}
  font-size: 13px;
  line-height: 1.3;

  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }
`;

const StyledTagPrice = styled.span`
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.02em;

  ${({ theme }) => theme.media.md} { font-size: 13px; }
`;

const StyledHotspot = styled(Link)`
  position: absolute;
  left: var(--x-tall);
  top: var(--y-tall);
  z-index: 1;
  width: 30px;
  height: 30px;
  margin: -15px 0 0 -15px;
  color: ${({ theme }) => theme.art.ink};
  text-decoration: none;

  ${({ theme }) => theme.media.md} {
    left: var(--x-wide);
    top: var(--y-wide);
  }

  /* The pin: a white disc with a dot, and a ring that breathes out of it. */
  &::before,
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: 50%;
  }

  &::before {
    background: ${({ theme }) => theme.art.white};
    animation: ${pulse} 2.4s ${({ theme }) => theme.motion.easing} infinite;
  }

  &::after {
    background: radial-gradient(circle, ${({ theme }) => theme.art.ink} 0 4px, ${({ theme }) => theme.art.white} 4.5px);
    box-shadow: 0 2px 10px ${({ theme }) => theme.art.shadow}40;
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  &:hover::after,
  &:focus-visible::after { transform: scale(1.15); }

  &:hover ${StyledTagTitle},
  &:focus-visible ${StyledTagTitle} { text-decoration: underline; text-underline-offset: 3px; }

  &:hover,
  &:focus-visible { z-index: 2; }

  &:focus-visible { outline: none; }
  &:focus-visible ${StyledTag} { outline: 2px solid ${({ theme }) => theme.art.ink}; outline-offset: 2px; }
`;

export interface StageHotspot {
  look: Look;
  productId: string;
  title: string;
}

export interface CampaignStageProps {
  /** Accessible name of the picture as a whole. */
  label: string;
  /** The pictures' URLs (picture-urls.ts). */
  wide: string;
  tall: string;
  hotspots: readonly StageHotspot[];
}

export function CampaignStage({ label, wide, tall, hotspots }: CampaignStageProps) {
  return (
    <StyledStage role="group" aria-label={label} data-testid="campaign-stage">
      <StyledDrawing>
        <DrawnPicture src={tall} wide={wide} />
      </StyledDrawing>
      {hotspots.map(({ look, productId, title }) => {
        const atWide = pinPosition(look, "wide");
        const atTall = pinPosition(look, "tall");
        const place = {
          "--x-wide": `${atWide.x}%`,
          "--y-wide": `${atWide.y}%`,
          "--x-tall": `${atTall.x}%`,
          "--y-tall": `${atTall.y}%`,
        } as CSSProperties;
        return (
          <StyledHotspot key={look.key} to={`/productDetails/${productId}`} style={place} data-testid="hotspot" data-product-id={productId} data-look={look.key}>
            <StyledTag $side={look.side}>
              <StyledTagTitle>{title}</StyledTagTitle>
              <StyledTagPrice data-testid="hotspot-price">{formatCampaignPrice(look.price)}</StyledTagPrice>
            </StyledTag>
          </StyledHotspot>
        );
      })}
    </StyledStage>
  );
}
