import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { Context } from "../context";
import { Address, AddressInput } from "./address.entity";

/** The shopper's address book, on the profile. */
@Resolver()
export class AddressesResolver {
  @Authorized("USER")
  @Query(() => [Address], { description: "The shopper's delivery addresses, the default first." })
  myAddresses(@Ctx() ctx: Context): Promise<Address[]> {
    return ctx.services.addresses.list(ctx.viewer.user!);
  }

  @Authorized("USER")
  @Mutation(() => [Address], { description: "Adds an address (no id) or changes one; answers the address book. The first address is the default." })
  saveAddress(@Arg("input", () => AddressInput) input: AddressInput, @Ctx() ctx: Context, @Arg("id", () => ID, { nullable: true }) id?: string | null): Promise<Address[]> {
    return ctx.services.addresses.save(ctx.viewer.user!, input, id ?? undefined);
  }

  @Authorized("USER")
  @Mutation(() => [Address], { description: "Makes one of the shopper's addresses the default; answers the address book." })
  setDefaultAddress(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Address[]> {
    return ctx.services.addresses.setDefault(ctx.viewer.user!, id);
  }

  @Authorized("USER")
  @Mutation(() => [Address], { description: "Deletes one of the shopper's addresses (past orders keep their copy); answers the address book." })
  deleteAddress(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Address[]> {
    return ctx.services.addresses.remove(ctx.viewer.user!, id);
  }
}
