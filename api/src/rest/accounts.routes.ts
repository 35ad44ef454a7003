import { ACCOUNT_MESSAGES, accountNotFound, credentialsRules, emailTaken, mobileTaken, forgotPasswordRules, profileRules, resetPasswordRules, sellerSignUpRules, userSignUpRules } from "@store/rules";
import { roleNoun, type AccountOf, type Role } from "../accounts/roles";
import { publicOrigin } from "../common/public-origin";
import { signInSession, signOutSession } from "../accounts/account-sessions";
import { requireRole } from "./http";
import { type RestRoute, route } from "./route";
import { done, ok, okMessage, z } from "./schema";
import { AdminJson, adminJson, SellerJson, sellerJson, SessionUserJson, sessionUserJson, UserJson, userJson } from "./shapes";

// The bodies are the rules' own schemas (@store/rules): the same checks as the services', and openapi.json describes them.
const idParam = z.object({ id: z.string() });

const roleName = { USER: "shopper", SELLER: "seller", ADMIN: "admin" } as const;
const tag = { USER: "Shopper account", SELLER: "Seller account", ADMIN: "Admin account" } as const;

/** An account's shape: its schema and the function that makes it. */
type Shaped<R extends Role, S extends z.ZodType> = readonly [schema: S, shape: (account: AccountOf[R]) => z.input<S>];
const USER = [UserJson, userJson] as const;
const SELLER = [SellerJson, sellerJson] as const;
const ADMIN = [AdminJson, adminJson] as const;

function signIn<R extends Role, S extends z.ZodType>(role: R, path: string, message: string, [schema, shape]: Shaped<R, S>): RestRoute {
  return route({
    method: "post",
    path,
    tag: tag[role],
    summary: `Signs a ${roleName[role]} in`,
    description: `Answers '${message}' and sets the session cookie. The documents' catalogue: 401 '${ACCOUNT_MESSAGES.incorrectPassword}', 404 '${accountNotFound(roleNoun[role])}'${role === "USER" ? `, 403 '${ACCOUNT_MESSAGES.userDeactivated}'` : ""}.`,
    access: "anyone",
    body: { json: credentialsRules },
    answer: okMessage(schema),
    failures: { 404: "No account with this email", 429: "Too many failed sign-ins from this address or for this account" },
    handle: async ({ body, req, services }) => {
      const account = await services.signIn.signIn(role, body, req.ip ?? "");
      await signInSession(req, role, account.id);
      return { success: true as const, message, data: shape(account) };
    },
  });
}

function signOut(role: Role, path: string, message: string): RestRoute {
  return route({
    method: "post",
    path,
    tag: tag[role],
    summary: `Signs the ${roleName[role]} out`,
    description: "Only this role's part of the session ends; a browser signed in as several roles stays signed in as the others.",
    access: "anyone",
    answer: done(),
    handle: async ({ req }) => {
      await signOutSession(req, role);
      return { success: true as const, message };
    },
  });
}

function whoAmI<R extends Role, S extends z.ZodType>(role: R, path: string, summary: string, [schema, shape]: Shaped<R, S>): RestRoute {
  return route({
    method: "get",
    path,
    tag: tag[role],
    summary,
    access: role,
    answer: ok(schema),
    handle: async ({ account }) => ({ success: true as const, data: shape(account as AccountOf[R]) }),
  });
}

/**
 * The profile an edit screen reads two ways (`setFormData(response.data)` and
 * `response.data.data.name`): its fields at the top of the answer and the same object under `data`.
 */
function profileForEditing<R extends Role, S extends z.ZodObject>(role: R, path: string, summary: string, [schema, shape]: Shaped<R, S>): RestRoute {
  return route({
    method: "get",
    path,
    tag: tag[role],
    summary,
    description: "The fields are at the top of the answer (the edit form takes the answer as its data) and, the same, under `data`.",
    access: role,
    answer: schema.extend({ success: z.literal(true), data: schema }),
    handle: async ({ account }) => {
      const fields = shape(account as AccountOf[R]);
      return { ...fields, success: true as const, data: fields };
    },
  });
}

/** The password-reset pair of one role. */
function passwordRoutes(role: Role, prefix: string): RestRoute[] {
  return [
    route({
      method: "post",
      path: `${prefix}-forgot-password`,
      tag: tag[role],
      summary: `Mails a ${roleName[role]} a password-reset link`,
      description: "Answers the same whether or not the address has an account. The link works once, for 30 minutes.",
      access: "anyone",
      body: { json: forgotPasswordRules },
      answer: done(),
      failures: { 429: "Too many requests for this address" },
      handle: async ({ body, req, services, config }) => {
        await services.passwordReset.request(role, body.email, publicOrigin(req, config.publicUrl), req.ip ?? "");
        return { success: true as const, message: ACCOUNT_MESSAGES.resetLinkSent };
      },
    }),
    route({
      method: "post",
      path: `${prefix}-reset-password/:resetToken`,
      tag: tag[role],
      summary: `Sets a ${roleName[role]}'s new password with the mailed token`,
      description: "The trimmed new password must be at least 8 characters. The account's other sessions end.",
      access: "anyone",
      params: z.object({ resetToken: z.string() }),
      body: { json: resetPasswordRules },
      answer: done(),
      failures: { 400: "The password is too short, or the link is invalid or expired" },
      handle: async ({ params, body, services }) => {
        await services.passwordReset.reset(role, params.resetToken, body.newPassword);
        return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset };
      },
    }),
  ];
}

/** /user, /seller and /admin: sign-up, sign-in, the session checks, profiles, passwords and sign-out. */
export const accountsRoutes: RestRoute[] = [
  signIn("USER", "/user/login", "Log-in success", USER),
  route({
    method: "post",
    path: "/user/signup",
    tag: tag.USER,
    summary: "Signs a shopper up",
    description: `Every failed field is named under \`errors\`, in the documents' words ('${ACCOUNT_MESSAGES.nameRequired}', '${ACCOUNT_MESSAGES.mobileInvalid}', ...).`,
    access: "anyone",
    body: { json: userSignUpRules },
    status: 201,
    answer: okMessage(UserJson),
    failures: { 409: `'${emailTaken("User")}' or '${mobileTaken("User")}'`, 429: "Too many sign-ups from this address" },
    handle: async ({ body, req, services }) => ({
      success: true as const,
      message: "Sign-up success! Please log in.",
      data: userJson(await services.accounts.signUpUser(body, req.ip ?? "")),
    }),
  }),
  whoAmI("USER", "/user/profile", "The signed-in shopper", USER),
  route({
    method: "get",
    path: "/user/check-user",
    tag: tag.USER,
    summary: "Checks the shopper's session; the answer becomes the user data",
    description: "The old client keeps the answer as its user data and reads `user._id` (shown rating, edit and delete of one's own reviews): the shopper is under `user` and, as before, under `data`.",
    access: "USER",
    answer: ok(UserJson).extend({ user: SessionUserJson }),
    handle: async ({ account }) => ({ success: true as const, data: userJson(account), user: sessionUserJson(account) }),
  }),
  signOut("USER", "/user/logout", "Logout success"),
  // One path for two callers: the admin deletes any shopper; a shopper deletes only their own account.
  route({
    method: "delete",
    path: "/user/delete-user/:id",
    tag: tag.USER,
    summary: "Deletes a shopper: the admin any, a shopper only their own account",
    description: "A shopper's own deletion also signs them out and takes their reviews, favourites and bag.",
    access: ["ADMIN", "USER"],
    params: idParam,
    answer: done(),
    failures: { 404: ACCOUNT_MESSAGES.userNotFound },
    handle: async ({ params, req, services }) => {
      const admin = req.viewer.admin;
      if (admin) {
        await services.accounts.deleteUser(admin, params.id);
        return { success: true as const, message: "User deleted successfully" };
      }
      await services.accounts.deleteOwnAccount(requireRole(req, "USER"), params.id);
      await signOutSession(req, "USER");
      return { success: true as const, message: "Your Account has been deleted" };
    },
  }),

  signIn("SELLER", "/seller/login-seller", "Seller log-in success", SELLER),
  route({
    method: "post",
    path: "/seller/register-seller",
    tag: tag.SELLER,
    summary: "Registers a seller",
    access: "anyone",
    body: { json: sellerSignUpRules },
    status: 201,
    answer: okMessage(SellerJson),
    failures: { 409: `'${emailTaken("Seller")}' or '${mobileTaken("Seller")}'`, 429: "Too many sign-ups from this address" },
    handle: async ({ body, req, services }) => ({
      success: true as const,
      message: "Seller Sign-up success! Please log in.",
      data: sellerJson(await services.accounts.signUpSeller(body, req.ip ?? "")),
    }),
  }),
  whoAmI("SELLER", "/seller/check-seller", "Checks the seller's session", SELLER),
  whoAmI("SELLER", "/seller/seller-profile", "The signed-in seller", SELLER),
  profileForEditing("SELLER", "/seller/get-seller-profile", "The signed-in seller, for the edit screen", SELLER),
  signOut("SELLER", "/seller/seller-logout", "Logout successful"),

  signIn("ADMIN", "/admin/admin-login", "Admin log-in success", ADMIN),
  whoAmI("ADMIN", "/admin/check-admin", "Checks the admin's session", ADMIN),
  profileForEditing("ADMIN", "/admin/admin-profile", "The signed-in admin, for the profile page and its edit screen", ADMIN),
  signOut("ADMIN", "/admin/admin-logout", "Logout successful"),

  // Profiles: the same service as GraphQL. Only the fields sent (and not blank) change, at least one.
  route({
    method: "put",
    path: "/user/update-profile",
    tag: tag.USER,
    summary: "Edits the shopper's own profile (the old client sends a multipart form)",
    access: "USER",
    body: { form: profileRules.USER },
    answer: okMessage(UserJson),
    failures: { 409: "The email or mobile number belongs to another shopper" },
    handle: async ({ account, body, services }) => ({
      success: true as const,
      message: "Profile updated successfully!",
      data: userJson(await services.accounts.updateProfile("USER", account, body)),
    }),
  }),
  route({
    method: "put",
    path: "/seller/update-seller-profile",
    tag: tag.SELLER,
    summary: "Edits the seller's own profile",
    access: "SELLER",
    body: { json: profileRules.SELLER },
    answer: okMessage(SellerJson),
    failures: { 409: "The email or mobile number belongs to another seller" },
    handle: async ({ account, body, services }) => ({
      success: true as const,
      message: "Profile updated successfully",
      data: sellerJson(await services.accounts.updateProfile("SELLER", account, body)),
    }),
  }),
  route({
    method: "put",
    path: "/admin/update-admin-profile",
    tag: tag.ADMIN,
    summary: "Edits the admin's own profile",
    access: "ADMIN",
    body: { json: profileRules.ADMIN },
    answer: okMessage(AdminJson),
    failures: { 409: "The email or mobile number belongs to another admin" },
    handle: async ({ account, body, services }) => ({
      success: true as const,
      message: "Profile updated successfully",
      data: adminJson(await services.accounts.updateProfile("ADMIN", account, body)),
    }),
  }),

  ...passwordRoutes("USER", "/user/user"),
  ...passwordRoutes("SELLER", "/seller/seller"),
  ...passwordRoutes("ADMIN", "/admin/admin"),
];
