import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { postCardForm, productOf, signedInAdmin, signedInSeller, signedInShopper, TEST_ADDRESS_FORM } from "../testing/fixtures";
import type { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

// Delivery addresses (issue 22): the shopper's address book, the card page that takes the
// address at payment, the copy each order keeps, and the order numbers shown with it.

const app = useTestApp();

const CARD = { number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", name: "Asha Rao" };
const BOOK = `{ myAddresses { id name phone line1 line2 city state pinCode country isDefault } }`;
const SAVE = `mutation($input: AddressInput!, $id: ID) { saveAddress(input: $input, id: $id) { id name pinCode isDefault } }`;
const ADDRESS = { name: "Ravi Kumar", phone: "98450 12345", line1: "4 Park Street", line2: "", city: "Kolkata", state: "West Bengal", pinCode: "700016" };

async function startCheckout(client: HttpClient, sellerId: string): Promise<string> {
  const product = await productOf(app, sellerId);
  await client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
  const { data, errors } = await client.gql(`mutation { startCheckout { sessionId } }`);
  assert.equal(errors, undefined, JSON.stringify(errors));
  return data.startCheckout.sessionId;
}

const pay = (sessionId: string, form: Record<string, string>) => postCardForm(app.url, sessionId, form);

async function complete(client: HttpClient, sessionId: string): Promise<{ id: string; number: string; shippingAddress: Record<string, string> }> {
  const { data } = await client.gql(`mutation($s: String!) { completeCheckout(sessionId: $s) { status orders { id number shippingAddress { name phone line1 line2 city state pinCode country } } } }`, { s: sessionId });
  assert.equal(data.completeCheckout.status, "completed");
  return data.completeCheckout.orders[0];
}

describe("the card page takes the delivery address", () => {
  test("a shopper with no address types one; bad PIN and phone get clear field errors and charge nothing; 'save' keeps it as the default", async () => {
    const seller = await signedInSeller(app);
    const shopper = await signedInShopper(app);
    const sessionId = await startCheckout(shopper.client, seller.seller.id);
    const blank = await (await fetch(`${app.url}/pay/${sessionId}`)).text();
    assert.match(blank, /<legend>Delivery address<\/legend>/);
    assert.match(blank, /name="ship_line1"[^>]*value=""/);
    assert.match(blank, /name="ship_country"[^>]*value="India"/);
    assert.match(blank, /name="save" value="yes" checked/, "with no address book, saving is offered ticked");

    const bad = await pay(sessionId, { ...CARD, ...TEST_ADDRESS_FORM, ship_pinCode: "5600", ship_phone: "12345", save: "yes" });
    assert.equal(bad.status, 400);
    const page = await bad.text();
    assert.match(page, /data-testid="pinCode-error">Enter a 6-digit PIN code</);
    assert.match(page, /data-testid="phone-error">Enter a phone number of 10 to 15 digits</);
    assert.match(page, /id="ship-phone" name="ship_phone"[^>]*value="12345"[^>]*aria-invalid="true"/, "typed values come back, marked");
    assert.doesNotMatch(page, /SELECT|at \w+ \(/, "no SQL, no stack");
    const [{ n }] = await app.db.query(`SELECT count(*)::int AS n FROM orders WHERE "userId" = $1`, [shopper.user.id]);
    assert.equal(n, 0);

    assert.equal((await pay(sessionId, { ...CARD, ...TEST_ADDRESS_FORM, save: "yes" })).status, 303);
    const order = await complete(shopper.client, sessionId);
    assert.deepEqual(order.shippingAddress, { name: "Asha Rao", phone: "9876543210", line1: "12 MG Road", line2: "Flat 4B", city: "Bengaluru", state: "Karnataka", pinCode: "560001", country: "India" });
    const book = (await shopper.client.gql(BOOK)).data.myAddresses;
    assert.equal(book.length, 1);
    assert.deepEqual([book[0].line1, book[0].isDefault], ["12 MG Road", true]);

    // The next payment page starts from the default; editing the book later leaves the order as it was.
    const next = await startCheckout(shopper.client, seller.seller.id);
    assert.match(await (await fetch(`${app.url}/pay/${next}`)).text(), /name="ship_line1"[^>]*value="12 MG Road"/);
    await shopper.client.gql(SAVE, { id: book[0].id, input: { ...ADDRESS } });
    const { data } = await shopper.client.gql(`{ myOrders { items { id shippingAddress { line1 } } } }`);
    assert.equal(data.myOrders.items.find((o: { id: string }) => o.id === order.id).shippingAddress.line1, "12 MG Road");
  });

  test("without 'save' the address book stays as it was", async () => {
    const seller = await signedInSeller(app);
    const shopper = await signedInShopper(app);
    const sessionId = await startCheckout(shopper.client, seller.seller.id);
    assert.equal((await pay(sessionId, { ...CARD, ...TEST_ADDRESS_FORM })).status, 303);
    assert.equal((await complete(shopper.client, sessionId)).shippingAddress.city, "Bengaluru");
    assert.deepEqual((await shopper.client.gql(BOOK)).data.myAddresses, []);
  });
});

describe("the address book", () => {
  test("add, change, default, delete; field errors; another shopper's address is not found", async () => {
    const shopper = await signedInShopper(app);
    const first = await shopper.client.gql(SAVE, { input: ADDRESS });
    assert.equal(first.errors, undefined, JSON.stringify(first.errors));
    assert.deepEqual(first.data.saveAddress.map((a: { isDefault: boolean }) => a.isDefault), [true], "the first address is the default");
    const second = await shopper.client.gql(SAVE, { input: { ...ADDRESS, line1: "9 Lake Road", pinCode: "700029", isDefault: true } });
    const [defaultOne, other] = second.data.saveAddress;
    assert.deepEqual([defaultOne.pinCode, defaultOne.isDefault, other.isDefault], ["700029", true, false]);
    const full = (await shopper.client.gql(BOOK)).data.myAddresses;
    assert.deepEqual([full[1].phone, full[1].country], ["9845012345", "India"]);

    const bad = await shopper.client.gql(SAVE, { input: { ...ADDRESS, pinCode: "7000", phone: "12" } });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.deepEqual(bad.errors?.[0].extensions?.fields, { phone: "Enter a phone number of 10 to 15 digits", pinCode: "Enter a 6-digit PIN code" });

    const stranger = await signedInShopper(app);
    const foreign = await stranger.client.gql(`mutation($id: ID!) { deleteAddress(id: $id) { id } }`, { id: defaultOne.id });
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
    const left = await shopper.client.gql(`mutation($id: ID!) { deleteAddress(id: $id) { id isDefault } }`, { id: defaultOne.id });
    assert.deepEqual(left.data.deleteAddress, [{ id: other.id, isDefault: true }], "the one left becomes the default");
    const guest = await (await signedInSeller(app)).client.gql(BOOK);
    assert.equal(guest.errors?.[0].extensions?.code, "FORBIDDEN");
  });
});

describe("order numbers and the legacy answers", () => {
  test("numbers are unique and increasing; every legacy order answer carries orderNumber and shippingAddress; the admin finds an order by number", async () => {
    const seller = await signedInSeller(app);
    const admin = await signedInAdmin(app);
    const shopper = await signedInShopper(app);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const sessionId = await startCheckout(shopper.client, seller.seller.id);
      await pay(sessionId, { ...CARD, ...TEST_ADDRESS_FORM });
      numbers.push((await complete(shopper.client, sessionId)).number);
    }
    const serials = numbers.map((number) => {
      assert.match(number, new RegExp(`^AT-${new Date().getUTCFullYear()}-\\d{6}$`));
      return Number(number.slice(-6));
    });
    assert.ok(serials[0] < serials[1] && serials[1] < serials[2], `increasing: ${numbers.join(", ")}`);
    await assert.rejects(app.db.query(`UPDATE orders SET number = $1 WHERE number = $2`, [numbers[0], numbers[1]]), "unique in the database");

    const address = { name: "Asha Rao", phone: "9876543210", line1: "12 MG Road", line2: "Flat 4B", city: "Bengaluru", state: "Karnataka", pinCode: "560001", country: "India" };
    const answers = [
      (await shopper.client.rest("GET", "/orders/get-order-by-userid")).body.data,
      (await seller.client.rest("GET", "/orders/get-seller-orders")).body.data,
      (await seller.client.rest("POST", "/orders/get-seller-orders-by-status", { status: "processing" })).body.data,
      (await admin.client.rest("GET", "/orders/get-all-orders")).body.filter((order: { orderNumber: string }) => numbers.includes(order.orderNumber)),
    ];
    for (const orders of answers) {
      assert.deepEqual(orders.map((order: { orderNumber: string }) => order.orderNumber).sort(), [...numbers].sort());
      for (const order of orders) assert.deepEqual(order.shippingAddress, address);
    }

    const FIND = `query($n: String) { allOrders(search: $n, limit: 10) { total items { number } } }`;
    assert.deepEqual((await admin.client.gql(FIND, { n: numbers[1] })).data.allOrders.items, [{ number: numbers[1] }]);
    assert.deepEqual((await admin.client.gql(FIND, { n: numbers[2].toLowerCase() })).data.allOrders.items, [{ number: numbers[2] }]);
    assert.ok((await admin.client.gql(FIND, { n: numbers[0].slice(-6) })).data.allOrders.items.some((o: { number: string }) => o.number === numbers[0]), "by its last digits");
    const literal = await admin.client.gql(FIND, { n: "'; DROP TABLE orders; --" });
    assert.equal(literal.errors, undefined);
    assert.equal(literal.data.allOrders.total, 0, "the text is searched for as it is");
  });
});
