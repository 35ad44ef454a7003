import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

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

/**
 * Opens pages on the app in one browser, remembering every request sent anywhere but the app
 * (the store must load nothing from other hosts).
 */
export class StoreBrowser {
  readonly foreignRequests: string[] = [];
  private constructor(
    private readonly browser: Browser,
    private readonly origin: string,
  ) {}

  static async launch(origin: string): Promise<StoreBrowser> {
    return new StoreBrowser(await launchBrowser(), origin);
  }

  /** A page in a fresh context (no cookies, no storage), failing fast on missing elements. */
  async newPage(): Promise<Page> {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(this.origin) && !url.startsWith("data:")) this.foreignRequests.push(url);
    });
    return page;
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
