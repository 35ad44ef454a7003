import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import { pickProduct, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 5 });

const unique = () => randomBytes(4).toString("hex");
const mobile = () => `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
const countOf = async (table: string): Promise<number> => Number((await app.db.query(`SELECT count(*) FROM ${table}`))[0].count);

describe("every text field has its documented maximum length, with the field's message", () => {
  test("shopper sign-up: a 900,000-character name, a 255-character email and a 129-character password are refused; nothing is stored", async () => {
    const users = await countOf("users");
    const base = { name: "Asha", email: `asha.${unique()}@example.com`, mobile: mobile(), password: "a-good-password", terms: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "n".repeat(900_000) }, "name", "Name must be at most 100 characters"],
      [{ email: `${"e".repeat(243)}@example.com` }, "email", "Email must be at most 254 characters"],
      [{ password: "p".repeat(129) }, "password", "Password must be at most 128 characters"],
      [{ password: "short" }, "password", "Password must be at least 8 characters"],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await new HttpClient(app.url).rest("POST", "/user/signup", { ...base, ...change });
      assert.equal(status, 400, field);
      assert.equal(body.errors?.[field], message);
    }
    const exactly = await new HttpClient(app.url).rest("POST", "/user/signup", { ...base, name: "n".repeat(100), password: "p".repeat(128) });
    assert.equal(exactly.status, 201, "the maximum itself is allowed");
    assert.equal(await countOf("users"), users + 1);
  });

  test("seller sign-up: 450 KB store names and addresses are refused, on REST and GraphQL", async () => {
    const sellers = await countOf("sellers");
    const big = "s".repeat(450_000);
    const input = { name: "Ravi", email: `ravi.${unique()}@example.com`, mobile: mobile(), password: "a-good-password", storeName: big, address: big };
    const rest = await new HttpClient(app.url).rest("POST", "/seller/register-seller", input);
    assert.equal(rest.status, 400);
    assert.deepEqual(rest.body.errors, { storeName: "Store Name must be at most 200 characters", address: "Address must be at most 200 characters" });
    const gql = await new HttpClient(app.url).gql(`mutation($i: SellerSignUpInput!) { signUpSeller(input: $i) { id } }`, { i: input });
    assert.equal(gql.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(gql.errors?.[0].extensions?.fields?.storeName, "Store Name must be at most 200 characters");
    assert.equal(await countOf("sellers"), sellers);
  });

  test("profile edits keep the same limits", async () => {
    const { client } = await signedInSeller(app);
    const { status, body } = await client.rest("PUT", "/seller/update-seller-profile", { storeName: "x".repeat(201) });
    assert.equal(status, 400, JSON.stringify(body));
    assert.equal(body.message, "Store Name must be at most 200 characters");
  });

  test("a review's comment is at most 2,000 characters; a search at most 100", async () => {
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: true });
    const review = await client.gql(`mutation($p: ID!, $c: String!) { addReview(productId: $p, input: { rating: 5, comment: $c }) { id } }`, { p: product.id, c: "c".repeat(2001) });
    assert.equal(review.errors?.[0].extensions?.fields?.comment, "Comment must be at most 2000 characters");
    const search = await client.gql(`query($q: String!) { searchProducts(query: $q) { total } }`, { q: "q".repeat(101) });
    assert.equal(search.errors?.[0].message, "Search at most 100 characters");
  });

  test("a seller's product: title at most 200 characters, description 5,000", async () => {
    const { client } = await signedInSeller(app);
    const { errors } = await client.gql(`mutation($i: ProductUpdateInput!) { updateProduct(id: "00000000-0000-4000-8000-000000000000", input: $i) { id } }`, {
      i: { title: "t".repeat(201), description: "d".repeat(5001) },
    });
    assert.deepEqual(errors?.[0].extensions?.fields, { title: "Title must be at most 200 characters", description: "Description must be at most 5000 characters" });
  });
});
