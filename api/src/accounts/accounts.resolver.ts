import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../context";
import { publicOrigin } from "../common/public-origin";
import { signInSession, signOutSession } from "./account-sessions";
import { AccountRole, AdminProfileInput, SellerProfileInput, SellerSignUpInput, SignInInput, UserProfileInput, UserSignUpInput, roleOf } from "./accounts.input";
import { Admin } from "./admin.entity";
import type { Role } from "./roles";
import { Seller } from "./seller.entity";
import { User } from "./user.entity";

async function signIn<R extends Role>(ctx: Context, role: R, input: SignInInput) {
  const account = await ctx.services.signIn.signIn(role, input, ctx.req.ip ?? "");
  await signInSession(ctx.req, role, account.id);
  return account;
}

@Resolver()
export class AccountsResolver {
  @Authorized("USER")
  @Query(() => User, { description: "The signed-in shopper." })
  currentUser(@Ctx() ctx: Context): User {
    return ctx.viewer.user!;
  }

  @Authorized("SELLER")
  @Query(() => Seller, { description: "The signed-in seller." })
  currentSeller(@Ctx() ctx: Context): Seller {
    return ctx.viewer.seller!;
  }

  @Authorized("ADMIN")
  @Query(() => Admin, { description: "The signed-in admin." })
  currentAdmin(@Ctx() ctx: Context): Admin {
    return ctx.viewer.admin!;
  }

  @Mutation(() => User, { description: "Registers a shopper; sign in afterwards." })
  signUpUser(@Arg("input", () => UserSignUpInput) input: UserSignUpInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.accounts.signUpUser(input, ctx.req.ip ?? "");
  }

  @Mutation(() => Seller, { description: "Registers a seller; sign in afterwards." })
  signUpSeller(@Arg("input", () => SellerSignUpInput) input: SellerSignUpInput, @Ctx() ctx: Context): Promise<Seller> {
    return ctx.services.accounts.signUpSeller(input, ctx.req.ip ?? "");
  }

  @Mutation(() => User, { description: "Signs a shopper in; the session cookie carries it." })
  signInUser(@Arg("input", () => SignInInput) input: SignInInput, @Ctx() ctx: Context): Promise<User> {
    return signIn(ctx, "USER", input);
  }

  @Mutation(() => Seller, { description: "Signs a seller in." })
  signInSeller(@Arg("input", () => SignInInput) input: SignInInput, @Ctx() ctx: Context): Promise<Seller> {
    return signIn(ctx, "SELLER", input);
  }

  @Mutation(() => Admin, { description: "Signs the admin in." })
  signInAdmin(@Arg("input", () => SignInInput) input: SignInInput, @Ctx() ctx: Context): Promise<Admin> {
    return signIn(ctx, "ADMIN", input);
  }

  @Mutation(() => Boolean, { description: "Ends the shopper's session; other roles stay signed in." })
  async signOutUser(@Ctx() ctx: Context): Promise<boolean> {
    await signOutSession(ctx.req, "USER");
    return true;
  }

  @Mutation(() => Boolean, { description: "Ends the seller's session." })
  async signOutSeller(@Ctx() ctx: Context): Promise<boolean> {
    await signOutSession(ctx.req, "SELLER");
    return true;
  }

  @Mutation(() => Boolean, { description: "Ends the admin's session." })
  async signOutAdmin(@Ctx() ctx: Context): Promise<boolean> {
    await signOutSession(ctx.req, "ADMIN");
    return true;
  }

  @Authorized("USER")
  @Mutation(() => Boolean, { description: "Deletes the signed-in shopper's account with their reviews, favourites and bag, and signs them out." })
  async deleteMyAccount(@Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.accounts.deleteOwnAccount(ctx.viewer.user!);
    await signOutSession(ctx.req, "USER");
    return true;
  }

  @Authorized("USER")
  @Mutation(() => User, { description: "The signed-in shopper edits their profile: only the fields sent change; at least one." })
  updateUserProfile(@Arg("input", () => UserProfileInput) input: UserProfileInput, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.accounts.updateProfile("USER", ctx.viewer.user!, { ...input });
  }

  @Authorized("SELLER")
  @Mutation(() => Seller, { description: "The signed-in seller edits their profile and store: only the fields sent change; at least one." })
  updateSellerProfile(@Arg("input", () => SellerProfileInput) input: SellerProfileInput, @Ctx() ctx: Context): Promise<Seller> {
    return ctx.services.accounts.updateProfile("SELLER", ctx.viewer.seller!, { ...input });
  }

  @Authorized("ADMIN")
  @Mutation(() => Admin, { description: "The signed-in admin edits their profile: only the fields sent change; at least one." })
  updateAdminProfile(@Arg("input", () => AdminProfileInput) input: AdminProfileInput, @Ctx() ctx: Context): Promise<Admin> {
    return ctx.services.accounts.updateProfile("ADMIN", ctx.viewer.admin!, { ...input });
  }

  @Mutation(() => Boolean, { description: "Mails a password-reset link when the address has an account of that role; answers true either way." })
  async requestPasswordReset(@Arg("role", () => AccountRole) role: AccountRole, @Arg("email", () => String) email: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.passwordReset.request(roleOf(role), email, publicOrigin(ctx.req, ctx.config.publicUrl), ctx.req.ip ?? "");
    return true;
  }

  @Mutation(() => Boolean, { description: "Sets a new password (at least 8 characters) with a mailed token, once; signs the account out everywhere." })
  async resetPassword(
    @Arg("role", () => AccountRole) role: AccountRole,
    @Arg("token", () => String) token: string,
    @Arg("newPassword", () => String) newPassword: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await ctx.services.passwordReset.reset(roleOf(role), token, newPassword);
    return true;
  }
}
