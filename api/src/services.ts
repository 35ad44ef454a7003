import type passport from "passport";
import type { DataSource } from "typeorm";
import { AccountsService } from "./accounts/accounts.service";
import { createPassport } from "./accounts/passport";
import { CatalogService } from "./catalog/catalog.service";
import { ImagesService } from "./images/images.service";

/** The services of every domain, made once per process and shared by GraphQL and REST. */
export interface Services {
  db: DataSource;
  accounts: AccountsService;
  catalog: CatalogService;
  images: ImagesService;
  passport: passport.PassportStatic;
}

export function createServices(db: DataSource): Services {
  const accounts = new AccountsService(db);
  return {
    db,
    accounts,
    catalog: new CatalogService(db),
    images: new ImagesService(db),
    passport: createPassport(accounts),
  };
}
