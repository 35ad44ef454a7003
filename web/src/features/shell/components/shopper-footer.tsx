import { Link } from "react-router";
import styled from "styled-components";
import { FooterLegal, StyledFooter, StyledFooterInner } from "./footer-parts";
import { stack } from "../../../styles/typography";

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledColumn = styled.nav`
  h2 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.16em;
  }

  ul {
    ${stack("xs")}
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;

    &:hover { color: ${({ theme }) => theme.colors.text}; text-decoration: underline; text-underline-offset: 3px; }
  }
`;

interface FooterLink {
  to: string;
  label: string;
  testId?: string;
}

const columns: ReadonlyArray<{ heading: string; links: readonly FooterLink[] }> = [
  {
    heading: "SHOP",
    links: [
      { to: "/ladies-page", label: "Ladies" },
      { to: "/men-page", label: "Men" },
      { to: "/kids-page", label: "Kids" },
      { to: "/sales-page", label: "Sale", testId: "footer-sale" },
      { to: "/transitional-fits", label: "Transitional fits", testId: "footer-transitional-fits" },
      { to: "/denim-roundup", label: "Denim round-up", testId: "footer-denim-roundup" },
      { to: "/", label: "Home" },
    ],
  },
  {
    heading: "COMPANY",
    links: [{ to: "/about", label: "About us" }],
  },
  {
    heading: "HELP",
    links: [{ to: "/contact", label: "Customer service" }],
  },
  {
    heading: "PARTNERS",
    links: [
      { to: "/seller/login", label: "SELLER LOGIN", testId: "footer-seller-login" },
      { to: "/admin/login", label: "ADMIN LOGIN", testId: "footer-admin-login" },
    ],
  },
];

export function ShopperFooter() {
  return (
    <StyledFooter data-testid="site-footer">
      <StyledFooterInner>
        <StyledColumns>
          {columns.map((column) => (
            <StyledColumn key={column.heading} aria-labelledby={`footer-${column.heading.toLowerCase()}`}>
              <h2 id={`footer-${column.heading.toLowerCase()}`}>{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} data-testid={link.testId}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </StyledColumn>
          ))}
        </StyledColumns>
        <FooterLegal />
      </StyledFooterInner>
    </StyledFooter>
  );
}
