import { Router } from "express";
import { badInput } from "../common/errors";
import type { Services } from "../services";
import { handle, requireRole } from "./http";
import { populatedOrderJson, requestJson, sellerJson, userJson } from "./shapes";

/** The admin console's legacy paths: shoppers, sellers, every order and the permission requests. */
export function adminRoutes(services: Services): Router {
  const router = Router();
  const { accounts, orders, requests } = services;

  router.get(
    "/user/get-all-user",
    handle(async (req, res) => {
      requireRole(req, "ADMIN");
      res.json({ success: true, data: (await accounts.allAccounts("USER")).map(userJson) });
    }),
  );
  for (const [action, active] of [["activate", true], ["deactivate", false]] as const) {
    router.put(
      `/user/${action}-user/:id`,
      handle(async (req, res) => {
        requireRole(req, "ADMIN");
        const user = await accounts.setUserActive(String(req.params.id), active);
        res.json({ success: true, message: `User ${action}d successfully`, data: userJson(user) });
      }),
    );
  }
  // DELETE /user/delete-user/{id} serves the shopper too: it lives with the shopper's paths (accounts.routes).

  router.get(
    "/seller/get-all-sellers",
    handle(async (req, res) => {
      requireRole(req, "ADMIN");
      res.json({ success: true, data: (await accounts.allAccounts("SELLER")).map(sellerJson) });
    }),
  );
  router.delete(
    "/seller/delete-seller/:id",
    handle(async (req, res) => {
      requireRole(req, "ADMIN");
      const id = await accounts.deleteSeller(String(req.params.id));
      res.json({ success: true, message: "Seller deleted successfully", data: { _id: id } });
    }),
  );

  // The legacy client reads this answer as the array itself; `?status=` narrows it.
  router.get(
    "/orders/get-all-orders",
    handle(async (req, res) => {
      requireRole(req, "ADMIN");
      res.json((await orders.everyOrder(req.query.status)).map(populatedOrderJson));
    }),
  );

  router.get(
    "/orders/requests",
    handle(async (req, res) => {
      requireRole(req, "ADMIN");
      res.json({ success: true, requests: (await requests.pending()).map(requestJson) });
    }),
  );
  router.post(
    "/orders/requests/:id",
    handle(async (req, res) => {
      const admin = requireRole(req, "ADMIN");
      const approve = req.body?.isApproved;
      if (typeof approve !== "boolean") throw badInput("isApproved must be true or false", { isApproved: "isApproved must be true or false" });
      const request = await requests.decide(admin, String(req.params.id), approve);
      res.json({ success: true, message: approve ? "Request approved" : "Request denied", request: requestJson(request) });
    }),
  );

  return router;
}
