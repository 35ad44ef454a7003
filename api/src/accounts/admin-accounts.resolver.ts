import { ACCOUNT_MESSAGES } from "@store/rules";
import { Arg, Args, Authorized, Ctx, ID, Mutation, ObjectType, Query, Resolver } from "type-graphql";
import { PageArgs, Paginated } from "../common/paging";
import type { Context } from "../context";
import { Seller } from "./seller.entity";
import { User } from "./user.entity";

@ObjectType({ description: "A page of shoppers." })
export class UserPage extends Paginated(User) {}

@ObjectType({ description: "A page of sellers." })
export class SellerPage extends Paginated(Seller) {}

/** The admin's management of shoppers and sellers; the accounts service owns every rule. */
@Resolver()
export class AdminAccountsResolver {
  @Authorized("ADMIN")
  @Query(() => UserPage, { description: "Every shopper, newest first; `search` keeps those whose name, email or mobile contains it (any case)." })
  users(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context, @Arg("search", () => String, { nullable: true, description: "At most 100 characters." }) search?: string | null): Promise<UserPage> {
    return ctx.services.accounts.pageAccounts("USER", page, search) as Promise<UserPage>;
  }

  @Authorized("ADMIN")
  @Query(() => SellerPage, { description: "Every seller, newest first; `search` keeps those whose name, email or store name contains it (any case)." })
  sellers(@Args(() => PageArgs) page: PageArgs, @Ctx() ctx: Context, @Arg("search", () => String, { nullable: true, description: "At most 100 characters." }) search?: string | null): Promise<SellerPage> {
    return ctx.services.accounts.pageAccounts("SELLER", page, search) as Promise<SellerPage>;
  }

  @Authorized("ADMIN")
  @Mutation(() => User, { description: `Activates a shopper; CONFLICT '${ACCOUNT_MESSAGES.userActivated}', NOT_FOUND '${ACCOUNT_MESSAGES.managedUserNotFound}'.` })
  activateUser(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.accounts.setUserActive(ctx.viewer.admin!, id, true);
  }

  @Authorized("ADMIN")
  @Mutation(() => User, { description: `Deactivates a shopper and signs them out everywhere at once; CONFLICT '${ACCOUNT_MESSAGES.userDeactivated}'.` })
  deactivateUser(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<User> {
    return ctx.services.accounts.setUserActive(ctx.viewer.admin!, id, false);
  }

  @Authorized("ADMIN")
  @Mutation(() => ID, { description: "Deletes a shopper with their reviews, favourites and bag (their orders stay), signing them out everywhere; answers the id." })
  deleteUser(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.accounts.deleteUser(ctx.viewer.admin!, id);
  }

  @Authorized("ADMIN")
  @Mutation(() => ID, { description: "Deletes a seller: signed out everywhere, their products off sale, their past orders kept; answers the id." })
  deleteSeller(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.accounts.deleteSeller(ctx.viewer.admin!, id);
  }
}
