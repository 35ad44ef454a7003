import { Router } from "express";
import { authenticate } from "../accounts/passport";
import type { Role } from "../accounts/roles";
import type { Services } from "../services";
import { signInSession, signOutSession, viewerOf } from "../sessions/session";
import { handle, requireRole } from "./http";
import { adminJson, sellerJson, userJson } from "./shapes";

/** /user, /seller and /admin: sign-up, sign-in, the session checks, profiles and sign-out. */
export function accountsRoutes(services: Services): Router {
  const router = Router();
  const { accounts, passport } = services;

  const signIn = (role: Role, message: string, shape: (account: never) => object) =>
    handle(async (req, res) => {
      const account = await authenticate(passport, accounts, role, req.body ?? {});
      await signInSession(req, role, account.id);
      res.json({ success: true, message, data: shape(account as never) });
    });
  const signOut = (role: Role, message: string) =>
    handle(async (req, res) => {
      await signOutSession(req, role);
      res.json({ success: true, message });
    });

  router.post("/user/login", signIn("USER", "Log-in success", userJson));
  router.post(
    "/user/signup",
    handle(async (req, res) => {
      const user = await accounts.signUpUser(req.body ?? {});
      res.status(201).json({ success: true, message: "Sign-up success! Please log in.", data: userJson(user) });
    }),
  );
  router.get("/user/profile", handle(async (req, res) => res.json({ success: true, data: userJson(requireRole(req, "USER")) })));
  router.get("/user/check-user", handle(async (req, res) => res.json({ success: true, data: userJson(requireRole(req, "USER")) })));
  router.post("/user/logout", signOut("USER", "Logout success"));
  // One path for two callers: the admin deletes any shopper; a shopper deletes only their own account.
  router.delete(
    "/user/delete-user/:id",
    handle(async (req, res) => {
      if (viewerOf(req, "ADMIN")) {
        await accounts.deleteUser(String(req.params.id));
        res.json({ success: true, message: "User deleted successfully" });
        return;
      }
      await accounts.deleteOwnAccount(requireRole(req, "USER"), String(req.params.id));
      await signOutSession(req, "USER");
      res.json({ success: true, message: "Your Account has been deleted" });
    }),
  );

  router.post("/seller/login-seller", signIn("SELLER", "Seller log-in success", sellerJson));
  router.post(
    "/seller/register-seller",
    handle(async (req, res) => {
      const seller = await accounts.signUpSeller(req.body ?? {});
      res.status(201).json({ success: true, message: "Seller Sign-up success! Please log in.", data: sellerJson(seller) });
    }),
  );
  router.get("/seller/check-seller", handle(async (req, res) => res.json({ success: true, data: sellerJson(requireRole(req, "SELLER")) })));
  router.get("/seller/seller-profile", handle(async (req, res) => res.json({ success: true, data: sellerJson(requireRole(req, "SELLER")) })));
  router.post("/seller/seller-logout", signOut("SELLER", "Logout successful"));

  router.post("/admin/admin-login", signIn("ADMIN", "Admin log-in success", adminJson));
  router.get("/admin/check-admin", handle(async (req, res) => res.json({ success: true, data: adminJson(requireRole(req, "ADMIN")) })));
  router.get("/admin/admin-profile", handle(async (req, res) => res.json({ success: true, data: adminJson(requireRole(req, "ADMIN")) })));
  router.post("/admin/admin-logout", signOut("ADMIN", "Logout successful"));

  return router;
}
