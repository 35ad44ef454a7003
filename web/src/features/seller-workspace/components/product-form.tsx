import { useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
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
  stock: string;
  /** Comma-separated, as the seller types them. */
  sizes: string;
}

type FieldName = keyof ProductFormValues | "image";
export type ProductFormErrors = Partial<Record<FieldName, string>>;

export const emptyProductValues: ProductFormValues = { title: "", price: "", description: "", category: "", materials: "", careguide: "", stock: "", sizes: "" };

/** "S, M ,, L" → ["S", "M", "L"]: split on commas, each trimmed, blanks dropped. */
export const parseSizes = (text: string) => text.split(",").map((size) => size.trim()).filter(Boolean);
export const joinSizes = (sizes: readonly string[]) => sizes.join(", ");

const LABELS: Record<FieldName, string> = {
  title: "Title",
  price: "Price",
  description: "Description",
  category: "Category",
  materials: "Materials",
  careguide: "Careguide",
  stock: "Stock",
  sizes: "Sizes",
  image: "Image",
};

/** The server's bounds and messages, checked here first. */
const NUMBER_RULES = {
  price: { min: 1, max: 10_000_000, message: "Price must be a whole number of rupees from 1 to 10000000" },
  stock: { min: 0, max: 1_000_000, message: "Stock must be a whole number from 0 to 1000000" },
} as const;

const StyledForm = styled.form`
  ${stack("md")}
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
  padding-top: ${({ theme }) => theme.space.md};
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

function validate(values: ProductFormValues, image: File | null, required: boolean): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (required) {
    for (const name of Object.keys(values) as (keyof ProductFormValues)[]) {
      const blank = name === "sizes" ? parseSizes(values.sizes).length === 0 : !values[name].trim();
      if (blank) errors[name] = name === "sizes" ? "Sizes are required" : `${LABELS[name]} is required`;
    }
    if (!image) errors.image = "Image is required";
  }
  for (const name of ["price", "stock"] as const) {
    const { min, max, message } = NUMBER_RULES[name];
    const text = values[name].trim();
    if (text && !errors[name] && !(/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max)) errors[name] = message;
  }
  const imageProblem = image ? checkImage(image) : undefined;
  if (imageProblem) errors.image = imageProblem;
  return errors;
}

/** The product's fields, for creating one and for updating it; at most 400px wide. */
export function ProductForm({ heading, submitLabel, initial, required, submitting, testId, onSubmit, imagePreview }: ProductFormProps) {
  const categories = useCategories();
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProductFormErrors>({});

  const categorySizes = (name: string) => joinSizes(categories.find((category) => category.name === name)?.sizes ?? []);

  const change = (name: keyof ProductFormValues, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // The chosen category's sizes are a starting point, as long as the seller has not typed their own.
      if (name === "category") {
        const untouched = !current.sizes.trim() || joinSizes(parseSizes(current.sizes)) === categorySizes(current.category);
        if (untouched) next.sizes = categorySizes(value);
      }
      return next;
    });
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: keyof ProductFormValues) => ({
    name,
    label: LABELS[name],
    value: values[name],
    error: errors[name],
    required,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => change(name, event.target.value),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values, image, required);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const fromServer = await onSubmit(values, image);
    if (fromServer) setErrors(fromServer);
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} aria-labelledby={`${testId}-heading`} data-testid={testId}>
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
      <TextField {...field("stock")} type="number" inputMode="numeric" min={0} step={1} />
      <TextField {...field("sizes")} hint="Comma-separated, e.g. S, M, L" autoComplete="off" />
      {imagePreview}
      <FileField
        name="image"
        label={LABELS.image}
        accept="image/*"
        required={required}
        error={errors.image}
        onChange={(event) => {
          setImage(event.target.files?.[0] ?? null);
          setErrors((current) => ({ ...current, image: undefined }));
        }}
      />
      <Button type="submit" block loading={submitting} data-testid="submit">
        {submitLabel}
      </Button>
    </StyledForm>
  );
}
