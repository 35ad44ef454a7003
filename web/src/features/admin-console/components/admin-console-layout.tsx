import { useEffect, useRef } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import styled from "styled-components";
import { Page } from "../../../components/ui/page";
import { usePendingRequestsLive } from "../api/use-pending-requests-live";

const CONSOLE_NAV = [
  { to: "/admin/admin-dashboard", label: "DASHBOARD", testId: "side-nav-dashboard" },
  { to: "/admin/get-sellers", label: "MANAGE SELLERS", testId: "side-nav-sellers" },
  { to: "/admin/get-all-users", label: "MANAGE USERS", testId: "side-nav-users" },
  { to: "/admin/admin-products", label: "PRODUCTS", testId: "side-nav-products" },
  { to: "/admin/get-all-orders", label: "ORDERS", testId: "side-nav-orders" },
  { to: "/admin/pending-requests", label: "PENDING REQUESTS", testId: "side-nav-requests" },
] as const;

const StyledConsole = styled(Page)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledSideNav = styled.nav`
  /* A scrolling strip on small screens, a column beside the page from lg. */
  position: relative;
  margin: 0 calc(-1 * ${({ theme }) => theme.layout.gutter});
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &::-webkit-scrollbar { display: none; }

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    width: max-content;
    margin: 0;
    padding: 0 ${({ theme }) => theme.layout.gutter};
    list-style: none;
  }

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
    align-self: start;
    margin: ${({ theme }) => theme.space.md} 0 0;
    overflow: visible;
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};

    ul { flex-direction: column; width: auto; padding: 0; }
  }
`;

const StyledSideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-bottom: 2px solid transparent;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.14em;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;

  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &.active { color: ${({ theme }) => theme.colors.text}; border-bottom-color: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline-offset: -2px; }

  ${({ theme }) => theme.media.lg} {
    padding: 0 ${({ theme }) => theme.space.md} 0 0;
    border-bottom: 0;
    border-right: 2px solid transparent;
    margin-right: -1px;

    &.active { border-right-color: ${({ theme }) => theme.colors.accent}; }
  }
`;

const StyledContent = styled.div`
  min-width: 0;
`;

/** The console's frame: the side navigation beside whichever console page is open. */
export function AdminConsoleLayout() {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  usePendingRequestsLive();
  // On a phone the navigation is a strip wider than the screen: bring the open page's link into it.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>("a.active");
    if (nav && active && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <StyledConsole data-testid="admin-console">
      <StyledSideNav ref={navRef} aria-label="Admin console">
        <ul>
          {CONSOLE_NAV.map((item) => (
            <li key={item.to}>
              <StyledSideLink to={item.to} data-testid={item.testId}>
                {item.label}
              </StyledSideLink>
            </li>
          ))}
        </ul>
      </StyledSideNav>
      <StyledContent>
        <Outlet />
      </StyledContent>
    </StyledConsole>
  );
}
