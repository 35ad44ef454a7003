// Builds the shared rules and garment drawing, the web app and the server when their sources
// changed since the last build (in that order: the server and the web app's server renderer run
// the packages' compiled output).
import { spawnSync } from "node:child_process";
import { fingerprint, isFresh, markBuilt, root } from "./build-state.mjs";

export function buildIfStale({ force = false } = {}) {
  for (const name of ["rules", "garment-art", "web", "api"]) {
    if (!force && isFresh(name)) continue;
    const print = fingerprint(name);
    console.log(`building ${name}...`);
    const result = spawnSync("npm", ["run", "build", "-w", name === "garment-art" || name === "rules" ? `@store/${name}` : name, "--silent"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`the ${name} build failed`);
      process.exit(result.status ?? 1);
    }
    markBuilt(name, print);
    // The server's own build builds the rules package first (so that it works alone), which empties
    // the rules' dist/ and its stamp with it: mark it again, or the next run builds it once more.
    if (name === "api") markBuilt("rules", fingerprint("rules"));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes("--force") });
