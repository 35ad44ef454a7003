import fs from "node:fs";
import { after, before } from "node:test";
import axeCore from "axe-core";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { startTestApp, type TestApp } from "./test-app";

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` when it is installed, else
 * Debian's `chromium` (CI installs both); CHROMIUM_PATH points elsewhere. The headless shell is
 * the same Chromium build (Blink, V8, the same version from the same Debian source) without the
 * desktop browser's window machinery, the binary Playwright itself runs for headless tests; on a
 * 2-core machine the whole `npm test` took 212–237 s with it against 232–266 s with `chromium`,
 * the machine's CPU 401–441 s against 501–508 s (docs/decisions.md). Lighthouse (`npm run bench --
 * --lighthouse`) stays on `chromium`, as a visitor's browser.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const chromiumPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Why browser tests cannot run here, or undefined when they can. Outside CI a machine without
 * Chromium skips them (`npm test` needs nothing but Node); in CI a missing browser is a failure.
 * Give it to each test (`test(name, { skip }, ...)`), never to a `describe`: node:test reports a
 * skipped suite as one item without running its body, so its tests would vanish from the counts.
 */
export function browserUnavailable(): string | undefined {
  if (fs.existsSync(chromiumPath) || process.env.CI) return undefined;
  return `no Chromium at ${chromiumPath} (install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH)`;
}

/**
 * Chromium's own address bar popup, which its headless mode still builds (and keeps warm) for every
 * window, that is for every test's context: a WebUI page in a renderer of its own, about a third of
 * the browser's CPU time in the browser tests. The tests' pages never show an address bar. (The
 * headless shell builds no such window; the flags are for a run on `chromium`.)
 */
const WINDOW_CHROME_OFF = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];
/**
 * What Playwright itself turns off (its `chromiumSwitches`): Chromium reads only the last
 * `--disable-features`, so ours must name them again or they come back on.
 */
const PLAYWRIGHT_FEATURES_OFF = ["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"];

/**
 * `--process-per-site`: the pages of one context on one site share a renderer process, so a page
 * opened in a context that is kept (see `StoreBrowser.newPage`) starts in a running renderer
 * instead of a new one.
 *
 * Fewer threads per renderer: one raster thread instead of one per core and more, and V8 without
 * its background compiler and garbage collector threads (`--single-threaded`). A test machine runs
 * two test processes, their servers and their Chromiums on two cores, so a renderer's helper threads
 * never find an idle core: they only add switches between threads, which on a 2-core virtual
 * machine with page-table isolation cost a system call's 1.3 µs each. There the whole `npm test`
 * (two groups) took 402 s with these flags against 435 s, Chromium's renderers 207 s of CPU
 * against 258 s (docs/decisions.md).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-quic", "--no-first-run", "--disable-sync", "--process-per-site", "--num-raster-threads=1", "--js-flags=--single-threaded", `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...WINDOW_CHROME_OFF].join(",")}`],
  });
}

/** How often a page checks a condition a test waits for (`page.waitForFunction`). */
const CONDITION_POLL_MS = 16;

/** axe-core's own script, evaluated in a page that does not have it yet. */
const AXE_SOURCE: string = axeCore.source;

/**
 * axe-core's violations on the page, every rule or only `rules`: axe runs in the page itself
 * (`axe.run` on the document, as `@axe-core/playwright`'s legacy mode does, with the same
 * configuration), its script evaluated once per document. The store's pages have no frames from
 * other origins to merge, and only violations are reported node by node (`resultTypes`): axe still
 * runs every rule on every node, but builds no selector and HTML snippet for nodes that passed,
 * which the tests never read. `@axe-core/playwright` sent and compiled axe's 570 kB script twice
 * per analysis; once per document, an analysis of a category page costs Chromium 0.32 s of CPU
 * against 0.52–0.73 s (docs/decisions.md).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<axeCore.Result[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!loaded) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() => (window as unknown as { axe: typeof axeCore }).axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } }));
  }
  const options: axeCore.RunOptions = { resultTypes: ["violations"], ...(rules ? { runOnly: { type: "rule", values: rules } } : {}) };
  const results = await page.evaluate((options) => (window as unknown as { axe: typeof axeCore }).axe.run(document, options), options);
  return results.violations;
}

/**
 * Opens pages on the app in one browser, remembering every request sent anywhere but the app
 * (the store must load nothing from other hosts).
 */
export class StoreBrowser {
  readonly foreignRequests: string[] = [];
  /** Contexts given back (`context.close()` on a kept one) and emptied, ready for the next visitor. */
  private readonly spare: BrowserContext[] = [];
  /** Each kept context's own page, which holds its renderer and opens its tabs (`tabOf`). */
  private readonly keepers = new Map<BrowserContext, Page>();
  private constructor(
    private readonly browser: Browser,
    private readonly origin: string,
  ) {}

  static async launch(origin: string): Promise<StoreBrowser> {
    return new StoreBrowser(await launchBrowser(), origin);
  }

  /**
   * A page for a new visitor: no cookies, no storage. Waits give up after 30 s: a shared 2-core CI
   * machine under load took 5 s for a cold page (10 s made tests fail that would have passed).
   * Waits are on conditions, so a passing test is not slower for it. `origin`: the one the page opens the store
   * on, when not the app's own URL (its other name, localhost); anything else counts as foreign.
   *
   * On the app's own origin the page opens in a kept context, unless `fresh` asks for a new one:
   * a new context starts a new renderer process, which loads and compiles the app cold, and that
   * was most of what a browser test cost (on a 2-core machine, a store page in a new context cost
   * the machine 4 s of CPU and 2 s of wall; in a new tab of a kept context 1.8 s and 1.1 s). A kept context holds one
   * page of its own on the store's site (`/favicon.svg`, no script) that keeps its renderer
   * running; `context.close()` on it closes the test's pages, deletes every cookie and the site's
   * storage (`Storage.clearDataForOrigin`, every type) and keeps it for the next `newPage`. What
   * a visitor then shares with the one before is the HTTP cache, as a returning browser does; a
   * test about a first visit's downloads asks for `fresh`.
   *
   * The page asks for reduced motion, as a visitor may: the store then stops its endless
   * animations (campaign hotspots' pulse, spinners), which a headless browser would otherwise draw
   * at 60 frames a second for as long as the test looks at the page. A test of an animation asks
   * for `reducedMotion: "no-preference"` itself (`page.emulateMedia`).
   */
  async newPage(origin = this.origin, options: { fresh?: boolean } = {}): Promise<Page> {
    const fresh = options.fresh || origin !== this.origin;
    const page = fresh ? await (await this.newContext()).newPage() : await this.tabOf(this.spare.pop() ?? (await this.keptContext()));
    page.setDefaultTimeout(30_000);
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith("data:")) this.foreignRequests.push(url);
    });
    // A condition a test waits for is checked on a timer, not on every animation frame (Playwright's
    // default): each frame asked for is a frame the renderer lays out and the compositor draws, even
    // on a still page, and a test waiting a few seconds for a toast to leave had Chromium draw 60
    // frames a second for nothing. Every 16 ms is as soon as a frame would have seen it.
    const waitForFunction = page.waitForFunction.bind(page);
    page.waitForFunction = ((condition: Parameters<Page["waitForFunction"]>[0], arg?: unknown, options?: Parameters<Page["waitForFunction"]>[2]) =>
      waitForFunction(condition, arg, { polling: CONDITION_POLL_MS, ...options })) as Page["waitForFunction"];
    // A page the server rendered shows before the app runs, and a click then would be lost or
    // load a new document: opening or reloading one waits for the app to have taken it over.
    const untilHydrated = () => page.waitForFunction(() => !document.getElementById("apollo-state") || document.documentElement.dataset.hydrated === "true");
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const answer = await goto(...args);
      await untilHydrated();
      return answer;
    };
    page.reload = async (...args) => {
      const answer = await reload(...args);
      await untilHydrated();
      return answer;
    };
    return page;
  }

  private newContext(): Promise<BrowserContext> {
    return this.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  }

  /**
   * A new tab of a kept context, opened by its keeper page (`window.open`, an empty page of the
   * store's origin): a tab Playwright opens itself (`context.newPage`) starts on an `about:blank`
   * of no site, which Chromium gives a renderer process of its own, dropped as soon as the test's
   * first navigation moves the tab to the store's renderer. A tab the keeper opens starts in the
   * keeper's renderer and stays there. The tab's opener is the keeper, and its first `about:blank`
   * has the keeper's origin and Content-Security-Policy, as a popup's does: what a test writes
   * there with `page.setContent` runs under the store's policy, until its first navigation. On a
   * 2-core virtual machine where each page fault is costly, a page load in a new tab cost the
   * machine 960 ms of CPU and 10 new processes and threads the Playwright way, 780 ms and none this
   * way (docs/decisions.md). A kept context has one caller at a time (`newPage` takes it from
   * `spare` or makes it), so the popup the keeper opens is this caller's.
   */
  private async tabOf(context: BrowserContext): Promise<Page> {
    const keeper = this.keepers.get(context)!;
    const [page] = await Promise.all([keeper.waitForEvent("popup"), keeper.evaluate(() => void window.open("about:blank"))]);
    await page.waitForLoadState();
    return page;
  }

  private async keptContext(): Promise<BrowserContext> {
    const context = await this.newContext();
    const keeper = await context.newPage();
    await keeper.goto(`${this.origin}/favicon.svg`);
    this.keepers.set(context, keeper);
    const cdp = await context.newCDPSession(keeper);
    context.close = async () => {
      for (const page of context.pages()) if (page !== keeper) await page.close();
      await context.clearCookies();
      await context.clearPermissions();
      await cdp.send("Storage.clearDataForOrigin", { origin: this.origin, storageTypes: "all" });
      if (!this.spare.includes(context)) this.spare.push(context);
    };
    return context;
  }

  /**
   * Fails when a page asked another host for anything since the last check (the store must work
   * offline); browser test files call it after each test, so every test checks its own requests.
   */
  assertNothingForeign(): void {
    const foreign = this.foreignRequests.splice(0);
    if (foreign.length > 0) throw new Error(`requests to other hosts: ${foreign.join(", ")}`);
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

type TestAppOptions = NonNullable<Parameters<typeof startTestApp>[0]>;

/**
 * The set-up every browser test file shares: a test app and one Chromium on it, started before the
 * file's tests and closed after them (browser first). `started` receives both and does the file's
 * own preparation (accounts, orders): node 20 starts a file's top-level `before` hooks together,
 * so a second `before` would not see the app. Answers why the tests must be skipped, or undefined: give it to each `test()`,
 * which the file keeps calling itself (the summary counts browser tests by the file of `test()`).
 * `options` may be a function, for a file that must start something first (a mail sink).
 */
export function useStoreInBrowser(
  options: TestAppOptions | (() => Promise<TestAppOptions>),
  started: (store: { app: TestApp; browser: StoreBrowser }) => unknown,
): string | undefined {
  const skip = browserUnavailable();
  let app: TestApp | undefined;
  let browser: StoreBrowser | undefined;
  before(async () => {
    if (skip) return;
    app = await startTestApp(typeof options === "function" ? await options() : options);
    browser = await StoreBrowser.launch(app.url);
    await started({ app, browser });
  });
  after(async () => {
    await browser?.close();
    await app?.close();
  });
  return skip;
}
