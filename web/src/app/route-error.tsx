import { isRouteErrorResponse, useRouteError } from "react-router";
import styled from "styled-components";
import { Button } from "../components/ui/button";
import { DocumentTitle } from "../components/ui/document-title";
import { NotFound } from "../components/ui/not-found";

const StyledError = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 100vh;
  padding: ${({ theme }) => theme.layout.gutter};
  text-align: center;

  h1 { font-size: 20px; font-weight: 600; letter-spacing: 0.08em; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A page that broke (or whose bundle could not load, e.g. after a deploy): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <StyledError role="alert">
      <DocumentTitle title="Something went wrong" />
      <h1>Something went wrong</h1>
      <p>The page could not be shown. Reloading usually helps.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </StyledError>
  );
}
