import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";
import { EyeIcon, EyeOffIcon } from "./icons";

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const StyledLabel = styled.label`
  font-size: 13px;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledControl = styled.div`
  position: relative;
  display: flex;
`;

export const StyledInput = styled.input<{ $invalid: boolean; $withAction?: boolean }>`
  width: 100%;
  height: 48px;
  padding: 0 ${({ theme, $withAction }) => ($withAction ? "48px" : theme.space.sm)} 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)}; }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const StyledAction = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  width: 48px;
  height: 48px;
  display: grid;
  place-items: center;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline-offset: -4px; }
`;

export const StyledFieldError = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledHint = styled.p`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  name: string;
  /** A validation message shown under the field. */
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its message underneath, wired for screen readers. */
export function TextField({ label, name, error, hint, type = "text", ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === "password";
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;

  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledControl>
        <StyledInput
          id={id}
          name={name}
          type={isPassword && revealed ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          $withAction={isPassword}
          data-testid={`${name}-input`}
          {...rest}
        />
        {isPassword && (
          <StyledAction
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? "Hide password" : "Show password"}
            aria-pressed={revealed}
            aria-controls={id}
            data-testid="password-toggle"
          >
            {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </StyledAction>
        )}
      </StyledControl>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && (
        <StyledFieldError id={errorId} data-testid={`${name}-error`}>
          {error}
        </StyledFieldError>
      )}
    </StyledField>
  );
}
