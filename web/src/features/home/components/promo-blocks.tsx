import { Link } from "react-router";
import styled from "styled-components";
import { Artwork, type ArtVariant } from "./artwork";
import { caps, display, stack } from "../../../styles/typography";

interface Promo {
  title: string;
  to: string;
  art: ArtVariant;
  line?: string;
}

const categories: readonly Promo[] = [
  { title: "Ladies", to: "/ladies-page", art: "ladies" },
  { title: "Men", to: "/men-page", art: "men" },
  { title: "Kids & Baby", to: "/kids-page", art: "kids" },
];

const edits: readonly Promo[] = [
  { title: "Preppy edit", to: "/Preppy luxe", art: "preppy", line: "Rugby stripes, crisp shirting and cable knits." },
  { title: "New utilitarian", to: "/New-utilitarian", art: "utilitarian", line: "Pocketed jackets and hard-wearing cottons." },
  { title: "Adorables 2-8Y", to: "/Kids2-8y", art: "adorables", line: "Playful prints in soft cotton for little ones." },
  { title: "New neutrals", to: "/New neutrals", art: "neutrals", line: "Oat, stone and sand: calm tones that layer." },
];

const StyledSection = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.layout.gutter} 0;
`;

const StyledSectionHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${caps(13, 0.18)}
  text-align: center;
`;

const StyledCategoryGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const StyledEditGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledTile = styled(Link)`
  position: relative;
  ${stack("sm")}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover [data-art]::after { transform: scale(1.04) translateY(-1%); }
`;

const StyledCategoryArt = styled(Artwork)`
  aspect-ratio: 1 / 1;

  ${({ theme }) => theme.media.sm} { aspect-ratio: 3 / 4; }
`;

const StyledCategoryLabel = styled.span`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg};
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.art.white};
  color: ${({ theme }) => theme.art.ink};
  ${caps(13, 0.16)}
  white-space: nowrap;
`;

const StyledEditArt = styled(Artwork)`
  aspect-ratio: 4 / 5;

  ${({ theme }) => theme.media.md} { aspect-ratio: 1 / 1; }
`;

const StyledEditTitle = styled.h3`
  ${display("clamp(26px, 3vw, 34px)")}
`;

const StyledEditLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

const StyledShopNow = styled.span`
  align-self: flex-start;
  ${caps(12, 0.16)}
  border-bottom: 1px solid currentColor;
  padding-bottom: 2px;
`;

export function CategoryBlocks() {
  return (
    <StyledSection aria-labelledby="categories-title">
      <StyledSectionHeading id="categories-title">Shop by category</StyledSectionHeading>
      <StyledCategoryGrid>
        {categories.map((promo) => (
          <li key={promo.title}>
            <StyledTile to={promo.to} data-testid="promo-block">
              <StyledCategoryArt variant={promo.art} />
              <StyledCategoryLabel>{promo.title}</StyledCategoryLabel>
            </StyledTile>
          </li>
        ))}
      </StyledCategoryGrid>
    </StyledSection>
  );
}

export function EditBlocks() {
  return (
    <StyledSection aria-labelledby="edits-title">
      <StyledSectionHeading id="edits-title">The edits</StyledSectionHeading>
      <StyledEditGrid>
        {edits.map((promo) => (
          <li key={promo.title}>
            <StyledTile to={promo.to} data-testid="promo-block">
              <StyledEditArt variant={promo.art} />
              <StyledEditTitle>{promo.title}</StyledEditTitle>
              {promo.line && <StyledEditLine>{promo.line}</StyledEditLine>}
              <StyledShopNow aria-hidden="true">Shop now</StyledShopNow>
            </StyledTile>
          </li>
        ))}
      </StyledEditGrid>
    </StyledSection>
  );
}
