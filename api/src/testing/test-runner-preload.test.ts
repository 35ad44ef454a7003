import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "../config";

// scripts/test-runner-preload.cjs, which `npm test` loads into every test process: suites, hooks
// and tests declared as a file loads still nest and run; once they run, the runner's async hook is
// off, so an exception nothing catches is no longer tied to its test, yet it still fails the run
// with its error.

const PLANTED = `const { before, describe, test } = require("node:test");
describe("outer", () => {
  let ready = false;
  before(async () => { await new Promise((resolve) => setTimeout(resolve, 10)); ready = true; });
  describe("inner", () => {
    test("first waits", async () => { if (!ready) throw new Error("before did not run first"); await new Promise((resolve) => setTimeout(resolve, 50)); });
    test("throws later", async () => { setTimeout(() => { throw new Error("planted stray error"); }, 5); await new Promise((resolve) => setTimeout(resolve, 50)); });
  });
  test("fine", () => {});
});
`;

function run(withPreload: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preload-"));
  try {
    fs.writeFileSync(path.join(dir, "planted.test.cjs"), PLANTED);
    const preload = withPreload ? [`--require=${path.join(repoRoot, "scripts/test-runner-preload.cjs")}`] : [];
    return spawnSync(process.execPath, [...preload, "--test", "--test-reporter=spec", "planted.test.cjs"], {
      cwd: dir,
      encoding: "utf8",
      // Its own run, not a child of this one (node:test tells a child by this variable).
      env: { ...process.env, NODE_TEST_CONTEXT: undefined },
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("without the preload, node's runner fails the test a stray error came from, by name", () => {
  const { status, stdout } = run(false);
  assert.notEqual(status, 0);
  assert.match(stdout, /✖ throws later/);
});

test("with it, the tests still nest and run, and a stray error fails the run with its message, not its test", () => {
  const { status, stdout } = run(true);
  assert.notEqual(status, 0, "the run fails");
  assert.match(stdout, /A resource generated asynchronous activity after the test ended\. This activity created the error "Error: planted stray error"/);
  for (const name of ["first waits", "throws later", "fine"]) assert.match(stdout, new RegExp(`✔ ${name}`));
  assert.match(stdout, /▶ outer\n {2}▶ inner\n/);
});
