import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { repoRoot } from "../config";

// `npm test`'s summary (scripts/summary-reporter.mjs), which CI's last line is made of: the same
// counts, browser tests told apart and each file's time, whether a file has a process of its own or
// runs as a suite in a group entry such as scripts/test.mjs writes.

const BROWSER_FILE = `const { test } = require("node:test");
test("a page opens", () => {});
test("a page that needs Chromium", { skip: "no Chromium here" }, () => {});
`;
const API_FILE = `const assert = require("node:assert");
const { describe, test } = require("node:test");
describe("an API", () => {
  test("answers", () => {});
  test("refuses", () => assert.equal(1, 2));
});
`;

function summaryOf(dir: string, files: string[]) {
  const out = path.join(dir, "summary.json");
  const run = spawnSync(process.execPath, ["--test", `--test-reporter=${path.join(repoRoot, "scripts/summary-reporter.mjs")}`, `--test-reporter-destination=${out}`, ...files], {
    cwd: dir,
    encoding: "utf8",
    // Its own run, not a child of this one (node:test tells a child by this variable).
    env: { ...process.env, NODE_TEST_CONTEXT: undefined },
  });
  assert.notEqual(run.status, 0, "a failed test fails the run");
  return JSON.parse(fs.readFileSync(out, "utf8"));
}

for (const mode of ["a process per file", "a group entry"] as const) {
  test(`the summary counts tests, browser tests and each file's time, with ${mode}`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "summary-"));
    try {
      fs.mkdirSync(path.join(dir, "e2e"));
      fs.mkdirSync(path.join(dir, "api"));
      fs.writeFileSync(path.join(dir, "e2e/page.test.js"), BROWSER_FILE);
      fs.writeFileSync(path.join(dir, "api/api.test.js"), API_FILE);
      const files = ["e2e/page.test.js", "api/api.test.js"];
      let run = files;
      if (mode === "a group entry") {
        fs.mkdirSync(path.join(dir, "run-1"));
        const suites = files.map((file) => `describe(${JSON.stringify(file)}, () => { require(${JSON.stringify(path.join(dir, file))}); });`);
        fs.writeFileSync(path.join(dir, "run-1/browser-1.test.cjs"), `const { describe } = require("node:test");\n${suites.join("\n")}\n`);
        run = ["run-1/browser-1.test.cjs"];
      }
      const summary = summaryOf(dir, run);
      assert.deepEqual([summary.passed, summary.failed, summary.skipped], [2, 1, 1]);
      assert.deepEqual(summary.browser, { passed: 1, failed: 0, skipped: 1 });
      assert.deepEqual(summary.failedTests.map((failed: { name: string }) => failed.name), ["refuses"]);
      assert.deepEqual(summary.skippedTests.map((skipped: { reason: string }) => skipped.reason), ["no Chromium here"]);
      // One time per test file, named by its path, never by the group's entry.
      assert.deepEqual(Object.keys(summary.files).sort(), [...files].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

test("the file times npm test balances its groups by (scripts/test-times.json) name only test files that exist", () => {
  const recorded: Record<string, number> = JSON.parse(fs.readFileSync(path.join(repoRoot, "scripts/test-times.json"), "utf8")).files;
  const files = Object.keys(recorded);
  assert.ok(files.length > 0);
  // Built by `npm test` before any test runs; a file renamed or removed since the times were taken
  // would be weighed by its size alone: take the times again (docs/decisions.md).
  assert.deepEqual(
    files.filter((file) => !fs.existsSync(path.join(repoRoot, file))),
    [],
    "scripts/test-times.json names test files that no longer exist: copy test-results/summary.json's files into it after a full run",
  );
  assert.ok(files.every((file) => file.endsWith(".test.js") && recorded[file] > 0));
});

// A skipped suite is one item whose body never runs: its tests would vanish from the counts on a
// machine without Chromium (seven browser files showed 7 skipped where they hold 27 tests).
test("browser test files skip each test, never a suite", () => {
  const e2e = path.join(repoRoot, "e2e");
  const skippedSuites = fs
    .readdirSync(e2e)
    .filter((file) => file.endsWith(".test.ts"))
    .filter((file) => /\bdescribe\([^\n]*\{\s*skip\s*\}/.test(fs.readFileSync(path.join(e2e, file), "utf8")));
  assert.deepEqual(skippedSuites, [], "give `{ skip }` to each test() of these files, not to their describe()");
});
