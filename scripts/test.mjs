// `npm test`: builds what changed, then runs every API and browser test with node's test runner.
// On PGlite by default; on a real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
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
// Longest first (where files keep a process each), so two run side by side until the end instead
// of one long file running alone at the end: the browser files (seconds to a minute each) before
// the API files (mostly a few seconds), each kind by size, a stand-in for its time.
const bySize = (files) => files.map((file) => ({ file, size: fs.statSync(path.join(root, file)).size })).sort((a, b) => b.size - a.size).map(({ file }) => file);
const chosen = [...bySize(testFiles(path.join(root, "api/dist/e2e"))), ...bySize(testFiles(path.join(root, "api/dist/api/src")))].filter(
  (file) => only.length === 0 || only.some((name) => file.includes(name)),
);
// A file whose assertions are about time under load (the concurrency test's p99) runs alone, in a
// process of its own once a group of the others has ended (below): beside five busy test processes
// and their Chromiums on two cores, its latency measured the neighbours' CPU more than its own locks
// (p99 1.3 to 2.6 s in four runs of one machine, against 0.36 s alone), and beside all the groups
// 1.3 s. Such a file says so in a comment: `npm test runs this file alone`.
const ALONE = "npm test runs this file alone";
const alone = chosen.length > 1 ? chosen.filter((file) => fs.readFileSync(path.join(root, file), "utf8").includes(ALONE)) : [];
const files = chosen.filter((file) => !alone.includes(file));
// Test files run several to a process, in groups that all run at once, one process each: each file
// is a suite of its own (its hooks and tests stay its own; it makes its own app, data and
// Chromium), but the process, the server's modules and the code V8 has compiled and optimised are
// shared, where a process per file spent over a second of CPU loading the server before its first
// test (on PGlite, also PGlite's start). The groups are about equal in work (times per file, below),
// so they end together. Alone (`npm test -- name`), a few files keep a process each. On PGlite each
// test app opens an embedded database of its own (db/pglite-pool.ts), so files share processes there
// too (a PGlite run of the whole suite on a 2-core machine: 362 s with a process per file, 300 s in
// groups). Each group has browser and API files: every group drives a Chromium and a server of its
// own, so each adds a dozen busy threads. How many groups depends on what a switch between threads
// costs (groupCount, below).
const runDir = path.join(root, `test-results/run-${process.pid}`);
const browserFiles = files.filter((file) => file.startsWith(path.join("api", "dist", "e2e")));
// Each file's time in the last run here (test-results/summary.json) when that run had them all,
// else in the run recorded in scripts/test-times.json (a fresh clone, CI, or after a run of a few
// files); a file in neither is weighed by its size, at the median time per byte of the others.
const readTimes = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), "utf8")).files ?? {};
  } catch {
    return {};
  }
};
const localTimes = readTimes("test-results/summary.json");
const lastTimes = files.every((file) => localTimes[file] !== undefined) ? localTimes : readTimes("scripts/test-times.json");
const sizeOf = (file) => fs.statSync(path.join(root, file)).size;
const perByte = (() => {
  const ratios = files.filter((file) => lastTimes[file] !== undefined).map((file) => lastTimes[file] / sizeOf(file)).sort((a, b) => a - b);
  return ratios.length > 0 ? ratios[Math.floor(ratios.length / 2)] : 1;
})();
const work = (file) => lastTimes[file] ?? sizeOf(file) * perByte;
function grouped(groupFiles, count) {
  if (groupFiles.length <= count * 2) return groupFiles;
  const groups = Array.from({ length: count }, () => ({ work: 0, browserWork: 0, files: [] }));
  // A second of a browser file keeps more of the machine busy than a second of an API file (its
  // Chromium works beside it), so the browser files are shared out first, each into the group with
  // the least browser work, then the API files, each into the group with the least work in all:
  // the groups end together and each carries its share of Chromium. Weighed by time alone, one
  // group of three got 54 s of browser files and the others 83 and 90 s, and the runs took 138–148 s;
  // from the same times, shared out this way, 120.1 s, then 123.3 s (a 2-core machine).
  const isBrowserFile = (file) => browserFiles.includes(file);
  const longestFirst = (list) => [...list].sort((a, b) => work(b) - work(a));
  const place = (file, key) => {
    const lightest = groups.reduce((a, b) => (b[key] < a[key] ? b : a));
    lightest.files.push(file);
    lightest.work += work(file);
    if (isBrowserFile(file)) lightest.browserWork += work(file);
  };
  for (const file of longestFirst(groupFiles.filter(isBrowserFile))) place(file, "browserWork");
  for (const file of longestFirst(groupFiles.filter((file) => !isBrowserFile(file)))) place(file, "work");
  fs.mkdirSync(runDir, { recursive: true });
  return groups.map((group, index) => {
    const entry = path.join(runDir, `group-${index + 1}.test.cjs`);
    const suites = group.files.map((file) => `describe(${JSON.stringify(file)}, () => { require(${JSON.stringify(path.join(root, file))}); });`);
    fs.writeFileSync(entry, `"use strict";\n// Made by scripts/test.mjs for one run: these test files, a suite each, in one process.\nconst { describe } = require("node:test");\n${suites.join("\n")}\n`);
    return path.relative(root, entry);
  });
}
/**
 * One group more than the machine has cores, where switching between threads is cheap: a group
 * waits on its browser and its HTTP round trips part of the time, and the extra one fills that
 * (a 2-core "AMD EPYC" without page-table isolation, whole runs in turn: three groups 127–148 s,
 * mean 137, against two 142–152 s, mean 146; on an earlier 2-core machine without it, three took
 * 238 s against 258 s, and four as long as three). Where the kernel isolates page tables (Meltdown
 * mitigated by `PTI`: a system call costs about 1.3 µs, and each switch more), as many groups as
 * cores: past that, the threads only take turns, and three groups spent 910 s of CPU in 476 s
 * where two spent 797 s in 435 s (docs/decisions.md). `TEST_GROUPS` chooses.
 */
function groupCount() {
  if (process.env.TEST_GROUPS) {
    const chosen = Number(process.env.TEST_GROUPS);
    if (Number.isInteger(chosen) && chosen >= 1) return chosen;
    console.error(`TEST_GROUPS must be a whole number of processes, 1 or more (it is "${process.env.TEST_GROUPS}")`);
    process.exit(2);
  }
  const cores = os.availableParallelism();
  try {
    return fs.readFileSync("/sys/devices/system/cpu/vulnerabilities/meltdown", "utf8").includes("PTI") ? cores : cores + 1;
  } catch {
    // Not Linux, or a kernel that does not say: as many groups as cores.
    return cores;
  }
}
const GROUPS = groupCount();
const runFiles = grouped(files, GROUPS);

// Each `node --test` run counts into a file of its own (runTests); together they make summary.json.
fs.mkdirSync(path.join(root, "test-results"), { recursive: true });

console.log(`database: ${process.env.TEST_DATABASE_URL ? "PostgreSQL at TEST_DATABASE_URL" : "embedded PGlite"}; ${chosen.length} test files${alone.length ? ` (${alone.length} alone, once a group has ended)` : ""}`);

// One migrated and one demo-seeded database (pictures drawn) for the whole run, kept between runs
// while the code that makes them is unchanged; each test app starts from a copy (test-templates.ts).
const started = Date.now();
const templates = spawnSync(process.execPath, [path.join(root, "api/dist/api/src/testing/test-templates-cli.js")], { cwd: root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
if (templates.status !== 0) process.exit(templates.status ?? 1);
const templateEnv = JSON.parse(templates.stdout.trim().split("\n").pop());
console.log(`template databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
/**
 * V8 flags of the test processes (node's test runner gives each file's process the runner's own).
 * A process that runs a group of files holds their apps, browsers' clients and data side by side
 * (about 100 MB live), and V8 sizes its old generation to a tenth above what was live after the
 * last full collection: a browser group then made a full collection every second or so, about 86
 * in a run, 5.9 s of its 19.7 s of CPU. Starting the old generation at 512 MB (the machine's
 * memory has room for five such processes), it made 3 (1.3 s). And the test runner's async hook
 * is switched off once the files have declared their tests (scripts/test-runner-preload.cjs).
 */
const TEST_PROCESS_FLAGS = ["--initial-old-space-size=512", `--require=${path.join(root, "scripts/test-runner-preload.cjs")}`];
let runs = 0;
/**
 * One `node --test` run of these entries, `concurrency` at a time, beside whatever else runs.
 * `ended`: its process has exited. `result`: whether it exited 0, and its summary, once its report
 * is printed. `live` runs print their report as it comes; the others keep it and print it at
 * `printAfter`'s end and their own, so that no two reports interleave.
 */
function runTests(entries, concurrency, { live = true, printAfter = Promise.resolve() } = {}) {
  if (entries.length === 0) return { ended: Promise.resolve(), result: Promise.resolve({ ok: true, summary: undefined }) };
  // Each run counts into its own file (runs may overlap, here and on one machine).
  const summaryFile = path.join(root, `test-results/summary-${process.pid}-${++runs}.json`);
  const child = spawn(
    process.execPath,
    [
      ...TEST_PROCESS_FLAGS,
      "--test",
      `--test-concurrency=${concurrency}`,
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      `--test-reporter=${path.join(root, "scripts/summary-reporter.mjs")}`,
      `--test-reporter-destination=${summaryFile}`,
      ...entries,
    ],
    { cwd: root, stdio: ["ignore", live ? "inherit" : "pipe", "inherit"], env: { ...process.env, ...templateEnv } },
  );
  const report = [];
  child.stdout?.on("data", (chunk) => report.push(chunk));
  const ended = new Promise((resolve) => child.on("close", resolve));
  const result = ended.then(async (code) => {
    await printAfter;
    process.stdout.write(Buffer.concat(report));
    // No summary: the run itself failed (it counts as one failure).
    const summary = fs.existsSync(summaryFile) ? JSON.parse(fs.readFileSync(summaryFile, "utf8")) : emptySummary(1);
    fs.rmSync(summaryFile, { force: true });
    return { ok: code === 0, summary };
  });
  return { ended, result };
}
const emptySummary = (failed) => ({ passed: 0, failed, skipped: 0, browser: { passed: 0, failed: 0, skipped: 0 }, skippedTests: [], failedTests: [], files: {} });
/** Two runs' summaries as one. */
function merged(a, b) {
  if (!a || !b) return a ?? b;
  const sum = (x, y) => ({ passed: x.passed + y.passed, failed: x.failed + y.failed, skipped: x.skipped + y.skipped });
  return { ...sum(a, b), browser: sum(a.browser, b.browser), skippedTests: [...a.skippedTests, ...b.skippedTests], failedTests: [...a.failedTests, ...b.failedTests], files: { ...a.files, ...b.files } };
}

// A process per file (a few files) waits part of its time on its browser and its HTTP round trips:
// one more at a time than the machine has cores keeps them all busy (on 2 cores, two at a time left
// a quarter of the CPU idle over a PGlite run of a process per file; three, 3%).
const PROCESSES_PER_FILE_AT_ONCE = os.availableParallelism() + 1;
let results;
if (runFiles.length < files.length) {
  // Every group at once, a `node --test` each (the first one's report shows as it comes, the
  // others' after it); the files that run alone start as soon as a group's process ends, whichever
  // (waiting for the first group's report instead, they started 14 s after the other group had
  // ended in one run of a 2-core machine). The groups end a few seconds apart, sometimes 15 (a
  // file's time wanders from run to run), and beside the other groups' last files (small API
  // files, which leave much of a core idle) the concurrency test's p99 stays near its figure alone
  // (two groups: 349–603 ms in five runs, 315–482 ms alone; three groups on a faster machine:
  // 315–532 ms in four runs, 265 ms alone). Started earlier, beside a group's heavier files (the
  // first group given the alone files' work as a head start), it took 35 s instead of 21 and the
  // whole run was slower; started with the groups, 31 s instead of 12–17 s (p99 858 ms), and the
  // run no faster (149 s against 142–152 s).
  const groups = [];
  const printed = () => Promise.all(groups.map((group) => group.result));
  for (const entry of runFiles) groups.push(runTests([entry], 1, { live: groups.length === 0, printAfter: printed() }));
  // The first group to end, whichever it is (not the first to print).
  const byItself = Promise.race(groups.map((group) => group.ended)).then(() => runTests(alone, 1, { live: false, printAfter: printed() }).result);
  results = await Promise.all([...groups.map((group) => group.result), byItself]);
} else {
  // A process per file, a few at a time; then the files that run alone, one by one.
  results = [await runTests(runFiles, PROCESSES_PER_FILE_AT_ONCE).result, await runTests(alone, 1).result];
}
const summary = results.map((result) => result.summary).reduce(merged, undefined) ?? emptySummary(0);
fs.rmSync(runDir, { recursive: true, force: true });
fs.writeFileSync(path.join(root, "test-results/summary.json"), JSON.stringify(summary));

// Say plainly what ran: a browser test that was skipped proved nothing.
if (browserFiles.length > 0) {
  const { passed, failed, skipped } = summary.browser;
  console.log(`browser tests (${browserFiles.length} files in e2e/, Chromium): ${passed + failed} ran (${passed} passed, ${failed} failed), ${skipped} skipped`);
}
for (const reason of new Set(summary.skippedTests.map((test) => test.reason))) {
  const count = summary.skippedTests.filter((test) => test.reason === reason).length;
  console.log(`skipped: ${count} test${count === 1 ? "" : "s"}: ${reason}`);
}
// In CI every test must run: a skip there hides a missing browser or database.
const skipsFail = Boolean(process.env.CI) && summary.skipped > 0;
if (skipsFail) {
  console.log(`CI=${process.env.CI}: every test must run in CI, and ${summary.skipped} did not; this run fails:`);
  for (const test of summary.skippedTests) console.log(`  - ${test.name} (${path.relative(root, test.file ?? "")}): ${test.reason}`);
}
// Where the time went: the slowest files (a file's process, or its suite in a group; under a
// group's load, so these are shares of a busy machine, not a file's time alone).
const slowest = Object.entries(summary.files ?? {}).sort((a, b) => b[1] - a[1]).slice(0, 8);
if (slowest.length > 1) console.log(`slowest files: ${slowest.map(([file, ms]) => `${path.basename(file, ".test.js")} ${(ms / 1000).toFixed(1)} s`).join(", ")}`);
console.log(`templates and tests: ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ""}`);
process.exit(results.every((result) => result.ok) && summary.failed === 0 && !skipsFail ? 0 : 1);
