// `npm run bench`: measures the store against a bare node:http + pg server on this machine.
//   --quick       one short round, for a check
//   --lighthouse  also Lighthouse (mobile, simulated throttling, median of 3) on home, a category and a product page
//   --only=A      only the scenarios whose names contain A (e.g. --only="grid 24, guest"; repeat it for more), for
//                 before/after runs of one scenario back to back; the checks of the others are skipped.
//                 --only=lighthouse runs Lighthouse and no load at all (--only="lighthouse product": that page
//                 only; the pages are "lighthouse home", "lighthouse category", "lighthouse product")
//   --baseline=DIR  also measures another build of the store (DIR/api/dist/api/src/main.js, e.g. an
//                 older commit's `git archive` built with tsc) on the same database, alternating with
//                 this one: before and after in the same run, whatever the machine's load does
//   --profile     the measured store (and the baseline, if any) runs under `node --cpu-prof`; each
//                 profile (bench-results/profiles/) is summed up by self time (top 15) over the
//                 load's window at the end. Best with --only and one scenario.
//   --subscriptions  also the guest grid under load beside 1,000 open subscriptions to a product's
//                    stock that the seller keeps changing: grid req/s with and without, event latency
// On the PostgreSQL of BENCH_DATABASE_URL or DATABASE_URL (a fresh database, dropped at the end),
// else on PGlite. Prints a table and PASS/FAIL lines, writes bench-results/latest.json; exits 1
// when a target fails. See README.md ("Performance").
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { root } from "./build-state.mjs";
import { createPgliteDatabase, createServerDatabase } from "./bench/database.mjs";
import { firstLoadJs } from "./bench/js-size.mjs";
import { measureEvents, openSubscribers } from "./bench/subscriptions.mjs";
import { cores, freePort, onCore, pinPostgres, pinProcess, pinning, rssMb, startChild, waitUntilUp } from "./bench/processes.mjs";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const profiling = args.includes("--profile");
const onlyArgs = args.filter((arg) => arg.startsWith("--only=")).map((arg) => arg.slice("--only=".length).trim());
// `--only=lighthouse…` names Lighthouse's pages, the other --only values the load's scenarios.
const onlyLighthouse = onlyArgs.filter((name) => name.startsWith("lighthouse"));
const onlyScenarios = onlyArgs.filter((name) => !name.startsWith("lighthouse"));
const only = onlyArgs.length > 0 ? onlyScenarios : undefined;
const withLighthouse = args.includes("--lighthouse") || onlyLighthouse.length > 0;
const PROFILE_DIR = "bench-results/profiles";
const baselineDir = args.find((arg) => arg.startsWith("--baseline="))?.slice("--baseline=".length);
const withSubscriptions = args.includes("--subscriptions");
const SUBSCRIPTION_SOCKETS = 50;
const SUBSCRIPTIONS_PER_SOCKET = 20;
const ROUNDS = quick ? 1 : 3;
const DURATION = quick ? 3 : 6;
const WARMUP = quick ? 1 : 2;
const CONNECTIONS = 50;
/** Sequential requests whose SQL statements are counted (exactly, from /metrics) per scenario. */
const COUNTED = 10;
/** How long the store idles after the load before its memory is read again. */
const IDLE_S = 45;
const SERVER_CORE = 0;
const LOAD_CORE = 1;

// The guest grid and the product detail at half the bare server's answers; the shopper grid (which
// also reads the shopper's session and favourites) at 40% of the bare list (issue 25).
const TARGETS = {
  share: 0.5,
  shopperShare: 0.4,
  p99Factor: 2,
  rssMb: 200,
  statements: 2,
  writeStatements: 4,
  firstStartS: 20,
  restartS: 5,
  jsKb: 150,
  // A guest's server-rendered category page against the GraphQL grid query it shows, same run.
  pageShare: 0.5,
  lighthouseScore: 95,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  renderBlockingJsBytes: 0,
};

// Everything started is undone in reverse order, on success, failure and Ctrl-C alike.
const undo = [];
let cleaning;
let interrupted = false;
function cleanUp() {
  cleaning ??= (async () => {
    for (const step of undo.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error("cleaning up:", error instanceof Error ? error.message : error);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping everything the bench started...`);
    void cleanUp().then(() => process.exit(130));
  });
}

// Bounded: a run that hangs (a server that never answers) is stopped rather than left running.
const LIMIT_MINUTES = 20;
setTimeout(() => {
  console.error(`\nthe bench ran over ${LIMIT_MINUTES} minutes: stopping everything it started...`);
  void cleanUp().then(() => process.exit(2));
}, LIMIT_MINUTES * 60_000).unref();

/** The web app's own operation, as the browser sends it (web/src/gql/documents.json, written by codegen). */
function appDocument(name) {
  const documents = JSON.parse(fs.readFileSync(path.join(root, "web/src/gql/documents.json"), "utf8"));
  const text = documents[name.replace(/Document$/, "")];
  if (!text) throw new Error(`${name} is not in web/src/gql/documents.json`);
  return text;
}

/** The store's /metrics asks for it in production. */
const METRICS_TOKEN = randomBytes(16).toString("hex");

const gqlBody = (document, variables) => JSON.stringify({ operationName: /(?:query|mutation)\s+(\w+)/.exec(document)[1], query: document, variables });

async function post(url, body, headers = {}) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  return { response, json: await response.json() };
}

async function statementsTotal(origin) {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split("\n").find((row) => row.startsWith("store_sql_statements_total "));
  return Number(line.split(" ")[1]);
}

/** Requests of a scenario: one sent alone (checked: 2xx, no GraphQL errors). */
async function sendOnce(request) {
  const response = await fetch(request.url, { method: request.method ?? "GET", headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok || /"errors"\s*:/.test(text)) throw new Error(`${request.url} answered ${response.status}: ${text.slice(0, 500)}`);
}

/** One autocannon run in its own process, on the load's core. */
function loadRun(request, duration) {
  const options = JSON.stringify({ ...request, connections: CONNECTIONS, duration });
  const [command, commandArgs] = onCore(LOAD_CORE, process.execPath, [path.join(root, "scripts/bench/load.mjs"), options]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "inherit"] });
    undo.push(() => child.exitCode === null && child.kill("SIGTERM"));
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out.trim().split("\n").pop())) : reject(new Error(`the load runner failed (${code})`))));
  });
}

/** Fetches every product's picture (each answers once drawn), four at a time; the legacy list gives absolute URLs (on PUBLIC_URL). */
async function everyPictureDrawn(origin) {
  const { data } = await (await fetch(`${origin}/api/v1/product/get-all-products`)).json();
  const urls = data.map((product) => product.image).filter(Boolean);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < urls.length) {
        // The REST answer's picture URLs are absolute (PUBLIC_URL); older ones were paths.
        const response = await fetch(new URL(urls[next++], origin));
        if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
        await response.arrayBuffer();
      }
    }),
  );
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined && !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const started = performance.now();
  buildIfStale();
  const js = firstLoadJs(path.join(root, "web/dist"));

  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const db = serverUrl ? await createServerDatabase(serverUrl) : createPgliteDatabase();
  undo.push(() => db.drop());
  console.log(`database: ${db.kind === "PGlite" ? "embedded PGlite (the bare server reads a copy of the seeded data directory)" : "PostgreSQL, a fresh database on the server of BENCH_DATABASE_URL/DATABASE_URL"}`);
  console.log(pinning ? `CPU: ${cores} cores; under load, servers and PostgreSQL on core ${SERVER_CORE}, load on core ${LOAD_CORE}` : `CPU: ${cores} core(s); not pinned`);

  // The store as `npm start` runs it, on every core (sharp renders the seed's pictures in threads);
  // the one that serves the load is pinned once it is up. The background work (checkout sweeper, refunds) runs at start, not during the measurements.
  const storePort = await freePort();
  const origin = `http://127.0.0.1:${storePort}`;
  // As it runs for real (NODE_ENV=production), on plain HTTP over loopback, with the demo catalog.
  const storeEnv = {
    ...process.env,
    ...db.env,
    PORT: String(storePort),
    NODE_ENV: "production",
    PUBLIC_URL: origin,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    COOKIE_SECURE: "false",
    METRICS_TOKEN,
    SEED_DEMO: "true",
    WORKER_INTERVAL_MS: "3600000",
  };
  // The node flags `npm start` runs with (package.json's start script), so the bench runs the store as it runs.
  const startFlags = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(" ").filter((word) => word.startsWith("--"));
  const startStore = async (profile = false) => {
    const since = performance.now();
    const nodeArgs = [...startFlags, ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${path.join(root, PROFILE_DIR)}`] : [])];
    const store = startChild("the store", process.execPath, [...nodeArgs, path.join(root, "scripts/start.mjs")], { cwd: root, env: storeEnv });
    undo.push(() => store.stop());
    const seconds = await waitUntilUp(store, `${origin}/readyz`, since);
    return { store, seconds, upAt: performance.now() };
  };

  console.log("first start on an empty database (migrate + seed + serve)...");
  const first = await startStore();
  // The seed's pictures are drawn once the store is open: the first process draws them all before
  // it stops, so the measured restart serves as a store that has been running would.
  await everyPictureDrawn(origin);
  const picturesSeconds = first.seconds + (performance.now() - first.upAt) / 1000;
  console.log(`first start served after ${first.seconds.toFixed(1)} s; every product picture was drawn after ${picturesSeconds.toFixed(1)} s`);
  await first.store.stop();
  // The product every single-product scenario uses: the newest on sale, the grid's first. Bags never run out of it.
  const [product] = await db.query(`SELECT id, category, title FROM products WHERE "onSale" ORDER BY "createdAt" DESC, id LIMIT 1`);
  // Stock per size (issue 27): each of its sizes gets plenty, and the product's stock is their sum.
  await db.query(`UPDATE product_sizes SET stock = 10000000 WHERE "productId" = $1`, [product.id]);
  await db.query(`UPDATE products SET stock = GREATEST(1, (SELECT count(*) FROM product_sizes WHERE "productId" = $1)) * 10000000 WHERE id = $1`, [product.id]);
  await db.shareWithBare();
  console.log("restart on the seeded database...");
  if (profiling) fs.rmSync(path.join(root, PROFILE_DIR), { recursive: true, force: true });
  const { store, seconds: restartSeconds } = await startStore(profiling);
  pinProcess(store.pid, SERVER_CORE);
  if (db.kind === "PostgreSQL") undo.push(pinPostgres(SERVER_CORE).restore);

  const barePort = await freePort();
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  const [bareCommand, bareArgs] = onCore(SERVER_CORE, process.execPath, [path.join(root, "scripts/bench/bare-server.mjs")]);
  const bare = startChild("the bare server", bareCommand, bareArgs, { cwd: root, env: { ...process.env, ...db.bareEnv, PORT: String(barePort) } });
  undo.push(() => bare.stop());
  await waitUntilUp(bare, `${bareOrigin}/products?limit=1`, performance.now());

  // The older build, on the same database and the same core, answering the same requests.
  let baseline;
  let baselineOrigin;
  if (baselineDir) {
    const baselinePort = await freePort();
    baselineOrigin = `http://127.0.0.1:${baselinePort}`;
    const main = path.resolve(baselineDir, "api/dist/api/src/main.js");
    const profileArgs = profiling ? ["--cpu-prof", `--cpu-prof-dir=${path.join(root, PROFILE_DIR, "baseline")}`] : [];
    // The same node flags as the measured store (npm start's).
    const [command, commandArgs] = onCore(SERVER_CORE, process.execPath, [...startFlags, ...profileArgs, main]);
    baseline = startChild("the baseline store", command, commandArgs, { cwd: root, env: { ...storeEnv, PORT: String(baselinePort), PUBLIC_URL: baselineOrigin, WEB_DIST: path.join(root, "web/dist") } });
    undo.push(() => baseline.stop());
    await waitUntilUp(baseline, `${baselineOrigin}/readyz`, performance.now());
  }

  const grid = appDocument("ProductGridDocument");
  const details = appDocument("ProductDetailsDocument");
  const search = appDocument("SearchProductsDocument");
  const addToCart = appDocument("AddToCartDocument");
  const signIn = appDocument("SignInUserDocument");
  const shopperSignIn = await post(`${origin}/graphql`, gqlBody(signIn, { input: { email: "shopper@example.com", password: "shopper-pass-1" } }));
  if (shopperSignIn.json.errors) throw new Error(`signing in the demo shopper failed: ${JSON.stringify(shopperSignIn.json.errors)}`);
  const cookie = shopperSignIn.response.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  const { json: detail } = await post(`${origin}/graphql`, gqlBody(details, { id: product.id }));
  const size = detail.data.product.sizes[0] ?? null;

  const gql = (document, variables, signedIn = false) => ({
    url: `${origin}/graphql`,
    method: "POST",
    headers: { "content-type": "application/json", ...(signedIn ? { cookie } : {}) },
    body: gqlBody(document, variables),
  });
  const scenarios = [
    { name: "grid 24, guest", store: gql(grid, { offset: 0, limit: 24 }), bare: { url: `${bareOrigin}/products?limit=24` } },
    { name: "grid 24, shopper", store: gql(grid, { offset: 0, limit: 24 }, true) },
    { name: "grid 100, guest", store: gql(grid, { offset: 0, limit: 100 }) },
    { name: "grid 100, shopper", store: gql(grid, { offset: 0, limit: 100 }, true) },
    { name: "product detail", store: gql(details, { id: product.id }), bare: { url: `${bareOrigin}/product/${product.id}` } },
    { name: "search", store: gql(search, { query: product.title.split(" ")[0], offset: 0, limit: 24 }) },
    { name: "legacy REST list", store: { url: `${origin}/api/v1/product/${encodeURIComponent(product.category)}` } },
    // The same grid as a guest's first visit gets it: the page rendered on the server, compressed as a browser asks.
    { name: "category page HTML, guest", store: { url: `${origin}/product/${encodeURIComponent(product.category)}`, headers: { accept: "text/html", "accept-encoding": "br, gzip" } } },
    { name: "add to bag, shopper", store: gql(addToCart, { productId: product.id, size }, true) },
  ].filter((scenario) => !only || only.some((name) => scenario.name.includes(name)));
  const systemOrigins = { store: origin, baseline: baselineOrigin };
  for (const scenario of scenarios) {
    if (baseline) scenario.baseline = { ...scenario.store, url: scenario.store.url.replace(origin, baselineOrigin) };
  }
  if (scenarios.length === 0 && !withLighthouse) throw new Error(`--only=${onlyArgs.join(",")} names no scenario`);
  // The shopper grid is compared with the bare list too: measured beside it when the guest grid is left out.
  const shopperGrid = scenarios.find((scenario) => scenario.name === "grid 24, shopper");
  if (shopperGrid && !scenarios.some((scenario) => scenario.name === "grid 24, guest")) shopperGrid.bare = { url: `${bareOrigin}/products?limit=24` };

  // The floor must answer the same question: the bare server's data must be the store's, field for
  // field (order, values, __typename), for the guest's request of the same document. Checked once
  // before the load; any difference stops the bench, so the floor cannot drift from the store again.
  for (const scenario of scenarios.filter((one) => one.bare)) {
    const guest = { ...scenario.store, headers: { "content-type": "application/json" } };
    const [mine, theirs] = await Promise.all([guest, scenario.bare].map(async (request) => (await (await fetch(request.url, { method: request.method ?? "GET", headers: request.headers, body: request.body })).json()).data));
    const [a, b] = [JSON.stringify(mine), JSON.stringify(theirs)];
    if (a !== b) throw new Error(`the bare server's answer for "${scenario.name}" differs from the store's:\n store: ${a.slice(0, 800)}\n bare:  ${b.slice(0, 800)}`);
    console.log(`same data: "${scenario.name}" from the store and the bare server (${Buffer.byteLength(a)} bytes)`);
  }

  // Each request alone first: it must succeed, and /metrics tells exactly how many statements it costs.
  for (const scenario of scenarios) {
    if (scenario.bare) await sendOnce(scenario.bare);
    scenario.statements = {};
    for (const system of baseline ? ["store", "baseline"] : ["store"]) {
      await sendOnce(scenario[system]);
      const before = await statementsTotal(systemOrigins[system]);
      for (let i = 0; i < COUNTED; i++) await sendOnce(scenario[system]);
      scenario.statements[system] = ((await statementsTotal(systemOrigins[system])) - before) / COUNTED;
    }
  }

  const runs = [];
  const measure = async (scenario, system, round) => {
    const request = scenario[system];
    if (round === 0) await loadRun(request, WARMUP);
    const result = await loadRun(request, DURATION);
    runs.push({ scenario: scenario.name, system, round, ...result, rssMb: rssMb({ store, bare, baseline }[system].pid) });
  };
  for (let round = 0; round < ROUNDS; round++) {
    console.log(`round ${round + 1} of ${ROUNDS}...`);
    for (const scenario of scenarios) {
      // The two systems alternate which goes first, round by round.
      const systems = ["store", ...(baseline ? ["baseline"] : []), ...(scenario.bare ? ["bare"] : [])];
      if (round % 2) systems.reverse();
      for (const system of systems) await measure(scenario, system, round);
    }
  }
  // The store's memory at the end of the load (V8 keeps the heap a 50-connection burst grew to),
  // then after some idle time, in which V8's memory reducer may give the slack back.
  // (No load, no wait: with --only=lighthouse alone there is nothing to read.)
  const loaded = scenarios.length > 0;
  const storeRssAtEnd = loaded ? rssMb(store.pid) : undefined;
  if (loaded) await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  const storeRssAfter = loaded ? rssMb(store.pid) : undefined;

  // 1,000 subscriptions to the stock of one of the demo seller's products, which the seller keeps
  // changing (updateProduct) while the guest grid is under load; the grid's own run just before is
  // the one without. Latency: the seller's request sent -> each subscriber's message (an upper
  // bound of commit -> message: the commit happens inside that request).
  let live;
  if (withSubscriptions) {
    console.log(`subscriptions: ${SUBSCRIPTION_SOCKETS * SUBSCRIPTIONS_PER_SOCKET} open while the grid is under load...`);
    const sellerSignIn = await post(`${origin}/graphql`, gqlBody(appDocument("SignInSellerDocument"), { input: { email: "seller@example.com", password: "seller-pass-1" } }));
    if (sellerSignIn.json.errors) throw new Error(`signing in the demo seller failed: ${JSON.stringify(sellerSignIn.json.errors)}`);
    const sellerCookie = sellerSignIn.response.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    const { json: own } = await post(`${origin}/graphql`, JSON.stringify({ query: `{ sellerProducts(limit: 1) { items { id } } }` }), { cookie: sellerCookie });
    const liveProductId = own.data.sellerProducts.items[0].id;
    const change = async (stock) => {
      const { json } = await post(`${origin}/graphql`, JSON.stringify({ query: `mutation($id: ID!, $stock: Int!) { updateProduct(id: $id, input: { stock: $stock }) { id } }`, variables: { id: liveProductId, stock } }), { cookie: sellerCookie });
      if (json.errors) throw new Error(`updateProduct failed: ${JSON.stringify(json.errors)}`);
    };
    const gauge = async (name) => {
      const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      return Number(text.split("\n").find((row) => row.startsWith(`${name} `))?.split(" ")[1] ?? 0);
    };
    const gridGuest = scenarios[0].store;
    const without = await loadRun(gridGuest, DURATION);
    const subscribers = await openSubscribers({ origin, productId: liveProductId, sockets: SUBSCRIPTION_SOCKETS, perSocket: SUBSCRIPTIONS_PER_SOCKET, subscriptionsNow: () => gauge("store_live_subscriptions") });
    subscribers.received.length = 0;
    let loading = true;
    const loaded = loadRun(gridGuest, DURATION).finally(() => (loading = false));
    const events = await measureEvents({ subscribers, expected: SUBSCRIPTION_SOCKETS * SUBSCRIPTIONS_PER_SOCKET, change, everyMs: 250, running: () => loading });
    const withSubs = await loaded;
    subscribers.close();
    live = { subscriptions: SUBSCRIPTION_SOCKETS * SUBSCRIPTIONS_PER_SOCKET, gridWithout: without, gridWith: withSubs, events };
    console.log(`grid 24, guest: ${without.rps.toFixed(0)} req/s without subscriptions, ${withSubs.rps.toFixed(0)} req/s beside ${live.subscriptions} (p99 ${without.p99} ms -> ${withSubs.p99} ms)`);
    console.log(`events: ${events.changes} changes, ${events.messages} messages (${events.missing} missing); request sent -> message p50 ${events.p50Ms?.toFixed(1)} ms, p99 ${events.p99Ms?.toFixed(1)} ms`);
  }

  let lighthouse;
  if (withLighthouse) {
    console.log("lighthouse...");
    const { runLighthouse } = await import("./bench/lighthouse.mjs");
    const pages = [
      { name: "home", url: `${origin}/` },
      { name: "category", url: `${origin}/product/${encodeURIComponent(product.category)}` },
      { name: "product", url: `${origin}/productDetails/${product.id}` },
    ].filter((page) => onlyLighthouse.length === 0 || onlyLighthouse.some((name) => `lighthouse ${page.name}`.includes(name)));
    if (pages.length === 0) throw new Error(`--only=${onlyLighthouse.join(",")} names no Lighthouse page`);
    lighthouse = await runLighthouse(pages);
  }

  let profile;
  let baselineProfile;
  if (profiling) {
    // The profiles are written as the stores exit.
    await store.stop();
    await baseline?.stop();
    const { summarizeProfile } = await import("./bench/profile.mjs");
    profile = summarizeProfile(path.join(root, PROFILE_DIR), 15);
    if (baseline) baselineProfile = summarizeProfile(path.join(root, PROFILE_DIR, "baseline"), 15);
  }

  const rows = [];
  for (const scenario of scenarios) {
    for (const system of ["store", ...(baseline ? ["baseline"] : []), ...(scenario.bare ? ["bare"] : [])]) {
      const mine = runs.filter((run) => run.scenario === scenario.name && run.system === system);
      rows.push({
        scenario: scenario.name,
        system,
        rps: median(mine.map((run) => run.rps)),
        p50Ms: median(mine.map((run) => run.p50)),
        p99Ms: median(mine.map((run) => run.p99)),
        errors: median(mine.map((run) => run.errors)),
        rssMb: median(mine.map((run) => run.rssMb)),
        statementsPerRequest: system === "bare" ? 1 : scenario.statements[system],
      });
    }
  }
  const row = (scenario, system) => rows.find((r) => r.scenario === scenario && r.system === system);

  const checks = [];
  const check = (name, pass, detail) => checks.push({ name, pass, detail });
  const shares = [
    ["grid 24, guest", "list", TARGETS.share],
    ["grid 24, shopper", "list", TARGETS.shopperShare],
    ["product detail", "single product", TARGETS.share],
  ];
  for (const [scenario, bareName, target] of shares) {
    const bareScenario = scenarios.find((other) => other.bare && (other.name === scenario || (bareName === "list" && other.name === "grid 24, guest")));
    const mine = row(scenario, "store");
    const theirs = bareScenario && row(bareScenario.name, "bare");
    if (!mine || !theirs) continue;
    const share = mine.rps / theirs.rps;
    check(`${scenario}: req/s >= ${target * 100}% of the bare ${bareName}`, share >= target, `${(share * 100).toFixed(0)}% (${mine.rps.toFixed(0)} vs ${theirs.rps.toFixed(0)})`);
    check(`${scenario}: p99 <= ${TARGETS.p99Factor}x the bare ${bareName}'s`, mine.p99Ms <= TARGETS.p99Factor * theirs.p99Ms, `${mine.p99Ms} ms vs ${theirs.p99Ms} ms`);
  }
  {
    const [page, gridRow] = [row("category page HTML, guest", "store"), row("grid 24, guest", "store")];
    if (page && gridRow) {
      const share = page.rps / gridRow.rps;
      check(`category page HTML, guest: req/s >= ${TARGETS.pageShare * 100}% of the GraphQL grid's`, share >= TARGETS.pageShare, `${(share * 100).toFixed(0)}% (${page.rps.toFixed(0)} vs ${gridRow.rps.toFixed(0)})`);
    }
  }
  if (loaded) {
    check(`store RSS at the end of the load < ${TARGETS.rssMb} MB`, storeRssAtEnd < TARGETS.rssMb, `${storeRssAtEnd?.toFixed(0)} MB`);
    check(`store RSS after the run (idle ${IDLE_S} s) < ${TARGETS.rssMb} MB`, storeRssAfter < TARGETS.rssMb, `${storeRssAfter?.toFixed(0)} MB`);
  }
  for (const viewer of ["guest", "shopper"]) {
    const [small, large] = [row(`grid 24, ${viewer}`, "store")?.statementsPerRequest, row(`grid 100, ${viewer}`, "store")?.statementsPerRequest];
    const expected = viewer === "guest" ? 1 : TARGETS.statements;
    if (small !== undefined && large !== undefined) check(`SQL statements per grid, ${viewer}: ${expected} for 24 and 100`, small === expected && large === expected, `${small} for 24, ${large} for 100`);
  }
  const write = row("add to bag, shopper", "store");
  if (write) check(`SQL statements per add to bag <= ${TARGETS.writeStatements}`, write.statementsPerRequest <= TARGETS.writeStatements, `${write.statementsPerRequest}`);
  check(`first start on an empty database <= ${TARGETS.firstStartS} s`, first.seconds <= TARGETS.firstStartS, `${first.seconds.toFixed(1)} s`);
  check(`restart on the seeded database <= ${TARGETS.restartS} s`, restartSeconds <= TARGETS.restartS, `${restartSeconds.toFixed(1)} s`);
  check(`first-load JS gzipped <= ${TARGETS.jsKb} KB`, js.gzipKb <= TARGETS.jsKb, `${js.gzipKb.toFixed(1)} KB in ${js.files.length} files`);
  if (live) check(`subscriptions: every one of ${live.subscriptions} subscribers got every change`, live.events.missing === 0 && live.events.changes > 0, `${live.events.messages} of ${live.events.changes * live.subscriptions} messages`);
  for (const page of lighthouse ?? []) {
    check(`lighthouse ${page.name}: performance >= ${TARGETS.lighthouseScore} (median of ${page.runs.length})`, page.score >= TARGETS.lighthouseScore && !page.runtimeError, page.runtimeError ?? `${page.score} (${page.runs.map((run) => run.score).join(", ")})`);
    check(`lighthouse ${page.name}: LCP <= ${TARGETS.lcpMs} ms`, page.lcpMs <= TARGETS.lcpMs, `${page.lcpMs.toFixed(0)} ms`);
    check(`lighthouse ${page.name}: TBT <= ${TARGETS.tbtMs} ms`, page.tbtMs <= TARGETS.tbtMs, `${page.tbtMs.toFixed(0)} ms`);
    check(`lighthouse ${page.name}: CLS <= ${TARGETS.cls}`, page.cls <= TARGETS.cls, page.cls.toFixed(3));
    check(`lighthouse ${page.name}: first paint needs no JavaScript (render-blocking JS bytes = ${TARGETS.renderBlockingJsBytes})`, page.renderBlockingJsBytes <= TARGETS.renderBlockingJsBytes, `${page.renderBlockingJsBytes} B`);
  }

  printTable(rows);
  console.log(`\nstart-up: first ${first.seconds.toFixed(1)} s, restart ${restartSeconds.toFixed(1)} s; first-load JS ${js.gzipKb.toFixed(1)} KB gzipped`);
  for (const page of lighthouse ?? []) {
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    console.log(
      `lighthouse ${page.name} (median of ${page.runs.length}): performance ${page.score}, LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${page.tbtMs.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}, ` +
        `JS blocking the first paint ${kb(page.renderBlockingJsBytes)} KB, JS arrived before it ${kb(page.jsBeforeFirstPaintBytes)} KB, JS in all ${kb(page.jsBytes)} KB`,
    );
  }
  for (const [name, summary] of [["store", profile], ["baseline", baselineProfile]]) {
    if (!summary) continue;
    console.log(`\nCPU profile of the ${name} (${summary.file}), top ${summary.top.length} by self time of ${summary.totalMs.toFixed(0)} ms sampled in the load's window:`);
    for (const entry of summary.top) console.log(`${entry.share.toFixed(1).padStart(5)}%  ${entry.name}  ${entry.where}`);
  }
  console.log("");
  for (const { name, pass, detail } of checks) console.log(`${pass ? "PASS" : "FAIL"}  ${name}: ${detail}`);

  const results = {
    date: new Date().toISOString(),
    mode: quick ? "quick" : "full",
    database: db.kind,
    bare: db.kind === "PGlite" ? "PGlite on a copy of the seeded data directory" : "node:http + pg on the same database",
    cores,
    pinned: pinning,
    rounds: ROUNDS,
    durationS: DURATION,
    connections: CONNECTIONS,
    rows,
    runs,
    storeRssAtEndOfLoadMb: storeRssAtEnd,
    storeRssAfterMb: storeRssAfter,
    idleBeforeRssS: IDLE_S,
    startup: { firstS: first.seconds, restartS: restartSeconds, picturesDrawnS: picturesSeconds },
    firstLoadJs: js,
    lighthouse,
    profile,
    baselineProfile,
    subscriptions: live,
    checks,
    seconds: (performance.now() - started) / 1000,
  };
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench-results/latest.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten to bench-results/latest.json (${results.seconds.toFixed(0)} s)`);
  return checks.every((c) => c.pass);
}

function printTable(rows) {
  const fixed = (value, digits = 0) => (value === undefined ? "-" : value.toFixed(digits));
  const table = [
    ["scenario", "system", "req/s", "p50 ms", "p99 ms", "errors", "RSS MB", "SQL/req"],
    ...rows.map((r) => [r.scenario, r.system, fixed(r.rps), fixed(r.p50Ms, 1), fixed(r.p99Ms, 1), fixed(r.errors), fixed(r.rssMb), fixed(r.statementsPerRequest, 2)]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  console.log("");
  for (const [index, cells] of table.entries()) {
    console.log(cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  "));
    if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
  }
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  // On Ctrl-C the children stop too, and their ends are no failure of their own.
  if (!interrupted) console.error(`\nthe bench failed: ${error instanceof Error ? error.stack : error}`);
  await cleanUp();
  process.exit(interrupted ? 130 : 2);
}
await cleanUp();
process.exit(ok ? 0 : 1);
