// Lighthouse on pages of the running store: mobile, simulated throttling (Lighthouse's defaults),
// in the Debian Chromium, which is told not to reach the network beyond the store. Each page is
// measured RUNS times and the median of each figure is reported. A run that ends in one of
// Lighthouse's own runtime errors (NO_NAVSTART: the trace lost the navigation's start, and the like)
// measured nothing: it is run again, up to ATTEMPTS times, instead of counting as a score of 0.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { root } from "../build-state.mjs";
import { localUrl } from "./local.mjs";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];
export const RUNS = 3;
const ATTEMPTS = 4;
/** Each run's whole report, for a closer look (LCP element, Lantern's graphs, requests). */
const REPORTS_DIR = path.join(root, "bench-results/lighthouse");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * What one run says about a page: the performance score (0..100), LCP and TBT (ms, simulated),
 * CLS, the bytes of JavaScript that block the first paint (render-blocking scripts: 0 when the
 * first paint needs no JavaScript), and the bytes of JavaScript that arrived before the first
 * contentful paint anyway (as observed, unthrottled: modules the browser fetched early).
 */
function readRun(lhr) {
  const audits = lhr.audits;
  const observed = audits.metrics.details?.items?.[0] ?? {};
  const fcpAt = observed.observedFirstContentfulPaint ?? Infinity;
  const requests = audits["network-requests"].details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  const blocking = (audits["render-blocking-resources"].details?.items ?? []).filter((item) => /\.m?js(\?|$)/.test(item.url));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"].numericValue,
    tbtMs: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    renderBlockingJsBytes: blocking.reduce((sum, item) => sum + (item.totalBytes ?? 0), 0),
    jsBeforeFirstPaintBytes: scripts.filter((request) => request.networkEndTime <= fcpAt).reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** Answers, for each `{ name, url }`, the median of RUNS runs: each figure its own median, and every run. */
export async function runLighthouse(pages, runs = RUNS) {
  for (const page of pages) localUrl(page.url);
  fs.rmSync(REPORTS_DIR, { recursive: true, force: true });
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: "silent" });
  try {
    const results = [];
    for (const page of pages) {
      const each = [];
      for (let run = 0; run < runs; run++) {
        let result;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const { lhr } = await lighthouse(page.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
          result = { ...readRun(lhr), attempts: attempt };
          fs.writeFileSync(path.join(REPORTS_DIR, `${page.name}-${run + 1}${attempt > 1 ? `-${attempt}` : ""}.json`), JSON.stringify(lhr));
          if (!result.runtimeError) break;
          console.log(`lighthouse ${page.name}, run ${run + 1}: ${result.runtimeError}; ${attempt < ATTEMPTS ? "running it again" : "giving up"}`);
        }
        each.push(result);
      }
      const of = (key) => median(each.map((run) => run[key]));
      results.push({
        name: page.name,
        url: page.url,
        score: of("score"),
        lcpMs: of("lcpMs"),
        tbtMs: of("tbtMs"),
        cls: of("cls"),
        renderBlockingJsBytes: of("renderBlockingJsBytes"),
        jsBeforeFirstPaintBytes: of("jsBeforeFirstPaintBytes"),
        jsBytes: of("jsBytes"),
        runtimeError: each.find((run) => run.runtimeError)?.runtimeError,
        runs: each,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
