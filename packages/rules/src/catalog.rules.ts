import { z } from "zod";
import { CATALOG_MESSAGES, PRODUCT_LIMITS } from "./catalog.messages";

const L = PRODUCT_LIMITS;
const M = CATALOG_MESSAGES;

/** `{Label} is required` for a field that is absent, null or empty text; the fallback (a wrong type) otherwise. */
const missingOr = (label: string, wrong?: string, verb = "is") => ({
  error: (issue: { input?: unknown }) => (issue.input == null || issue.input === "" ? `${label} ${verb} required` : wrong),
});

const productText = (label: string, max: number) => z.string(missingOr(label)).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Numbers arrive as JSON numbers (GraphQL) or as text (legacy multipart forms); other text is out of range. */
const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;
const wholeNumber = (label: string, { min, max }: { min: number; max: number }, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && NUMERIC.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input == null || issue.input === "" ? `${label} is required` : typeof issue.input === "string" ? message : undefined) })
      .int(message)
      .min(min, message)
      .max(max, message),
  );

/** A product's sizes: a list of text, each trimmed, 1 to 20 characters, at most 20, without repeats. */
export const productSizes = () =>
  z
    .array(z.string({ error: M.sizesNotText }), missingOr("Sizes", M.sizesNotText, "are"))
    .transform((sizes) => sizes.map((size) => size.trim()))
    .superRefine((sizes, ctx) => {
      if (sizes.length > L.sizes) ctx.addIssue({ code: "custom", message: M.tooManySizes });
      else if (sizes.some((size) => size.length === 0 || size.length > L.sizeLength)) ctx.addIssue({ code: "custom", message: M.sizeLength });
    })
    .transform((sizes) => [...new Set(sizes)]);

/** A number sent as a JSON number or as numeric text (legacy forms); anything else is NaN. */
const numberFrom = (value: unknown) => (typeof value === "number" ? value : typeof value === "string" && NUMERIC.test(value) ? Number(value) : Number.NaN);

/**
 * Each size with its own stock (issue 27): the sizes follow the rules of a size list, each counted
 * once, each count a whole number in the stock's range, and together no more than the stock's maximum.
 */
export const productSizeStock = () =>
  z.array(z.unknown(), { error: M.sizeStockShape }).transform((entries, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (entries.some((entry) => typeof entry !== "object" || entry === null)) return fail(M.sizeStockShape);
    const rows = entries as { size?: unknown; stock?: unknown }[];
    const sizes = productSizes().safeParse(rows.map((row) => row.size));
    if (!sizes.success) return fail(sizes.error.issues[0]?.message ?? M.sizesNotText);
    if (sizes.data.length !== rows.length) return fail(M.sizeCountedTwice);
    const counts = rows.map((row) => numberFrom(row.stock));
    if (counts.some((count) => !Number.isInteger(count) || count < L.stock.min || count > L.stock.max)) return fail(M.sizeStockRange);
    if (counts.reduce((all, count) => all + count, 0) > L.stock.max) return fail(M.sizeStockTotal);
    return sizes.data.map((size, index) => ({ size, stock: counts[index] }));
  });
export type SizeCount = { size: string; stock: number };

/**
 * The fields a seller writes, in the order their messages are reported. Every field is required
 * when creating; when updating, absent (or null) fields keep their value. Whether the category is
 * one of the store's and the picture the seller's are the service's to look up.
 */
const productShape = {
  title: productText("Title", L.title),
  description: productText("Description", L.description),
  materials: productText("Materials", L.materials),
  careguide: productText("Care guide", L.careguide),
  price: wholeNumber("Price", L.price, M.priceRange),
  stock: wholeNumber("Stock", L.stock, M.stockRange),
  category: z.string(missingOr("Category", M.unknownCategory)).min(1, "Category is required"),
  sizes: productSizes(),
};

/** null means absent: the field keeps its value. */
const keep = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (value === null ? undefined : value), schema.optional());

export const newProductRules = z.object({ ...productShape, sizeStock: keep(productSizeStock()), imageId: z.string(missingOr("Image", M.imageNotFound)).min(1, M.imageRequired) });
export type NewProduct = z.output<typeof newProductRules>;
/** A new product with counts per size: they stand for both the sizes and the stock, so neither is required beside them. */
export const newProductPerSizeRules = newProductRules.extend({ stock: keep(productShape.stock), sizes: keep(productShape.sizes) });
export const productChangesRules = z.object({
  title: keep(productShape.title),
  description: keep(productShape.description),
  materials: keep(productShape.materials),
  careguide: keep(productShape.careguide),
  price: keep(productShape.price),
  stock: keep(productShape.stock),
  category: keep(productShape.category),
  sizes: keep(productShape.sizes),
  sizeStock: keep(productSizeStock()),
  imageId: keep(z.string({ error: M.imageNotFound })),
});
export type ProductChanges = z.output<typeof productChangesRules>;

/** The orders a shopper may list a grid or search results in. */
export const PRODUCT_SORTS = ["newest", "price-asc", "price-desc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const priceBound = (key: "minPrice" | "maxPrice") => {
  const message = `${key} must be a whole number of rupees from 0 to ${L.price.max}`;
  return z.number({ error: message }).int(message).min(0, message).max(L.price.max, message).nullish();
};

/** A shopper's sort of a grid or search results: a bad one is a clear refusal, never an empty grid. */
export const sortRules = z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(", ")}` }).nullish();

const validBound = (value: number | null | undefined): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= L.price.max;
/** A shopper's filter: a size offered, a price range (whole rupees, inclusive). */
export const filterRules = z
  .object({
    size: z
      .string({ error: `size must be 1 to ${L.sizeLength} characters` })
      .refine((size) => size.trim().length > 0 && size.length <= L.sizeLength, `size must be 1 to ${L.sizeLength} characters`)
      .nullish(),
    minPrice: priceBound("minPrice"),
    maxPrice: priceBound("maxPrice"),
  })
  .refine(({ minPrice, maxPrice }) => !validBound(minPrice) || !validBound(maxPrice) || minPrice <= maxPrice, { message: "maxPrice must not be below minPrice", path: ["maxPrice"] });
export type ProductFilter = z.input<typeof filterRules>;

/** A search: 1 to 100 characters once trimmed. */
export const searchRules = z.string().trim().min(1, M.searchEmpty).max(L.search, M.searchTooLong);
