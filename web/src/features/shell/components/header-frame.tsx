import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import styled from "styled-components";
import { IconButton } from "../../../components/ui/icon-button";
import { CloseIcon, MenuIcon } from "../../../components/ui/icons";
import { Logo } from "./logo";

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: background-color ${({ theme }) => theme.motion.base};
`;

// Phones: menu button, logo, actions; the navigation opens below as a list. From md up, the
// navigation is a row under the logo; from xl up, one row between logo and actions (below xl a
// signed-in shopper's navigation and actions do not fit beside the logo: issue 26).
const StyledBar = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    "menu logo actions"
    "nav nav nav";
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto;
    grid-template-areas:
      "logo actions"
      "nav nav";
  }

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: 1fr auto 1fr;
    grid-template-areas: "logo nav actions";
    column-gap: ${({ theme }) => theme.space.lg};
    min-height: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const StyledLogoSlot = styled.div`
  grid-area: logo;
  display: flex;
  align-items: center;
  min-height: 60px;
`;

const StyledMenuButton = styled(IconButton)`
  grid-area: menu;
  margin: 0 ${({ theme }) => theme.space.xs} 0 -8px;

  ${({ theme }) => theme.media.md} { display: none; }
`;

const StyledNav = styled.nav<{ $open: boolean }>`
  grid-area: nav;
  display: ${({ $open }) => ($open ? "block" : "none")};
  margin: 0 calc(-1 * ${({ theme }) => theme.layout.gutter});
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.layout.gutter};
    list-style: none;
  }

  /* Items that only the small phone's menu carries (their icons show from sm). */
  ${({ theme }) => theme.media.sm} {
    li[data-compact-only] { display: none; }
  }

  ${({ theme }) => theme.media.md} {
    display: block;

    ul {
      flex-direction: row;
      justify-content: center;
      gap: ${({ theme }) => theme.space.lg};
      padding-block: 0;
    }
  }

  ${({ theme }) => theme.media.xl} {
    margin: 0;
    border-top: 0;
    ul { gap: ${({ theme }) => theme.space.lg}; padding: 0; }
  }

  ${({ theme }) => theme.media.xxl} {
    ul { gap: ${({ theme }) => theme.space.xl}; }
  }
`;

const StyledNavLink = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 4px;
  font-size: 13px;
  font-weight: 500;
  letter-spacing: 0.14em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &::after {
    content: "";
    position: absolute;
    left: 4px;
    right: 4px;
    bottom: 8px;
    height: 1px;
    background: currentColor;
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  &:hover::after { transform: scaleX(1); }

  &.active::after {
    transform: scaleX(1);
    height: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }

  &:focus-visible { outline-offset: -2px; }

  ${({ theme }) => theme.media.md} {
    display: inline-flex;
    min-height: 44px;
    &::after { transform-origin: center; }
  }
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;

  /* A 320 px phone holds the menu, the logo and three icons only at 36 px each. */
  & > a,
  & > button {
    width: 36px;
    height: 36px;
  }

  ${({ theme }) => theme.media.sm} {
    & > a,
    & > button {
      width: 40px;
      height: 40px;
    }
  }
`;

export interface NavItem {
  to: string;
  label: string;
  testId: string;
  /** Only in a small phone's menu, where the header has no room for the item's icon. */
  compactOnly?: boolean;
}

export interface HeaderFrameProps {
  logoTo: string;
  navLabel: string;
  nav: readonly NavItem[];
  actions: ReactNode;
  testId: string;
}

/**
 * Logo, uppercase navigation, icon actions: the layout every header shares. On a phone the
 * navigation sits behind a menu button (Escape closes it, focus returns to the button).
 */
export function HeaderFrame({ logoTo, navLabel, nav, actions, testId }: HeaderFrameProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (open) navRef.current?.querySelector("a")?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <StyledHeader data-testid={testId} onKeyDown={onKeyDown}>
      <StyledBar>
        {nav.length > 0 && (
          <StyledMenuButton
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={navId}
            aria-label="Menu"
            onClick={() => setOpen((current) => !current)}
            data-testid="menu-button"
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </StyledMenuButton>
        )}
        <StyledLogoSlot>
          <Logo to={logoTo} />
        </StyledLogoSlot>
        <StyledNav id={navId} ref={navRef} aria-label={navLabel} $open={open}>
          <ul>
            {nav.map((item) => (
              <li key={item.to} data-compact-only={item.compactOnly || undefined}>
                <StyledNavLink to={item.to} data-testid={item.testId} onClick={() => setOpen(false)}>
                  {item.label}
                </StyledNavLink>
              </li>
            ))}
          </ul>
        </StyledNav>
        <StyledActions>{actions}</StyledActions>
      </StyledBar>
    </StyledHeader>
  );
}
