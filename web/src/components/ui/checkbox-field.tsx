import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styled from "styled-components";
import { StyledField, StyledFieldError } from "./field";

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: 14px;
  line-height: 1.45;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.buttonBg};
  }
`;

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  name: string;
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ name, label, error, ...rest }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <StyledField>
      <StyledRow>
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={`${name}-input`}
          {...rest}
        />
        <label htmlFor={id}>{label}</label>
      </StyledRow>
      {error && (
        <StyledFieldError id={errorId} data-testid={`${name}-error`}>
          {error}
        </StyledFieldError>
      )}
    </StyledField>
  );
}
