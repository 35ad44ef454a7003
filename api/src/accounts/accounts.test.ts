import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { User } from "./user.entity";
import { HttpClient } from "../testing/http-client";
import { SessionRecord } from "../sessions/session.entity";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 2 });

const client = () => new HttpClient(app.url);
let serial = 0;
const uniqueMobile = () => `98${String(process.pid).padStart(6, "0").slice(-6)}${String(++serial).padStart(2, "0")}`;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: "Asha Rao",
  email: `asha.${process.pid}.${++serial}@example.com`,
  mobile: uniqueMobile(),
  password: "correct-horse",
  terms: true,
  ...overrides,
});
const newSeller = (overrides: Record<string, unknown> = {}) => ({
  name: "Vikram Shah",
  email: `vikram.${process.pid}.${++serial}@example.com`,
  mobile: uniqueMobile(),
  storeName: "Loom & Thread",
  address: "12 MG Road, Pune",
  password: "seller-secret",
  ...overrides,
});

const SIGN_UP_USER = `mutation($input: UserSignUpInput!) { signUpUser(input: $input) { id name email mobile isActive } }`;
const SIGN_IN_USER = `mutation($input: SignInInput!) { signInUser(input: $input) { id name email } }`;

describe("shopper sign-up", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["name missing", { name: "  " }, "name", "Name is required"],
    ["email missing", { email: "" }, "email", "Email is required"],
    ["mobile missing", { mobile: "" }, "mobile", "Mobile number is required"],
    ["mobile too short", { mobile: "12345" }, "mobile", "Enter a valid Mobile number"],
    ["mobile too long", { mobile: "1234567890123456" }, "mobile", "Enter a valid Mobile number"],
    ["mobile not digits", { mobile: "98765-43210" }, "mobile", "Enter a valid Mobile number"],
    ["password missing", { password: "" }, "password", "Password is required"],
    ["password short", { password: "1234567" }, "password", "Password must be at least 8 characters"],
    ["terms not accepted", { terms: false }, "terms", "You must agree to the terms and conditions"],
  ];
  for (const [name, overrides, field, message] of cases) {
    test(`REST refuses ${name} with 400 and the documented message`, async () => {
      const input = newUser(overrides);
      const { status, body } = await client().rest("POST", "/user/signup", input);
      assert.equal(status, 400);
      assert.equal(body.success, false);
      assert.equal(body.errors[field], message);
      assert.equal(await app.db.getRepository(User).countBy({ email: String(input.email) }), 0);
    });
  }

  test("GraphQL reports every failed field at once", async () => {
    const { errors } = await client().gql(SIGN_UP_USER, { input: { name: "", email: "", mobile: "1", password: "short", terms: false } });
    assert.equal(errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.deepEqual(errors?.[0].extensions?.fields, {
      name: "Name is required",
      email: "Email is required",
      mobile: "Enter a valid Mobile number",
      password: "Password must be at least 8 characters",
      terms: "You must agree to the terms and conditions",
    });
  });

  test("a mobile of 10 and of 15 digits is accepted; the email is stored lower-case", async () => {
    const ten = newUser({ mobile: "9" + String(Date.now()).slice(-9), email: `MiXeD.${process.pid}@Example.COM` });
    const { data, errors } = await client().gql(SIGN_UP_USER, { input: ten });
    assert.equal(errors, undefined);
    assert.equal(data.signUpUser.email, `mixed.${process.pid}@example.com`);
    assert.equal(data.signUpUser.isActive, true);
    const fifteen = await client().rest("POST", "/user/signup", newUser({ mobile: "919876543210123" }));
    assert.equal(fifteen.status, 201);
    assert.equal(fifteen.body.data.mobile, "919876543210123");
    assert.ok(fifteen.body.data._id);
    assert.equal(fifteen.body.data.passwordHash, undefined);
  });

  test("duplicates are 409 with the documented messages, whatever the email's case", async () => {
    const first = newUser();
    assert.equal((await client().rest("POST", "/user/signup", first)).status, 201);
    const sameEmail = await client().rest("POST", "/user/signup", newUser({ email: String(first.email).toUpperCase() }));
    assert.equal(sameEmail.status, 409);
    assert.equal(sameEmail.body.message, "User with this email already exists");
    const sameMobile = await client().gql(SIGN_UP_USER, { input: newUser({ mobile: first.mobile }) });
    assert.equal(sameMobile.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(sameMobile.errors?.[0].message, "User with this mobile number already exists");
  });

  test("passwords are stored as argon2id hashes", async () => {
    const input = newUser();
    await client().rest("POST", "/user/signup", input);
    const row = await app.db.getRepository(User).createQueryBuilder("u").addSelect("u.passwordHash").where("u.email = :email", { email: input.email }).getOneOrFail();
    assert.match(row.passwordHash, /^\$argon2id\$/);
    assert.ok(!row.passwordHash.includes(String(input.password)));
  });
});

describe("seller sign-up", () => {
  const cases: [string, string][] = [
    ["name", "Name is required"],
    ["email", "Email is required"],
    ["mobile", "Mobile is required"],
    ["storeName", "Store Name is required"],
    ["address", "Address is required"],
    ["password", "Password is required"],
  ];
  for (const [field, message] of cases) {
    test(`${field} is required: '${message}'`, async () => {
      const { status, body } = await client().rest("POST", "/seller/register-seller", newSeller({ [field]: "" }));
      assert.equal(status, 400);
      assert.equal(body.errors[field], message);
    });
  }

  test("registers, then duplicates are refused with the seller messages", async () => {
    const seller = newSeller();
    const created = await client().rest("POST", "/seller/register-seller", seller);
    assert.equal(created.status, 201);
    assert.equal(created.body.data.storeName, "Loom & Thread");
    assert.equal(created.body.data.role, "seller");
    const email = await client().rest("POST", "/seller/register-seller", newSeller({ email: seller.email }));
    assert.deepEqual([email.status, email.body.message], [409, "Seller with this email already exists"]);
    const mobile = await client().gql(`mutation($input: SellerSignUpInput!) { signUpSeller(input: $input) { id } }`, { input: newSeller({ mobile: seller.mobile }) });
    assert.equal(mobile.errors?.[0].message, "Seller with this mobile number already exists");
  });
});

describe("sign-in", () => {
  test("wrong password, unknown email and missing fields get the catalogue's messages", async () => {
    const wrong = await client().rest("POST", "/user/login", { email: "shopper@example.com", password: "nope-nope" });
    assert.deepEqual([wrong.status, wrong.body.message], [401, "Incorrect password"]);
    const unknown = await client().rest("POST", "/user/login", { email: "nobody@example.com", password: "whatever-1" });
    assert.deepEqual([unknown.status, unknown.body.message], [404, "User not found"]);
    const missing = await client().rest("POST", "/user/login", { email: "", password: "" });
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.errors, { email: "Email is required", password: "Password is required" });
    const seller = await client().rest("POST", "/seller/login-seller", { email: "nobody@example.com", password: "whatever-1" });
    assert.deepEqual([seller.status, seller.body.message], [404, "Seller not found"]);
    const admin = await client().gql(`mutation { signInAdmin(input: {email: "admin@example.com", password: "bad-password"}) { id } }`);
    assert.equal(admin.errors?.[0].message, "Incorrect password");
    assert.equal(admin.errors?.[0].extensions?.code, "UNAUTHENTICATED");
  });

  test("each role signs in over REST and GraphQL and reads its own profile", async () => {
    const shopper = client();
    const login = await shopper.rest("POST", "/user/login", { email: "Shopper@Example.com", password: "shopper-pass-1" });
    assert.equal(login.status, 200);
    assert.equal(login.body.data.email, "shopper@example.com");
    const profile = await shopper.rest("GET", "/user/profile");
    assert.deepEqual(Object.keys(profile.body.data).sort(), ["_id", "email", "isActive", "mobile", "name"]);
    assert.equal((await shopper.rest("GET", "/user/check-user")).status, 200);
    assert.equal((await shopper.gql(`{ currentUser { email } }`)).data.currentUser.email, "shopper@example.com");

    const seller = client();
    const sellerLogin = await seller.gql(`mutation { signInSeller(input: {email: "seller@example.com", password: "seller-pass-1"}) { storeName } }`);
    assert.equal(sellerLogin.errors, undefined);
    assert.equal((await seller.rest("GET", "/seller/check-seller")).status, 200);
    const sellerProfile = await seller.rest("GET", "/seller/seller-profile");
    assert.equal(sellerProfile.body.data.email, "seller@example.com");
    assert.ok(sellerProfile.body.data.storeName);

    const admin = client();
    assert.equal((await admin.rest("POST", "/admin/admin-login", { email: "admin@example.com", password: "admin-pass-1" })).status, 200);
    assert.equal((await admin.rest("GET", "/admin/check-admin")).status, 200);
    const adminProfile = await admin.gql(`{ currentAdmin { name email mobile qualification } }`);
    assert.equal(adminProfile.data.currentAdmin.email, "admin@example.com");
    assert.ok(adminProfile.data.currentAdmin.qualification);
  });

  test("the session cookie is httpOnly, SameSite=Lax, and a new id is issued at sign-in", async () => {
    const browser = client();
    await browser.rest("GET", "/product/get-all-products");
    assert.equal(browser.cookies.size, 0, "browsing sets no session");
    await browser.rest("POST", "/user/login", { email: "shopper@example.com", password: "shopper-pass-1" });
    const [cookie] = browser.lastSetCookie;
    assert.match(cookie, /^store\.sid=/);
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    const first = browser.cookies.get("store.sid");
    await browser.rest("POST", "/seller/login-seller", { email: "seller@example.com", password: "seller-pass-1" });
    const second = browser.cookies.get("store.sid");
    assert.notEqual(first, second, "session id regenerated on sign-in");
    assert.equal((await app.db.getRepository(SessionRecord).count()) > 0, true, "sessions are stored in the database");
    // The old id no longer opens anything.
    const stale = new HttpClient(app.url);
    stale.cookies.set("store.sid", first!);
    assert.equal((await stale.rest("GET", "/user/check-user")).status, 401);
  });

  test("one browser holds a shopper, a seller and an admin; signing out of one keeps the others", async () => {
    const browser = client();
    await browser.rest("POST", "/user/login", { email: "shopper@example.com", password: "shopper-pass-1" });
    await browser.rest("POST", "/seller/login-seller", { email: "seller@example.com", password: "seller-pass-1" });
    await browser.rest("POST", "/admin/admin-login", { email: "admin@example.com", password: "admin-pass-1" });
    for (const path of ["/user/check-user", "/seller/check-seller", "/admin/check-admin"]) assert.equal((await browser.rest("GET", path)).status, 200, path);
    const out = await browser.rest("POST", "/seller/seller-logout");
    assert.deepEqual([out.status, out.body.message], [200, "Logout successful"]);
    assert.equal((await browser.rest("GET", "/seller/check-seller")).status, 403, "signed in, but no longer as a seller");
    assert.equal((await browser.rest("GET", "/user/check-user")).status, 200);
    assert.equal((await browser.gql(`mutation { signOutUser }`)).data.signOutUser, true);
    assert.equal((await browser.rest("GET", "/user/profile")).status, 403, "only the admin is left: a shopper path is the wrong role");
    await browser.rest("POST", "/admin/admin-logout");
    assert.equal((await browser.rest("GET", "/admin/admin-profile")).status, 401);
  });

  test("no session is 401, another role's session is 403, over REST and GraphQL", async () => {
    const guest = client();
    for (const path of ["/user/profile", "/user/check-user", "/seller/check-seller", "/seller/seller-profile", "/admin/check-admin", "/admin/admin-profile"]) {
      const { status, body } = await guest.rest("GET", path);
      assert.equal(status, 401, path);
      assert.equal(body.success, false);
    }
    assert.equal((await guest.gql(`{ currentSeller { id } }`)).errors?.[0].extensions?.code, "UNAUTHENTICATED");
    const shopper = client();
    await shopper.rest("POST", "/user/login", { email: "shopper@example.com", password: "shopper-pass-1" });
    assert.equal((await shopper.rest("GET", "/admin/admin-profile")).status, 403);
    assert.equal((await shopper.gql(`{ currentAdmin { id } }`)).errors?.[0].extensions?.code, "FORBIDDEN");
  });

  test("a deactivated shopper is refused at once, mid-session and at sign-in", async () => {
    const input = newUser();
    await client().rest("POST", "/user/signup", input);
    const browser = client();
    assert.equal((await browser.rest("POST", "/user/login", { email: input.email, password: input.password })).status, 200);
    await app.db.getRepository(User).update({ email: String(input.email) }, { isActive: false });
    const during = await browser.rest("GET", "/user/profile");
    assert.deepEqual([during.status, during.body.message], [403, "User is already deactivated!"]);
    const gql = await browser.gql(`{ currentUser { id } }`);
    assert.equal(gql.errors?.[0].message, "User is already deactivated!");
    const again = await client().rest("POST", "/user/login", { email: input.email, password: input.password });
    assert.deepEqual([again.status, again.body.message], [403, "User is already deactivated!"]);
  });

  test("a deleted account loses its session at once", async () => {
    const input = newUser();
    await client().rest("POST", "/user/signup", input);
    const browser = client();
    await browser.rest("POST", "/user/login", { email: input.email, password: input.password });
    await app.db.getRepository(User).delete({ email: String(input.email) });
    assert.equal((await browser.rest("GET", "/user/check-user")).status, 401);
  });

  test("the signed-in account is read afresh on every request; the session's expiry is written at most once an hour", async () => {
    const input = newUser();
    await client().rest("POST", "/user/signup", input);
    const browser = client();
    await browser.rest("POST", "/user/login", { email: input.email, password: input.password });
    const sid = decodeURIComponent(browser.cookies.get("store.sid")!).slice(2).split(".")[0];
    const expiry = async () => (await app.db.getRepository(SessionRecord).findOneByOrFail({ sid })).expiresAt.getTime();
    const signedInUntil = await expiry();

    // Read with the session in one statement, but never cached: a change shows on the next request.
    await app.db.getRepository(User).update({ email: String(input.email) }, { name: "Renamed Elsewhere" });
    const { body } = await browser.rest("GET", "/user/check-user");
    assert.equal(body.data.name, "Renamed Elsewhere");
    assert.equal(await expiry(), signedInUntil, "a request within the hour does not rewrite the session");

    // Two hours later (the record's expiry set back), the next request renews it for a week.
    await app.db.query(`UPDATE sessions SET "expiresAt" = "expiresAt" - interval '2 hours' WHERE sid = $1`, [sid]);
    const before = Date.now();
    assert.equal((await browser.rest("GET", "/user/check-user")).status, 200);
    const renewed = await expiry();
    assert.ok(renewed >= before + 7 * 24 * 60 * 60 * 1000 - 60_000, `renewed to ${new Date(renewed).toISOString()}`);
  });
});

describe("bad requests", () => {
  test("malformed JSON is a 400 with a message, never a stack trace", async () => {
    const response = await client().request("POST", "/api/v1/user/login", { body: "{not json", headers: { "content-type": "application/json" } });
    assert.equal(response.status, 400);
    const body = await response.json();
    assert.equal(body.message, "The request body is not valid JSON");
    assert.doesNotMatch(JSON.stringify(body), /at |node_modules|SyntaxError/);
  });

  test("wrongly typed fields are refused with a message", async () => {
    const { status, body } = await client().rest("POST", "/user/login", { email: ["a@b.c"], password: { $gt: "" } });
    assert.equal(status, 400);
    assert.equal(body.success, false);
  });

  test("unknown legacy paths are a JSON 404", async () => {
    const { status, body } = await client().rest("GET", "/user/no-such-thing");
    assert.equal(status, 404);
    assert.equal(body.success, false);
  });
});

describe("legacy sign-out", () => {
  test("POST /user/logout ends the shopper's session", async () => {
    const browser = client();
    await browser.rest("POST", "/user/login", { email: "shopper@example.com", password: "shopper-pass-1" });
    const signedIn = decodeURIComponent(browser.cookies.get("store.sid") ?? "").replace(/^s:/, "").replace(/\.[^.]*$/, "");
    assert.equal(await app.db.getRepository(SessionRecord).countBy({ sid: signedIn }), 1);
    const out = await browser.rest("POST", "/user/logout");
    assert.deepEqual([out.status, out.body.message], [200, "Logout success"]);
    assert.equal((await browser.rest("GET", "/user/check-user")).status, 401);
    assert.equal(await app.db.getRepository(SessionRecord).countBy({ sid: signedIn }), 0, "the session record is gone");
  });
});

describe("deleting one's account", () => {
  test("a shopper deletes their own account with its reviews, favourites and bag, and is signed out", async () => {
    const input = newUser();
    await client().rest("POST", "/user/signup", input);
    const browser = client();
    const login = await browser.rest("POST", "/user/login", { email: input.email, password: input.password });
    const id = login.body.data._id;
    const [product] = await app.db.query(`SELECT id FROM products LIMIT 1`);
    await browser.rest("POST", "/wishlist/add-to-wishlist", { productId: product.id });
    await browser.rest("POST", "/review/add-review/", { productId: product.id, rating: 5, comment: "Lovely" });
    const someoneElse = await app.db.getRepository(User).findOneByOrFail({ email: "shopper@example.com" });
    const refused = await browser.rest("DELETE", `/user/delete-user/${someoneElse.id}`);
    assert.deepEqual([refused.status, refused.body.message], [403, "You can only delete your own account"]);
    assert.ok(await app.db.getRepository(User).existsBy({ id: someoneElse.id }));
    const deleted = await browser.rest("DELETE", `/user/delete-user/${id}`);
    assert.deepEqual([deleted.status, deleted.body.message], [200, "Your Account has been deleted"]);
    assert.equal((await browser.rest("GET", "/user/profile")).status, 401);
    assert.equal(await app.db.getRepository(User).countBy({ id }), 0);
    assert.deepEqual(await app.db.query(`SELECT (SELECT count(*) FROM reviews WHERE "userId" = $1)::int AS r, (SELECT count(*) FROM wishlist_items WHERE "userId" = $1)::int AS w`, [id]), [{ r: 0, w: 0 }]);
    const again = await client().rest("POST", "/user/login", { email: input.email, password: input.password });
    assert.deepEqual([again.status, again.body.message], [404, "User not found"]);
  });

  test("over GraphQL, and only as a shopper", async () => {
    const input = newUser();
    await client().rest("POST", "/user/signup", input);
    const browser = client();
    await browser.gql(SIGN_IN_USER, { input: { email: input.email, password: input.password } });
    assert.equal((await browser.gql(`mutation { deleteMyAccount }`)).data.deleteMyAccount, true);
    assert.equal((await browser.gql(`{ currentUser { id } }`)).errors?.[0].extensions?.code, "UNAUTHENTICATED");
    assert.equal((await client().gql(`mutation { deleteMyAccount }`)).errors?.[0].extensions?.code, "UNAUTHENTICATED");
  });
});
