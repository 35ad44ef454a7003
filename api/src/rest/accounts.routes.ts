import { Router } from "express";
import multer from "multer";
import type { Role } from "../accounts/roles";
import { publicOrigin } from "../common/public-origin";
import type { AppConfig } from "../context";
import type { Services } from "../services";
import { signInSession, signOutSession, viewerOf } from "../sessions/session";
import { AppError } from "../common/errors";
import { formFieldsGuard } from "../http/input-guard";
import { handle, requireRole } from "./http";
import { adminJson, sellerJson, userJson } from "./shapes";

/** /user, /seller and /admin: sign-up, sign-in, the session checks, profiles and sign-out. */
export function accountsRoutes(services: Services, config: AppConfig): Router {
  const router = Router();
  const { accounts, passwordReset } = services;
  // The old client sends the shopper's profile as a multipart form of text fields (no files).
  const formFields = [multer({ limits: { fields: 20, fieldSize: 10_000, files: 0 } }).none(), formFieldsGuard];

  const signIn = (role: Role, message: string, shape: (account: never) => object) =>
    handle(async (req, res) => {
      const account = await services.signIn.signIn(role, req.body ?? {}, req.ip ?? "");
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

  // Profiles: the same service as GraphQL. The shopper's answer also carries the message under
  // `error` when it fails, where the old client reads it.
  router.put(
    "/user/update-profile",
    formFields,
    handle(async (req, res) => {
      try {
        const user = await accounts.updateProfile("USER", requireRole(req, "USER"), req.body ?? {});
        res.json({ success: true, message: "Profile updated successfully!", data: userJson(user) });
      } catch (error) {
        if (error instanceof AppError) res.status(error.status).json({ success: false, message: error.message, error: error.message, ...(error.fields ? { errors: error.fields } : {}) });
        else throw error;
      }
    }),
  );
  router.get("/seller/get-seller-profile", handle(async (req, res) => res.json({ success: true, data: sellerJson(requireRole(req, "SELLER")) })));
  router.put(
    "/seller/update-seller-profile",
    handle(async (req, res) => {
      const seller = await accounts.updateProfile("SELLER", requireRole(req, "SELLER"), req.body ?? {});
      res.json({ success: true, message: "Profile updated successfully", data: sellerJson(seller) });
    }),
  );
  router.put(
    "/admin/update-admin-profile",
    handle(async (req, res) => {
      const admin = await accounts.updateProfile("ADMIN", requireRole(req, "ADMIN"), req.body ?? {});
      res.json({ success: true, message: "Profile updated successfully", data: adminJson(admin) });
    }),
  );

  // Forgot and reset password, one pair of paths per role.
  for (const [role, prefix] of [["USER", "/user/user"], ["SELLER", "/seller/seller"], ["ADMIN", "/admin/admin"]] as const) {
    router.post(
      `${prefix}-forgot-password`,
      handle(async (req, res) => {
        await passwordReset.request(role, req.body?.email, publicOrigin(req, config.publicUrl), req.ip ?? "");
        res.json({ success: true, message: "Password reset link sent successfully" });
      }),
    );
    router.post(
      `${prefix}-reset-password/:resetToken`,
      handle(async (req, res) => {
        await passwordReset.reset(role, String(req.params.resetToken), req.body?.newPassword);
        res.json({ success: true, message: "Password reset successfully!" });
      }),
    );
  }

  return router;
}
