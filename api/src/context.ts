import type { Request, Response } from "express";
import type { Viewer } from "./accounts/roles";
import type { Config } from "./config";
import type { Services } from "./services";

/** Per-request memos, so a page of products costs the same statements however many rows it has. */
export interface Loaders {
  /** The signed-in shopper's favourite product ids, read once per request (empty for guests). */
  favouriteIds(): Promise<Set<string>>;
}

/** What every GraphQL resolver receives. */
export interface Context {
  req: Request;
  res: Response;
  viewer: Viewer;
  services: Services;
  loaders: Loaders;
  config: AppConfig;
}

/** The settings one app process runs with. */
export type AppConfig = Pick<Config, "production" | "sessionSecret" | "cookieSecure" | "webDist" | "publicUrl" | "stripe" | "workerIntervalMs"> & Partial<Pick<Config, "smtpUrl" | "mailFrom">>;

export function createLoaders(services: Services, viewer: Viewer): Loaders {
  let favourites: Promise<Set<string>> | undefined;
  return {
    favouriteIds() {
      if (!viewer.user?.isActive) return Promise.resolve(new Set());
      favourites ??= services.wishlist.favouriteIds(viewer.user.id);
      return favourites;
    },
  };
}
