import DataLoader from "dataloader";
import type { Request, Response } from "express";
import type { Viewer } from "./accounts/roles";
import type { Config } from "./config";
import type { LiveConnection } from "./live/live.service";
import type { PermissionRequest } from "./requests/permission-request.entity";
import type { Services } from "./services";
import { favouritesOwner } from "./catalog/catalog.service";

/** Per-request memos, so a page of products costs the same statements however many rows it has. */
export interface Loaders {
  /** The signed-in shopper's favourite product ids, read once per request (empty for guests). */
  favouriteIds(): Promise<Set<string>>;
  /** Shoppers' names and emails by user id (null when the account is gone), batched per request. */
  customer: DataLoader<string, { name: string; email: string } | null>;
  /** The open permission request of an order, by order id, batched per request. */
  pendingRequest: DataLoader<string, PermissionRequest | null>;
  /** Orders' numbers by order id, batched per request. */
  orderNumber: DataLoader<string, string | null>;
}

/** What every GraphQL resolver receives. */
export interface Context {
  req: Request;
  res: Response;
  viewer: Viewer;
  services: Services;
  loaders: Loaders;
  config: AppConfig;
  /** Only on a subscription (graphql-ws): the socket it runs on. */
  live?: {
    connection: LiveConnection;
    /** Gives the context fresh loaders, so that each event is read like a request of its own. */
    refresh(ctx: Context): void;
  };
}

/** The settings one app process runs with. */
export type AppConfig = Pick<Config, "production" | "sessionSecret" | "cookieSecure" | "webDist" | "publicUrl" | "stripe" | "workerIntervalMs"> & Partial<Pick<Config, "smtpUrl" | "mailFrom" | "graphqlIde" | "corsOrigins" | "metricsToken" | "trustProxy" | "maxUnitsPerProduct" | "passwordCost">>;

export function createLoaders(services: Services, viewer: Viewer): Loaders {
  let favourites: Promise<Set<string>> | undefined;
  const byKey =
    <T>(load: (keys: readonly string[]) => Promise<Map<string, T>>) =>
    async (keys: readonly string[]) => {
      const found = await load(keys);
      return keys.map((key) => found.get(key) ?? null);
    };
  // Made on first use: most requests (a grid, a product page) need none of them.
  let customer: Loaders["customer"] | undefined;
  let pendingRequest: Loaders["pendingRequest"] | undefined;
  let orderNumber: Loaders["orderNumber"] | undefined;
  return {
    get customer() {
      return (customer ??= new DataLoader(byKey((ids) => services.orders.customers(ids))));
    },
    get pendingRequest() {
      return (pendingRequest ??= new DataLoader(byKey((ids) => services.requests.pendingFor(ids))));
    },
    get orderNumber() {
      return (orderNumber ??= new DataLoader(byKey((ids) => services.orders.numbers(ids))));
    },
    favouriteIds() {
      const owner = favouritesOwner(viewer);
      if (!owner) return Promise.resolve(new Set());
      favourites ??= services.wishlist.favouriteIds(owner);
      return favourites;
    },
  };
}
