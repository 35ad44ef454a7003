import { zodResolver } from "@hookform/resolvers/zod";
import { CATALOG_MESSAGES, newProductRules, productChangesRules, typeMessage } from "@store/rules";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { useForm, type FieldErrors, type FieldValues, type Resolver } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { useCategories } from "../api/categories-query";
import { checkImage } from "../api/upload-image";
import { FileField, SelectField, TextAreaField } from "./form-controls";
import { stack } from "../../../styles/typography";

export interface ProductFormValues {
  title: string;
  price: string;
  description: string;
  category: string;
  materials: string;
  careguide: string;
  /** The total; with sizes, the sum of their counts (typing it spreads it over them). */
  stock: string;
  /** Comma-separated, as the seller types them. */
  sizes: string;
  /** The count of each size, as typed (issue 27: each size has its own stock). */
  sizeStock: Record<string, string>;
}

type TextName = Exclude<keyof ProductFormValues, "sizeStock">;
type FieldName = keyof ProductFormValues | "image";
export type ProductFormErrors = Partial<Record<FieldName, string>>;

export const emptyProductValues: ProductFormValues = { title: "", price: "", description: "", category: "", materials: "", careguide: "", stock: "", sizes: "", sizeStock: {} };

/** "S, M ,, L" → ["S", "M", "L"]: split on commas, each trimmed, blanks dropped. */
export const parseSizes = (text: string) => text.split(",").map((size) => size.trim()).filter(Boolean);
export const joinSizes = (sizes: readonly string[]) => sizes.join(", ");

/** One count spread over sizes as the server spreads it: evenly, the remainder to the first sizes. */
export function spreadCounts(total: number, sizes: readonly string[]): Record<string, string> {
  const each = Math.floor(total / sizes.length);
  return Object.fromEntries(sizes.map((size, position) => [size, String(each + (position < total % sizes.length ? 1 : 0))]));
}

/** The counts per size, in the order of the sizes typed, for the API. */
export const sizeStockOf = (values: ProductFormValues) => parseSizes(values.sizes).map((size) => ({ size, stock: Number(values.sizeStock[size] ?? 0) }));

const isCount = (text: string) => /^\d+$/.test(text.trim()) && Number(text) <= 1_000_000;

const LABELS: Record<FieldName, string> = {
  title: "Title",
  price: "Price",
  description: "Description",
  category: "Category",
  materials: "Materials",
  careguide: "Careguide",
  stock: "Stock",
  sizes: "Sizes",
  sizeStock: "Stock per size",
  image: "Image",
};


const StyledForm = styled.form`
  ${stack("md")}
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
  padding-top: ${({ theme }) => theme.space.md};
`;

const StyledSizeCounts = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: 14px;
    font-weight: 600;
  }

  > div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(84px, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledSizeCountsError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledHeading = styled.h1`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: 22px;
  font-weight: 600;
  letter-spacing: 0.06em;
`;

export interface ProductFormProps {
  heading: string;
  submitLabel: string;
  initial: ProductFormValues;
  /** Every field required (creating), or none (updating: blanks mean "keep"). */
  required: boolean;
  submitting: boolean;
  testId: string;
  /** Saves; answers the server's messages per field, if any. */
  onSubmit: (values: ProductFormValues, image: File | null) => Promise<ProductFormErrors | void>;
  /** Shown above the image field, e.g. the current picture. */
  imagePreview?: ReactNode;
}

/** What the resolver needs besides the values: whether every field is required, and the picture chosen. */
interface ProductFormContext {
  required: boolean;
  image: File | null;
}

const resolvers = {
  create: zodResolver(newProductRules.omit({ imageId: true }), { error: typeMessage }),
  update: zodResolver(productChangesRules, { error: typeMessage }),
};

/** The first message in a resolver's (possibly nested) error for one field. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  for (const inner of Object.values(error)) {
    const message = firstMessage(inner);
    if (message) return message;
  }
  return undefined;
}

/**
 * The server's own rules and messages (@store/rules) through react-hook-form's zod resolver: every
 * field when creating; when updating, only the fields filled in (blanks keep the product's value).
 * The values are checked as the API takes them (sizes a list, a count per size); the form's own
 * values are what a valid submit hands on. The picture is checked here too.
 */
const productResolver: Resolver<ProductFormValues, ProductFormContext> = async (values, context, options) => {
  const { required, image } = context ?? { required: true, image: null };
  const sizes = parseSizes(values.sizes);
  const { sizeStock, ...texts } = values;
  const typed = {
    ...texts,
    sizes: sizes.length > 0 ? sizes : undefined,
    sizeStock: sizes.length > 0 ? sizes.map((size) => ({ size, stock: sizeStock[size] ?? "" })) : undefined,
  };
  const filled = Object.fromEntries(Object.entries(typed).filter(([, value]) => (typeof value === "string" ? value.trim() !== "" : value !== undefined)));
  const resolve = (required ? resolvers.create : resolvers.update) as unknown as Resolver<FieldValues, ProductFormContext>;
  const result = await resolve(required ? typed : filled, context, options as never);
  const errors: ProductFormErrors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, firstMessage(error)]));
  if (required && !image) errors.image = CATALOG_MESSAGES.imageRequired;
  const imageProblem = image ? checkImage(image) : undefined;
  if (imageProblem) errors.image = imageProblem;
  const found = Object.entries(errors).filter(([, message]) => message);
  if (found.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(found.map(([field, message]) => [field, { type: "rules", message }])) as FieldErrors<ProductFormValues> };
};

/** The product's fields, for creating one and for updating it; at most 400px wide. */
export function ProductForm({ heading, submitLabel, initial, required, submitting, testId, onSubmit, imagePreview }: ProductFormProps) {
  const categories = useCategories();
  const [image, setImage] = useState<File | null>(null);
  const form = useForm<ProductFormValues, ProductFormContext>({ resolver: productResolver, context: { required, image }, defaultValues: initial });
  // The fields are controlled here (a change may change others: sizes from the category, counts from the total).
  const values = form.watch();
  const errors: ProductFormErrors = Object.fromEntries(Object.entries(form.formState.errors).map(([field, error]) => [field, firstMessage(error)]));
  const clearErrors = (...fields: (keyof ProductFormValues | "image")[]) => form.clearErrors(fields as never);
  /** Puts the next values in the form, field by field. */
  const setValues = (update: (current: ProductFormValues) => ProductFormValues) => {
    const next = update(form.getValues());
    for (const [name, value] of Object.entries(next) as [keyof ProductFormValues, ProductFormValues[keyof ProductFormValues]][]) form.setValue(name, value);
  };

  // Whether the counts per size are the seller's own (typed, or the product's as loaded) rather
  // than a spread of the total: a change of sizes then keeps them, else the total is spread again.
  const [countsOwn, setCountsOwn] = useState(Object.keys(initial.sizeStock).length > 0);

  const categorySizes = (name: string) => joinSizes(categories.find((category) => category.name === name)?.sizes ?? []);

  /** The counts for the sizes now typed: a spread of the total, or the counts kept (new sizes 0) and the total their sum. */
  const recount = (next: ProductFormValues, own: boolean): ProductFormValues => {
    const sizes = parseSizes(next.sizes);
    if (sizes.length === 0) return { ...next, sizeStock: {} };
    if (!own) return isCount(next.stock) ? { ...next, sizeStock: spreadCounts(Number(next.stock), sizes) } : { ...next, sizeStock: {} };
    const sizeStock = Object.fromEntries(sizes.map((size) => [size, next.sizeStock[size] ?? "0"]));
    const counts = Object.values(sizeStock);
    return { ...next, sizeStock, stock: counts.every(isCount) ? String(counts.reduce((sum, count) => sum + Number(count), 0)) : next.stock };
  };

  const change = (name: TextName, value: string) => {
    // Typing a total spreads it over the sizes; the counts are no longer the seller's own.
    const own = name === "stock" ? false : countsOwn;
    if (own !== countsOwn) setCountsOwn(own);
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The chosen category's sizes are a starting point, as long as the seller has not typed their own.
      if (name === "category") {
        const untouched = !current.sizes.trim() || joinSizes(parseSizes(current.sizes)) === categorySizes(current.category);
        if (untouched) next.sizes = categorySizes(value);
      }
      return name === "stock" || name === "sizes" || name === "category" ? recount(next, own) : next;
    });
    clearErrors(name, ...(name === "stock" || name === "sizes" ? (["sizeStock"] as const) : []));
  };

  const changeCount = (size: string, value: string) => {
    setCountsOwn(true);
    setValues((current) => recount({ ...current, sizeStock: { ...current.sizeStock, [size]: value } }, true));
    clearErrors("sizeStock", "stock");
  };

  const sizes = parseSizes(values.sizes);

  const field = (name: TextName) => ({
    name,
    label: LABELS[name],
    value: values[name],
    error: errors[name],
    required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(name, event.target.value),
  });

  const handleSubmit = form.handleSubmit(async (checked) => {
    const fromServer = await onSubmit(checked, image);
    for (const [field, message] of Object.entries(fromServer ?? {})) if (message) form.setError(field as keyof ProductFormValues, { type: "server", message });
  });

  return (
    <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)} aria-labelledby={`${testId}-heading`} data-testid={testId}>
      <StyledHeading id={`${testId}-heading`}>{heading}</StyledHeading>
      <TextField {...field("title")} autoComplete="off" />
      <TextField {...field("price")} type="number" inputMode="numeric" min={1} step={1} />
      <TextAreaField {...field("description")} />
      <SelectField {...field("category")}>
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.name} value={category.name}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField {...field("materials")} rows={3} />
      <TextAreaField {...field("careguide")} rows={3} />
      <TextField {...field("sizes")} hint="Comma-separated, e.g. S, M, L" autoComplete="off" />
      <TextField {...field("stock")} type="number" inputMode="numeric" min={0} step={1} hint={sizes.length > 0 ? "All sizes together: a number typed here is spread over them" : undefined} />
      {sizes.length > 0 && (
        <StyledSizeCounts data-testid="size-stock" aria-describedby={errors.sizeStock ? `${testId}-size-stock-error` : undefined}>
          <legend>{LABELS.sizeStock}</legend>
          <div>
            {sizes.map((size) => (
              <TextField
                key={size}
                name={`size-stock-${size}`}
                label={size}
                value={values.sizeStock[size] ?? ""}
                onChange={(event) => changeCount(size, event.target.value)}
                aria-invalid={errors.sizeStock && !isCount(values.sizeStock[size] ?? "") ? true : undefined}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
              />
            ))}
          </div>
          {errors.sizeStock && (
            <StyledSizeCountsError id={`${testId}-size-stock-error`} data-testid="size-stock-error">
              {errors.sizeStock}
            </StyledSizeCountsError>
          )}
        </StyledSizeCounts>
      )}
      {imagePreview}
      <FileField
        name="image"
        label={LABELS.image}
        accept="image/*"
        required={required}
        error={errors.image}
        onChange={(event) => {
          setImage(event.target.files?.[0] ?? null);
          clearErrors("image");
        }}
      />
      <Button type="submit" block loading={submitting} data-testid="submit">
        {submitLabel}
      </Button>
    </StyledForm>
  );
}
