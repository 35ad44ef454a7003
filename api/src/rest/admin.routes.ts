import { Router } from "express";
import type { Services } from "../services";
import { handle, requireRole } from "./http";
import { adminOrderJson, sellerJson, userJson } from "./shapes";

/** The admin console's legacy paths: shoppers, sellers and every order. */
export function adminRoutes(services: Services): Router {
  const router = Router();
  const { accounts, orders } = services;

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
      res.json((await orders.everyOrder(req.query.status)).map(adminOrderJson));
    }),
  );

  return router;
}
