import assert from "node:assert/strict";
import http from "node:http";
import { describe, test } from "node:test";
import { HttpClient } from "../testing/http-client";
import type { Role } from "./roles";
import { useTestAppWithMail } from "../testing/use-test-app";

// Profile editing, forgot and reset password by mail, and sign-in throttling, for the three
// roles, over GraphQL and the legacy REST paths. Mail goes over real SMTP to a sink on loopback.

const app = useTestAppWithMail();

let serial = 0;
const tag = () => `${process.pid}x${++serial}`;
const mobile = () => `97${String(process.pid).padStart(6, "0").slice(-6)}${String(serial).padStart(3, "0")}`.slice(0, 12);
const PASSWORD = "first-password-1";

interface Account {
  role: Role;
  id: string;
  email: string;
  mobile: string;
  client: HttpClient;
}

const SIGN_IN: Record<Role, string> = { USER: "/user/login", SELLER: "/seller/login-seller", ADMIN: "/admin/admin-login" };
const PROFILE: Record<Role, string> = { USER: "/user/profile", SELLER: "/seller/seller-profile", ADMIN: "/admin/admin-profile" };

/** A new account of `role`, signed in over REST in its own cookie jar. */
async function account(role: Role): Promise<Account> {
  const email = `${role.toLowerCase()}.${tag()}@example.com`;
  const number = mobile();
  const fields = { name: "Asha Rao", email, mobile: number, password: PASSWORD };
  const created =
    role === "USER"
      ? await app.services.accounts.signUpUser({ ...fields, terms: true })
      : role === "SELLER"
        ? await app.services.accounts.signUpSeller({ ...fields, storeName: "Loom & Thread", address: "12 MG Road, Pune" })
        : await app.services.accounts.createAdmin({ ...fields, qualification: "MBA" });
  const client = new HttpClient(app.url);
  assert.equal((await client.rest("POST", SIGN_IN[role], { email, password: PASSWORD })).status, 200);
  return { role, id: created.id, email, mobile: number, client };
}

const UPDATE = {
  USER: `mutation($input: UserProfileInput!) { updateUserProfile(input: $input) { id name email mobile } }`,
  SELLER: `mutation($input: SellerProfileInput!) { updateSellerProfile(input: $input) { id name email mobile storeName address } }`,
  ADMIN: `mutation($input: AdminProfileInput!) { updateAdminProfile(input: $input) { id name email mobile qualification } }`,
};
const FIELD = { USER: "updateUserProfile", SELLER: "updateSellerProfile", ADMIN: "updateAdminProfile" } as const;

describe("profile editing, for every role", () => {
  for (const role of ["USER", "SELLER", "ADMIN"] as const) {
    test(`${role}: only the fields sent change; the session stays; email and mobile stay unique within the role`, async () => {
      const me = await account(role);
      const other = await account(role);
      const newEmail = `renamed.${tag()}@example.com`;
      const changed = await me.client.gql(UPDATE[role], { input: { name: "  Asha R. Rao ", email: newEmail.toUpperCase() } });
      assert.equal(changed.errors, undefined);
      assert.deepEqual([changed.data[FIELD[role]].name, changed.data[FIELD[role]].email, changed.data[FIELD[role]].mobile], ["Asha R. Rao", newEmail, me.mobile]);
      // Still signed in after changing the email: the session names the account, not the address.
      const profile = await me.client.rest("GET", PROFILE[role]);
      assert.deepEqual([profile.status, profile.body.data.email], [200, newEmail]);

      for (const [input, message] of [
        [{ email: other.email }, `${role === "USER" ? "User" : role === "SELLER" ? "Seller" : "Admin"} with this email already exists`],
        [{ mobile: other.mobile }, `${role === "USER" ? "User" : role === "SELLER" ? "Seller" : "Admin"} with this mobile number already exists`],
      ] as const) {
        const refused = await me.client.gql(UPDATE[role], { input: { name: "Someone Else", ...input } });
        assert.deepEqual([refused.errors?.[0].extensions?.code, refused.errors?.[0].message], ["CONFLICT", message]);
      }
      const [stored] = await app.db.query(`SELECT name, email FROM ${role === "USER" ? "users" : role === "SELLER" ? "sellers" : "admins"} WHERE id = $1`, [me.id]);
      assert.deepEqual(stored, { name: "Asha R. Rao", email: newEmail }, "nothing changed by the refusals");
    });
  }

  test("bad input: nothing sent, blank fields, a malformed email, over-long fields, the role: 400 with the message, nothing changed", async () => {
    const me = await account("SELLER");
    const cases: [Record<string, unknown>, string][] = [
      [{}, "At least one field is required to update"],
      [{ name: "   ", email: "" }, "At least one field is required to update"],
      [{ email: "not-an-email" }, "Enter a valid email address"],
      [{ mobile: "12ab" }, "Enter a valid Mobile number"],
      [{ name: "x".repeat(101) }, "Name must be at most 100 characters"],
      [{ address: "x".repeat(201) }, "Address must be at most 200 characters"],
    ];
    for (const [input, message] of cases) {
      const refused = await me.client.gql(UPDATE.SELLER, { input });
      assert.deepEqual([refused.errors?.[0].extensions?.code, refused.errors?.[0].message], ["BAD_USER_INPUT", message], message);
      const rest = await me.client.rest("PUT", "/seller/update-seller-profile", input);
      assert.deepEqual([rest.status, rest.body.message], [400, message]);
    }
    const role = await me.client.rest("PUT", "/seller/update-seller-profile", { name: "New", role: "admin" });
    assert.deepEqual([role.status, role.body.message], [400, "These fields cannot be changed here: role"]);
    const [stored] = await app.db.query(`SELECT name FROM sellers WHERE id = $1`, [me.id]);
    assert.equal(stored.name, "Asha Rao");
  });

  test("the legacy shopper path takes a multipart form and answers errors under `error`", async () => {
    const me = await account("USER");
    const form = new FormData();
    form.set("name", "Meera Iyer");
    const response = await me.client.request("PUT", "/api/v1/user/update-profile", { body: form as never });
    const body = await response.json();
    assert.deepEqual([response.status, body.message, body.data.name], [200, "Profile updated successfully!", "Meera Iyer"]);
    const empty = await me.client.rest("PUT", "/user/update-profile", {});
    assert.deepEqual([empty.status, empty.body.error], [400, "At least one field is required to update"]);
    assert.equal((await new HttpClient(app.url).rest("PUT", "/user/update-profile", { name: "Intruder" })).status, 401);
    const seller = await account("SELLER");
    assert.equal((await seller.client.rest("PUT", "/user/update-profile", { name: "Intruder" })).status, 403);
    const read = await seller.client.rest("GET", "/seller/get-seller-profile");
    assert.deepEqual([read.status, read.body.storeName, read.body.data.storeName], [200, "Loom & Thread", "Loom & Thread"]);
  });
});

const FORGOT: Record<Role, string> = { USER: "/user/user-forgot-password", SELLER: "/seller/seller-forgot-password", ADMIN: "/admin/admin-forgot-password" };
const RESET: Record<Role, string> = { USER: "/user/user-reset-password", SELLER: "/seller/seller-reset-password", ADMIN: "/admin/admin-reset-password" };
const linkIn = (text: string, role: Role) => text.match(new RegExp(`${app.url}${RESET[role].replace(/\//g, "\\/").replace("/api/v1", "")}/([A-Za-z0-9_-]{43})`))?.[1];

describe("forgot and reset password, for every role", () => {
  for (const role of ["USER", "SELLER", "ADMIN"] as const) {
    test(`${role}: the mailed link resets once; the old password and every session stop working`, async () => {
      const me = await account(role);
      const elsewhere = new HttpClient(app.url);
      assert.equal((await elsewhere.rest("POST", SIGN_IN[role], { email: me.email, password: PASSWORD })).status, 200);
      const before = app.mail.received.length;

      const unknown = `nobody.${tag()}@example.com`;
      const answers = [await new HttpClient(app.url).rest("POST", FORGOT[role], { email: unknown }), await new HttpClient(app.url).rest("POST", FORGOT[role], { email: me.email })];
      for (const answer of answers) assert.deepEqual([answer.status, answer.body], [200, { success: true, message: "Password reset link sent successfully" }], "the same answer for both");
      const mail = await app.mail.waitForMessage(me.email, { since: before });
      assert.equal(app.mail.received.slice(before).filter((received) => received.to.includes(unknown)).length, 0, "no mail for an address without an account");
      const token = linkIn(mail.text, role);
      assert.ok(token, `a reset link in:\n${mail.text}`);
      const [stored] = await app.db.query(`SELECT "tokenHash" FROM password_resets WHERE "accountId" = $1`, [me.id]);
      assert.notEqual(stored.tokenHash, token, "only a hash is kept");

      const short = await new HttpClient(app.url).rest("POST", `${RESET[role]}/${token}`, { newPassword: "   short   " });
      assert.deepEqual([short.status, short.body.message], [400, "Password must be at least 8 characters long."]);
      const done = await new HttpClient(app.url).rest("POST", `${RESET[role]}/${token}`, { newPassword: "second-password-2" });
      assert.deepEqual([done.status, done.body.message], [200, "Password reset successfully!"]);
      const again = await new HttpClient(app.url).rest("POST", `${RESET[role]}/${token}`, { newPassword: "third-password-3" });
      assert.deepEqual([again.status, again.body.message], [400, "This reset link is invalid or has expired"], "a link works once");

      assert.equal((await me.client.rest("GET", PROFILE[role])).status, 401, "this browser's session ended");
      assert.equal((await elsewhere.rest("GET", PROFILE[role])).status, 401, "the other browser's too");
      assert.equal((await new HttpClient(app.url).rest("POST", SIGN_IN[role], { email: me.email, password: PASSWORD })).status, 401, "the old password is refused");
      assert.equal((await new HttpClient(app.url).rest("POST", SIGN_IN[role], { email: me.email, password: "second-password-2" })).status, 200);
    });
  }

  test("over GraphQL: a newer link replaces an older one; expired, unknown and malformed tokens get one message", async () => {
    const me = await account("SELLER");
    const guest = new HttpClient(app.url);
    const REQUEST = `mutation($e: String!) { requestPasswordReset(role: SELLER, email: $e) }`;
    const RESET_GQL = `mutation($t: String!, $p: String!) { resetPassword(role: SELLER, token: $t, newPassword: $p) }`;
    let since = app.mail.received.length;
    assert.equal((await guest.gql(REQUEST, { e: me.email })).data.requestPasswordReset, true);
    const first = linkIn((await app.mail.waitForMessage(me.email, { since })).text, "SELLER")!;
    since = app.mail.received.length;
    await guest.gql(REQUEST, { e: me.email });
    const second = linkIn((await app.mail.waitForMessage(me.email, { since })).text, "SELLER")!;
    assert.notEqual(first, second);
    const invalid = "This reset link is invalid or has expired";
    for (const token of [first, "x".repeat(43), "short", `${second}'; DROP TABLE sellers; --`]) {
      const refused = await guest.gql(RESET_GQL, { t: token, p: "another-password" });
      assert.deepEqual([refused.errors?.[0].extensions?.code, refused.errors?.[0].message], ["BAD_USER_INPUT", invalid], token);
    }
    // A user token does not reset a seller, even for the same address.
    assert.equal((await guest.gql(`mutation($t: String!) { resetPassword(role: USER, token: $t, newPassword: "another-password") }`, { t: second })).errors?.[0].message, invalid);
    await app.db.query(`UPDATE password_resets SET "expiresAt" = now() - interval '1 second' WHERE "accountId" = $1`, [me.id]);
    assert.equal((await guest.gql(RESET_GQL, { t: second, p: "another-password" })).errors?.[0].message, invalid, "expired after 30 minutes");
    const malformed = await guest.rest("POST", FORGOT.SELLER, { email: "not-an-email" });
    assert.deepEqual([malformed.status, malformed.body.message], [400, "Enter a valid email address"]);
  });
});

/** A REST call from another loopback address, as another client on the network would make it. */
function postFrom(localAddress: string, path: string, json: unknown): Promise<{ status: number; body: any }> {
  const url = new URL(`${app.url}/api/v1${path}`);
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", localAddress, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (response) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("throttling sign-in and forgot-password", () => {
  const TOO_MANY = "Too many attempts. Please try again in 15 minutes.";

  test("ten wrong passwords from an address: 429 for it, even with the right one, until the window passes", async () => {
    const me = await account("USER");
    for (let i = 0; i < 10; i++) assert.equal((await postFrom("127.0.0.2", SIGN_IN.USER, { email: me.email, password: `wrong-${i}-password` })).status, 401);
    const blocked = await postFrom("127.0.0.2", SIGN_IN.USER, { email: me.email, password: PASSWORD });
    assert.deepEqual([blocked.status, blocked.body.message], [429, TOO_MANY]);
    const otherAccount = await account("USER");
    assert.equal((await postFrom("127.0.0.2", SIGN_IN.USER, { email: otherAccount.email, password: PASSWORD })).status, 429, "the address is blocked for every account");
    // The owner, who signed in from 127.0.0.1 before, is not locked out by someone else's failures.
    assert.equal((await new HttpClient(app.url).rest("POST", SIGN_IN.USER, { email: me.email, password: PASSWORD })).status, 200);
    // Fifteen minutes later.
    await app.db.query(`UPDATE auth_attempts SET "createdAt" = "createdAt" - interval '16 minutes' WHERE address = '127.0.0.2'`);
    assert.equal((await postFrom("127.0.0.2", SIGN_IN.USER, { email: me.email, password: PASSWORD })).status, 200);
  });

  test("an account guessed at from many addresses closes to new addresses, not to the owner's", async () => {
    const me = await account("SELLER");
    for (let i = 0; i < 10; i++) await postFrom(`127.0.1.${i + 1}`, SIGN_IN.SELLER, { email: me.email, password: `wrong-${i}-password` });
    const stranger = await postFrom("127.0.2.1", SIGN_IN.SELLER, { email: me.email, password: PASSWORD });
    assert.deepEqual([stranger.status, stranger.body.message], [429, TOO_MANY]);
    assert.equal((await new HttpClient(app.url).rest("POST", SIGN_IN.SELLER, { email: me.email, password: PASSWORD })).status, 200, "the owner's known address gets in");
    const graphql = await new HttpClient(app.url).gql(`mutation($i: SignInInput!) { signInSeller(input: $i) { id } }`, { i: { email: me.email, password: PASSWORD } });
    assert.equal(graphql.errors, undefined, "GraphQL shares the rule");
  });

  test("forgot-password: ten requests for an address answer 429, and sign-in is not affected", async () => {
    const me = await account("ADMIN");
    for (let i = 0; i < 10; i++) assert.equal((await postFrom("127.0.3.1", FORGOT.ADMIN, { email: me.email })).status, 200);
    const blocked = await postFrom("127.0.3.1", FORGOT.ADMIN, { email: me.email });
    assert.deepEqual([blocked.status, blocked.body.message], [429, TOO_MANY]);
    assert.equal((await postFrom("127.0.3.2", FORGOT.ADMIN, { email: me.email })).status, 429, "per account as well");
    assert.equal((await postFrom("127.0.3.1", SIGN_IN.ADMIN, { email: me.email, password: PASSWORD })).status, 200);
  });
});
