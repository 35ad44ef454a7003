import type { ReactNode } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { getFragmentData, graphql, type FragmentType } from "../../gql";
import { formatPrice } from "../../lib/format";
import { ResponsiveImage } from "./responsive-image";
import { caps, stack } from "../../styles/typography";

/** What a card reads; any query that lists products spreads it. */
export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    title
    price
    soldOut
    image {
      ...ResponsiveImage_image
    }
  }
`);

/** How wide a card is drawn at each breakpoint of the grid (1, 2, 3, 4 columns). */
const CARD_SIZES = "(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw";

const StyledCard = styled.article`
  position: relative;
  ${stack("sm")}

  img { transition: transform 600ms ${({ theme }) => theme.motion.easing}; }
  &:hover img { transform: scale(1.03); }
`;

const StyledTitle = styled.h2`
  font-size: 14px;
  font-weight: 400;
  line-height: 1.4;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    /* The whole card is the link's hit area. */
    &::after { content: ""; position: absolute; inset: 0; }
    &:focus-visible { outline: none; }
    &:focus-visible::after { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 4px; }
  }
`;

const StyledPrice = styled.p`
  font-size: 14px;
  font-weight: 600;
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** Over the picture's lower corner: nothing is left to buy. */
const StyledSoldOut = styled.p`
  position: absolute;
  left: ${({ theme }) => theme.space.xs};
  top: ${({ theme }) => theme.space.xs};
  padding: 4px 8px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  ${caps(11)}
  pointer-events: none;
`;

/** Sits above the card's stretched link, so a control here gets its own clicks. */
const StyledAction = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  z-index: 1;
`;

export interface ProductCardProps {
  product: FragmentType<typeof ProductCardFragment>;
  /** Cards in the first row are loaded at once; the rest wait until they are near. */
  eager?: boolean;
  /** A control drawn over the picture's corner (a feature's own button, e.g. a favourite toggle). */
  action?: ReactNode;
  /** Where the card leads; the shop's product page unless a workspace says otherwise. */
  to?: string;
  /** A line under the price (a workspace's stock per size). */
  details?: ReactNode;
}

export function ProductCard({ product, eager = false, action, to, details }: ProductCardProps) {
  const { id, title, price, soldOut, image } = getFragmentData(ProductCardFragment, product);
  return (
    <StyledCard data-testid="product-card" data-product-id={id}>
      <ResponsiveImage image={image} alt={title} sizes={CARD_SIZES} eager={eager} />
      <StyledText>
        <StyledTitle>
          <Link to={to ?? `/productDetails/${id}`} data-testid="product-card-link">
            {title}
          </Link>
        </StyledTitle>
        <StyledPrice data-testid="product-card-price">{formatPrice(price)}</StyledPrice>
        {details}
      </StyledText>
      {soldOut && <StyledSoldOut data-testid="sold-out">Sold out</StyledSoldOut>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledCard>
  );
}
