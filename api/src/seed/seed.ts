import type { DataSource, EntityManager } from "typeorm";
import { Address } from "../addresses/address.entity";
import { Checkout } from "../checkout/checkout.entity";
import { Order, OrderItem, OrderStatusChange, type OrderStatus } from "../orders/order.entity";
import { orderNumber } from "../orders/order-number";
import { PermissionRequest } from "../requests/permission-request.entity";
import { Review } from "../reviews/review.entity";
import { Admin } from "../accounts/admin.entity";
import { Passwords } from "../accounts/password";
import { Seller } from "../accounts/seller.entity";
import { User } from "../accounts/user.entity";
import { Category } from "../catalog/category.entity";
import { Product } from "../catalog/product.entity";
import { spreadStock } from "../catalog/stock";
import { CATEGORY_SIZES, SEED_PRODUCTS, SEED_SELLERS } from "../catalog/seed-catalog";
import { drawGarmentSvg } from "@store/garment-art";
import { ImagesService } from "../images/images.service";
import { normaliseEmail, type AccountsService } from "../accounts/accounts.service";

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

/**
 * The first admin of a production store, from ADMIN_EMAIL / ADMIN_PASSWORD and, optionally,
 * ADMIN_MOBILE. A restart with another ADMIN_EMAIL adds that admin too; a mobile another admin
 * already has is left empty (and said so) rather than stopping the start.
 */
export async function ensureAdmin(db: DataSource, accounts: AccountsService, admin: { email: string; password: string; mobile?: string }, log: (line: string) => void = () => {}): Promise<boolean> {
  const admins = db.getRepository(Admin);
  if (await admins.exists({ where: { email: normaliseEmail(admin.email) } })) return false;
  let mobile = admin.mobile?.trim() ?? "";
  if (mobile && (await admins.exists({ where: { mobile } }))) {
    log(`ADMIN_MOBILE ${mobile} belongs to another admin: ${admin.email} is created without a mobile`);
    mobile = "";
  }
  await accounts.createAdmin({ name: "Administrator", email: admin.email, mobile, qualification: "", password: admin.password });
  return true;
}

/** The demo shopper's address, the default of their address book and the copy on the demo orders. */
const DEMO_ADDRESS = { name: "Demo Shopper", phone: "9876543210", line1: "21 Residency Road", line2: "Flat 3A", city: "Bengaluru", state: "Karnataka", pinCode: "560025", country: "India" };

const DEMO_REVIEWS = [
  { rating: 5, comment: "Beautiful fabric and true to size. Washed well too." },
  { rating: 4, comment: "Lovely colour; runs slightly long, so I had it taken up." },
  { rating: 5, comment: "Soft, light and well finished. Bought a second one." },
  { rating: 3, comment: "Nice cut, but the fabric creases more than I hoped." },
];

/**
 * What a newcomer should see at once: an address for the demo shopper, reviews on some
 * products, and orders of the demo shopper with the demo seller in several statuses (one
 * delivered, locked, with a permission request waiting for the admin). Seeded orders send no mail.
 */
async function seedShowcase(manager: EntityManager, shopperId: string, sellerId: string): Promise<void> {
  await manager.getRepository(Address).insert({ ...DEMO_ADDRESS, userId: shopperId, isDefault: true });
  const products: { id: string; title: string; price: number; imageId: string | null; size: string | null }[] = await manager.query(
    `SELECT id, title, price, "imageId", (SELECT size FROM product_sizes s WHERE s."productId" = p.id ORDER BY position LIMIT 1) AS size
       FROM products p WHERE "sellerId" = $1 ORDER BY "createdAt" DESC, id LIMIT 8`,
    [sellerId],
  );
  for (const [index, review] of DEMO_REVIEWS.entries()) {
    if (products[index]) await manager.getRepository(Review).insert({ ...review, userId: shopperId, productId: products[index].id });
  }
  const day = 24 * 60 * 60 * 1000;
  const plans: { status: OrderStatus; canUpdate: boolean; daysAgo: number; path: OrderStatus[]; request?: OrderStatus }[] = [
    { status: "delivered", canUpdate: false, daysAgo: 12, path: ["transit", "out-for-delivery", "delivered"], request: "out-for-delivery" },
    { status: "out-for-delivery", canUpdate: true, daysAgo: 5, path: ["transit", "out-for-delivery"] },
    { status: "transit", canUpdate: true, daysAgo: 3, path: ["transit"] },
    { status: "processing", canUpdate: true, daysAgo: 1, path: [] },
  ];
  for (const [index, plan] of plans.entries()) {
    const product = products[(index + 4) % Math.max(products.length, 1)];
    if (!product) return;
    const placed = new Date(Date.now() - plan.daysAgo * day);
    const checkout = await manager.getRepository(Checkout).save({
      userId: shopperId, status: "completed", provider: "local", total: product.price, expiresAt: placed, completedAt: placed, createdAt: placed, shippingAddress: DEMO_ADDRESS,
    });
    const [{ serial }] = await manager.query(`SELECT nextval('order_number_seq')::int AS serial`);
    const order = await manager.getRepository(Order).save({
      number: orderNumber(serial, placed), shippingAddress: DEMO_ADDRESS, checkoutId: checkout.id, userId: shopperId, sellerId, status: plan.status, canUpdate: plan.canUpdate, total: product.price, createdAt: placed,
    });
    const image = product.imageId ? `/images/${product.imageId}/640.webp` : null;
    await manager.getRepository(OrderItem).insert({ orderId: order.id, productId: product.id, title: product.title, image, size: product.size, quantity: 1, unitPrice: product.price });
    const changes: OrderStatus[] = ["processing", ...plan.path];
    for (const [step, to] of changes.entries()) {
      await manager.getRepository(OrderStatusChange).insert({
        orderId: order.id, from: step === 0 ? null : changes[step - 1], to, actorRole: step === 0 ? "SYSTEM" : "SELLER", actorId: step === 0 ? null : sellerId, createdAt: new Date(placed.getTime() + step * day / 2),
      });
    }
    if (plan.request) await manager.getRepository(PermissionRequest).insert({ orderId: order.id, sellerId, status: plan.request, state: "pending" });
  }
}

/**
 * Each seeded product's stock spread over its sizes (its own, else its category's): evenly, the
 * remainder to the first sizes, as the migration of issue 27 spread the stock of its day.
 */
async function seedSizeStock(manager: EntityManager): Promise<void> {
  const products: { id: string; stock: number; sizes: string[] }[] = await manager.query(
    `SELECT p.id, p.stock, CASE WHEN cardinality(p."ownSizes") > 0 THEN p."ownSizes" ELSE c.sizes END AS sizes FROM products p JOIN categories c ON c.name = p.category`,
  );
  const rows = products.flatMap((product) => (product.sizes.length > 0 ? spreadStock(product.stock, product.sizes).map((count, position) => ({ productId: product.id, position, ...count })) : []));
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO product_sizes ("productId", size, position, stock) SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[])`,
    [rows.map((row) => row.productId), rows.map((row) => row.size), rows.map((row) => row.position), rows.map((row) => row.stock)],
  );
}

/**
 * Demo accounts, sellers and the catalog, all in one transaction: a start interrupted halfway
 * leaves nothing, and a later start that finds the demo shopper seeds nothing again.
 * Returns false when the demo data was already there.
 */
export async function seedDemo(db: DataSource, options: { log?: (line: string) => void; productLimit?: number; showcase?: boolean; passwords?: Passwords } = {}): Promise<boolean> {
  if (await db.getRepository(User).exists({ where: { email: DEMO_ACCOUNTS.shopper.email } })) return false;
  const log = options.log ?? (() => {});
  const products = SEED_PRODUCTS.slice(0, options.productLimit ?? SEED_PRODUCTS.length);
  const passwords = options.passwords ?? new Passwords();
  const [shopperHash, adminHash, ...sellerHashes] = await Promise.all([
    passwords.hash(DEMO_ACCOUNTS.shopper.password),
    passwords.hash(DEMO_ACCOUNTS.admin.password),
    ...SEED_SELLERS.map((seller) => passwords.hash(seller.key === "demo" ? DEMO_ACCOUNTS.seller.password : `${seller.key}-pass-1`)),
  ]);
  const images = new ImagesService(db);
  await db.transaction(async (manager) => {
    const shopperId = (await manager.getRepository(User).insert({ name: "Demo Shopper", email: DEMO_ACCOUNTS.shopper.email, mobile: "9876543210", passwordHash: shopperHash })).identifiers[0].id;
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
    await seedSizeStock(manager);
    if (options.showcase) await seedShowcase(manager, shopperId, sellerIds.get("demo")!);
  });
  log(`seeded ${products.length} products from ${SEED_SELLERS.length} sellers`);
  return true;
}
