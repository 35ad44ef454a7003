// `npm start`: build what changed, then run the store in this process (so signals reach it).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";
import { root } from "./build-state.mjs";
import { STORE_NODE_FLAGS } from "./node-flags.mjs";

if (!STORE_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) {
  // Started without the store's V8 flags (`node scripts/start.mjs`): run again with them, passing
  // signals on (a terminal's Ctrl-C reaches both; stopping twice is stopping once) and the exit code back.
  const child = spawn(process.execPath, [...STORE_NODE_FLAGS, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  buildIfStale();
  createRequire(import.meta.url)(path.join(root, "api/dist/api/src/main.js"));
}
