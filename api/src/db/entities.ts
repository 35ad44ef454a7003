import { Admin } from "../accounts/admin.entity";
import { Seller } from "../accounts/seller.entity";
import { User } from "../accounts/user.entity";
import { Category } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { Image, ImageVariant } from "../images/image.entity";
import { SessionRecord } from "../sessions/session.entity";

/** Every entity the data source maps; migrations are generated from these. */
export const entities = [User, Seller, Admin, SessionRecord, Category, Product, Image, ImageVariant];
