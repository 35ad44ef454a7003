/**
 * Property-based fuzzing of every REST path (read from the router's stack, so a new path is
 * covered as soon as it exists) and every GraphQL query and mutation (read from the schema), as a
 * guest and as a signed-in shopper, seller and admin. Whatever arrives (wrong types, huge and
 * unicode strings, NUL bytes, odd numbers, missing and extra fields, invalid JSON, other content
 * types, bodies over the limit, bad ids and paths), the answer is a 2xx or 4xx with a JSON body,
 * never a 5xx, a stack trace or SQL, and the seeded data is intact afterwards.
 *
 * 2,000 inputs by default (CI too); `FUZZ_RUNS=10000` for a longer run; `FUZZ_SEED` replays one.
 */
import assert from "node:assert/strict";
import path from "node:path";
import { after, before, describe, test } from "node:test";
import fc from "fast-check";
import {
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from "graphql";
import { repoRoot } from "../config";
import { restRouter } from "../rest/router";
import { appSchema } from "../schema";
import { pickProduct, placePaidOrder, productOf, signedInAdmin, signedInSeller, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { startTestApp, type TestApp } from "../testing/test-app";

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let app: TestApp;
let schema: GraphQLSchema;
before(async () => {
  app = await startTestApp({ demo: true, productLimit: 24 });
  schema = await appSchema();
});
after(() => app.close());

// ---- What there is to call. ----

interface RestRoute {
  method: string;
  path: string;
}

/** Every route of the /api/v1 router, walking nested routers (all are mounted at the root). */
function restRoutes(): RestRoute[] {
  const router = restRouter(app.services, { production: false, sessionSecret: "x", cookieSecure: false, webDist: path.join(repoRoot, "web/dist") });
  const found: RestRoute[] = [];
  const walk = (stack: { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: unknown[] } }[]) => {
    for (const layer of stack) {
      if (layer.route) for (const method of Object.keys(layer.route.methods)) found.push({ method: method.toUpperCase(), path: layer.route.path });
      else if (layer.handle?.stack) walk(layer.handle.stack as never);
    }
  };
  walk(router.stack as never);
  return found;
}

/** Every query and mutation of the schema. */
function operations(): { kind: "query" | "mutation"; field: GraphQLField<unknown, unknown> }[] {
  const list = (kind: "query" | "mutation") => Object.values((kind === "query" ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...list("query"), ...list("mutation")];
}

// ---- What to send. ----

const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "%00",
  "%ff",
  "'; DROP TABLE products; --",
  "' OR '1'='1",
  "\\",
  '"',
  "{}",
  "[]",
  "null",
  "NaN",
  "-1",
  "1e309",
  "0x1F",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "\ud800",
  "\uffff",
  "😀",
  "\u202etxt.exe",
  "Zalgơ̵̡̥̪ͬ",
  "ﷺ".repeat(40),
  "jeans",
  "Ladies",
  "M",
  "processing",
  "delivered",
  "add",
  "remove",
  "delete",
  "4242 4242 4242 4242",
];

/** Fuzz-made ids (own data, so changing them harms nothing seeded) and seeded product ids (read-only for the roles that reach them). */
interface IdPool {
  owned: string[];
  seededProducts: string[];
}

function arbitraries(ids: IdPool) {
  const huge = fc.tuple(fc.constantFrom(150, 300, 2_001, 70_000, 400_000), fc.constantFrom("x", "é", "😀", "\u0000", "a ")).map(([n, unit]) => unit.repeat(n));
  const idLike = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids.owned, ...ids.seededProducts) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom("0", "-1", "abc", "00000000-0000-0000-0000-000000000000", "ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ", `${ids.owned[0]}x`) },
  );
  const text = fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 1, arbitrary: huge },
    { weight: 2, arbitrary: idLike },
    { weight: 1, arbitrary: fc.emailAddress() },
  );
  const number = fc.oneof(
    fc.integer({ min: -3, max: 120 }),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(-1, 0, 0.5, -0.5, 1e21, 2 ** 31, 2 ** 53 + 1, -(2 ** 31) - 1, Number.MAX_VALUE),
  );
  const scalar = fc.oneof({ weight: 5, arbitrary: text }, { weight: 3, arbitrary: number }, { weight: 1, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constant(null) });
  const fieldName = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...FIELDS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "a\u0000", "") },
  );
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(fieldName, tie("value"), { maxKeys: 4 }) },
    ),
  }));
  const body = fc.dictionary(fieldName, value, { maxKeys: 8 });
  return { huge, idLike, text, number, value, body, fieldName };
}

/** Field names the services read, so generated bodies reach their rules. */
const FIELDS = [
  "email", "password", "newPassword", "name", "mobile", "terms", "storeName", "address", "qualification", "token",
  "productId", "size", "action", "count", "rating", "comment", "userId", "status", "orderId", "requestId", "approve",
  "title", "price", "description", "category", "materials", "careguide", "stock", "sizes", "imageId", "sessionId", "id", "_id", "role", "isActive",
];

type Role = "guest" | "shopper" | "seller" | "admin";
const ROLES: Role[] = ["guest", "shopper", "seller", "admin"];

interface Sent {
  role: Role;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Text fields sent as a multipart form (as the legacy client's product and profile forms) instead of `body`. */
  form?: Record<string, string>;
  /** What the answer may echo back (the request's own text). */
  echo: string;
}

/** Values for a GraphQL input type: mostly of the right type (to reach the services' rules), sometimes anything. */
function typedValue(type: GraphQLInputType, arbs: ReturnType<typeof arbitraries>, depth = 0): fc.Arbitrary<unknown> {
  const right = ((): fc.Arbitrary<unknown> => {
    if (type instanceof GraphQLNonNull) return typedValue(type.ofType, arbs, depth);
    if (type instanceof GraphQLList) return fc.array(typedValue(type.ofType, arbs, depth + 1), { maxLength: depth > 1 ? 1 : 4 });
    if (type instanceof GraphQLEnumType) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) }, { weight: 1, arbitrary: arbs.text });
    if (type instanceof GraphQLInputObjectType) {
      if (depth > 3) return fc.constant({});
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((field) => [field.name, typedValue(field.type, arbs, depth + 1)])), { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) });
    }
    const scalar = type as GraphQLScalarType;
    if (scalar.name === "ID") return arbs.idLike;
    if (scalar.name === "Int") return fc.oneof(fc.integer({ min: -3, max: 120 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), arbs.number);
    if (scalar.name === "Float") return arbs.number;
    if (scalar.name === "Boolean") return fc.boolean();
    if (scalar.name === "String") return arbs.text;
    return fc.oneof(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), arbs.text, arbs.number);
  })();
  return fc.oneof({ weight: 6, arbitrary: right }, { weight: 1, arbitrary: arbs.value });
}

/** A selection of the answer's leaf fields (and those of its objects, one level down) that take no required arguments. */
function selection(type: GraphQLNamedType, depth = 0): string {
  if (isLeafType(type)) return "";
  if (!isObjectType(type) && !isInterfaceType(type)) return "{ __typename }";
  const fields = Object.values(type.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined));
  const parts = ["__typename"];
  for (const field of fields) {
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (depth < 1) parts.push(`${field.name} ${selection(named, depth + 1)}`);
  }
  return `{ ${parts.join(" ")} }`;
}

/** A GraphQL literal for a JSON value (GraphQL's string escapes are JSON's). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (typeof value === "object") return `{ ${Object.entries(value).filter(([key]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(key)).map(([key, item]) => `${key}: ${literal(item)}`).join(", ")} }`;
  if (typeof value === "number" && !Number.isFinite(value)) return "0";
  return JSON.stringify(value);
}

function graphqlRequest(arbs: ReturnType<typeof arbitraries>): fc.Arbitrary<Omit<Sent, "role">> {
  const ops = operations();
  const wellFormed = fc.constantFrom(...ops).chain(({ kind, field }) =>
    fc
      .tuple(
        fc.tuple(...field.args.map((arg) => fc.tuple(fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true }), typedValue(arg.type, arbs)))),
        fc.dictionary(arbs.fieldName, arbs.value, { maxKeys: 2 }),
        fc.constantFrom("POST", "POST", "POST", "GET"),
      )
      .map(([args, extraVariables, method]): Omit<Sent, "role"> => {
        const declared: string[] = [];
        const passed: string[] = [];
        const variables: Record<string, unknown> = { ...extraVariables };
        field.args.forEach((arg, index) => {
          const [inline, include, value] = args[index];
          if (include < 0.1) return; // missing (required ones then fail validation)
          if (inline) passed.push(`${arg.name}: ${literal(value)}`);
          else {
            declared.push(`$v${index}: ${String(arg.type)}`);
            passed.push(`${arg.name}: $v${index}`);
            variables[`v${index}`] = value;
          }
        });
        const query = `${kind} Fuzz${declared.length ? `(${declared.join(", ")})` : ""} { ${field.name}${passed.length ? `(${passed.join(", ")})` : ""} ${selection(getNamedType(field.type))} }`;
        // Long queries go by POST: a URL over 16 KB is Node's 431 before the app sees it.
        if (method === "GET" && kind === "query" && query.length + JSON.stringify(variables).length < 4000) {
          const search = new URLSearchParams({ query, variables: JSON.stringify(variables) });
          return { method: "GET", path: `/graphql?${search}`, headers: { accept: "application/json", "apollo-require-preflight": "true" }, echo: query + JSON.stringify(variables) };
        }
        const body = JSON.stringify({ query, variables });
        return { method: "POST", path: "/graphql", headers: { "content-type": "application/json" }, body, echo: body };
      }),
  );
  const garbage = fc.oneof(
    fc.string({ maxLength: 200 }).map((query) => JSON.stringify({ query })),
    arbs.value.map((value) => JSON.stringify(value) ?? "null"),
    fc.constantFrom("{", '{"query": ', "[]", "[{}, {}]", `[{"query":"{ categories { name } }"},{"query":"{ categories { name } }"}]`, '{"query": "{ categories { name } }", "variables": "nope"}', "{ categories { name } }"),
  );
  const odd = fc.tuple(garbage, fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "application/graphql", "", "application/json; charset=utf-16")).map(([body, type]) => ({
    method: "POST",
    path: "/graphql",
    headers: type ? { "content-type": type } : ({} as Record<string, string>),
    body,
    echo: body,
  }));
  return fc.oneof({ weight: 8, arbitrary: wellFormed }, { weight: 2, arbitrary: odd });
}

function restRequest(arbs: ReturnType<typeof arbitraries>): fc.Arbitrary<Omit<Sent, "role">> {
  const routes = restRoutes();
  const segment = fc.oneof(
    { weight: 6, arbitrary: arbs.idLike.map(encodeSegment) },
    { weight: 3, arbitrary: arbs.text.map((text) => encodeSegment(text.slice(0, 600)) || "x") },
    { weight: 1, arbitrary: fc.constantFrom("%ff", "%", "%E0%A4%A", "%00", "..", ".", "%2e%2e", "%2F", "a%20b") },
  );
  const withParams = fc.constantFrom(...routes).chain((route) => {
    const names = route.path.match(/:\w+/g) ?? [];
    return fc.tuple(fc.constant(route), fc.tuple(...names.map(() => segment)), fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH") })).map(([r, values, method]) => {
      let i = 0;
      return { method, path: `/api/v1${r.path.replace(/:\w+/g, () => values[i++])}` };
    });
  });
  const stray = fc.tuple(fc.constantFrom("GET", "POST", "PUT", "DELETE"), fc.array(segment, { minLength: 1, maxLength: 4 })).map(([method, parts]) => ({ method, path: `/api/v1/${parts.join("/")}` }));
  const target = fc.oneof({ weight: 9, arbitrary: withParams }, { weight: 1, arbitrary: stray });
  const query = fc.option(fc.dictionary(fc.constantFrom("status", "limit", "offset", "q", "category", "a[b]", "__proto__"), arbs.text.map((text) => text.slice(0, 2000)), { maxKeys: 3 }), { freq: 3 });
  const payload = fc.oneof(
    { weight: 20, arbitrary: arbs.body.map((body) => ({ type: "application/json", text: JSON.stringify(body) })) },
    { weight: 3, arbitrary: arbs.value.map((value) => ({ type: "application/json", text: JSON.stringify(value) ?? "null" })) },
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.constantFrom("{", '{"email": }', "nul", "[1,]", '"', "\u0000", "{\"a\":\"\\ud800\"}").map((text) => ({ type: "application/json", text })) },
    { weight: 3, arbitrary: fc.tuple(arbs.body, fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data; boundary=x", "application/json; charset=latin1", "application/json; charset=utf-16", "image/png", "")).map(([body, type]) => ({ type, text: type.includes("urlencoded") ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v) ?? ""])).toString() : JSON.stringify(body) })) },
    { weight: 1, arbitrary: fc.constant({ type: "application/json", text: JSON.stringify({ name: "x".repeat(1_100_000) }) }) },
    { weight: 3, arbitrary: fc.dictionary(arbs.fieldName, arbs.text, { maxKeys: 8 }).map((fields) => ({ type: "", text: JSON.stringify(fields), form: fields })) },
  );
  return fc.tuple(target, query, payload).map(([{ method, path: p }, q, payload]) => {
    const search = q ? `?${new URLSearchParams(q as Record<string, string>)}` : "";
    const headers: Record<string, string> = payload?.type ? { "content-type": payload.type } : {};
    const body = method === "GET" ? undefined : payload?.text;
    const form = method === "GET" || !payload || !("form" in payload) ? undefined : payload.form;
    return { method, path: p + search, headers, body, form, echo: decodeURIComponentSafe(p + search) + (body ?? "") };
  });
}

/** Percent-encodes any string: a lone surrogate (which encodeURIComponent refuses) goes as U+FFFD, as a browser sends it. */
function encodeSegment(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"));
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// ---- What every answer must be. ----

/** What must never reach a client: stack frames, driver errors, SQL. Checked only when the request did not carry it. */
const LEAKS: [string, RegExp][] = [
  ["a stack trace", /\n\s+at \S+ \(|at [\w$.<>]+ \([^)]*:\d+:\d+\)/],
  ["QueryFailedError", /QueryFailedError|EntityNotFound|TypeORMError/],
  ["SQL", /\bSELECT\b[\s\S]{0,200}\bFROM\b|\bINSERT INTO\b|\bUPDATE\b[\s\S]{0,80}\bSET\b/],
  ["a PostgreSQL message", /relation "|syntax error at or near|invalid input syntax|violates (unique|foreign key|check) constraint|null value in column|out of range for type/],
  ["a source path", /node_modules|\/api\/(src|dist)\/|\.ts:\d+/],
];

interface Clients {
  guest: HttpClient;
  shopper: HttpClient;
  seller: HttpClient;
  admin: HttpClient;
}

async function signIn(role: Exclude<Role, "guest">): Promise<HttpClient> {
  if (role === "shopper") return (await signedInShopper(app, "Fuzz Shopper")).client;
  if (role === "seller") return (await signedInSeller(app, "Fuzz Seller")).client;
  return (await signedInAdmin(app)).client;
}

/** A signed-in role that fuzzing signed out, deactivated or deleted gets a new account. */
async function keepSignedIn(clients: Clients): Promise<void> {
  const checks = { shopper: "/user/check-user", seller: "/seller/check-seller", admin: "/admin/check-admin" } as const;
  for (const role of ["shopper", "seller", "admin"] as const) {
    if ((await clients[role].rest("GET", checks[role])).status !== 200) clients[role] = await signIn(role);
  }
}

async function snapshot() {
  const count = async (table: string) => Number((await app.db.query(`SELECT count(*) FROM ${table} WHERE "createdAt" <= $1`, [seededAt]))[0].count);
  return {
    counts: Object.fromEntries(await Promise.all(["products", "users", "sellers", "admins", "images"].map(async (table) => [table, await count(table)]))),
    products: await app.db.query(`SELECT id, title, price, description, category, materials, careguide, "ownSizes", "onSale", "sellerId", "imageId" FROM products WHERE "createdAt" <= $1 ORDER BY id`, [seededAt]),
    accounts: await app.db.query(
      `SELECT id, name, email, mobile, "isActive" FROM users WHERE "createdAt" <= $1 UNION ALL SELECT id, name, email, mobile, true FROM sellers WHERE "createdAt" <= $1 UNION ALL SELECT id, name, email, mobile, true FROM admins WHERE "createdAt" <= $1 ORDER BY id`,
      [seededAt],
    ),
    categories: await app.db.query(`SELECT name, sizes FROM categories ORDER BY name`),
  };
}
let seededAt: Date;

describe("fuzzing every REST path and GraphQL operation", () => {
  test(`${RUNS} generated requests: never a 5xx, always JSON, no stack trace or SQL; the seeded data intact`, { timeout: 60 * 60_000 }, async () => {
    seededAt = new Date();
    const before = await snapshot();

    // The fuzz's own data: a shopper with a bag, a review and an order; a seller with a product.
    const shopper = await signedInShopper(app, "Fuzz Owner");
    const seller = await signedInSeller(app, "Fuzz Seller Owner");
    const ownProduct = await productOf(app, seller.seller.id);
    const bought = await pickProduct(app, { withSizes: true, minStock: 5 });
    const [orderId] = await placePaidOrder(app, shopper.client, [{ id: ownProduct.id, sizes: [] }]);
    await shopper.client.gql(`mutation($p: ID!, $s: String) { addToCart(productId: $p, size: $s) { itemCount } }`, { p: bought.id, s: bought.sizes[0] });
    const review = await shopper.client.gql(`mutation($p: ID!) { addReview(productId: $p, input: { rating: 4, comment: "Fits well" }) { id } }`, { p: ownProduct.id });
    const seededProducts = (before.products as { id: string }[]).map((product) => product.id);
    const ids: IdPool = { owned: [shopper.user.id, seller.seller.id, ownProduct.id, orderId, review.data?.addReview?.id].filter(Boolean), seededProducts };

    const clients: Clients = { guest: new HttpClient(app.url), shopper: shopper.client, seller: seller.client, admin: await signIn("admin") };
    const arbs = arbitraries(ids);
    const request = fc.tuple(fc.constantFrom(...ROLES), fc.oneof(graphqlRequest(arbs), restRequest(arbs))).map(([role, sent]) => ({ role, ...sent }) as Sent);

    const statuses = new Map<number, number>();
    let sentCount = 0;
    let retried = 0;
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        // The admin's destructive calls reach only fuzz-made ids: the seeded rows must stay.
        if (sent.role === "admin" && seededProducts.some((id) => sent.echo.includes(id)) && sent.method !== "GET") sent = { ...sent, role: "guest" };
        if (++sentCount % 100 === 0) await keepSignedIn(clients);
        const formData = () => {
          const data = new FormData();
          for (const [key, value] of Object.entries(sent.form ?? {})) data.append(key, value);
          return data;
        };
        const send = () => clients[sent.role].request(sent.method, sent.path, { body: sent.form ? formData() : sent.body, headers: sent.headers });
        // A pooled keep-alive connection the server has just closed fails once; the same request again must not.
        const response = await send().catch(async () => {
          retried++;
          return send().catch((error: Error) => {
            throw new Error(`${error.message} (${String((error as { cause?: unknown }).cause)}): ${sent.role} ${sent.method} ${sent.path.slice(0, 300)}`);
          });
        });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const where = `${sent.role} ${sent.method} ${sent.path.slice(0, 300)} ${sent.body?.slice(0, 300) ?? ""} -> ${response.status} ${text.slice(0, 500)}`;
        assert.ok(response.status >= 200 && response.status < 500, where);
        // Node's HTTP server answers a request line or headers over 16 KB itself: 431, no body, before the app.
        if (response.status === 431) return;
        // A client resolves dot segments first (`/api/v1/x/%2e%2e/..` is `/api/`): only the API's own paths answer JSON.
        const api = /^\/(api\/v1|graphql)(\/|$)/.test(new URL(response.url).pathname);
        if (api) {
          assert.match(response.headers.get("content-type") ?? "", /^application\/(graphql-response\+)?json/, `JSON answer: ${where}`);
          assert.doesNotThrow(() => JSON.parse(text), `parsable JSON: ${where}`);
        }
        for (const [name, pattern] of LEAKS) {
          if (pattern.test(text) && !pattern.test(sent.echo)) assert.fail(`${name} in the answer: ${where}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true, includeErrorInReport: true },
    );
    console.log(`fuzz: ${sentCount} requests (${retried} resent after a dropped connection); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);

    assert.deepEqual(await snapshot(), before, "the seeded data is intact");
  });
});
