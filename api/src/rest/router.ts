import { Router } from "express";
import { jsonBody } from "../http/input-guard";
import type { AppConfig } from "../context";
import type { Services } from "../services";
import { accountsRoutes } from "./accounts.routes";
import { adminRoutes } from "./admin.routes";
import { catalogRoutes } from "./catalog.routes";
import { checkoutRoutes, stripeWebhookRoute } from "./checkout.routes";
import { restErrorHandler } from "./http";
import { sellerRoutes } from "./seller.routes";
import { shopperRoutes } from "./shopper.routes";
import { uploadErrors } from "./upload";

/** The legacy `/api/v1` adapter: parse, call a service, shape the answer. */
export function restRouter(services: Services, config: AppConfig): Router {
  const router = Router();
  // The webhook's signature covers the raw bytes: it must come before the JSON parser.
  router.use(stripeWebhookRoute(services));
  router.use(jsonBody);
  router.use(accountsRoutes(services, config));
  // Before the catalog's /product/:category, which would take /product/get-seller-products.
  router.use(sellerRoutes(services));
  router.use(adminRoutes(services));
  router.use(catalogRoutes(services));
  router.use(shopperRoutes(services));
  router.use(checkoutRoutes(services, config));
  router.use((_req, res) => {
    res.status(404).json({ success: false, message: "Not found" });
  });
  router.use(uploadErrors, restErrorHandler);
  return router;
}
