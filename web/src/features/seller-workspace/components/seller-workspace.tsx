import type { ReactNode } from "react";
import styled from "styled-components";
import { useSellerOrderEvents } from "../api/use-seller-order-events";
import { SellerSideNav } from "./seller-side-nav";
import { stack } from "../../../styles/typography";

const StyledWorkspace = styled.div`
  display: grid;
  /* minmax(0, ...): the side navigation scrolls sideways on a phone instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledMain = styled.div`
  ${stack("xl")}
  min-width: 0;
`;

export interface SellerWorkspaceProps {
  children: ReactNode;
}

/** Every workspace page: the side navigation (above the page on a phone, beside it from lg), then the page. */
export function SellerWorkspace({ children }: SellerWorkspaceProps) {
  useSellerOrderEvents();
  return (
    <StyledWorkspace>
      <SellerSideNav />
      <StyledMain>{children}</StyledMain>
    </StyledWorkspace>
  );
}
