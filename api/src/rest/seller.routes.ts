import { type Request, Router } from "express";
import { badInput } from "../common/errors";
import { isUuid } from "../common/ids";
import type { Services } from "../services";
import { handle, requireRole } from "./http";
import { populatedOrderJson, productJson, requestJson } from "./shapes";
import { sellerImageForm } from "./upload";

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

/** The legacy product form's fields under the catalog's names (`careguid` is the care guide). */
function legacyProductFields(body: Record<string, unknown> = {}, sizesKey: "sizes" | "size"): Record<string, unknown> {
  const { careguid, [sizesKey]: sizes, title, price, description, category, materials, stock } = body;
  return { title, price, description, category, materials, stock, careguide: careguid, sizes: legacySizes(sizes) };
}

const statusOf = (req: Request) => req.body?.status;

/** /images, /product and /orders paths of the seller workspace; the rules live in the services. */
export function sellerRoutes(services: Services): Router {
  const router = Router();
  const { catalog, images, orders, requests } = services;

  router.post(
    "/images",
    ...sellerImageForm(),
    handle(async (req, res) => {
      if (!req.file) throw badInput("Image is required", { image: "Image is required" });
      const image = await images.upload(req.file.buffer, requireRole(req, "SELLER").id);
      res.status(201).json({ success: true, data: { id: image.id, url: image.url, srcSet: image.srcSet, width: image.width, height: image.height } });
    }),
  );

  router.post(
    "/product/create-product",
    ...sellerImageForm(),
    handle(async (req, res) => {
      const seller = requireRole(req, "SELLER");
      if (!req.file) throw badInput("Image is required", { image: "Image is required" });
      const product = await catalog.createProduct(seller, legacyProductFields(req.body, "sizes"), req.file.buffer);
      res.status(201).json({ success: true, message: "Product created successfully!", data: productJson(product) });
    }),
  );
  router.get(
    "/product/get-seller-products",
    handle(async (req, res) => {
      const products = (await catalog.allSellerProducts(requireRole(req, "SELLER"))).map(productJson);
      // The list page reads body.products, the dashboard body.data.products.
      res.json({ success: true, products, data: { products } });
    }),
  );
  // GET /product/{uuid} is the update screen's read; any other segment is a category (catalog routes).
  router.get(
    "/product/:productId",
    (req, _res, next) => next(isUuid(req.params.productId) ? undefined : "route"),
    handle(async (req, res) => {
      const product = await catalog.getSellerProduct(requireRole(req, "SELLER"), String(req.params.productId));
      res.json({ success: true, data: { ...productJson(product), size: product.ownSizes.join(", ") } });
    }),
  );
  router.put(
    "/product/update-product/:id",
    handle(async (req, res) => {
      const product = await catalog.updateProduct(requireRole(req, "SELLER"), String(req.params.id), legacyProductFields(req.body, "size"));
      res.json({ success: true, message: "Product updated successfully!", data: productJson(product) });
    }),
  );
  router.delete(
    "/product/delete-product/:productId",
    handle(async (req, res) => {
      await catalog.deleteProduct(requireRole(req, "SELLER"), String(req.params.productId));
      res.json({ success: true, message: "Product deleted successfully" });
    }),
  );

  router.get(
    "/orders/get-seller-orders",
    handle(async (req, res) => res.json({ success: true, data: (await orders.allForSeller(requireRole(req, "SELLER"))).map(populatedOrderJson) })),
  );
  router.post(
    "/orders/get-seller-orders-by-status",
    handle(async (req, res) => res.json({ success: true, data: (await orders.allForSeller(requireRole(req, "SELLER"), statusOf(req))).map(populatedOrderJson) })),
  );
  router.put(
    "/orders/orders/:id/status",
    handle(async (req, res) => {
      const order = await orders.updateStatusBySeller(requireRole(req, "SELLER"), String(req.params.id), statusOf(req));
      res.json({ success: true, message: "Order status updated successfully", data: populatedOrderJson(order) });
    }),
  );
  router.post(
    "/orders/permission-request",
    handle(async (req, res) => {
      const request = await requests.create(requireRole(req, "SELLER"), String(req.body?.orderId ?? ""), statusOf(req));
      res.status(201).json({
        success: true,
        message: "Permission request sent",
        data: requestJson(request),
      });
    }),
  );
  return router;
}
