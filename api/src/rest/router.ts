import { Router } from "express";
import { jsonBody } from "../http/input-guard";
import type { AppConfig } from "../context";
import type { Services } from "../services";
import { accountsRoutes } from "./accounts.routes";
import { adminRoutes } from "./admin.routes";
import { catalogRoutes } from "./catalog.routes";
import { checkoutRoutes } from "./checkout.routes";
import { docsRoutes } from "./docs.routes";
import { refusal, restErrorHandler } from "./http";
import { openApiDocument } from "./openapi";
import type { RestRoute } from "./route";
import { sellerRoutes } from "./seller.routes";
import { shopperRoutes } from "./shopper.routes";
import { uploadErrors } from "./upload";

/**
 * Every path of the legacy `/api/v1` adapter, in the order the router tries them: the router and
 * openapi.json are both made from this one table. The seller's /product paths come before the
 * catalog's /product/:category, which would take them.
 */
export const restRoutes: readonly RestRoute[] = [...accountsRoutes, ...sellerRoutes, ...adminRoutes, ...catalogRoutes, ...shopperRoutes, ...checkoutRoutes];

/** The adapter's own description, served beside the table: not operations of the API. */
export const DESCRIPTION_PATHS = ["/openapi.json"];

/** The adapter's OpenAPI description, as JSON: the same for every router, made the first time it is asked for. */
let described: string | undefined;
const description = (): string => (described ??= JSON.stringify(openApiDocument(restRoutes)));

/** The legacy `/api/v1` adapter: parse, call a service, shape the answer; and its own description. */
export function restRouter(services: Services, config: AppConfig): Router {
  const router = Router();
  const deps = { services, config };
  const mount = (route: RestRoute) => router[route.method](route.path, ...route.handlers(deps));
  // A raw body (the webhook's signature covers its bytes) must be read before the JSON parser.
  const raw = (route: RestRoute) => Boolean(route.body && "raw" in route.body);
  restRoutes.filter(raw).forEach(mount);
  router.use(jsonBody);
  restRoutes.filter((route) => !raw(route)).forEach(mount);

  router.get(DESCRIPTION_PATHS[0], (_req, res) => {
    res.set("Cache-Control", "no-cache").type("application/json").send(description());
  });
  router.use("/docs", docsRoutes());

  router.use((_req, res) => {
    res.status(404).json(refusal("Not found"));
  });
  router.use(uploadErrors, restErrorHandler);
  return router;
}
