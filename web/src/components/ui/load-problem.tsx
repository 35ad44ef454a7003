import styled from "styled-components";
import { Button } from "./button";

const StyledProblem = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.layout.gutter};
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface LoadProblemProps {
  text: string;
  onRetry: () => void;
}

/** Data that could not be loaded, and a way to ask again. */
export function LoadProblem({ text, onRetry }: LoadProblemProps) {
  return (
    <StyledProblem role="alert" data-testid="load-problem">
      <p>{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StyledProblem>
  );
}
