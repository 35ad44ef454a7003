import styled from "styled-components";
import { useHydrated } from "../../../lib/hydrated";
import { visuallyHidden } from "../../../components/ui/visually-hidden";
import { caps } from "../../../styles/typography";

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    ${caps(12, 0.14)}
  }
`;

const StyledOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledOption = styled.label`
  position: relative;

  input { ${visuallyHidden} }

  span {
    display: grid;
    place-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 13px;
    cursor: pointer;
    transition: border-color ${({ theme }) => theme.motion.fast}, background-color ${({ theme }) => theme.motion.fast};
  }

  &:hover span { border-color: ${({ theme }) => theme.colors.borderStrong}; }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.buttonBg};
    color: ${({ theme }) => theme.colors.buttonText};
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* None left: struck through, and it cannot be chosen. */
  input:disabled + span {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }

  &:hover input:disabled + span { border-color: ${({ theme }) => theme.colors.border}; }
`;

export interface SizeSelectorProps {
  sizes: readonly string[];
  /** The sizes with none left: shown struck through, and they cannot be chosen. */
  soldOut?: ReadonlySet<string>;
  value: string | null;
  onChange: (size: string) => void;
}

/** One choice among the product's sizes, as a radio group (Enter chooses as well as Space). */
export function SizeSelector({ sizes, soldOut, value, onChange }: SizeSelectorProps) {
  // The chosen size lives in the address, which only the app writes: nothing to choose before it runs.
  const hydrated = useHydrated();
  return (
    <StyledFieldset data-testid="size-selector">
      <legend>Select size</legend>
      <StyledOptions>
        {sizes.map((size) => {
          const out = soldOut?.has(size) ?? false;
          return (
            <StyledOption key={size} data-sold-out={out || undefined}>
              <input
                type="radio"
                name="size"
                value={size}
                checked={value === size}
                disabled={out || !hydrated}
                aria-label={out ? `${size}, sold out` : undefined}
                onChange={() => onChange(size)}
                // Radios take Space and the arrows; Enter chooses too, as shoppers expect of a box that looks like a button.
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  onChange(size);
                }}
                data-testid={`size-option-${size}`}
              />
              <span>{size}</span>
            </StyledOption>
          );
        })}
      </StyledOptions>
    </StyledFieldset>
  );
}
