import type { Admin } from "./admin.entity";
import type { Seller } from "./seller.entity";
import type { User } from "./user.entity";

/** The three kinds of account; also the names `@Authorized(...)` takes. */
export type Role = "USER" | "SELLER" | "ADMIN";
export const ROLES: readonly Role[] = ["USER", "SELLER", "ADMIN"];

export interface AccountOf {
  USER: User;
  SELLER: Seller;
  ADMIN: Admin;
}

/** How messages name each kind of account ("User not found", "Seller with this email already exists"). */
export const roleNoun: Record<Role, string> = { USER: "User", SELLER: "Seller", ADMIN: "Admin" };

/** The accounts a request is signed in as; a browser may hold all three at once. */
export interface Viewer {
  user?: User;
  seller?: Seller;
  admin?: Admin;
}
