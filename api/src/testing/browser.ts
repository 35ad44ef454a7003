import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium (CI installs it); CHROMIUM_PATH points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Why browser tests cannot run here, or undefined when they can. Outside CI a machine without
 * Chromium skips them (`npm test` needs nothing but Node); in CI a missing browser is a failure.
 */
export function browserUnavailable(): string | undefined {
  if (fs.existsSync(chromiumPath) || process.env.CI) return undefined;
  return `no Chromium at ${chromiumPath} (install Debian's chromium or set CHROMIUM_PATH)`;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-quic", "--no-first-run", "--disable-sync"],
  });
}
