import { Link } from "react-router";
import styled from "styled-components";
import { BagIcon, HeartIcon, PersonIcon } from "../../../components/ui/icons";
import { HeaderFrame, type NavItem } from "./header-frame";
import { ThemeToggle } from "./theme-toggle";

const StyledIconLink = styled(Link)`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:hover { background: ${({ theme }) => theme.colors.overlay}; }
`;

const shopNav: readonly NavItem[] = [
  { to: "/ladies-page", label: "LADIES", testId: "nav-ladies" },
  { to: "/men-page", label: "MEN", testId: "nav-men" },
  { to: "/kids-page", label: "KIDS", testId: "nav-kids" },
  { to: "/about", label: "ABOUT", testId: "nav-about" },
  { to: "/contact", label: "CONTACT", testId: "nav-contact" },
];

export interface ShopperHeaderProps {
  /** A shopper is signed in: favourites and bag join the icons, the person goes to the profile. */
  signedIn: boolean;
}

export function ShopperHeader({ signedIn }: ShopperHeaderProps) {
  return (
    <HeaderFrame
      testId={signedIn ? "user-header" : "guest-header"}
      logoTo="/"
      navLabel="Shop"
      nav={shopNav}
      actions={
        <>
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
              <StyledIconLink to="/user/wishlist" aria-label="Favourites" title="Favourites" data-testid="header-wishlist">
                <HeartIcon />
              </StyledIconLink>
              <StyledIconLink to="/user/cart" aria-label="Shopping bag" title="Shopping bag" data-testid="header-cart">
                <BagIcon />
              </StyledIconLink>
            </>
          )}
          <ThemeToggle />
        </>
      }
    />
  );
}
