import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { HttpClient } from "../testing/http-client";
import { pickProduct, signedInShopper } from "../testing/fixtures";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 30 });

describe("favourites", () => {
  test("add, list (newest first), idempotent, remove; the heart field follows", async () => {
    const { client } = await signedInShopper(app);
    const { data: grid } = await client.gql(`{ products(limit: 3) { items { id inWishlist } } }`);
    const [a, b] = grid.products.items;
    assert.equal(a.inWishlist, false);
    const added = await client.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id inWishlist } }`, { id: a.id });
    assert.deepEqual(added.data.addToWishlist, { id: a.id, inWishlist: true });
    await client.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, { id: a.id });
    await client.rest("POST", "/wishlist/add-to-wishlist", { productId: b.id });
    const list = await client.gql(`{ wishlist { total items { id inWishlist } } }`);
    assert.deepEqual(list.data.wishlist.items.map((p: { id: string }) => p.id), [b.id, a.id]);
    assert.ok(list.data.wishlist.items.every((p: { inWishlist: boolean }) => p.inWishlist));
    const legacy = await client.rest("GET", "/wishlist/get-wishlist");
    assert.equal(legacy.body.data.products.length, 2);
    const removed = await client.rest("DELETE", `/wishlist/remove-from-wishlist/${a.id}`);
    assert.deepEqual([removed.status, removed.body.message, removed.body.data.products.length], [200, "Removed from wishlist", 1]);
    const gone = await client.gql(`mutation($id: ID!) { removeFromWishlist(productId: $id) { inWishlist } }`, { id: a.id });
    assert.equal(gone.data.removeFromWishlist.inWishlist, false);
  });

  test("hearts on a grid cost one more statement at most, whatever the page size", async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: true });
    await client.gql(`mutation($id: ID!) { addToWishlist(productId: $id) { id } }`, { id: product.id });
    for (const limit of [2, 30]) {
      app.statements.reset();
      const { data } = await client.gql(`query($l: Int!) { products(limit: $l) { items { id inWishlist image { url } sizes } } }`, { l: limit });
      assert.equal(data.products.items.length, limit);
      const grid = app.statements.statements.filter((sql) => !/sessions|"users"/.test(sql));
      assert.ok(grid.length <= 2, grid.join("\n"));
    }
  });

  test("guests get 401; unknown products 404; one shopper's favourites are not another's", async () => {
    const guest = new HttpClient(app.url);
    assert.equal((await guest.rest("GET", "/wishlist/get-wishlist")).status, 401);
    assert.equal((await guest.rest("POST", "/wishlist/add-to-wishlist", { productId: "x" })).status, 401);
    const { data } = await guest.gql(`{ products(limit: 1) { items { inWishlist } } }`);
    assert.equal(data.products.items[0].inWishlist, false);
    const first = await signedInShopper(app);
    const second = await signedInShopper(app);
    const missing = await first.client.rest("POST", "/wishlist/add-to-wishlist", { productId: "00000000-0000-4000-8000-000000000000" });
    assert.deepEqual([missing.status, missing.body.message], [404, "Product not found"]);
    const product = await pickProduct(app, { withSizes: false });
    await first.client.rest("POST", "/wishlist/add-to-wishlist", { productId: product.id });
    assert.equal((await second.client.gql(`{ wishlist { total } }`)).data.wishlist.total, 0);
  });
});
