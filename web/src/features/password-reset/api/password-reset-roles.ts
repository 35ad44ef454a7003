import type { AccountRole } from "../../../gql/graphql";
import type { Role } from "../../../lib/session";

/** The role as the API names it. */
export const API_ROLE: Record<Role, AccountRole> = { user: "USER", seller: "SELLER", admin: "ADMIN" };

/** Whose door this is, as on the role's sign-in page. */
export const EYEBROW: Record<Role, string> = { user: "Members", seller: "Sellers", admin: "Admin" };

// The documents' texts for both password pages.
export const RESET_LINK_SENT = "Password reset link sent successfully";
export const PASSWORD_RESET_DONE = "Password reset successfully!";
export const PASSWORD_FLOW_FAILED = "Something went wrong!";
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters long.";
