import { isUuid } from "../common/ids";
import { viewerOf } from "../sessions/session";
import { requireRole } from "./http";
import { type RestRoute, route } from "./route";
import { ok, z } from "./schema";
import { ProductJson, productJson, SellerProductJson } from "./shapes";

const TAG = "Catalog";

/** /product: the unpaged lists and the detail the legacy client reads. */
export const catalogRoutes: RestRoute[] = [
  // The admin's screens read these same paths and see every product, on sale or not (`onSale` says which).
  route({
    method: "get",
    path: "/product/get-all-products",
    tag: TAG,
    summary: "Every product on sale (the admin: every product), newest first",
    access: "anyone",
    seenDifferentlyBy: ["ADMIN"],
    answer: ok(z.array(ProductJson)),
    handle: async ({ req, services: { catalog } }) => ({
      success: true as const,
      data: (await (viewerOf(req, "ADMIN") ? catalog.everyProduct() : catalog.allProducts())).map(productJson),
    }),
  }),
  route({
    method: "get",
    path: "/product/get-product/:productId",
    tag: TAG,
    summary: "One product (the admin also sees one off sale)",
    access: "anyone",
    seenDifferentlyBy: ["ADMIN"],
    params: z.object({ productId: z.string() }),
    answer: ok(ProductJson),
    failures: { 404: "Product not found" },
    handle: async ({ params, req, services: { catalog } }) => ({
      success: true as const,
      data: productJson(viewerOf(req, "ADMIN") ? await catalog.getAnyProduct(params.productId) : await catalog.getProduct(params.productId)),
    }),
  }),
  // Two readings of one path, as the old client has them: a category name (anyone), or a product id
  // (the seller's update screen reads their own product, with its own sizes as the text `size`).
  route({
    method: "get",
    path: "/product/:category",
    tag: TAG,
    summary: "A category's products; or, given a product id, the seller's own product for its update screen",
    description:
      "When the segment is a product id (a UUID), only the signed-in seller who owns the product may read it, and the answer is that one product with `size`. Any other segment is a category name: the products on sale in it, newest first; an unknown category is 404.",
    access: "anyone",
    seenDifferentlyBy: ["SELLER"],
    params: z.object({ category: z.string().openapi({ description: "A category name (e.g. `Denim`), or a product id." }) }),
    answer: z.union([ok(z.array(ProductJson)), ok(SellerProductJson)]),
    failures: {
      401: "A product id, and not signed in as a seller",
      403: "A product id, and signed in but not as a seller",
      404: "Unknown category, or a product id that is not one of the seller's",
    },
    handle: async ({ params, req, services: { catalog } }) => {
      if (!isUuid(params.category)) return { success: true as const, data: (await catalog.allProducts(params.category)).map(productJson) };
      const product = await catalog.getSellerProduct(requireRole(req, "SELLER"), params.category);
      return { success: true as const, data: { ...productJson(product), size: product.ownSizes.join(", ") } };
    },
  }),
];
