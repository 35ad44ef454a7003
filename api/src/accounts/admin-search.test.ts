import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { after, before, describe, test } from "node:test";
import { placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import type { HttpClient } from "../testing/http-client";
import { startTestApp, type TestApp } from "../testing/test-app";

// The admin's lists searched on the server, with paging (issue 26).

let app: TestApp;
let admin: HttpClient;
before(async () => {
  app = await startTestApp();
  admin = (await signedInAdmin(app)).client;
});
after(() => app.close());

/** Every page of an admin list for a search, two at a time. */
async function searched(field: string, selection: string, search: string): Promise<{ total: number; items: Record<string, string>[] }> {
  const items: Record<string, string>[] = [];
  for (let offset = 0; ; offset += 2) {
    const { data, errors } = await admin.gql(`query($s: String, $o: Int!) { ${field}(search: $s, offset: $o, limit: 2) { total hasMore items { ${selection} } } }`, { s: search, o: offset });
    assert.equal(errors, undefined, JSON.stringify(errors));
    items.push(...data[field].items);
    if (!data[field].hasMore) return { total: data[field].total, items };
  }
}

describe("admin search (issue 26)", () => {
  test("users by name, email or mobile, any case, paged", async () => {
    const tag = randomUUID().slice(0, 8);
    const names = [`Zinnia ${tag} One`, `Zinnia ${tag} Two`, `Zinnia ${tag} Three`];
    const made = [];
    for (const name of names) made.push(await signedInShopper(app, name));
    await signedInShopper(app, "Someone Else");
    const byName = await searched("users", "id name email mobile", `zinnia ${tag.toUpperCase()}`);
    assert.equal(byName.total, 3);
    assert.deepEqual(new Set(byName.items.map((item) => item.id)), new Set(made.map((shopper) => shopper.user.id)));
    const byEmail = await searched("users", "id email", made[1].email.toUpperCase());
    assert.deepEqual(byEmail.items.map((item) => item.id), [made[1].user.id]);
    const byMobile = await searched("users", "id mobile", made[2].user.mobile);
    assert.deepEqual(byMobile.items.map((item) => item.id), [made[2].user.id]);
    const all = await admin.gql(`{ users(limit: 100) { total } }`);
    assert.ok(all.data.users.total >= 4);
  });

  test("sellers by name, email or store; products by title; wildcards are literal", async () => {
    const tag = randomUUID().slice(0, 8);
    const { seller } = await signedInSeller(app, `Marigold ${tag}`);
    const byStore = await searched("sellers", "id storeName", `${tag}'S STORE`);
    assert.deepEqual(byStore.items.map((item) => item.id), [seller.id]);
    const byEmail = await searched("sellers", "id", seller.email);
    assert.deepEqual(byEmail.items.map((item) => item.id), [seller.id]);
    const product = await productOf(app, seller.id, `Quilted ${tag} Gilet`);
    await productOf(app, seller.id, `Plain ${tag} Tee`);
    const byTitle = await searched("adminProducts", "id title", `quilted ${tag}`);
    assert.deepEqual(byTitle.items.map((item) => item.id), [product.id]);
    assert.equal((await searched("adminProducts", "id", "%")).total, 0);
    assert.equal((await searched("adminProducts", "id", "_")).total, 0);
  });

  test("orders by customer name or email", async () => {
    const tag = randomUUID().slice(0, 8);
    const { seller } = await signedInSeller(app, `Order Seller ${tag}`);
    const product = await productOf(app, seller.id);
    const shopper = await signedInShopper(app, `Hollis ${tag}`);
    const [orderId] = await placePaidOrder(app, shopper.client, [product]);
    const other = await signedInShopper(app, `Other ${tag}`);
    await placePaidOrder(app, other.client, [product]);
    const byName = await searched("allOrders", "id", `hollis ${tag}`);
    assert.deepEqual(byName.items.map((item) => item.id), [orderId]);
    const byEmail = await searched("allOrders", "id", shopper.email);
    assert.deepEqual(byEmail.items.map((item) => item.id), [orderId]);
    assert.equal((await searched("allOrders", "id", tag)).total, 2);
  });

  test("a search longer than 100 characters is refused clearly; only the admin may search", async () => {
    const { errors } = await admin.gql(`query($s: String) { users(search: $s) { total } }`, { s: "x".repeat(101) });
    assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const shopper = await signedInShopper(app);
    const refused = await shopper.client.gql(`{ users(search: "a") { total } }`);
    assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
  });
});
