import { Router } from "express";
import type { Services } from "../services";
import { viewerOf } from "../sessions/session";
import { handle } from "./http";
import { productJson } from "./shapes";

/** /product: the unpaged lists and the detail the legacy client reads. */
export function catalogRoutes({ catalog }: Services): Router {
  const router = Router();
  // The admin's screens read these same paths and see every product, on sale or not (`onSale` says which).
  router.get(
    "/product/get-all-products",
    handle(async (req, res) => res.json({ success: true, data: (await (viewerOf(req, "ADMIN") ? catalog.everyProduct() : catalog.allProducts())).map(productJson) })),
  );
  router.get(
    "/product/get-product/:productId",
    handle(async (req, res) => {
      const id = String(req.params.productId);
      res.json({ success: true, data: productJson(viewerOf(req, "ADMIN") ? await catalog.getAnyProduct(id) : await catalog.getProduct(id)) });
    }),
  );
  router.get(
    "/product/:category",
    handle(async (req, res) => res.json({ success: true, data: (await catalog.allProducts(String(req.params.category))).map(productJson) })),
  );
  return router;
}
