// `npm test`: builds what changed, then runs every API and browser test with node's test runner.
// On PGlite by default; on a real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { root } from "./build-state.mjs";

buildIfStale();

function testFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith(".test.js") ? [path.relative(root, full)] : [];
  });
}

const only = process.argv.slice(2);
const files = [...testFiles(path.join(root, "api/dist/api/src")), ...testFiles(path.join(root, "api/dist/e2e"))].filter(
  (file) => only.length === 0 || only.some((name) => file.includes(name)),
);
// Each run counts into its own file (runs may overlap on one machine); the last one is copied to summary.json.
const summaryFile = path.join(root, `test-results/summary-${process.pid}.json`);
fs.mkdirSync(path.dirname(summaryFile), { recursive: true });

console.log(`database: ${process.env.TEST_DATABASE_URL ? "PostgreSQL at TEST_DATABASE_URL" : "embedded PGlite"}; ${files.length} test files`);
const run = spawnSync(
  process.execPath,
  [
    "--test",
    "--test-concurrency=2",
    "--test-reporter=spec",
    "--test-reporter-destination=stdout",
    `--test-reporter=${path.join(root, "scripts/summary-reporter.mjs")}`,
    `--test-reporter-destination=${summaryFile}`,
    ...files,
  ],
  { cwd: root, stdio: "inherit" },
);

const summary = fs.existsSync(summaryFile) ? JSON.parse(fs.readFileSync(summaryFile, "utf8")) : { passed: 0, failed: 1, skipped: 0 };
fs.rmSync(summaryFile, { force: true });
fs.writeFileSync(path.join(root, "test-results/summary.json"), JSON.stringify(summary));
console.log(`${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ""}`);
process.exit(run.status === 0 && summary.failed === 0 ? 0 : 1);
