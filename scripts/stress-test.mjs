// `node scripts/stress-test.mjs [runs]`: runs `npm test` several times in a row (3 by default)
// while two busy loops keep two cores fully loaded, as a shared CI machine would, and reports each
// run. Any `npm test` settings pass through (TEST_DATABASE_URL, CI, a file filter after `--`):
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/stress-test.mjs 3
//   node scripts/stress-test.mjs 1 -- authorization
// Each run's output goes to test-results/stress-{n}.log. Exit code 0 only when every run passed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { root } from "./build-state.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
const own = dashes === -1 ? args : args.slice(0, dashes);
const filter = dashes === -1 ? [] : args.slice(dashes + 1);
const runs = Number(own[0] ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("usage: node scripts/stress-test.mjs [runs] [-- test file filter]");
  process.exit(2);
}
const BUSY_LOOPS = 2;

// Built once, before the load starts: the runs then test the same build.
buildIfStale();

const busy = Array.from({ length: BUSY_LOOPS }, () => spawn(process.execPath, ["-e", "for(;;);"], { stdio: "ignore" }));
const stopBusy = () => {
  for (const loop of busy) if (loop.exitCode === null) loop.kill("SIGKILL");
};
process.on("exit", stopBusy);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
}
console.log(`${BUSY_LOOPS} busy loops running (pids ${busy.map((loop) => loop.pid).join(", ")}); ${runs} run${runs === 1 ? "" : "s"} of npm test${filter.length ? ` (${filter.join(" ")})` : ""}`);

const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")}s`;
const results = [];
for (let run = 1; run <= runs; run++) {
  const log = path.join(root, `test-results/stress-${run}.log`);
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, "w");
  const summaryFile = path.join(root, "test-results/summary.json");
  fs.rmSync(summaryFile, { force: true });
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/test.mjs"), ...filter], { cwd: root, stdio: ["ignore", out, out] });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  fs.closeSync(out);
  const summary = fs.existsSync(summaryFile) ? JSON.parse(fs.readFileSync(summaryFile, "utf8")) : { passed: 0, failed: 1, skipped: 0, failedTests: [] };
  const ok = code === 0;
  results.push(ok);
  console.log(`run ${run}: ${ok ? "PASS" : "FAIL"}: ${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ""} in ${minutes(Date.now() - started)} (log: ${path.relative(root, log)})`);
  for (const test of summary.failedTests ?? []) console.log(`  failed: ${test.name} (${path.relative(root, test.file ?? "")})`);
}
stopBusy();
const passed = results.filter(Boolean).length;
console.log(`${passed} of ${runs} runs passed under load`);
process.exit(passed === runs ? 0 : 1);
