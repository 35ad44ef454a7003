import type { Role } from "./session";

export interface AccountPaths {
  /** The role's sign-in page. */
  signIn: string;
  /** Where a signed-in account lands when nothing else asks for a page. */
  home: string;
  /** The account's own page. */
  profile: string;
  /** Where a password reset link is asked for. */
  forgotPassword: string;
}

/** The pages every role has, as the documents' route tables name them. */
export const ACCOUNT_PATHS: Record<Role, AccountPaths> = {
  user: { signIn: "/login", home: "/user/profile", profile: "/user/profile", forgotPassword: "/user/user-forgot-password" },
  seller: { signIn: "/seller/login", home: "/seller/seller-home", profile: "/seller/profile", forgotPassword: "/seller/seller-forgot-password" },
  admin: { signIn: "/admin/login", home: "/admin/admin-dashboard", profile: "/admin/admin-profile", forgotPassword: "/admin/admin-forgot-password" },
};
