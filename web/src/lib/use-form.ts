import { useCallback, useState, type ChangeEvent } from "react";

export type FormValues = Record<string, string | boolean>;
export type FormErrors<T extends FormValues> = Partial<Record<keyof T & string, string>>;

/**
 * A form's values and its messages under fields. Validation runs on submit; editing a field
 * clears its message.
 */
export function useForm<T extends FormValues>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, type, value } = event.target;
    const next = type === "checkbox" ? (event.target as HTMLInputElement).checked : value;
    setValues((current) => ({ ...current, [name]: next }));
    setErrors((current) => (current[name as keyof T & string] ? { ...current, [name]: undefined } : current));
  }, []);

  /** Props for a text input named `name`. */
  const text = (name: keyof T & string) => ({ name, value: String(values[name] ?? ""), onChange, error: errors[name] });

  /** Props for a checkbox named `name`. */
  const checkbox = (name: keyof T & string) => ({ name, checked: Boolean(values[name]), onChange, error: errors[name] });

  /** Keeps only the server's messages for fields this form has. */
  const showFieldErrors = useCallback(
    (fields: Record<string, string>) => {
      const known = Object.fromEntries(Object.entries(fields).filter(([name]) => name in initial)) as FormErrors<T>;
      setErrors(known);
      return Object.keys(known).length > 0;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `initial` only names the fields; its values do not matter here
    [],
  );

  return { values, errors, setErrors, text, checkbox, showFieldErrors };
}

/** True when a validation result has at least one message. */
export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
