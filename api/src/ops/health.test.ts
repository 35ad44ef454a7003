import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createApp } from "../app";
import { startSmtpSink } from "../testing/smtp-sink";
import { payWithCard, pickProduct, signedInShopper } from "../testing/fixtures";
import { capturingLog } from "../testing/log-capture";
import { startTestApp } from "../testing/test-app";
import { useTestApp } from "../testing/use-test-app";

describe("health probes and checkout outcomes", () => {
  const app = useTestApp({ demo: true, productLimit: 12 });

  test("checkout outcomes are counted: started, paid, cancelled", async () => {
    const outcome = async (name: string) => {
      const text = await (await fetch(`${app.url}/metrics`)).text();
      const line = text.split("\n").find((row) => row.startsWith(`store_checkout_outcomes_total{outcome="${name}"}`));
      return line ? Number(line.split(" ")[1]) : 0;
    };
    const before = { started: await outcome("started"), paid: await outcome("paid"), cancelled: await outcome("cancelled") };
    const { client } = await signedInShopper(app);
    const product = await pickProduct(app, { withSizes: false });
    await client.gql(`mutation($p: ID!) { addToCart(productId: $p) { itemCount } }`, { p: product.id });
    const first = (await client.gql(`mutation { startCheckout { sessionId } }`)).data.startCheckout.sessionId;
    // A second checkout replaces the first, which is cancelled; the second is paid.
    const second = (await client.gql(`mutation { startCheckout { sessionId } }`)).data.startCheckout.sessionId;
    assert.notEqual(first, second);
    await payWithCard(app, second);
    assert.equal(await outcome("started"), before.started + 2);
    assert.equal(await outcome("cancelled"), before.cancelled + 1);
    assert.equal(await outcome("paid"), before.paid + 1);
  });

  test("GET /healthz answers 200 while the process serves", async () => {
    const response = await fetch(`${app.url}/healthz`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: "ok" });
    assert.equal(response.headers.get("cache-control"), "no-store");
  });

  test("GET /readyz answers 200 with the database reachable and migrated, 503 while a migration is pending", async () => {
    const ready = await fetch(`${app.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: "ready" });

    await app.db.undoLastMigration();
    try {
      const pending = await fetch(`${app.url}/readyz`);
      assert.equal(pending.status, 503);
      assert.deepEqual(await pending.json(), { status: "unavailable", reason: "database migrations are pending" });
      // Liveness is another question: the process is up.
      assert.equal((await fetch(`${app.url}/healthz`)).status, 200);
    } finally {
      await app.db.runMigrations();
    }
    assert.equal((await fetch(`${app.url}/readyz`)).status, 200);
  });

  // Last: it closes the database and opens it again.
  test("GET /readyz answers 503 when the database is gone", async () => {
    await app.db.destroy();
    try {
      const { result: response, lines } = await capturingLog(() => fetch(`${app.url}/readyz`));
      assert.equal(response.status, 503);
      assert.deepEqual(await response.json(), { status: "unavailable", reason: "the database is unreachable" });
      assert.deepEqual(lines.map((line) => `${line.level}: ${line.msg}`), ["warn: readiness check: the database is unreachable"], "logged for the operator");
    } finally {
      await app.db.initialize();
    }
  });
});

describe("/metrics", () => {
  test("with METRICS_TOKEN, only a request bearing it reads the metrics", async () => {
    const app = await startTestApp({ config: { metricsToken: "s3cret-token" } });
    try {
      assert.equal((await fetch(`${app.url}/metrics`)).status, 401);
      assert.equal((await fetch(`${app.url}/metrics`, { headers: { authorization: "Bearer wrong-token!" } })).status, 401);
      const allowed = await fetch(`${app.url}/metrics`, { headers: { authorization: "Bearer s3cret-token" } });
      assert.equal(allowed.status, 200);
      assert.match(await allowed.text(), /store_http_requests_total/);
    } finally {
      await app.close();
    }
  });

  test("in production without METRICS_TOKEN, /metrics is not served", async () => {
    const app = await startTestApp({ config: { production: true } });
    try {
      const response = await fetch(`${app.url}/metrics`);
      assert.equal(response.status, 404);
      assert.doesNotMatch(await response.text(), /store_/);
    } finally {
      await app.close();
    }
  });
});

describe("closing the store", () => {
  test("waits for the background work under way: its statements never meet a closed pool", async () => {
    const app = await startTestApp({ workerIntervalMs: 100 });
    // The next tick's mail job holds a statement open on the database when the store is closed.
    let entered!: () => void;
    const inJob = new Promise<void>((resolve) => (entered = resolve));
    let outcome: string | undefined;
    app.services.mail.processDue = async () => {
      entered();
      outcome = await app.db.query("SELECT pg_sleep(0.3)").then(
        () => "finished",
        (error: Error) => `failed: ${error.message}`,
      );
      return 0;
    };
    await inJob;
    const { lines } = await capturingLog(() => app.close());
    assert.equal(outcome, "finished");
    assert.deepEqual(lines, []);
  });
});

describe("the store's background work", () => {
  test("backgroundWork() waits for the round that starts with the app (a test app starts after it)", async () => {
    const sink = await startSmtpSink();
    const first = await startTestApp({ smtpUrl: sink.url, workerIntervalMs: 3_600_000 });
    try {
      // Mail owed before the store starts: the start-up's round sends it.
      const [{ id }] = await first.db.query(
        `INSERT INTO mail_outbox (key, kind, "to", subject, text, html) VALUES ('background-work-test', 'placed', 'owed@example.com', 'Owed', 'Owed', '<p>Owed</p>') RETURNING id`,
      );
      const second = await createApp(first.config, first.db);
      try {
        await second.backgroundWork();
        const [row] = await first.db.query(`SELECT status FROM mail_outbox WHERE id = $1`, [id]);
        assert.equal(row.status, "sent");
        assert.ok(sink.received.some((mail) => mail.to.includes("owed@example.com")));
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await sink.stop();
    }
  });
});
