import type { ButtonHTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { useHydrated } from "../../lib/hydrated";
import { Spinner } from "./spinner";
import { caps } from "../../styles/typography";

export type ButtonVariant = "primary" | "secondary" | "danger";

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 0;
  ${caps(13)}
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast},
    opacity ${({ theme }) => theme.motion.fast};
  width: ${({ $block }) => ($block ? "100%" : "auto")};

  ${({ $variant, theme }) =>
    $variant === "danger"
      ? css`
          border-color: ${theme.colors.danger};
          background: ${theme.colors.danger};
          color: ${theme.colors.accentText};
          &:hover:not(:disabled) { opacity: 0.86; }
        `
      : $variant === "primary"
      ? css`
          background: ${theme.colors.buttonBg};
          color: ${theme.colors.buttonText};
          &:hover:not(:disabled) { opacity: 0.86; }
        `
      : css`
          background: transparent;
          color: ${theme.colors.text};
          &:hover:not(:disabled) { background: ${theme.colors.overlay}; }
        `}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows a spinner, marks the button busy and disables it. */
  loading?: boolean;
  children: ReactNode;
}

export function Button({ variant = "primary", block = false, loading = false, disabled, type = "button", children, ...rest }: ButtonProps) {
  // A form's submit button works without JavaScript; any other waits for the app.
  const hydrated = useHydrated();
  if (!hydrated && type !== "submit") disabled = true;
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={14} />}
      {children}
    </StyledButton>
  );
}
