import { FooterLegal, StyledFooter, StyledFooterInner } from "./footer-parts";

/** The quieter footer of the seller and admin workspaces. */
export function WorkspaceFooter() {
  return (
    <StyledFooter data-testid="site-footer">
      <StyledFooterInner>
        <FooterLegal />
      </StyledFooterInner>
    </StyledFooter>
  );
}
