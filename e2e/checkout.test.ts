import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, test } from "node:test";
import type { Page } from "playwright-core";
import { StoreBrowser, useStoreInBrowser } from "../api/src/testing/browser";
import { placePaidOrder, setProductStock } from "../api/src/testing/fixtures";
import { guestQuery, HttpClient } from "../api/src/testing/http-client";
import type { TestApp } from "../api/src/testing/test-app";

// Checkout in a real Chromium against the real app and its built-in card page (/pay/{id}):
// PLACE ORDER reserves the bag's stock, "Back to your shopping bag" gives it back, a declined
// card is refused, a good one lands on the thank-you page with the bag emptied in the header,
// and the order is listed and cancelled on /user/orders, through the client's cache.

let app: TestApp;
let browser: StoreBrowser;
let page: Page;

interface CatalogProduct {
  id: string;
  title: string;
  price: number;
  sizes: string[];
}

/** Two demo products of one seller, with sizes: each test buys copies of its own. */
let firstOfCatalog: CatalogProduct;
let secondOfCatalog: CatalogProduct;
/** This test's two products (copies of those), the first goes into the bag twice; their stock is STOCK. */
let first: CatalogProduct;
let second: CatalogProduct;
const STOCK = 6;
/** This test's shopper, made for it. */
let SHOPPER: { name: string; email: string; mobile: string; password: string };
let shopperId: string;
let made = 0;

/** The GraphQL operations the page sent, by name, in order. */
let operations: string[] = [];

const graphqlAsGuest = <T>(query: string, variables: Record<string, unknown> = {}) => guestQuery<T>(app.url, query, variables);

const skip = useStoreInBrowser({ demo: true, productLimit: 48 }, async (store) => {
  ({ app, browser } = store);
  const data = await graphqlAsGuest<{ products: { items: (CatalogProduct & { stock: number })[] } }>(`{ products(limit: 100) { items { id title price stock sizes } } }`);
  const withSizes = data.products.items.filter((item) => item.sizes.length > 0 && item.stock > 0);
  // Two of one seller's products: one checkout, one order.
  const sellers = new Map<string, string>(
    (await app.db.query(`SELECT id, "sellerId" FROM products WHERE id = ANY($1)`, [withSizes.map((item) => item.id)])).map((row: { id: string; sellerId: string }) => [row.id, row.sellerId]),
  );
  firstOfCatalog = withSizes[0];
  const sameSeller = withSizes.find((item) => item.id !== firstOfCatalog.id && sellers.get(item.id) === sellers.get(firstOfCatalog.id));
  assert.ok(sameSeller, "the demo catalog has a seller with two products in sizes");
  secondOfCatalog = sameSeller;
});

/** A copy of a catalog product (same seller, picture and sizes) with STOCK in stock in each size, for one test alone. */
async function copyOf(product: CatalogProduct): Promise<CatalogProduct> {
  const [row] = await app.db.query(
    `INSERT INTO products (title, price, description, category, materials, careguide, stock, "ownSizes", "imageId", "sellerId")
     SELECT title || ' no. ' || $2, price, description, category, materials, careguide, $3, "ownSizes", "imageId", "sellerId" FROM products WHERE id = $1
     RETURNING id, title, price`,
    [product.id, made, STOCK],
  );
  await setProductStock(app, row.id, STOCK * product.sizes.length);
  return { ...row, sizes: product.sizes };
}

// Every test has its own shopper, products and page: none relies on what another left behind.
beforeEach(async () => {
  made++;
  first = await copyOf(firstOfCatalog);
  second = await copyOf(secondOfCatalog);
  SHOPPER = { name: "Meera Iyer", email: `meera.${process.pid}.${made}@example.com`, mobile: `91234${String(process.pid % 1000).padStart(3, "0")}${String(made).padStart(3, "0")}`, password: "meera-pass-1" };
  const { signUpUser } = await graphqlAsGuest<{ signUpUser: { id: string } }>(`mutation($input: UserSignUpInput!) { signUpUser(input: $input) { id } }`, { input: { ...SHOPPER, terms: true } });
  shopperId = signUpUser.id;
  operations = [];
  await page?.context().close();
  page = await browser.newPage();
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/graphql")) return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    operations.push(body?.operationName ?? "");
  });
});
afterEach(() => browser.assertNothingForeign());

/** Signs this test's shopper in, in the page's browser context, through the API (the first test uses the form). */
async function signIn(): Promise<void> {
  const answer = await page.request.post(`${app.url}/api/v1/user/login`, { headers: { origin: app.url }, data: { email: SHOPPER.email, password: SHOPPER.password } });
  assert.equal(answer.status(), 200, "the shopper signs in");
}

/** The bag the first test fills through the pages: the first product twice, the second once, each in its first size. */
async function fillBag(): Promise<void> {
  const user = await app.services.accounts.findById("USER", shopperId);
  assert.ok(user);
  for (const product of [first, first, second]) await app.services.cart.add(user, product.id, product.sizes[0]);
}

const toast = (text: string) => page.getByTestId("toast").filter({ hasText: text }).first();
const headerCount = () => page.getByTestId("header-cart-count");
const bagLine = (productId: string) => page.locator(`[data-testid="bag-line"][data-product-id="${productId}"]`);
/** "Rs. 1,997.00" and "Rs. 1997.00" alike: the rupees as a number. */
const rupeesIn = (text: string) => Number(text.replace(/^Rs\.\s*/, "").replace(/[^\d.]/g, ""));
/** The stock of a product's first size, the one the bag holds (each size starts with STOCK). */
const stockOf = async (id: string): Promise<number> => (await app.db.query(`SELECT stock FROM product_sizes WHERE "productId" = $1 ORDER BY position LIMIT 1`, [id]))[0].stock;
const checkoutStatuses = async (): Promise<string[]> =>
  (await app.db.query(`SELECT status FROM checkouts WHERE "userId" = $1 ORDER BY "createdAt"`, [shopperId])).map((row: { status: string }) => row.status);
const bagInDatabase = async () =>
  app.db.query(`SELECT "productId", size, count FROM cart_lines WHERE "userId" = $1 ORDER BY "productId", size`, [shopperId]) as Promise<{ productId: string; size: string; count: number }[]>;
const expiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;

/**
 * The tab's title, once the page has set it (up to 10 s), then asserted: fails, with both titles, if
 * it never comes. One CI run on a busy machine read "Sign in | ATELIER" right after the orders
 * page's content showed; the cause is not understood (only the sign-in page sets that title, and
 * eleven instrumented runs did not show it again: docs/decisions.md, the thirtieth session).
 */
async function titleBecomes(expected: string) {
  await page.waitForFunction((title) => document.title === title, expected, { timeout: 10_000 }).catch(() => {});
  assert.equal(await page.title(), expected);
}

async function addToBag(product: CatalogProduct, size: string) {
  await page.goto(`${app.url}/productDetails/${product.id}`);
  await page.getByTestId("product-title").waitFor();
  await page.getByTestId("size-selector").locator("label", { has: page.getByTestId(`size-option-${size}`) }).click();
  await page.getByTestId("add-to-cart").click();
  await toast("Product added to cart").waitFor();
}

/** Cancelling an order asks first, in the store's dialog. */
async function confirmCancel() {
  const dialog = page.getByRole("alertdialog", { name: "Cancel order" });
  await dialog.getByText("Are you sure you want to cancel this order?").waitFor();
  await dialog.getByRole("button", { name: "Cancel order", exact: true }).click();
}

async function fillCard(number: string) {
  // The delivery address: a shopper with none in the address book types one (and keeps it ticked to save).
  if (!(await page.getByLabel("Address line 1").inputValue())) {
    await page.getByLabel("Full name").fill(SHOPPER.name);
    await page.getByLabel("Phone").fill("9876543210");
    await page.getByLabel("Address line 1").fill("12 MG Road");
    await page.getByLabel("City").fill("Bengaluru");
    await page.getByLabel("State").fill("Karnataka");
    await page.getByLabel("PIN code").fill("560001");
  }
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM/YY)").fill(expiry());
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("Name on card").fill(SHOPPER.name);
}

describe("checkout and orders in Chromium", () => {
  test("a new shopper has no orders; PLACE ORDER waits for a bag", { skip }, async () => {
    await page.goto(app.url + "/login");
    await page.getByLabel("Email").fill(SHOPPER.email);
    await page.getByLabel("Password", { exact: true }).fill(SHOPPER.password);
    await page.getByTestId("submit").click();
    await page.waitForURL(app.url + "/user/profile");

    await page.goto(app.url + "/user/orders");
    await page.getByRole("heading", { name: "YOUR ORDERS" }).waitFor();
    await page.getByTestId("orders-empty").getByText("YOU HAVE NO ORDERS YET!").waitFor();
    await titleBecomes("Your orders | ATELIER");

    await page.goto(app.url + "/user/cart");
    await page.getByTestId("bag-empty").waitFor();
    assert.equal(await page.getByTestId("place-order").count(), 0, "an empty bag offers no PLACE ORDER");

    await addToBag(first, first.sizes[0]);
    await addToBag(first, first.sizes[0]);
    await addToBag(second, second.sizes[0]);
    await headerCount().filter({ hasText: /^3$/ }).waitFor();
  });

  test("the server's refusal shows and nothing is reserved", { skip }, async () => {
    await fillBag();
    await signIn();
    await setProductStock(app, first.id, { [first.sizes[0]]: 1 });
    await page.goto(app.url + "/user/cart");
    const placeOrder = page.getByTestId("place-order");
    await placeOrder.waitFor();
    assert.equal(await placeOrder.isEnabled(), true);
    await placeOrder.click();
    await toast(`Insufficient stock for ${first.title} in size ${first.sizes[0]}: 1 left, 2 in your bag`).waitFor();
    assert.equal(new URL(page.url()).pathname, "/user/cart");
    await page.waitForFunction(() => !(document.querySelector('[data-testid="place-order"]') as HTMLButtonElement | null)?.disabled);
    assert.deepEqual([await stockOf(first.id), await stockOf(second.id)], [1, STOCK], "all or nothing");
  });

  test("the card page's way back returns to the bag as it was, with the stock released", { skip }, async () => {
    await fillBag();
    await signIn();
    await page.goto(app.url + "/user/cart");
    const bagTotal = await page.getByTestId("bag-total").innerText();
    const bagBefore = await bagInDatabase();
    await page.getByTestId("place-order").click();
    await page.waitForURL(new RegExp(`^${app.url}/pay/[^/]+$`));
    await page.getByTestId("pay-total").waitFor();
    assert.equal(rupeesIn(await page.getByTestId("pay-total").innerText()), rupeesIn(bagTotal));
    assert.deepEqual([await stockOf(first.id), await stockOf(second.id)], [STOCK - 2, STOCK - 1], "reserved while paying");
    assert.deepEqual(await checkoutStatuses(), ["open"]);

    await page.getByRole("button", { name: "Back to your shopping bag" }).click();
    await page.waitForURL((url) => url.pathname === "/user/cart");
    await toast("Payment not completed. Your bag is just as you left it.").waitFor();
    // The flag leaves the address, so a reload says nothing again.
    await page.waitForURL(app.url + "/user/cart");
    await bagLine(first.id).waitFor();
    assert.equal(await page.getByTestId("bag-line").count(), 2);
    assert.equal(await bagLine(first.id).getByTestId("quantity-value").innerText(), "2");
    assert.equal(await page.getByTestId("bag-total").innerText(), bagTotal);
    await headerCount().filter({ hasText: /^3$/ }).waitFor();
    assert.deepEqual(await bagInDatabase(), bagBefore, "the bag is intact");
    assert.deepEqual([await stockOf(first.id), await stockOf(second.id)], [STOCK, STOCK], "the reservation went back");
    assert.deepEqual(await checkoutStatuses(), ["cancelled"]);
  });

  test("a declined card, then a paid one: thank-you, an empty bag, and the order to cancel", { skip }, async () => {
    await fillBag();
    await signIn();
    await page.goto(app.url + "/user/cart");
    const bagTotal = rupeesIn(await page.getByTestId("bag-total").innerText());
    assert.equal(bagTotal, first.price * 2 + second.price);
    await page.getByTestId("place-order").click();
    await page.waitForURL(new RegExp(`^${app.url}/pay/[^/]+$`));
    for (const label of ["Card number", "Expiry (MM/YY)", "CVC", "Name on card"]) await page.getByLabel(label, { exact: true }).waitFor();
    assert.equal(rupeesIn(await page.getByTestId("pay-total").innerText()), bagTotal, "the card page asks for the bag's total");

    await fillCard("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.getByTestId("pay-error").filter({ hasText: "Your card was declined." }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/pay\//);
    assert.equal((await app.db.query(`SELECT count(*)::int AS n FROM orders WHERE "userId" = $1`, [shopperId]))[0].n, 0, "no order for a declined card");

    const payMark = operations.length;
    // The thank-you page's header asks for the bag as the page opens, beside the completion. That
    // answer is read before the completion runs and reaches the page only after the completion has
    // answered: the bag as it was, arriving last. The header must have asked again.
    let bagRead!: () => void;
    const headerBagRead = new Promise<void>((resolve) => (bagRead = resolve));
    let heldOnce = false;
    await page.route(`${app.url}/graphql`, async (route) => {
      const name = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (name === "HeaderBag" && !heldOnce && route.request().frame().url().includes("/user/payment_success")) {
        heldOnce = true;
        const response = await route.fetch();
        bagRead();
        await page.getByRole("heading", { name: "THANK YOU FOR PURCHASE" }).waitFor();
        // The page may have let go of this request meanwhile (a new one replaced it).
        await route.fulfill({ response }).catch(() => undefined);
        return;
      }
      // The completion waits for that read (at most 5 s: a page that asked nothing first).
      if (name === "CompleteCheckout") await Promise.race([headerBagRead, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue();
    });
    await fillCard("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/user/payment_success" && !!url.searchParams.get("session_id"));
    const thankYou = page.getByTestId("thank-you");
    await thankYou.getByRole("heading", { name: "THANK YOU FOR PURCHASE" }).waitFor();
    await toast("Your payment was successful").waitFor();
    await titleBecomes("Thank you for your purchase | ATELIER");
    assert.equal(await page.getByTestId("done-link").getAttribute("href"), "/user/cart");
    assert.equal(await page.getByTestId("done-link").innerText(), "DONE");
    assert.equal(rupeesIn(await page.getByTestId("thank-you-total").innerText()), bagTotal);
    // The header's count follows the emptied bag without a reload.
    await page.getByTestId("header-cart").waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="header-cart-count"]'));
    const afterPay = operations.slice(payMark);
    assert.equal(afterPay.filter((name) => name === "CompleteCheckout").length, 1, "completed once");
    assert.ok(afterPay.lastIndexOf("HeaderBag") > afterPay.indexOf("CompleteCheckout"), `the header asked for the bag again: ${afterPay.join(", ")}`);
    assert.ok(heldOnce, "the header's first answer was held");
    await page.unroute(`${app.url}/graphql`);

    const orders: { id: string; status: string; total: number }[] = await app.db.query(`SELECT id, status, total FROM orders WHERE "userId" = $1`, [shopperId]);
    assert.equal(orders.length, 1, "one seller's products: one order");
    const [order] = orders;
    assert.deepEqual({ status: order.status, total: order.total }, { status: "processing", total: bagTotal });
    assert.deepEqual(await bagInDatabase(), []);
    assert.deepEqual([await stockOf(first.id), await stockOf(second.id)], [STOCK - 2, STOCK - 1], "the stock stays taken");

    await page.getByTestId("done-link").click();
    await page.waitForURL(app.url + "/user/cart");
    await page.getByTestId("bag-empty").waitFor();
    // Back to the thank-you page, in the same document: it mounts again and shows the answer it
    // had, without completing the checkout a second time.
    const backMark = operations.length;
    await page.goBack();
    await thankYou.getByRole("heading", { name: "THANK YOU FOR PURCHASE" }).waitFor();
    assert.equal(rupeesIn(await page.getByTestId("thank-you-total").innerText()), bagTotal);
    assert.deepEqual(operations.slice(backMark).filter((name) => name === "CompleteCheckout"), [], "the completion was not asked again");

    // --- The order on /user/orders.
    await page.goto(app.url + "/user/orders");
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await card.waitFor();
    assert.equal(await page.getByTestId("order-card").count(), 1);
    assert.match(await card.getByTestId("order-number").innerText(), /^AT-\d{4}-\d{6}$/);
    assert.equal(await card.getByTestId("order-status").innerText(), "processing");
    assert.equal(await card.getByTestId("order-total").innerText(), `Rs. ${bagTotal}.00`);
    assert.match(await card.getByTestId("order-date").innerText(), new RegExp(String(new Date().getFullYear())));
    const items = card.getByTestId("order-item");
    assert.equal(await items.count(), 2);
    for (const [product, quantity] of [[first, 2], [second, 1]] as const) {
      const item = card.locator(`[data-testid="order-item"][data-product-id="${product.id}"]`);
      assert.equal(await item.getByTestId("order-item-name").innerText(), product.title);
      assert.equal(await item.getByTestId("order-item-quantity").innerText(), `Qty ${quantity}`);
      assert.equal(await item.getByTestId("order-item-total").innerText(), `Rs. ${product.price * quantity}.00`);
    }

    // A refusal: the seller moves the order while the shopper's CANCEL is on its way. The server
    // refuses with its reason, and the page (live updates) shows the order where it now is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if ((route.request().postDataJSON() as { operationName?: string } | null)?.operationName === "CancelOrder") await held;
      await route.continue();
    });
    await card.getByTestId("cancel-order").click();
    await confirmCancel();
    await card.getByTestId("cancel-order").waitFor({ state: "detached" });
    await app.db.query(`UPDATE orders SET status = 'transit' WHERE id = $1`, [order.id]);
    release();
    await toast("This order is transit and can no longer be cancelled").waitFor();
    await card.getByTestId("order-status").filter({ hasText: /^transit$/ }).waitFor();
    await page.unroute("**/graphql");

    // Cancelled: in place, from the mutation's answer alone. The order is processing again (as
    // after an approved request); the page hears of it and offers CANCEL ORDER again.
    await app.db.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [order.id]);
    await card.getByTestId("order-status").filter({ hasText: /^processing$/ }).waitFor();
    await card.getByTestId("cancel-order").waitFor();
    const cancelMark = operations.length;
    await card.getByTestId("cancel-order").click();
    await confirmCancel();
    await toast("Order cancelled").waitFor();
    await card.getByTestId("order-status").filter({ hasText: /^cancelled$/ }).waitFor();
    // The built-in provider confirms the refund at once; one still owed would read "Refund pending".
    await card.getByTestId("order-refund").filter({ hasText: /^Refunded$/ }).waitFor();
    assert.equal(await card.getByTestId("cancel-order").count(), 0, "no CANCEL ORDER once cancelled");
    assert.deepEqual(operations.slice(cancelMark), ["CancelOrder"], "the list was not asked again");
    const [stored] = await app.db.query(`SELECT status, "canUpdate" FROM orders WHERE id = $1`, [order.id]);
    assert.deepEqual(stored, { status: "cancelled", canUpdate: false });
    assert.deepEqual([await stockOf(first.id), await stockOf(second.id)], [STOCK, STOCK], "the stock came back");
    // A refund the provider has not confirmed yet: the page says so.
    await app.db.query(`UPDATE orders SET "refundStatus" = 'pending' WHERE id = $1`, [order.id]);
    await page.reload();
    await card.getByTestId("order-status").filter({ hasText: /^cancelled$/ }).waitFor();
    await card.getByTestId("order-refund").filter({ hasText: /^Refund pending$/ }).waitFor();
    assert.equal(await card.getByTestId("cancel-order").count(), 0);
  });

  test("orders come in pages; only processing ones offer CANCEL ORDER", { skip }, async () => {
    const api = new HttpClient(app.url);
    assert.equal((await api.rest("POST", "/user/login", { email: SHOPPER.email, password: SHOPPER.password })).status, 200);
    await placePaidOrder(app, api, [first]);
    await signIn();
    // Ten older delivered orders, copies of the first, each from a checkout of its own (one order per checkout and seller).
    for (let day = 1; day <= 10; day++) {
      await app.db.query(
        `WITH source AS (SELECT * FROM orders WHERE "userId" = $1 ORDER BY "createdAt" LIMIT 1),
              paid AS (
                INSERT INTO checkouts ("userId", status, provider, total, "expiresAt", "createdAt")
                SELECT "userId", 'completed', 'local', total, "createdAt", "createdAt" - $5 * interval '1 day' FROM source
                RETURNING id),
              made AS (
                INSERT INTO orders (number, "checkoutId", "userId", "sellerId", status, "canUpdate", total, "createdAt")
                SELECT 'AT-2026-9' || lpad(nextval('order_number_seq')::text, 5, '0'), paid.id, "userId", "sellerId", 'delivered', false, total, "createdAt" - $5 * interval '1 day' FROM source, paid
                RETURNING id)
         INSERT INTO order_items ("orderId", "productId", title, image, size, quantity, "unitPrice")
         SELECT made.id, $2, $3, NULL, NULL, 1, $4 FROM made`,
        [shopperId, first.id, first.title, first.price, day],
      );
    }
    await page.goto(app.url + "/user/orders");
    await page.getByTestId("orders-count").filter({ hasText: "11 orders" }).waitFor();
    assert.equal(await page.getByTestId("order-card").count(), 10);
    await page.getByTestId("load-more").click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="order-card"]').length === 11);
    await page.getByTestId("load-more").waitFor({ state: "detached" });
    const delivered = page.locator('[data-testid="order-card"][data-status="delivered"]');
    assert.equal(await delivered.count(), 10);
    assert.equal(await delivered.getByTestId("cancel-order").count(), 0);
  });

  test("a return without a paid checkout shows the failure and no thank-you", { skip }, async () => {
    await signIn();
    await page.goto(app.url + "/user/payment_success?session_id=not-a-session");
    await page.getByTestId("payment-failed").getByText("Checkout not found").waitFor();
    await toast("Checkout not found").waitFor();
    assert.equal(await page.getByTestId("thank-you").count(), 0);
    await page.goto(app.url + "/user/payment_success");
    await page.getByTestId("payment-failed").getByText("Failed to complete payment").waitFor();
    assert.equal(await page.getByTestId("thank-you").count(), 0);
  });
});
