import styled from "styled-components";
import { BRAND } from "../../../lib/brand";

export const COPYRIGHT_YEAR = 2025;

export const StyledFooter = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  transition: background-color ${({ theme }) => theme.motion.base};
`;

export const StyledFooterInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.layout.gutter};
`;

const StyledLegal = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};

  p { max-width: 60ch; }
`;

const StyledBrand = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 20px;
  letter-spacing: 0.28em;
  color: ${({ theme }) => theme.colors.text};
`;

/** The statement every footer carries: this store is a student's exercise, not a business. */
export function FooterLegal() {
  return (
    <StyledLegal>
      <StyledBrand aria-hidden="true">{BRAND}</StyledBrand>
      <p data-testid="demo-statement">
        {BRAND} is a student demo project built for learning. It is not affiliated with any brand, and no real customer data
        is collected.
      </p>
      <p data-testid="copyright">
        © {COPYRIGHT_YEAR} {BRAND}. All rights reserved.
      </p>
    </StyledLegal>
  );
}
