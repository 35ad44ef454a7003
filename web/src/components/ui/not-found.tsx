import { Link } from "react-router";
import styled from "styled-components";
import { PageStatus } from "../../lib/page-head";
import { DocumentTitle } from "./document-title";
import { caps } from "../../styles/typography";

const StyledNotFound = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 60vh;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.layout.gutter};
  text-align: center;
`;

const StyledCode = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(96px, 18vw, 180px);
  line-height: 0.9;
  /* Large text: at least 3:1 against the page, light or dark. */
  color: ${({ theme }) => theme.colors.textMuted};
  user-select: none;
`;

const StyledHeading = styled.h1`
  font-size: 22px;
  font-weight: 600;
  letter-spacing: 0.18em;
`;

const StyledHome = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.buttonBg};
  color: ${({ theme }) => theme.colors.buttonText};
  ${caps(13)}
  text-decoration: none;

  &:hover { opacity: 0.86; }
`;

/** What every role sees for a path that names nothing (a 404 from the server): the way home is always `/`. */
export function NotFound() {
  return (
    <StyledNotFound data-testid="not-found">
      <DocumentTitle title="Page not found" />
      <PageStatus status={404} />
      <StyledCode aria-hidden="true">404</StyledCode>
      <StyledHeading>PAGE NOT FOUND</StyledHeading>
      <StyledHome to="/">Back to home</StyledHome>
    </StyledNotFound>
  );
}
