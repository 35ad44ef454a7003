// A node:test reporter that writes, as JSON, how many tests passed, failed and were skipped, in all
// and among the browser tests (files under e2e/), with the names of the failed and skipped ones.
//
// Suites are not tests, with two exceptions. A suite whose own hook failed counts as a failure
// (its tests may have passed). A skipped suite is reported by node:test as one item and its body
// never runs, so its tests cannot be counted: it counts as one skipped test and is named as a
// suite. Browser tests therefore skip each test (`{ skip }`), never a suite.
// `files` holds each file's milliseconds: its process's start to its end, or, for a file run in a
// group (scripts/test.mjs), its suite's. api/src/testing/summary-reporter.test.ts runs both ways.
// `file` is where test() was called: keep calling node:test's own test() in the e2e files.
import path from "node:path";

const inE2e = (file) => /[\\/]e2e[\\/]/.test(file ?? "");

export default async function* summary(source) {
  const all = { passed: 0, failed: 0, skipped: 0 };
  const browser = { passed: 0, failed: 0, skipped: 0 };
  const skippedTests = [];
  const failedTests = [];
  // How long each file ran (node:test completes a test named by the file's path), to find where a
  // run's time goes.
  const files = {};
  for await (const event of source) {
    // In a group of files (scripts/test.mjs) each file is a suite named by its path.
    const ownProcess = event.data.file && event.data.name === event.data.file && !/[\\/]run-\d+[\\/]/.test(event.data.file);
    const suiteOfAGroup = event.data.details?.type === "suite" && /\.test\.js$/.test(event.data.name ?? "");
    if (event.type === "test:complete" && (ownProcess || suiteOfAGroup)) files[path.relative(process.cwd(), event.data.name)] = event.data.details?.duration_ms ?? 0;
    if (event.type !== "test:pass" && event.type !== "test:fail") continue;
    const { name, file, skip, todo, details } = event.data;
    const suite = details?.type === "suite";
    const skipped = (skip !== undefined && skip !== false) || (todo !== undefined && todo !== false);
    let outcome;
    if (skipped) {
      outcome = "skipped";
      const reason = typeof skip === "string" ? skip : typeof todo === "string" ? `todo: ${todo}` : todo ? "todo" : "skipped";
      skippedTests.push({ name: suite ? `${name} (a whole suite: its tests did not run)` : name, file, reason });
    } else if (suite) {
      if (event.type === "test:pass" || details?.error?.failureType === "subtestsFailed") continue;
      outcome = "failed";
    } else {
      outcome = event.type === "test:pass" ? "passed" : "failed";
    }
    if (outcome === "failed") failedTests.push({ name: suite ? `${name} (a hook of the suite)` : name, file });
    all[outcome]++;
    if (inE2e(file)) browser[outcome]++;
  }
  yield JSON.stringify({ ...all, browser, skippedTests, failedTests, files });
}
