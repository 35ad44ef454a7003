import type { DataSource } from "typeorm";
import { Admin } from "../accounts/admin.entity";
import { hashPassword } from "../accounts/password";
import { Seller } from "../accounts/seller.entity";
import { User } from "../accounts/user.entity";
import { Category } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { CATEGORY_SIZES, SEED_PRODUCTS, SEED_SELLERS } from "../catalog/seed-catalog";
import { drawGarmentSvg } from "../images/garment-art";
import { ImagesService } from "../images/images.service";
import type { AccountsService } from "../accounts/accounts.service";

/** The demo accounts of DESIGN.md; printed at start-up. */
export const DEMO_ACCOUNTS = {
  shopper: { email: "shopper@example.com", password: "shopper-pass-1" },
  seller: { email: "seller@example.com", password: "seller-pass-1" },
  admin: { email: "admin@example.com", password: "admin-pass-1" },
} as const;

/** Categories and their sizes are data every store needs, demo or not. */
export async function ensureCategories(db: DataSource): Promise<void> {
  const rows = Object.entries(CATEGORY_SIZES).map(([name, sizes], position) => ({ name, sizes, position }));
  await db.getRepository(Category).upsert(rows, ["name"]);
}

/** The first admin of a production store, from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureAdmin(db: DataSource, accounts: AccountsService, email: string, password: string): Promise<boolean> {
  if (await db.getRepository(Admin).exists({ where: { email: email.trim().toLowerCase() } })) return false;
  await accounts.createAdmin({ name: "Administrator", email, mobile: "0000000000", qualification: "", password });
  return true;
}

/**
 * Demo accounts, sellers and the catalog, all in one transaction: a start interrupted halfway
 * leaves nothing, and a later start that finds the demo shopper seeds nothing again.
 * Returns false when the demo data was already there.
 */
export async function seedDemo(db: DataSource, options: { log?: (line: string) => void; productLimit?: number } = {}): Promise<boolean> {
  if (await db.getRepository(User).exists({ where: { email: DEMO_ACCOUNTS.shopper.email } })) return false;
  const log = options.log ?? (() => {});
  const products = SEED_PRODUCTS.slice(0, options.productLimit ?? SEED_PRODUCTS.length);
  const [shopperHash, adminHash, ...sellerHashes] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.shopper.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    ...SEED_SELLERS.map((seller) => hashPassword(seller.key === "demo" ? DEMO_ACCOUNTS.seller.password : `${seller.key}-pass-1`)),
  ]);
  const images = new ImagesService(db);
  await db.transaction(async (manager) => {
    await manager.getRepository(User).insert({ name: "Demo Shopper", email: DEMO_ACCOUNTS.shopper.email, mobile: "9876543210", passwordHash: shopperHash });
    await manager.getRepository(Admin).insert({
      name: "Demo Admin",
      email: DEMO_ACCOUNTS.admin.email,
      mobile: "9876500000",
      qualification: "MBA, Retail Management",
      passwordHash: adminHash,
    });
    const sellerIds = new Map<string, string>();
    for (const [index, seller] of SEED_SELLERS.entries()) {
      const { key, ...fields } = seller;
      const result = await manager.getRepository(Seller).insert({ ...fields, passwordHash: sellerHashes[index] });
      sellerIds.set(key, result.identifiers[0].id);
    }
    // Newest first in the grids follows the catalog's order.
    const now = Date.now();
    for (const [index, product] of products.entries()) {
      // Drawn after the store opens (or on first request): see ImagesService.drawPending.
      const image = await images.savePendingSvg(drawGarmentSvg(product.art), manager);
      await manager.getRepository(Product).insert({
        title: product.title,
        price: product.price,
        description: product.description,
        category: product.category,
        materials: product.materials,
        careguide: product.careguide,
        stock: product.stock,
        ownSizes: product.sizes,
        imageId: image.id,
        sellerId: sellerIds.get(product.sellerKey)!,
        createdAt: new Date(now - index * 60_000),
      });
    }
  });
  log(`seeded ${products.length} products from ${SEED_SELLERS.length} sellers`);
  return true;
}
