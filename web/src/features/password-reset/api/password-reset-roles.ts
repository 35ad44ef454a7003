import type { AccountRole } from "../../../gql/graphql";
import type { Role } from "../../../lib/session";

export interface PasswordResetRole {
  /** The role as the API names it. */
  account: AccountRole;
  /** Whose door this is, as on the role's sign-in page. */
  eyebrow: string;
  /** Where a reset link is asked for again. */
  forgotPath: string;
}

export const PASSWORD_RESET_ROLES: Record<Role, PasswordResetRole> = {
  user: { account: "USER", eyebrow: "Members", forgotPath: "/user/user-forgot-password" },
  seller: { account: "SELLER", eyebrow: "Sellers", forgotPath: "/seller/seller-forgot-password" },
  admin: { account: "ADMIN", eyebrow: "Admin", forgotPath: "/admin/admin-forgot-password" },
};

// The documents' texts for both password pages.
export const RESET_LINK_SENT = "Password reset link sent successfully";
export const PASSWORD_RESET_DONE = "Password reset successfully!";
export const PASSWORD_FLOW_FAILED = "Something went wrong!";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters long.";
