import styled from "styled-components";
import { IconButton } from "./icon-button";
import { MinusIcon, PlusIcon } from "./icons";

const StyledStepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};

  output {
    min-width: 36px;
    text-align: center;
    font-size: 14px;
    font-variant-numeric: tabular-nums;
  }
`;

/** IconButton's square variant: the stepper's frame is square. */
const StyledStep = styled(IconButton)`
  border-radius: 0;

  &:hover:disabled { background: none; }
  &:disabled { cursor: not-allowed; opacity: 0.35; }
  &:focus-visible { outline-offset: -2px; }
`;

export interface QuantityStepperProps {
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  canIncrease: boolean;
  /** What is being counted, for screen readers: "Quantity of Linen Shirt, size M". */
  label: string;
  busy?: boolean;
}

/** − count +, each button disabled at its limit. */
export function QuantityStepper({ value, onDecrease, onIncrease, canDecrease, canIncrease, label, busy = false }: QuantityStepperProps) {
  return (
    <StyledStepper role="group" aria-label={label} aria-busy={busy || undefined} data-testid="quantity">
      <StyledStep type="button" onClick={onDecrease} disabled={!canDecrease || busy} aria-label="Decrease quantity" data-testid="quantity-decrease">
        <MinusIcon size={16} />
      </StyledStep>
      <output aria-live="polite" data-testid="quantity-value">
        {value}
      </output>
      <StyledStep type="button" onClick={onIncrease} disabled={!canIncrease || busy} aria-label="Increase quantity" data-testid="quantity-increase">
        <PlusIcon size={16} />
      </StyledStep>
    </StyledStepper>
  );
}
