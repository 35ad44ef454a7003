import type { ReactNode } from "react";
import { NavLink } from "react-router";
import styled from "styled-components";
import { Logo } from "./logo";

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: background-color ${({ theme }) => theme.motion.base};
`;

const StyledBar = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    "logo actions"
    "nav nav";
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr auto 1fr;
    grid-template-areas: "logo nav actions";
    min-height: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const StyledLogoSlot = styled.div`
  grid-area: logo;
  display: flex;
  align-items: center;
  min-height: 60px;
`;

const StyledNav = styled.nav`
  grid-area: nav;
  margin: 0 calc(-1 * ${({ theme }) => theme.layout.gutter});
  overflow-x: auto;
  scrollbar-width: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &::-webkit-scrollbar { display: none; }

  ul {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space.lg};
    width: max-content;
    min-width: 100%;
    margin: 0;
    padding: 0 ${({ theme }) => theme.layout.gutter};
    list-style: none;
  }

  ${({ theme }) => theme.media.lg} {
    margin: 0;
    overflow: visible;
    border-top: 0;
    ul { gap: ${({ theme }) => theme.space.xl}; padding: 0; }
  }
`;

const StyledNavLink = styled(NavLink)`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
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
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  &:hover::after { transform: scaleX(1); }

  &.active::after {
    transform: scaleX(1);
    height: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }

  /* Inset, so the scrolling strip on small screens does not clip it. */
  &:focus-visible { outline-offset: -2px; }
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 2px;
`;

export interface NavItem {
  to: string;
  label: string;
  testId: string;
}

export interface HeaderFrameProps {
  logoTo: string;
  navLabel: string;
  nav: readonly NavItem[];
  actions: ReactNode;
  testId: string;
}

/** Logo, uppercase navigation, icon actions: the layout every header shares. */
export function HeaderFrame({ logoTo, navLabel, nav, actions, testId }: HeaderFrameProps) {
  return (
    <StyledHeader data-testid={testId}>
      <StyledBar>
        <StyledLogoSlot>
          <Logo to={logoTo} />
        </StyledLogoSlot>
        <StyledNav aria-label={navLabel}>
          <ul>
            {nav.map((item) => (
              <li key={item.to}>
                <StyledNavLink to={item.to} data-testid={item.testId}>
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
