import { badInput } from "../common/errors";
import { ORDER_STATUSES } from "../orders/order.entity";
import { SELLER_STATUSES } from "../orders/order-status";
import { type RestRoute, route } from "./route";
import { CATALOG_MESSAGES, newProductRules, ORDER_MESSAGES, productChangesRules } from "@store/rules";
import { done, ok, okMessage, requiredByService, text, z } from "./schema";
import { ImageJson, imageJson, PopulatedOrderJson, populatedOrderJson, ProductJson, productJson, RequestJson, requestJson } from "./shapes";

const TAG = "Seller workspace";

/** Legacy sizes: a JSON list (create form) or comma-separated text (update form); each trimmed, blanks dropped. */
function legacySizes(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.trim().startsWith("[")) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value
    .split(",")
    .map((size) => size.trim())
    .filter(Boolean);
}

// The product forms are the rules' own fields (@store/rules), under the legacy names (`careguid`,
// and the update form's `size`), with the legacy ways of sending the sizes. They were made before
// zod-to-openapi extended zod, so they carry their descriptions with zod's own `.meta()`.
const NEW = newProductRules.shape;
const CHANGE = productChangesRules.shape;
/** How the legacy forms' one stock number meets per-size stock (issue 27). */
const STOCK_SPREAD = "The product's stock, one number: spread over its sizes evenly, the remainder to the first sizes (7 over S, M, L is 3, 2, 2), as the migration to stock per size did. The GraphQL API takes a count per size (`sizeStock`).";
/** The create form: multipart text fields, `sizes` as a JSON list or comma-separated text, and the picture. */
const createForm = z.object({
  title: NEW.title,
  price: NEW.price,
  description: NEW.description,
  category: NEW.category.meta({ description: "One of the store's categories." }),
  materials: NEW.materials,
  careguid: NEW.careguide.meta({ description: "The care guide (the original API's spelling)." }),
  stock: NEW.stock.meta({ description: STOCK_SPREAD }),
  sizes: z.preprocess(legacySizes, NEW.sizes).meta({ description: 'A JSON list (`["S","M"]`) or comma-separated text.' }),
}).meta({ required: ["title", "price", "description", "category", "materials", "careguid", "stock", "sizes"] });

/**
 * The update form sends all eight fields, empty text for what the seller left empty: "Update
 * product: no required fields", so empty text (or blanks) means "leave it as it is", like a
 * missing field.
 */
const filledIn = <S extends z.ZodType>(schema: S) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);
/** The update form: JSON, every field optional, the sizes as one text field `size`. */
const updateBody = z.object({
  title: filledIn(CHANGE.title),
  price: filledIn(CHANGE.price),
  description: filledIn(CHANGE.description),
  category: filledIn(CHANGE.category),
  materials: filledIn(CHANGE.materials),
  careguid: filledIn(CHANGE.careguide),
  stock: filledIn(CHANGE.stock).meta({ description: STOCK_SPREAD }),
  size: filledIn(z.preprocess(legacySizes, CHANGE.sizes)).meta({ description: "Comma-separated text (or a list)." }),
});

/** The legacy product form's fields under the catalog's names (`careguid` is the care guide). */
function catalogFields({ careguid, sizes, size, ...rest }: Partial<z.output<typeof createForm> & z.output<typeof updateBody>>): Record<string, unknown> {
  return { ...rest, careguide: careguid, sizes: legacySizes(sizes ?? size) };
}

const status = (description: string) => text().openapi({ description });
const idParam = z.object({ id: z.string() });

/** /images, /product and /orders paths of the seller workspace; the rules live in the services. */
export const sellerRoutes: RestRoute[] = [
  route({
    method: "post",
    path: "/images",
    tag: TAG,
    summary: "Uploads a picture (multipart, field `image`, at most 5 MB)",
    description: "The picture is decoded and re-encoded as WebP in several widths; what is not a picture is refused.",
    access: "SELLER",
    body: { form: z.object({}), image: "required" },
    status: 201,
    answer: ok(ImageJson),
    failures: { 400: `${CATALOG_MESSAGES.imageRequired}, or the file is not a picture`, 413: "Image must be 5 MB or smaller" },
    handle: async ({ account, file, services, origin }) => {
      if (!file) throw badInput(CATALOG_MESSAGES.imageRequired, { image: CATALOG_MESSAGES.imageRequired });
      return { success: true as const, data: imageJson(await services.images.upload(file.buffer, account.id), origin) };
    },
  }),
  route({
    method: "post",
    path: "/product/create-product",
    tag: TAG,
    summary: "Creates a product from the multipart form, picture included",
    description:
      "Every field is required; each missing one is named under `errors` ('Title is required', ...). `stock` is spread over the sizes (the ones sent, else the category's): evenly, the remainder to the first sizes; the answer's `sizeStock` shows each size's count.",
    access: "SELLER",
    body: { form: createForm, image: "required" },
    status: 201,
    answer: okMessage(ProductJson),
    failures: { 400: "A field is missing or out of range", 413: "Image must be 5 MB or smaller" },
    handle: async ({ account, body, file, services, origin }) => {
      if (!file) throw badInput(CATALOG_MESSAGES.imageRequired, { image: CATALOG_MESSAGES.imageRequired });
      return { success: true as const, message: CATALOG_MESSAGES.productCreated, data: productJson(await services.catalog.createProduct(account, catalogFields(body), file.buffer), origin) };
    },
  }),
  route({
    method: "get",
    path: "/product/get-seller-products",
    tag: TAG,
    summary: "The seller's own products, newest first, under both `products` and `data.products`",
    description: "The list page reads `products`, the dashboard `data.products`: the answer carries both.",
    access: "SELLER",
    answer: z.object({ success: z.literal(true), products: z.array(ProductJson), data: z.object({ products: z.array(ProductJson) }) }),
    handle: async ({ account, services, origin }) => {
      const products = (await services.catalog.allSellerProducts(account)).map((product) => productJson(product, origin));
      return { success: true as const, products, data: { products } };
    },
  }),
  // GET /product/{id} (the update screen's read) shares its path with a category's list: see catalog.routes.
  route({
    method: "put",
    path: "/product/update-product/:id",
    tag: TAG,
    summary: "Changes the fields sent of one of the seller's products",
    description:
      "No field is required: a field left out, null or empty text (`\"\"`) stays as it is. Numbers may come as numeric text (`\"1399\"`); `size` is the sizes as comma-separated text. A `stock` sent is spread over the product's sizes (evenly, the remainder to the first sizes); without one, sizes kept keep their counts and new sizes start at 0.",
    access: "SELLER",
    params: idParam,
    body: { json: updateBody },
    answer: okMessage(ProductJson),
    failures: { 404: CATALOG_MESSAGES.productNotFound },
    handle: async ({ account, params, body, services, origin }) => ({
      success: true as const,
      message: CATALOG_MESSAGES.productUpdated,
      data: productJson(await services.catalog.updateProduct(account, params.id, catalogFields(body)), origin),
    }),
  }),
  route({
    method: "delete",
    path: "/product/delete-product/:productId",
    tag: TAG,
    summary: "Deletes one of the seller's products (past orders keep their copy)",
    access: "SELLER",
    params: z.object({ productId: z.string() }),
    answer: done(),
    failures: { 404: CATALOG_MESSAGES.productNotFound },
    handle: async ({ account, params, services }) => {
      await services.catalog.deleteProduct(account, params.productId);
      return { success: true as const, message: CATALOG_MESSAGES.productDeleted };
    },
  }),

  route({
    method: "get",
    path: "/orders/get-seller-orders",
    tag: TAG,
    summary: "The seller's orders, newest first",
    access: "SELLER",
    answer: ok(z.array(PopulatedOrderJson)),
    handle: async ({ account, services, origin }) => ({ success: true as const, data: (await services.orders.allForSeller(account)).map((order) => populatedOrderJson(order, origin)) }),
  }),
  route({
    method: "post",
    path: "/orders/get-seller-orders-by-status",
    tag: TAG,
    summary: "The seller's orders in one status (an empty status means all)",
    access: "SELLER",
    body: { json: z.object({ status: status(`One of ${ORDER_STATUSES.join(", ")}; empty for all.`) }) },
    answer: ok(z.array(PopulatedOrderJson)),
    handle: async ({ account, body, services, origin }) => ({ success: true as const, data: (await services.orders.allForSeller(account, body.status)).map((order) => populatedOrderJson(order, origin)) }),
  }),
  route({
    method: "put",
    path: "/orders/orders/:id/status",
    tag: TAG,
    summary: "Moves one of the seller's orders on, while it can be updated",
    description: "Setting delivered locks the order; a locked order needs the admin's permission (a permission request).",
    access: "SELLER",
    params: idParam,
    body: { json: requiredByService({ status: status(`One of ${SELLER_STATUSES.join(", ")}.`) }, ["status"]) },
    answer: okMessage(PopulatedOrderJson),
    failures: { 404: ORDER_MESSAGES.orderNotFound, 409: "The order is locked: ask the admin's permission" },
    handle: async ({ account, params, body, services, origin }) => ({
      success: true as const,
      message: "Order status updated successfully",
      data: populatedOrderJson(await services.orders.updateStatusBySeller(account, params.id, body.status), origin),
    }),
  }),
  route({
    method: "post",
    path: "/orders/permission-request",
    tag: TAG,
    summary: "Asks the admin's permission to change a locked order",
    description: "Without a status it asks for the order's current one. One pending request per order.",
    access: "SELLER",
    body: { json: requiredByService({ orderId: text(), status: status(`One of ${SELLER_STATUSES.join(", ")}; empty for the order's current status.`) }, ["orderId"]) },
    status: 201,
    answer: okMessage(RequestJson),
    failures: { 404: ORDER_MESSAGES.orderNotFound, 409: "The order can still be updated, or a request is already pending" },
    handle: async ({ account, body, services }) => ({
      success: true as const,
      message: "Permission request sent",
      data: requestJson(await services.requests.create(account, body.orderId ?? "", body.status)),
    }),
  }),
];
