import express, { Router } from "express";
import type { Services } from "../services";
import { accountsRoutes } from "./accounts.routes";
import { catalogRoutes } from "./catalog.routes";
import { restErrorHandler } from "./http";
import { shopperRoutes } from "./shopper.routes";

/** The legacy `/api/v1` adapter: parse, call a service, shape the answer. */
export function restRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: "1mb" }));
  router.use(accountsRoutes(services));
  router.use(catalogRoutes(services));
  router.use(shopperRoutes(services));
  router.use((_req, res) => {
    res.status(404).json({ success: false, message: "Not found" });
  });
  router.use(restErrorHandler);
  return router;
}
