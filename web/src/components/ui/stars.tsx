import { useState } from "react";
import styled from "styled-components";
import { StarIcon } from "./icons";
import { visuallyHidden } from "./visually-hidden";

export const MAX_STARS = 5;

const StyledStars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};

  svg[data-filled="false"] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface StarsProps {
  /** 0 to 5. */
  value: number;
  size?: number;
}

/** A rating out of five: filled stars, then empty ones. */
export function Stars({ value, size = 16 }: StarsProps) {
  return (
    <StyledStars role="img" aria-label={`Rated ${value} out of ${MAX_STARS}`} data-testid="stars" data-rating={value}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <StarIcon key={index} size={size} fill={index < value ? "currentColor" : "none"} data-filled={index < value} />
      ))}
    </StyledStars>
  );
}

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: 13px;
    font-weight: 500;
  }
`;

const StyledChoices = styled.div`
  display: inline-flex;
  gap: 2px;
`;

const StyledChoice = styled.label<{ $lit: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  cursor: pointer;
  color: ${({ theme, $lit }) => ($lit ? theme.colors.star : theme.colors.textMuted)};
  transition: color ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};

  &:hover { transform: scale(1.08); }
  input { ${visuallyHidden} }
  &:has(input:focus-visible) { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

const StyledHiddenText = styled.span`
  ${visuallyHidden}
`;

export interface StarInputProps {
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  legend?: string;
}

/** Choosing 1 to 5 stars, as a radio group; hovering previews a choice. */
export function StarInput({ value, onChange, legend = "Your rating" }: StarInputProps) {
  const [preview, setPreview] = useState(0);
  const shown = preview || value;
  return (
    <StyledFieldset data-testid="star-input" data-rating={value}>
      <legend>{legend}</legend>
      <StyledChoices onMouseLeave={() => setPreview(0)}>
        {Array.from({ length: MAX_STARS }, (_, index) => {
          const stars = index + 1;
          return (
            <StyledChoice key={stars} $lit={stars <= shown} onMouseEnter={() => setPreview(stars)} data-testid={`star-${stars}`}>
              <input type="radio" name="rating" value={stars} checked={value === stars} onChange={() => onChange(stars)} />
              <StyledHiddenText>{stars === 1 ? "1 star" : `${stars} stars`}</StyledHiddenText>
              <StarIcon size={28} fill={stars <= shown ? "currentColor" : "none"} />
            </StyledChoice>
          );
        })}
      </StyledChoices>
    </StyledFieldset>
  );
}
