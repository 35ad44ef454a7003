import "reflect-metadata";
import path from "node:path";
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AccountsResolver } from "./accounts/accounts.resolver";
import { authChecker } from "./accounts/auth-checker";
import { CartResolver } from "./cart/cart.resolver";
import { CatalogResolver } from "./catalog/catalog.resolver";
import { CheckoutResolver } from "./checkout/checkout.resolver";
import { ProductFieldsResolver } from "./catalog/product.resolver";
import { ReviewsResolver } from "./reviews/reviews.resolver";
import { WishlistResolver } from "./wishlist/wishlist.resolver";
import { SellerProductsResolver } from "./catalog/seller-products.resolver";
import { OrderFieldsResolver, OrdersResolver } from "./orders/orders.resolver";
import { OrderRequestFieldsResolver, RequestFieldsResolver, RequestsResolver } from "./requests/requests.resolver";
import { AdminAccountsResolver } from "./accounts/admin-accounts.resolver";
import { AdminProductsResolver } from "./catalog/admin-products.resolver";
import { AdminOrdersResolver } from "./orders/admin-orders.resolver";
import { AddressesResolver } from "./addresses/addresses.resolver";
import { repoRoot } from "./config";

export const resolvers = [AccountsResolver, CatalogResolver, ProductFieldsResolver, ReviewsResolver, WishlistResolver, CartResolver, CheckoutResolver,
  SellerProductsResolver, OrdersResolver, OrderFieldsResolver, RequestsResolver, RequestFieldsResolver, OrderRequestFieldsResolver,
  AdminAccountsResolver, AdminProductsResolver, AdminOrdersResolver, AddressesResolver] as const;
export const schemaFile = path.join(repoRoot, "schema.graphql");

let built: Promise<GraphQLSchema> | undefined;

/** The schema, built once per process. Input validation is the services' job, not class-validator's. */
export function appSchema(options: { emit?: boolean } = {}): Promise<GraphQLSchema> {
  if (options.emit) {
    return buildSchema({ resolvers, authChecker, validate: false, emitSchemaFile: { path: schemaFile, sortedSchema: true } });
  }
  built ??= buildSchema({ resolvers, authChecker, validate: false });
  return built;
}
