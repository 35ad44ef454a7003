import { ACCOUNT_MESSAGES } from "@store/rules";
import type { AccountRole } from "../../../gql/graphql";
import type { Role } from "../../../lib/session";

/** The role as the API names it. */
export const API_ROLE: Record<Role, AccountRole> = { user: "USER", seller: "SELLER", admin: "ADMIN" };

/** Whose door this is, as on the role's sign-in page. */
export const EYEBROW: Record<Role, string> = { user: "Members", seller: "Sellers", admin: "Admin" };

// The documents' texts for both password pages.
export const RESET_LINK_SENT = ACCOUNT_MESSAGES.resetLinkSent;
export const PASSWORD_RESET_DONE = ACCOUNT_MESSAGES.passwordReset;
export const PASSWORD_FLOW_FAILED = "Something went wrong!";
