import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { repoRoot } from "../config";
import { signedInSeller, signedInShopper, productOf } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

// openapi.json: a valid OpenAPI 3.1 document, the committed copy current, and the same schemas
// checking what the paths are sent (a wrong type is a 400 naming the field; unknown fields are ignored).

const app = useTestApp();

describe("openapi.json", () => {
  test("names the session cookie, the roles of each operation and the error shape", async () => {
    const { body } = await new HttpClient(app.url).rest("GET", "/openapi.json");
    assert.deepEqual(body.components.securitySchemes.session, { ...body.components.securitySchemes.session, type: "apiKey", in: "cookie", name: "store.sid" });
    assert.deepEqual(body.paths["/orders/requests/{id}"].post.security, [{ session: ["ADMIN"] }]);
    assert.deepEqual(body.paths["/user/delete-user/{id}"].delete.security, [{ session: ["ADMIN"] }, { session: ["USER"] }]);
    assert.deepEqual(body.paths["/product/get-all-products"].get.security, [{}, { session: ["ADMIN"] }]);
    assert.deepEqual(body.paths["/user/login"].post.security, []);
    assert.deepEqual(body.components.schemas.Error.required, ["success", "message", "error"]);
    assert.equal(body.paths["/cart/get-cart"].get.responses[401].content["application/json"].schema.$ref, "#/components/schemas/Error");
    // The duplicated shapes the old client reads are both described.
    const sellerProducts = body.paths["/product/get-seller-products"].get.responses[200].content["application/json"].schema;
    assert.deepEqual(Object.keys(sellerProducts.properties).sort(), ["data", "products", "success"]);
    assert.ok(sellerProducts.properties.data.properties.products);
    // One shape per path, as it answers: no path answers one of several shapes.
    const answers = Object.entries(body.paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, schema: (operation.responses[200] ?? operation.responses[201])?.content?.["application/json"]?.schema ?? {} })),
    );
    assert.deepEqual(answers.filter(({ schema }) => "anyOf" in schema || "oneOf" in schema).map(({ call }) => call), []);
    // Where the old client reads the body as a list, the body is the list.
    const success = (path: string, method = "get") => body.paths[path][method].responses[200].content["application/json"].schema;
    for (const path of ["/review/get-review/{productId}", "/user/get-all-user", "/seller/get-all-sellers", "/orders/get-all-orders"]) assert.equal(success(path).type, "array", path);
    assert.deepEqual(success("/user/check-user").properties.user, { $ref: "#/components/schemas/SessionUser" });
    // The profile an edit screen reads at the top of the answer and under `data`: the account's fields, and `data` the same.
    for (const [path, account] of [["/seller/get-seller-profile", "Seller"], ["/admin/admin-profile", "Admin"]]) {
      const [top, rest] = success(path).allOf;
      assert.deepEqual([top.$ref, rest.properties.data.$ref], [`#/components/schemas/${account}`, `#/components/schemas/${account}`], path);
    }
    assert.ok(success("/product/{category}").properties.size && success("/product/{category}").properties.data.type === "array");
    // The multipart forms, the picture included.
    const form = body.paths["/product/create-product"].post.requestBody.content["multipart/form-data"].schema;
    assert.ok(form.required.includes("image") && form.required.includes("title"));
  });

  test("the docs page is served with its own CSP, and Swagger UI's files come from this server", async () => {
    const page = await fetch(`${app.url}/api/v1/docs`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-security-policy") ?? "", /default-src 'none'/);
    const html = await page.text();
    assert.doesNotMatch(html, /<script>|https?:\/\//, "no inline script, no other host");
    for (const asset of ["swagger-ui.css", "swagger-ui-bundle.js", "init.js"]) assert.equal((await fetch(`${app.url}/api/v1/docs/${asset}`)).status, 200, asset);
  });

});

describe("validation from the same schemas", () => {
  test("a wrong type is a 400 naming the field; unknown fields are ignored", async () => {
    const { client, seller } = await signedInSeller(app);
    const product = await productOf(app, seller.id);
    const wrong = await client.rest("PUT", `/product/update-product/${product.id}`, { title: 42, price: true });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { success: false, message: "title must be text", error: "title must be text", errors: { title: "title must be text", price: "price must be a number" } });

    const extra = await client.rest("PUT", `/product/update-product/${product.id}`, { title: "Tee, washed", colour: "teal", sellerId: "someone-else" });
    assert.equal(extra.status, 200);
    assert.equal(extra.body.data.title, "Tee, washed");
    assert.equal(extra.body.data.sellerId, seller.id);
    assert.equal(extra.body.data.colour, undefined);

    const status = await client.rest("POST", "/orders/get-seller-orders-by-status", { status: ["processing"] });
    assert.deepEqual([status.status, status.body.errors], [400, { status: "status must be text" }]);
  });

  test("the documents' messages stay where they give one", async () => {
    const shopper = await signedInShopper(app);
    const signUp = await new HttpClient(app.url).rest("POST", "/user/signup", { name: 7, email: "x@example.com" });
    assert.deepEqual([signUp.status, signUp.body.errors.name], [400, "name must be text"]);
    const missing = await new HttpClient(app.url).rest("POST", "/user/signup", {});
    assert.deepEqual([missing.status, missing.body.message], [400, "Name is required"]);
    const count = await shopper.client.rest("PUT", "/cart/update-count", { productId: "x", action: "double" });
    assert.deepEqual([count.status, count.body.message], [400, 'action must be "add" or "remove"']);
    const guest = await new HttpClient(app.url).rest("PUT", "/cart/update-count", { productId: 5 });
    assert.equal(guest.status, 401, "the role is checked before the body");
    const profile = await shopper.client.rest("PUT", "/user/update-profile", { mobile: 98765 });
    assert.deepEqual([profile.status, profile.body.message, profile.body.error], [400, "mobile must be text", "mobile must be text"]);
  });
});

// Last in the file: compiling the OpenAPI schema holds the event loop for a while, long enough for
// a next request to find its kept-alive connection closed by the server.
describe("openapi.json against the OpenAPI 3.1 schema", () => {
  test("is valid OpenAPI 3.1, and the committed api/openapi.json is what the server serves", async () => {
    const { status, body } = await new HttpClient(app.url).rest("GET", "/openapi.json");
    assert.equal(status, 200);
    assert.equal(body.openapi, "3.1.0");
    // The validator ships the OpenAPI 3.1 JSON Schema itself: nothing is fetched.
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const result = await new Validator().validate(body);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(repoRoot, "api/openapi.json"), "utf8")), body, "run `npm run codegen`");
  });
});
