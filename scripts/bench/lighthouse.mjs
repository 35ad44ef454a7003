// Lighthouse on pages of the running store: mobile, simulated throttling (Lighthouse's defaults),
// in the Debian Chromium, which is told not to reach the network beyond the store.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { localUrl } from "./local.mjs";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"];

/** Answers, for each `{ name, url }`, the performance score (0..100) and the cumulative layout shift. */
export async function runLighthouse(pages) {
  for (const page of pages) localUrl(page.url);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: "silent" });
  try {
    const results = [];
    for (const page of pages) {
      const run = await lighthouse(page.url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
      const { lhr } = run;
      results.push({
        name: page.name,
        url: page.url,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        runtimeError: lhr.runtimeError?.message,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
