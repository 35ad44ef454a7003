import type { Role } from "./session";

export interface AccountPaths {
  /** The role's sign-in page. */
  signIn: string;
  /** Where a signed-in account lands when nothing else asks for a page. */
  home: string;
  /** The account's own page. */
  profile: string;
}

/** The pages every role has, as the documents' route tables name them. */
export const ACCOUNT_PATHS: Record<Role, AccountPaths> = {
  user: { signIn: "/login", home: "/user/profile", profile: "/user/profile" },
  seller: { signIn: "/seller/login", home: "/seller/seller-home", profile: "/seller/profile" },
  admin: { signIn: "/admin/login", home: "/admin/admin-dashboard", profile: "/admin/admin-profile" },
};
