import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Request } from "express";
import { sign } from "cookie-signature";
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

describe("a signed-in shopper's session is renewed hourly, not on every answer (issue 25)", () => {
  test("a fresh session's requests send no cookie and write nothing; one over an hour old is sent again with a new week and saved", async () => {
    const shopper = new HttpClient(app.url);
    const email = `renewal.${Date.now()}@example.com`;
    await app.services.accounts.signUpUser({ name: "Renewal Shopper", email, mobile: `8${String(Date.now()).slice(-9)}`, password: "renewal-secret-1", terms: true });
    const signedIn = await shopper.gql(`mutation SignIn($input: SignInInput!) { signInUser(input: $input) { email } }`, { input: { email, password: "renewal-secret-1" } });
    assert.equal(signedIn.errors, undefined, JSON.stringify(signedIn.errors));
    const sid = decodeURIComponent(shopper.cookies.get(SESSION_COOKIE)!).slice(2).split(".")[0];

    app.statements.reset();
    const bag = await shopper.gql(`query Bag { cart { lines { id } } }`);
    assert.equal(bag.errors, undefined, JSON.stringify(bag.errors));
    assert.equal(shopper.lastSetCookie.length, 0, shopper.lastSetCookie.join("; "));
    assert.ok(!app.statements.statements.some((sql) => /^\s*(UPDATE|INSERT)[^;]*sessions/i.test(sql)), app.statements.statements.join("\n"));

    // The session as it was two hours after sign-in: its cookie and record expire a week from then.
    const HOUR = 60 * 60 * 1000;
    const aged = new Date(Date.now() + 7 * 24 * HOUR - 2 * HOUR);
    await app.db.query(`UPDATE sessions SET "expiresAt" = $2, data = jsonb_set(data, '{cookie,expires}', to_jsonb($3::text)) WHERE sid = $1`, [sid, aged, aged.toISOString()]);
    const renewed = await shopper.gql(`query Bag { cart { lines { id } } }`);
    assert.equal(renewed.errors, undefined, JSON.stringify(renewed.errors));
    const cookie = shopper.lastSetCookie.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    assert.ok(cookie, "the cookie is sent again");
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
    assert.ok(expires > Date.now() + 7 * 24 * HOUR - 5 * 60 * 1000, `a new week: ${new Date(expires).toISOString()}`);
    const [row] = await app.db.query(`SELECT "expiresAt" FROM sessions WHERE sid = $1`, [sid]);
    assert.ok(new Date(row.expiresAt).getTime() > aged.getTime() + HOUR, "the record's expiry moved too");

    // And the next request is quiet again.
    await shopper.gql(`query Bag { cart { lines { id } } }`);
    assert.equal(shopper.lastSetCookie.length, 0, shopper.lastSetCookie.join("; "));
  });
});

describe("a GraphQL read finds its session without express-session, and the same one (issue 25)", () => {
  test("a signed-in read sees the shopper; a forged, unknown or ended session reads as a guest", async () => {
    const shopper = new HttpClient(app.url);
    const email = `reads.${Date.now()}@example.com`;
    await app.services.accounts.signUpUser({ name: "Reading Shopper", email, mobile: `7${String(Date.now()).slice(-9)}`, password: "reading-secret-1", terms: true });
    await shopper.gql(`mutation SignIn($input: SignInInput!) { signInUser(input: $input) { email } }`, { input: { email, password: "reading-secret-1" } });
    const me = `query Me { currentUser { email } }`;
    const signedIn = await shopper.gql(me);
    assert.equal(signedIn.data?.currentUser?.email, email, JSON.stringify(signedIn));
    const cookie = shopper.cookies.get(SESSION_COOKIE)!;

    const asGuest = async (value: string) => {
      const client = new HttpClient(app.url);
      client.cookies.set(SESSION_COOKIE, value);
      const answer = await client.gql(me);
      assert.equal(answer.data?.currentUser ?? null, null, `${value}: ${JSON.stringify(answer)}`);
      assert.ok(answer.errors?.length, "refused as a guest");
      assert.equal(client.lastSetCookie.length, 0);
    };
    // The shopper's session id signed with another secret, the id unsigned, and an id of no session
    // signed with the app's own secret (test-app.ts).
    const sid = decodeURIComponent(cookie).slice(2).split(".")[0];
    const signed = (id: string, secret: string) => encodeURIComponent(`s:${sign(id, secret)}`);
    await asGuest(signed(sid, "another-secret"));
    await asGuest(sid);
    await asGuest(signed(`${sid.slice(0, -1)}${sid.endsWith("x") ? "y" : "x"}`, "test-secret"));

    // Signed out in this browser: the same cookie no longer reads as the shopper.
    const copied = cookie;
    await shopper.gql(`mutation { signOutUser }`);
    await asGuest(copied);
  });
});
