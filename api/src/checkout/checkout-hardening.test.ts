import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { PAYING_CARD_FORM, payWithCard, pickProduct, postCardForm, signedInShopper } from "../testing/fixtures";
import type { TestApp } from "../testing/test-app";
import { useTestApp } from "../testing/use-test-app";

const ADD = `mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { itemCount } }`;
const COMPLETE = `mutation($s: String!) { completeCheckout(sessionId: $s) { status orders { items { quantity } } } }`;

/** Where the built-in card page sends the shopper after paying: the checkout's success URL. */
async function successUrlOf(app: TestApp, sessionId: string): Promise<string> {
  const paid = await postCardForm(app.url, sessionId, { ...PAYING_CARD_FORM, ship_line2: "" });
  assert.equal(paid.status, 303);
  return paid.headers.get("location") ?? "";
}

describe("payment return links never come from the request's Host header", () => {
  // PUBLIC_URL unset: the development default, http://localhost:{port}.
  const app = useTestApp({ demo: true, productLimit: 5, publicUrl: null });

  test("a checkout started with a forged Host gets return links on the configured origin", async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: true });
    assert.equal((await client.gql(ADD, { p: product.id, s: product.sizes[0] })).errors, undefined);
    const started = await client.request("POST", "/graphql", {
      json: { query: `mutation { startCheckout { sessionId } }` },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const { data } = await started.json();
    const sessionId = data.startCheckout.sessionId;
    const port = new URL(app.url).port;
    assert.equal(await successUrlOf(app, sessionId), `http://localhost:${port}/user/payment_success?session_id=${sessionId}`);
  });
});

describe("paying keeps the units added to the bag after the checkout started", () => {
  const app = useTestApp({ demo: true, productLimit: 20 });

  test("a line raised from 1 to 3 after checkout: 1 is bought, 2 stay in the bag", async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: true, minStock: 10 });
    const other = await pickProduct(app, { withSizes: false, minStock: 10 });
    assert.equal((await client.gql(ADD, { p: product.id, s: product.sizes[0] })).errors, undefined);
    assert.equal((await client.gql(ADD, { p: other.id, s: null })).errors, undefined);
    const { data } = await client.gql(`mutation { startCheckout { sessionId } }`);
    const sessionId = data.startCheckout.sessionId;
    for (let i = 0; i < 2; i++) assert.equal((await client.gql(ADD, { p: product.id, s: product.sizes[0] })).errors, undefined);
    await payWithCard(app, sessionId);
    const done = await client.gql(COMPLETE, { s: sessionId });
    assert.equal(done.data.completeCheckout.status, "completed");
    const bought = done.data.completeCheckout.orders.flatMap((order: { items: { quantity: number }[] }) => order.items.map((item) => item.quantity));
    assert.deepEqual(bought, [1, 1], "the order holds the units in the bag when the checkout started");
    const bag = await client.gql(`{ cart { itemCount lines { count size product { id } } } }`);
    assert.deepEqual(
      bag.data.cart.lines.map((line: { count: number; size: string | null; product: { id: string } }) => [line.product.id, line.size, line.count]),
      [[product.id, product.sizes[0], 2]],
      "the two units added later stay; the line bought whole leaves",
    );
  });
});
