import { Router } from "express";
import type { Services } from "../services";
import { handle } from "./http";
import { productJson } from "./shapes";

/** /product: the unpaged lists and the detail the legacy client reads. */
export function catalogRoutes({ catalog }: Services): Router {
  const router = Router();
  router.get(
    "/product/get-all-products",
    handle(async (_req, res) => res.json({ success: true, data: (await catalog.allProducts()).map(productJson) })),
  );
  router.get(
    "/product/get-product/:productId",
    handle(async (req, res) => res.json({ success: true, data: productJson(await catalog.getProduct(String(req.params.productId))) })),
  );
  router.get(
    "/product/:category",
    handle(async (req, res) => res.json({ success: true, data: (await catalog.allProducts(String(req.params.category))).map(productJson) })),
  );
  return router;
}
