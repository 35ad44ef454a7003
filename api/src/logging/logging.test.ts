import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { createTestDatabase, type TestDatabase } from "../testing/test-app";
import { HttpClient } from "../testing/http-client";

// The store as `npm start` runs it, in its own process, with bugs planted by a preloaded module:
// a promise rejected with nobody waiting for it, right after start-up, and an exception thrown
// outside any request when the process gets SIGUSR2.

const main = path.join(__dirname, "..", "main.js");
let dir: string;
let database: TestDatabase;
let child: ChildProcess;
let output = "";
let url: string;

const PASSWORD = "never-in-the-logs-42";

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-logging-"));
  database = await createTestDatabase();
  const preload = path.join(dir, "forgotten-await.cjs");
  fs.writeFileSync(
    preload,
    `setTimeout(() => { Promise.reject(new Error("a forgotten await in a background job")); }, 0);\n` +
      `process.on("SIGUSR2", () => setImmediate(() => { throw new Error("a bug outside any request"); }));\n`,
  );
  const env = { ...process.env, PORT: "0", DATA_DIR: path.join(dir, "data"), NODE_ENV: "development", SEED_DEMO: "false", LOG_LEVEL: "info" } as NodeJS.ProcessEnv;
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  child = spawn(process.execPath, ["--require", preload, main], { env, stdio: ["ignore", "pipe", "pipe"] });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 600 s:\n${output}`)), 600_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/The store is open at (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited with ${code} before serving:\n${output}`)));
  });
});

after(async () => {
  if (child.exitCode === null) {
    child.removeAllListeners("exit");
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGTERM");
    });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  await database.drop();
});

/** The JSON log lines written so far (the start-up banner is plain text for the person at the terminal). */
function logLines(): Record<string, any>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line));
}

/** Waits until a log line matches (lines are written when an answer is finished, a moment after the client has it). */
async function logLine(matches: (line: Record<string, any>) => boolean): Promise<Record<string, any>> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const found = logLines().find(matches);
    if (found) return found;
    // The next chunk of output, or a look again shortly.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, 50);
      function done() {
        clearTimeout(timer);
        child.stdout!.off("data", done);
        resolve();
      }
      child.stdout!.once("data", done);
    });
  }
  throw new Error(`no such log line in:\n${output}`);
}

test("an unhandled promise rejection is logged with its reason and stack, and the store keeps serving", async () => {
  const line = await logLine((entry) => entry.msg?.includes("unhandled promise rejection"));
  assert.equal(line.level, "error");
  assert.equal(line.err.message, "a forgotten await in a background job");
  assert.match(line.err.stack, /forgotten-await\.cjs/);
  assert.equal(child.exitCode, null, "still running");
  const health = await fetch(`${url}/healthz`);
  assert.equal(health.status, 200);
  assert.match(await (await fetch(`${url}/metrics`)).text(), /^store_unhandled_rejections_total 1$/m);
});

test("each request gets an id, echoed in X-Request-Id, on its log line; a sane incoming id is kept", async () => {
  const kept = await fetch(`${url}/healthz`, { headers: { "x-request-id": "edge-7f3a.42" } });
  assert.equal(kept.headers.get("x-request-id"), "edge-7f3a.42");
  const line = await logLine((entry) => entry.reqId === "edge-7f3a.42");
  assert.equal(line.msg, "request");
  assert.equal(line.method, "GET");
  assert.equal(line.path, "/healthz");
  assert.equal(line.status, 200);
  assert.equal(typeof line.ms, "number");

  const replaced = await fetch(`${url}/healthz`, { headers: { "x-request-id": `a b <script>${"x".repeat(200)}` } });
  const id = replaced.headers.get("x-request-id") ?? "";
  assert.match(id, /^[0-9a-f-]{36}$/);
  await logLine((entry) => entry.reqId === id);
  for (const entry of logLines()) if (entry.msg === "request") assert.ok(entry.reqId, JSON.stringify(entry));
});

test("a request line has pino's shape (level, time, pid, fields, msg) and is JSON whatever the path holds", async () => {
  const odd = `/api/v1/wörd"quote\\back`;
  await fetch(`${url}${odd}`, { headers: { "x-request-id": "odd-path-1" } });
  const line = await logLine((entry) => entry.reqId === "odd-path-1");
  assert.deepEqual(Object.keys(line), ["level", "time", "pid", "reqId", "method", "path", "status", "ms", "msg"]);
  assert.equal(line.level, "info");
  assert.equal(line.pid, child.pid);
  assert.equal(new Date(line.time).toISOString(), line.time);
  // The path as the server read it (the client percent-encodes what a URL may not hold).
  assert.equal(line.path, new URL(odd, url).pathname);
  await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-request-id": "odd-operation-1" }, body: JSON.stringify({ query: "query Odd_Name_1 { categories { name } }", operationName: "Odd_Name_1" }) });
  const named = await logLine((entry) => entry.reqId === "odd-operation-1");
  assert.equal(named.operation, "Odd_Name_1");
  assert.deepEqual(Object.keys(named), ["level", "time", "pid", "reqId", "method", "path", "status", "ms", "operation", "msg"]);
});

test("no password, cookie, reset token or card number reaches the log", async () => {
  const client = new HttpClient(url);
  const email = `logs.${process.pid}@example.com`;
  const signUp = await client.rest("POST", "/user/signup", { name: "Log Reader", email, mobile: `98${String(Date.now()).slice(-8)}`, password: PASSWORD, terms: true });
  assert.equal(signUp.status, 201, JSON.stringify(signUp.body));
  assert.equal((await client.rest("POST", "/user/login", { email, password: PASSWORD })).status, 200);
  const cookie = [...client.cookies.values()][0];
  assert.ok(cookie);
  assert.equal((await client.rest("GET", "/user/check-user")).status, 200);
  await client.request("POST", `/api/v1/user/user-reset-password/secret-reset-token-123?token=another-secret`, { json: { newPassword: PASSWORD } });
  await fetch(`${url}/pay/cs_secret_session_456`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "number=4242424242424242&expiry=12%2F39&cvc=123&name=Log+Reader" });

  const reset = await logLine((entry) => entry.path?.includes("reset-password"));
  assert.equal(reset.path, "/api/v1/user/user-reset-password/[redacted]");
  const pay = await logLine((entry) => entry.path?.startsWith("/pay/"));
  assert.equal(pay.path, "/pay/[redacted]");
  for (const secret of [PASSWORD, cookie, decodeURIComponent(cookie), "secret-reset-token-123", "another-secret", "cs_secret_session_456", "4242424242424242"]) {
    assert.ok(!output.includes(secret), `the log holds ${secret}`);
  }
});

// Last: it ends the store. Lines are written asynchronously; the fatal one (pino writes it at once)
// must get out before the process exits.
test("an uncaught exception is logged, flushed, and the process exits 1 for its supervisor", async () => {
  const closed = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  child.kill("SIGUSR2");
  assert.equal(await closed, 1);
  const line = logLines().find((entry) => entry.msg === "uncaught exception: exiting");
  assert.ok(line, `no fatal line in:\n${output}`);
  assert.equal(line.level, "fatal");
  assert.equal(line.err.message, "a bug outside any request");
});
