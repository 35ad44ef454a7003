import { Suspense, useEffect, type ReactNode } from "react";
import { Outlet } from "react-router";
import styled from "styled-components";
import { PageSpinner } from "../../components/ui/spinner";
import { visuallyHidden } from "../../components/ui/visually-hidden";
import { useRouteChange } from "../../features/shell/hooks/use-route-change";
import { markPageHydrated } from "../../lib/hydrated";

const StyledSkipLink = styled.a`
  ${visuallyHidden}

  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
    z-index: 100;
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    clip: auto;
    background: ${({ theme }) => theme.colors.buttonBg};
    color: ${({ theme }) => theme.colors.buttonText};
  }
`;

// At least a screen tall, so the footer starts below the fold and stays put while the page's
// bundle and data arrive (no layout shift).
const StyledContent = styled.div`
  flex: 1;
  min-height: 100vh;
  display: flex;
  flex-direction: column;

  &:focus { outline: none; }

  /* A page's heading takes the focus after a route change, for screen readers only. */
  h1[tabindex="-1"]:focus { outline: none; }
`;

/**
 * Marks the document once the page in the frame runs in the browser (`<html data-hydrated>`): it
 * hydrates with the page, in the same boundary. A server-rendered page shows before its code
 * has run; browser tests wait for this before they use it.
 */
function PageHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    markPageHydrated();
  }, []);
  return null;
}

export interface LayoutFrameProps {
  header: ReactNode;
  footer: ReactNode;
}

/** Header, the routed page (its area's bundle loading meanwhile), footer. */
export function LayoutFrame({ header, footer }: LayoutFrameProps) {
  useRouteChange();
  return (
    <>
      <StyledSkipLink href="#content">Skip to content</StyledSkipLink>
      {header}
      <StyledContent id="content" tabIndex={-1}>
        <Suspense fallback={<PageSpinner label="Loading the page" />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </StyledContent>
      {footer}
    </>
  );
}
