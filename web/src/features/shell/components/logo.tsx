import { Link } from "react-router";
import styled from "styled-components";
import { BRAND } from "../../../lib/brand";

const StyledLogo = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 20px;
  font-weight: 600;
  letter-spacing: 0.2em;
  margin-right: -0.2em;

  ${({ theme }) => theme.media.sm} {
    font-size: 24px;
    letter-spacing: 0.28em;
    margin-right: -0.28em;
  }
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
`;

export interface LogoProps {
  to: string;
}

export function Logo({ to }: LogoProps) {
  return (
    <StyledLogo to={to} aria-label={`${BRAND} home`} data-testid="logo">
      {BRAND}
    </StyledLogo>
  );
}
