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
import { OrderEventsResolver } from "./requests/order-events.resolver";
import { PendingRequestsResolver } from "./requests/pending-requests.resolver";
import { ProductStockResolver } from "./catalog/product-stock.resolver";
import { repoRoot } from "./config";

export const resolvers = [AccountsResolver, CatalogResolver, ProductFieldsResolver, ReviewsResolver, WishlistResolver, CartResolver, CheckoutResolver,
  SellerProductsResolver, OrdersResolver, OrderFieldsResolver, RequestsResolver, RequestFieldsResolver, OrderRequestFieldsResolver,
  AdminAccountsResolver, AdminProductsResolver, AdminOrdersResolver, AddressesResolver, OrderEventsResolver, PendingRequestsResolver, ProductStockResolver] as const;
export const schemaFile = path.join(repoRoot, "schema.graphql");

let built: Promise<GraphQLSchema> | undefined;

/**
 * TypeGraphQL asks for a PubSub once a schema has subscriptions. Ours never use its topics: each
 * has its own `subscribe` (the live service, fed by PostgreSQL's LISTEN/NOTIFY).
 */
const noTopics = {
  publish() {
    throw new Error("subscriptions are published by the database (live/live-bus.ts), not by a PubSub");
  },
  subscribe(): AsyncIterable<never> {
    throw new Error("every subscription has its own subscribe (see live/live.service.ts)");
  },
};

/** The schema, built once per process. Input validation is the services' job, not class-validator's. */
export function appSchema(options: { emit?: boolean } = {}): Promise<GraphQLSchema> {
  if (options.emit) {
    return buildSchema({ resolvers, authChecker, pubSub: noTopics, validate: false, emitSchemaFile: { path: schemaFile, sortedSchema: true } });
  }
  built ??= buildSchema({ resolvers, authChecker, pubSub: noTopics, validate: false });
  return built;
}
