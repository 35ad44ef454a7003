// Builds the shared garment drawing, the web app and the server when their sources changed since
// the last build (in that order: the server runs the drawing's compiled output).
import { spawnSync } from "node:child_process";
import { fingerprint, isFresh, markBuilt, root } from "./build-state.mjs";

export function buildIfStale({ force = false } = {}) {
  for (const name of ["garment-art", "web", "api"]) {
    if (!force && isFresh(name)) continue;
    const print = fingerprint(name);
    console.log(`building ${name}...`);
    const result = spawnSync("npm", ["run", "build", "-w", name === "garment-art" ? "@store/garment-art" : name, "--silent"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) {
      console.error(`the ${name} build failed`);
      process.exit(result.status ?? 1);
    }
    markBuilt(name, print);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale({ force: process.argv.includes("--force") });
