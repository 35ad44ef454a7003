import { SERVER_STATE_ID } from "./lib/server-state";

/**
 * The first script of every page, kept small. A page the server rendered is already whole: its
 * picture and text are painted without JavaScript, so the app's bundles are asked for only once
 * the page has loaded and painted (they would otherwise share a phone's bandwidth with that
 * picture), or after MAX_WAIT_MS if a picture is slow. The other pages (accounts, workspaces)
 * need the app to show anything: it starts at once.
 */
const MAX_WAIT_MS = 3000;

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const start = () => {
  // The page's own bundle (named by the server, see entry-server.tsx), beside the app's: the
  // browser's module loader fetches what each imports.
  const page = document.querySelector<HTMLMetaElement>('meta[name="page-module"]')?.content;
  if (page) void import(/* @vite-ignore */ page);
  void import("./app/start").then(({ startApp }) => setTimeout(() => startApp(root)));
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

if (document.getElementById(SERVER_STATE_ID)) afterLoadAndPaint(start);
else start();
