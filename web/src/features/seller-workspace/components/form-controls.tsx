import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import styled, { css } from "styled-components";
import { StyledField, StyledFieldError, StyledLabel } from "../../../components/ui/field";

// The product form's textarea, select and file input, drawn like components/ui's TextField.

const control = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 15px;

  &:hover:not(:disabled) { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)}; }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 112px;
  padding-top: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  line-height: 1.5;
  resize: vertical;
`;

export const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${control}
  height: 48px;
  cursor: pointer;
`;

const StyledFile = styled.input<{ $invalid: boolean }>`
  ${control}
  padding: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

interface LabelledProps {
  label: string;
  name: string;
  error?: string;
  children: (ids: { id: string; describedBy?: string }) => ReactNode;
}

/** A label, the control, and its message, wired for screen readers. */
function Labelled({ label, name, error, children }: LabelledProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {children({ id, describedBy: error ? errorId : undefined })}
      {error && (
        <StyledFieldError id={errorId} data-testid={`${name}-error`}>
          {error}
        </StyledFieldError>
      )}
    </StyledField>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  name: string;
  error?: string;
}

export function TextAreaField({ label, name, error, ...rest }: TextAreaFieldProps) {
  return (
    <Labelled label={label} name={name} error={error}>
      {({ id, describedBy }) => (
        <StyledTextArea id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} data-testid={`${name}-input`} {...rest} />
      )}
    </Labelled>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  name: string;
  error?: string;
  children: ReactNode;
}

export function SelectField({ label, name, error, children, ...rest }: SelectFieldProps) {
  return (
    <Labelled label={label} name={name} error={error}>
      {({ id, describedBy }) => (
        <StyledSelect id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} data-testid={`${name}-input`} {...rest}>
          {children}
        </StyledSelect>
      )}
    </Labelled>
  );
}

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: string;
  name: string;
  error?: string;
}

export function FileField({ label, name, error, ...rest }: FileFieldProps) {
  return (
    <Labelled label={label} name={name} error={error}>
      {({ id, describedBy }) => (
        <StyledFile type="file" id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} $invalid={Boolean(error)} data-testid={`${name}-input`} {...rest} />
      )}
    </Labelled>
  );
}
