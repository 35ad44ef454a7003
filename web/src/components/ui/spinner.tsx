import styled, { keyframes } from "styled-components";

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: currentColor;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

const StyledPageSpinner = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  min-height: 50vh;
  color: ${({ theme }) => theme.colors.text};
`;

export interface SpinnerProps {
  size?: number;
}

/** A decorative spinner; pair it with text or use PageSpinner, which announces itself. */
export function Spinner({ size = 18 }: SpinnerProps) {
  return <StyledSpinner $size={size} aria-hidden="true" />;
}

export interface PageSpinnerProps {
  label?: string;
}

export function PageSpinner({ label = "Loading" }: PageSpinnerProps) {
  return (
    <StyledPageSpinner role="status" aria-label={label} data-testid="page-spinner">
      <Spinner size={32} />
    </StyledPageSpinner>
  );
}
