import { SERVER_STATE_ID } from "./lib/server-state";
import { readIsLight } from "./lib/theme-choice";

/**
 * The first script of every page, kept small. A page the server rendered is already whole: its
 * picture and text are painted without JavaScript, so the app's bundles are asked for only once
 * the page has loaded and painted (they would otherwise share a phone's bandwidth with that
 * picture), or after MAX_WAIT_MS if a picture is slow. The other pages (accounts, workspaces)
 * need the app to show anything, and a visitor who chose the dark page sees the server's light
 * one until the app applies it: for them it starts at once.
 */
const MAX_WAIT_MS = 3000;

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const start = () => {
  // The page's own bundle (named by the server, see entry-server.tsx), beside the app's: the
  // browser's module loader fetches what each imports. Hydration then finds it loaded instead of
  // leaving the page's part of the server's HTML waiting for it (a dark-mode choice would reach
  // the rest of the page first). Should it fail, the app loads it again as it routes.
  const page = document.querySelector<HTMLMetaElement>('meta[name="page-module"]')?.content;
  const pageLoaded = page ? import(/* @vite-ignore */ page).catch(() => undefined) : undefined;
  // React DOM first, in a task of its own: evaluated together with the app's own bundle it made
  // one long task on a slow phone (the app's bundle imports it, so it runs only once).
  void import("react-dom/client")
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => Promise.all([import("./app/start"), pageLoaded]))
    .then(([{ startApp }]) => setTimeout(() => startApp(root)));
};

/** Runs `then` once, after the load event and the frame painted after it, or after MAX_WAIT_MS. */
function afterLoadAndPaint(then: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  const painted = () => requestAnimationFrame(() => setTimeout(once, 0));
  if (document.readyState === "complete") painted();
  else window.addEventListener("load", painted, { once: true });
  setTimeout(once, MAX_WAIT_MS);
}

if (document.getElementById(SERVER_STATE_ID) && readIsLight()) afterLoadAndPaint(start);
else start();
