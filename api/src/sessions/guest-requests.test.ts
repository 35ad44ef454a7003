import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Request } from "express";
import { HttpClient } from "../testing/http-client";
import { startTestApp, type TestApp } from "../testing/test-app";
import { mayUseSession, SESSION_COOKIE } from "./session";

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const request = (method: string, url: string, options: { cookie?: string; query?: unknown } = {}) =>
  ({ method, originalUrl: url, headers: options.cookie ? { cookie: options.cookie } : {}, body: options.query === undefined ? undefined : { query: options.query } }) as unknown as Request;

describe("a guest's request does no session work (issue 25)", () => {
  test("only a request with the session cookie, or one that may sign in, reads or starts a session", () => {
    assert.equal(mayUseSession(request("POST", "/graphql", { query: "query ProductGrid { products { total } }" })), false);
    assert.equal(mayUseSession(request("GET", "/graphql?query={products{total}}")), false);
    assert.equal(mayUseSession(request("GET", "/api/v1/product/get-all-products")), false);
    assert.equal(mayUseSession(request("POST", "/graphql", { query: "mutation { signInUser(input: {}) { id } }" })), true);
    // A persisted query's hash hides its operation: it may be a mutation.
    assert.equal(mayUseSession(request("POST", "/graphql")), true);
    assert.equal(mayUseSession(request("POST", "/api/v1/user/login")), true);
    assert.equal(mayUseSession(request("GET", "/graphql?query={products{total}}", { cookie: `theme=dark; ${SESSION_COOKIE}=s%3Aabc` })), true);
  });

  test("a guest's query gets no cookie and reads no session; signing in from no cookie still works", async () => {
    const guest = new HttpClient(app.url);
    app.statements.reset();
    const { data } = await guest.gql(`query Categories { categories { name } }`);
    assert.ok(data.categories.length > 0);
    assert.equal(guest.lastSetCookie.length, 0);
    // The background worker may run meanwhile: what counts is that nothing read or wrote a session.
    assert.ok(app.statements.statements.some((sql) => sql.includes("categories")), app.statements.statements.join("\n"));
    assert.ok(!app.statements.statements.some((sql) => sql.includes("sessions")), app.statements.statements.join("\n"));

    const email = `guest.${Date.now()}@example.com`;
    await app.services.accounts.signUpUser({ name: "Guest Shopper", email, mobile: `9${String(Date.now()).slice(-9)}`, password: "guest-secret-1", terms: true });
    const signedIn = await guest.gql(`mutation SignIn($input: SignInInput!) { signInUser(input: $input) { email } }`, { input: { email, password: "guest-secret-1" } });
    assert.equal(signedIn.errors, undefined, JSON.stringify(signedIn.errors));
    assert.ok(guest.cookies.has(SESSION_COOKIE));
    const bag = await guest.gql(`query Bag { cart { lines { id } } }`);
    assert.equal(bag.errors, undefined, JSON.stringify(bag.errors));
  });
});
