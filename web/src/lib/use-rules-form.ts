import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A resolver whose issues about the whole form (a rule with no field, e.g. "At least one field is
 * required to update") land in `errors.root`, where react-hook-form keeps form-level messages,
 * instead of under a field named "".
 */
export function wholeFormErrors<Input extends FieldValues, Context, Output>(resolver: Resolver<Input, Context, Output>): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { [""]: whole, ...fields } = result.errors as Record<string, FieldError | undefined>;
    if (!whole) return result;
    return { values: {}, errors: { ...fields, root: whole } } as Awaited<ReturnType<Resolver<Input, Context, Output>>>;
  };
}

/**
 * react-hook-form with its zod resolver on one of the rules' schemas (@store/rules): the same
 * rules and messages as the server's, checked on submit, then again as a field changes. The
 * submit handler gets the schema's output (trimmed, normalised). Adds props for the store's
 * TextField and CheckboxField, and a way to show the server's messages under their fields.
 */
export function useRulesForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: z.input<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: wholeFormErrors(zodResolver(schema as never) as Resolver<z.input<S>, unknown, z.output<S>>),
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
  const { errors } = form.formState;
  type Name = Path<z.input<S>>;
  const messageOf = (name: Name) => (errors as Record<string, FieldError | undefined>)[name]?.message;

  /** Props for a TextField named `name`. */
  const text = (name: Name) => ({ ...form.register(name), error: messageOf(name) });
  /** Props for a CheckboxField named `name`. */
  const checkbox = (name: Name) => ({ ...form.register(name), error: messageOf(name) });

  /** Shows the server's messages under the fields this form has; answers whether any was. */
  const showFieldErrors = (fields: Record<string, string>) => {
    const known = Object.entries(fields).filter(([name]) => name in (defaultValues as object));
    for (const [name, message] of known) form.setError(name as Name, { type: "server", message });
    return known.length > 0;
  };

  return { ...form, errors, text, checkbox, showFieldErrors, formMessage: errors.root?.message };
}
