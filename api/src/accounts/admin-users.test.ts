import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { assertAdminOnly, placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp();

const USERS = `query($o: Int!, $l: Int!) { users(offset: $o, limit: $l) { total offset limit hasMore items { id name email mobile isActive } } }`;
const SELLERS = `{ sellers(limit: 100) { total items { id name email mobile storeName address role } } }`;
const ACTIVATE = `mutation($id: ID!) { activateUser(id: $id) { id isActive } }`;
const DEACTIVATE = `mutation($id: ID!) { deactivateUser(id: $id) { id isActive } }`;
const DELETE_USER = `mutation($id: ID!) { deleteUser(id: $id) }`;
const DELETE_SELLER = `mutation($id: ID!) { deleteSeller(id: $id) }`;

/** The session rows that still sign a browser in as this account. */
const sessionsOf = async (role: string, id: string): Promise<number> =>
  (await app.db.query(`SELECT count(*)::int AS n FROM sessions WHERE data->'accounts'->>$1::text = $2::text`, [role, id]))[0].n;

describe("who may manage accounts", () => {
  test("guests get 401, shoppers and sellers 403, over GraphQL and REST", async () => {
    const { user } = await signedInShopper(app);
    const { seller } = await signedInSeller(app);
    await assertAdminOnly(app, {
      graphql: [
        [USERS, { o: 0, l: 5 }],
        [SELLERS, {}],
        [ACTIVATE, { id: user.id }],
        [DEACTIVATE, { id: user.id }],
        [DELETE_USER, { id: user.id }],
        [DELETE_SELLER, { id: seller.id }],
      ],
      rest: [
        ["GET", "/user/get-all-user"],
        ["PUT", `/user/activate-user/${user.id}`],
        ["PUT", `/user/deactivate-user/${user.id}`],
        ["GET", "/seller/get-all-sellers"],
        ["DELETE", `/seller/delete-seller/${seller.id}`],
      ],
    });
    // The shopper's own path: a guest is 401, a seller 403, another shopper 403 by name.
    assert.equal((await new HttpClient(app.url).rest("DELETE", `/user/delete-user/${user.id}`)).status, 401);
    assert.equal((await (await signedInSeller(app)).client.rest("DELETE", `/user/delete-user/${user.id}`)).status, 403);
    const other = await (await signedInShopper(app)).client.rest("DELETE", `/user/delete-user/${user.id}`);
    assert.deepEqual([other.status, other.body.message], [403, "You can only delete your own account"]);
    const [row] = await app.db.query(`SELECT "isActive" FROM users WHERE id = $1`, [user.id]);
    assert.equal(row.isActive, true, "nothing changed");
    assert.equal((await app.db.query(`SELECT count(*)::int AS n FROM sellers WHERE id = $1`, [seller.id]))[0].n, 1);
  });
});

describe("shoppers", () => {
  test("the list is paged, newest first, and the legacy list holds every shopper", async () => {
    const { client } = await signedInAdmin(app);
    const first = await signedInShopper(app, "Older Shopper");
    const second = await signedInShopper(app, "Newer Shopper");
    const { data, errors } = await client.gql(USERS, { o: 0, l: 2 });
    assert.equal(errors, undefined);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM users`);
    assert.deepEqual([data.users.total, data.users.offset, data.users.limit, data.users.hasMore], [n, 0, 2, n > 2]);
    assert.deepEqual(
      data.users.items.map((user: { id: string }) => user.id),
      [second.user.id, first.user.id],
    );
    assert.equal(data.users.items[0].isActive, true);
    const legacy = await client.rest("GET", "/user/get-all-user");
    assert.equal(legacy.status, 200);
    // The admin's screens read the answer as the list itself.
    assert.equal(legacy.body.length, n);
    assert.deepEqual(legacy.body[0], { _id: second.user.id, name: "Newer Shopper", email: second.email, mobile: second.user.mobile, isActive: true });
  });

  test("activate and deactivate refuse what is already so, and unknown shoppers, with the document's messages", async () => {
    const { client } = await signedInAdmin(app);
    const { user } = await signedInShopper(app);
    const again = await client.gql(ACTIVATE, { id: user.id });
    assert.deepEqual([again.errors?.[0].extensions?.code, again.errors?.[0].message], ["CONFLICT", "User is already activated!"]);
    const off = await client.rest("PUT", `/user/deactivate-user/${user.id}`);
    assert.deepEqual([off.status, off.body.message, off.body.data.isActive], [200, "User deactivated successfully", false]);
    const offAgain = await client.rest("PUT", `/user/deactivate-user/${user.id}`);
    assert.deepEqual([offAgain.status, offAgain.body.message], [409, "User is already deactivated!"]);
    assert.equal((await client.gql(DEACTIVATE, { id: user.id })).errors?.[0].message, "User is already deactivated!");
    const on = await client.rest("PUT", `/user/activate-user/${user.id}`);
    assert.deepEqual([on.status, on.body.message, on.body.data.isActive], [200, "User activated successfully", true]);
    for (const id of [randomUUID(), "not-an-id"]) {
      const missing = await client.rest("PUT", `/user/activate-user/${id}`);
      assert.deepEqual([missing.status, missing.body.message], [404, "User not found!"]);
      const gone = await client.gql(DEACTIVATE, { id });
      assert.deepEqual([gone.errors?.[0].extensions?.code, gone.errors?.[0].message], ["NOT_FOUND", "User not found!"]);
    }
  });

  test("a deactivated shopper is signed out at once, in every browser, keeping the browser's other roles", async () => {
    const { client } = await signedInAdmin(app);
    const shopper = await signedInShopper(app);
    const elsewhere = new HttpClient(app.url);
    assert.equal((await elsewhere.rest("POST", "/user/login", { email: shopper.email, password: shopper.password })).status, 200);
    // The first browser is signed in as a seller too.
    const { email, password } = await signedInSeller(app);
    assert.equal((await shopper.client.rest("POST", "/seller/login-seller", { email, password })).status, 200);
    assert.equal((await shopper.client.rest("GET", "/user/check-user")).status, 200);
    assert.equal(await sessionsOf("USER", shopper.user.id), 2);

    const { data } = await client.gql(DEACTIVATE, { id: shopper.user.id });
    assert.equal(data.deactivateUser.isActive, false);
    assert.equal(await sessionsOf("USER", shopper.user.id), 0, "no session row holds the shopper any more");
    // Signed out as the shopper: a browser with no role left is a guest (401), one still signed in as a seller is 403.
    assert.equal((await elsewhere.gql(`{ currentUser { id } }`)).errors?.[0].extensions?.code, "UNAUTHENTICATED");
    const asSeller = await shopper.client.rest("GET", "/user/check-user");
    assert.deepEqual([asSeller.status, asSeller.body.message], [403, "You are not allowed to do this"]);
    assert.equal((await shopper.client.rest("GET", "/seller/check-seller")).status, 200, "the seller stays signed in");
    const login = await elsewhere.rest("POST", "/user/login", { email: shopper.email, password: shopper.password });
    assert.deepEqual([login.status, login.body.message], [403, "User is already deactivated!"]);

    await client.gql(ACTIVATE, { id: shopper.user.id });
    assert.equal((await elsewhere.rest("POST", "/user/login", { email: shopper.email, password: shopper.password })).status, 200);
    assert.equal((await elsewhere.rest("GET", "/user/check-user")).status, 200);
  });

  test("deleting a shopper signs them out and takes reviews, favourites and bag; their orders stay without them", async () => {
    const { client } = await signedInAdmin(app);
    const { seller } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    const shopper = await signedInShopper(app);
    const [orderId] = await placePaidOrder(app, shopper.client, [product]);
    await shopper.client.gql(`mutation($p: ID!) { addToWishlist(productId: $p) { id } }`, { p: product.id });
    await shopper.client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
    await shopper.client.gql(`mutation($p: ID!) { addReview(productId: $p, input: { rating: 5, comment: "Lovely" }) { id } }`, { p: product.id });
    const owned = async () =>
      (await app.db.query(
        `SELECT (SELECT count(*) FROM reviews WHERE "userId" = $1)::int + (SELECT count(*) FROM wishlist_items WHERE "userId" = $1)::int + (SELECT count(*) FROM cart_lines WHERE "userId" = $1)::int AS n`,
        [shopper.user.id],
      ))[0].n;
    assert.equal(await owned(), 3);

    const { data, errors } = await client.gql(DELETE_USER, { id: shopper.user.id });
    assert.equal(errors, undefined);
    assert.equal(data.deleteUser, shopper.user.id);
    assert.equal(await owned(), 0);
    assert.equal(await sessionsOf("USER", shopper.user.id), 0);
    assert.equal((await shopper.client.rest("GET", "/user/check-user")).status, 401);
    const [order] = await app.db.query(`SELECT "userId", total FROM orders WHERE id = $1`, [orderId]);
    assert.deepEqual(order, { userId: null, total: product.price });

    const twice = await client.rest("DELETE", `/user/delete-user/${shopper.user.id}`);
    assert.deepEqual([twice.status, twice.body.message], [404, "User not found!"]);
  });

  test("over REST the same path deletes any shopper for the admin, and only one's own account for a shopper", async () => {
    const { client } = await signedInAdmin(app);
    const target = await signedInShopper(app);
    const deleted = await client.rest("DELETE", `/user/delete-user/${target.user.id}`);
    assert.deepEqual([deleted.status, deleted.body.message], [200, "User deleted successfully"]);
    assert.equal((await target.client.rest("GET", "/user/check-user")).status, 401);
    assert.equal((await client.rest("GET", "/admin/check-admin")).status, 200, "the admin stays signed in");

    const self = await signedInShopper(app);
    const own = await self.client.rest("DELETE", `/user/delete-user/${self.user.id}`);
    assert.deepEqual([own.status, own.body.message], [200, "Your Account has been deleted"]);
    assert.equal((await app.db.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [self.user.id]))[0].n, 0);
  });
});

describe("sellers", () => {
  test("the list is paged, newest first, with the store's details; the legacy list holds every seller", async () => {
    const { client } = await signedInAdmin(app);
    const { seller } = await signedInSeller(app);
    const { data, errors } = await client.gql(SELLERS);
    assert.equal(errors, undefined);
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM sellers`);
    assert.equal(data.sellers.total, n);
    assert.deepEqual(data.sellers.items[0], { id: seller.id, name: seller.name, email: seller.email, mobile: seller.mobile, storeName: seller.storeName, address: seller.address, role: "seller" });
    const legacy = await client.rest("GET", "/seller/get-all-sellers");
    assert.equal(legacy.body.length, n);
    assert.deepEqual(legacy.body[0], { _id: seller.id, name: seller.name, email: seller.email, mobile: seller.mobile, storeName: seller.storeName, address: seller.address, role: "seller" });
  });

  test("deleting a seller signs them out, takes their products off sale and keeps their orders readable", async () => {
    const { client } = await signedInAdmin(app);
    const { client: sellerClient, seller, password } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    const shopper = await signedInShopper(app);
    const [orderId] = await placePaidOrder(app, shopper.client, [product]);
    const elsewhere = new HttpClient(app.url);
    assert.equal((await elsewhere.rest("POST", "/seller/login-seller", { email: seller.email, password })).status, 200);

    const deleted = await client.rest("DELETE", `/seller/delete-seller/${seller.id}`);
    assert.deepEqual([deleted.status, deleted.body.message], [200, "Seller deleted successfully"]);
    assert.equal(await sessionsOf("SELLER", seller.id), 0);
    assert.equal((await sellerClient.rest("GET", "/seller/check-seller")).status, 401);
    assert.equal((await elsewhere.gql(`{ currentSeller { id } }`)).errors?.[0].extensions?.code, "UNAUTHENTICATED");

    const [row] = await app.db.query(`SELECT "onSale", "sellerId" FROM products WHERE id = $1`, [product.id]);
    assert.deepEqual(row, { onSale: false, sellerId: null }, "the product stays, off sale, without a seller");
    assert.equal((await shopper.client.gql(`query($id: ID!) { product(id: $id) { id } }`, { id: product.id })).data.product, null);
    const admin = await client.gql(`query($id: ID!) { adminProduct(id: $id) { id onSale } }`, { id: product.id });
    assert.deepEqual(admin.data.adminProduct, { id: product.id, onSale: false });
    const back = await client.gql(`mutation($id: ID!) { setProductOnSale(id: $id, onSale: true) { id } }`, { id: product.id });
    assert.equal(back.errors?.[0].extensions?.code, "CONFLICT", "nobody would send it");

    const mine = await shopper.client.gql(`{ myOrders { items { id sellerId total items { title quantity } } } }`);
    assert.deepEqual(mine.data.myOrders.items, [{ id: orderId, sellerId: null, total: product.price, items: [{ title: product.title, quantity: 1 }] }]);
    const legacy = await shopper.client.rest("GET", "/orders/get-order-by-userid");
    assert.equal(legacy.body.data[0]._id, orderId);

    const twice = await client.gql(DELETE_SELLER, { id: seller.id });
    assert.deepEqual([twice.errors?.[0].extensions?.code, twice.errors?.[0].message], ["NOT_FOUND", "Seller not found"]);
  });

  test("a seller whose product waits in an unpaid checkout is not deleted until it ends", async () => {
    const { client } = await signedInAdmin(app);
    const { seller } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    const shopper = await signedInShopper(app);
    await shopper.client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
    await shopper.client.gql(`mutation { startCheckout { sessionId } }`);
    const { data, errors } = await client.gql(DELETE_SELLER, { id: seller.id });
    assert.equal(data, null);
    assert.equal(errors?.[0].extensions?.code, "CONFLICT");
    const [row] = await app.db.query(`SELECT s.id AS seller, p."onSale" FROM products p JOIN sellers s ON s.id = p."sellerId" WHERE p.id = $1`, [product.id]);
    assert.deepEqual(row, { seller: seller.id, onSale: true }, "nothing changed");
  });
});
