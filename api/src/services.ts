import type passport from "passport";
import type { DataSource } from "typeorm";
import { AccountsService } from "./accounts/accounts.service";
import { createPassport } from "./accounts/passport";
import { CatalogService } from "./catalog/catalog.service";
import { ImagesService } from "./images/images.service";
import { CartService } from "./cart/cart.service";
import { ReviewsService } from "./reviews/reviews.service";
import { WishlistService } from "./wishlist/wishlist.service";

/** The services of every domain, made once per process and shared by GraphQL and REST. */
export interface Services {
  db: DataSource;
  accounts: AccountsService;
  catalog: CatalogService;
  images: ImagesService;
  reviews: ReviewsService;
  wishlist: WishlistService;
  cart: CartService;
  passport: passport.PassportStatic;
}

export function createServices(db: DataSource): Services {
  const accounts = new AccountsService(db);
  const catalog = new CatalogService(db);
  return {
    db,
    accounts,
    catalog,
    images: new ImagesService(db),
    reviews: new ReviewsService(db),
    wishlist: new WishlistService(db, catalog),
    cart: new CartService(db, catalog),
    passport: createPassport(accounts),
  };
}
