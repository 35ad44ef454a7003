import { ACCOUNT_MESSAGES } from "@store/rules";
import type { AuthChecker } from "type-graphql";
import { forbidden, unauthenticated } from "../common/errors";
import type { Context } from "../context";
import type { Role, Viewer } from "./roles";

/**
 * The one place that decides whether a request may act as a role. No session at all is a 401;
 * a session of another role is a 403; a deactivated shopper is refused by name. The same rules
 * back the REST adapter (see `requireRole`).
 */
export function assertRole(viewer: Viewer, roles: readonly Role[]): void {
  for (const role of roles) {
    if (role === "USER" && viewer.user) {
      if (!viewer.user.isActive) throw forbidden(ACCOUNT_MESSAGES.userDeactivated);
      return;
    }
    if (role === "SELLER" && viewer.seller) return;
    if (role === "ADMIN" && viewer.admin) return;
  }
  if (!viewer.user && !viewer.seller && !viewer.admin) throw unauthenticated();
  if (roles.length === 0) return;
  throw forbidden();
}

export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  assertRole(context.viewer, roles);
  return true;
};
