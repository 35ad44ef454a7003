// `npm run dev`: the server recompiled and restarted on change (port 4000), and Vite's dev server
// with hot reload (port 5173, proxying /graphql, /api and /images to the server).
import { spawn } from "node:child_process";
import { buildIfStale } from "./build-if-stale.mjs";
import { root } from "./build-state.mjs";

buildIfStale();
const children = [
  spawn("npx", ["tsc", "-p", "api/tsconfig.json", "--watch", "--preserveWatchOutput"], { cwd: root, stdio: "inherit" }),
  spawn(process.execPath, ["--watch-path=api/dist", "api/dist/api/src/main.js"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
