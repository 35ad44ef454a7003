import { CATALOG_MESSAGES } from "@store/rules";
import { isUuid } from "../common/ids";
import { viewerOf } from "../sessions/session";
import { requireRole } from "./http";
import { type RestRoute, route } from "./route";
import { ok, z } from "./schema";
import { ProductJson, productJson, SellerProductJson, sellerProductJson } from "./shapes";

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
    handle: async ({ req, origin, services: { catalog } }) => ({
      success: true as const,
      data: (await (viewerOf(req, "ADMIN") ? catalog.everyProduct() : catalog.allProducts())).map((product) => productJson(product, origin)),
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
    failures: { 404: CATALOG_MESSAGES.productNotFound },
    handle: async ({ params, req, origin, services: { catalog } }) => ({
      success: true as const,
      data: productJson(viewerOf(req, "ADMIN") ? await catalog.getAnyProduct(params.productId) : await catalog.getProduct(params.productId), origin),
    }),
  }),
  // Two readings of one path, as the old client has them: a category name (anyone), or a product id
  // (the seller's update screen reads their own product's fields at the top of the answer, with its
  // own sizes as the text `size`). One shape for both: the list under `data`, and, for a product
  // id, that product's fields at the top as well.
  route({
    method: "get",
    path: "/product/:category",
    tag: TAG,
    summary: "A category's products; or, given a product id, the seller's own product for its update screen",
    description:
      "Any segment but a product id is a category name: `data` lists the products on sale in it, newest first; an unknown category is 404. When the segment is a product id (a UUID), only the signed-in seller who owns the product may read it: `data` lists that one product, and its fields are also at the top of the answer (with `size`, its own sizes as comma-separated text), where the update screen reads them.",
    access: "anyone",
    seenDifferentlyBy: ["SELLER"],
    params: z.object({ category: z.string().openapi({ description: "A category name (e.g. `Denim`), or a product id." }) }),
    // The product's fields are there only for a product id: optional in the one shape.
    answer: ok(z.array(ProductJson)).extend(SellerProductJson.partial().shape),
    failures: {
      401: "A product id, and not signed in as a seller",
      403: "A product id, and signed in but not as a seller",
      404: "Unknown category, or a product id that is not one of the seller's",
    },
    handle: async ({ params, req, origin, services: { catalog } }) => {
      if (!isUuid(params.category)) return { success: true as const, data: (await catalog.allProducts(params.category)).map((product) => productJson(product, origin)) };
      const product = await catalog.getSellerProduct(requireRole(req, "SELLER"), params.category);
      return { ...sellerProductJson(product, origin), success: true as const, data: [productJson(product, origin)] };
    },
  }),
];
