import styled from "styled-components";
import { Button } from "../components/ui/button";
import { DocumentTitle } from "../components/ui/document-title";

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

export interface RouteErrorProps {
  error: unknown;
}

/** A page that broke (or whose bundle could not load, e.g. after a deploy): offer a reload. */
export function RouteError({ error }: RouteErrorProps) {
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
