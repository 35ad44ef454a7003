import { NavLink } from "react-router";
import styled from "styled-components";

const items = [
  { to: "/seller/seller-home", label: "DASHBOARD" },
  { to: "/seller/seller-product", label: "MANAGE PRODUCTS" },
  { to: "/seller/create-product", label: "CREATE PRODUCTS" },
  { to: "/seller/get-orders-seller", label: "YOUR ORDERS" },
  { to: "/seller/update-order-status", label: "UPDATE STATUS" },
] as const;

const StyledNav = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
    scrollbar-width: none;

    ${({ theme }) => theme.media.lg} {
      flex-direction: column;
      gap: 0;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const StyledLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-decoration: none;
  white-space: nowrap;

  &:hover { background: ${({ theme }) => theme.colors.overlay}; }
  &.active { background: ${({ theme }) => theme.colors.buttonBg}; color: ${({ theme }) => theme.colors.buttonText}; }

  ${({ theme }) => theme.media.lg} {
    min-height: 52px;
    border-width: 0 0 1px;
  }
`;

/** The workspace's way around: the dashboard, products and orders. */
export function SellerSideNav() {
  return (
    <StyledNav aria-label="Seller workspace" data-testid="seller-side-nav">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <StyledLink to={item.to} end>
              {item.label}
            </StyledLink>
          </li>
        ))}
      </ul>
    </StyledNav>
  );
}
