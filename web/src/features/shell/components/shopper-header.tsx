import { Link } from "react-router";
import styled from "styled-components";
import { BagIcon, HeartIcon, PersonIcon } from "../../../components/ui/icons";
import { useBagCount } from "../api/header-bag-query";
import { HeaderFrame, type NavItem } from "./header-frame";
import { SearchBox } from "./search-box";
import { ThemeToggle } from "./theme-toggle";

const StyledIconLink = styled(Link)`
  position: relative;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover { background: ${({ theme }) => theme.colors.overlay}; }
`;

/** An icon only from sm up; a small phone's menu carries the same link. */
const StyledWideIconLink = styled(StyledIconLink)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) { display: none; }
`;

const StyledBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 11px;
  font-weight: 600;
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const shopNav: readonly NavItem[] = [
  { to: "/ladies-page", label: "LADIES", testId: "nav-ladies" },
  { to: "/men-page", label: "MEN", testId: "nav-men" },
  { to: "/kids-page", label: "KIDS", testId: "nav-kids" },
  { to: "/about", label: "ABOUT", testId: "nav-about" },
  { to: "/contact", label: "CONTACT", testId: "nav-contact" },
  { to: "/search", label: "SEARCH", testId: "nav-search", compactOnly: true },
];

const shopperNav: readonly NavItem[] = [...shopNav, { to: "/user/wishlist", label: "FAVOURITES", testId: "nav-wishlist", compactOnly: true }];

/** The bag and how many items it holds (Cart.itemCount), for a signed-in shopper. */
function BagLink() {
  const count = useBagCount();
  const label = count ? `Shopping bag, ${count} ${count === 1 ? "item" : "items"}` : "Shopping bag";
  return (
    <StyledIconLink to="/user/cart" aria-label={label} title="Shopping bag" data-testid="header-cart">
      <BagIcon />
      {count !== undefined && count > 0 && (
        <StyledBadge data-testid="header-cart-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </StyledBadge>
      )}
    </StyledIconLink>
  );
}

export interface ShopperHeaderProps {
  /** A shopper is signed in: favourites and bag join the icons, the person goes to the profile. */
  signedIn: boolean;
}

export function ShopperHeader({ signedIn }: ShopperHeaderProps) {
  return (
    <HeaderFrame
      testId={signedIn ? "user-header" : "guest-header"}
      logoTo="/"
      navLabel="Main"
      nav={signedIn ? shopperNav : shopNav}
      actions={
        <>
          <SearchBox />
          <StyledIconLink
            to={signedIn ? "/user/profile" : "/login"}
            aria-label={signedIn ? "My account" : "Sign in"}
            title={signedIn ? "My account" : "Sign in"}
            data-testid="header-account"
          >
            <PersonIcon />
          </StyledIconLink>
          {signedIn && (
            <>
              <StyledWideIconLink to="/user/wishlist" aria-label="Favourites" title="Favourites" data-testid="header-wishlist">
                <HeartIcon />
              </StyledWideIconLink>
              <BagLink />
            </>
          )}
          <ThemeToggle />
        </>
      }
    />
  );
}
