import type { EntityTarget } from "typeorm";
import { Admin } from "./admin.entity";
import { Seller } from "./seller.entity";
import { User } from "./user.entity";

/** The three kinds of account; also the names `@Authorized(...)` takes. */
export type Role = "USER" | "SELLER" | "ADMIN";
export const ROLES: readonly Role[] = ["USER", "SELLER", "ADMIN"];

export interface AccountOf {
  USER: User;
  SELLER: Seller;
  ADMIN: Admin;
}

/** The entity (and so the table) of each kind of account. */
export const entityOf: { [R in Role]: EntityTarget<AccountOf[R]> } = { USER: User, SELLER: Seller, ADMIN: Admin };

/** How messages name each kind of account ("User not found", "Seller with this email already exists"). */
export const roleNoun: Record<Role, string> = { USER: "User", SELLER: "Seller", ADMIN: "Admin" };

/** The accounts a request is signed in as; a browser may hold all three at once. */
export interface Viewer {
  user?: User;
  seller?: Seller;
  admin?: Admin;
}
