// Tells whether a workspace's build output is older than its sources, by a fingerprint of the
// sources' paths, sizes and modification times kept next to the output.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** What each build reads, and where it writes. */
export const targets = {
  rules: { inputs: ["packages/rules/src", "packages/rules/tsconfig.json", "packages/rules/package.json", "tsconfig.json"], stamp: "packages/rules/dist/.build-stamp", outputs: ["packages/rules/dist/index.js"] },
  "garment-art": { inputs: ["packages/garment-art/src", "packages/garment-art/tsconfig.json", "packages/garment-art/package.json", "tsconfig.json"], stamp: "packages/garment-art/dist/.build-stamp", outputs: [] },
  // The web build writes the browser's app (web/dist) and the server's renderer of the shop's pages (web/dist-server).
  web: {
    inputs: ["packages/rules/src", "packages/rules/package.json", "packages/garment-art/src", "web/src", "web/scripts", "web/index.html", "web/graphiql.html", "web/vite.config.ts", "web/vite-plugins.ts", "web/package.json", "web/public"],
    stamp: "web/dist/.build-stamp",
    outputs: ["web/dist/index.html", "web/dist-server/entry-server.mjs"],
  },
  api: { inputs: ["packages/rules/src", "packages/rules/package.json", "packages/rules/tsconfig.json", "packages/garment-art/src", "api/src", "migrations", "e2e", "api/tsconfig.json", "tsconfig.json", "api/package.json"], stamp: "api/dist/.build-stamp", outputs: [] },
};

function walk(entry, out) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) if (name !== "node_modules" && name !== "dist") walk(path.join(entry, name), out);
  } else {
    out.push(`${entry}:${stat.size}:${stat.mtimeMs}`);
  }
}

export function fingerprint(name) {
  const files = [];
  for (const input of targets[name].inputs) walk(input, files);
  return createHash("sha256").update(files.join("\n")).digest("hex");
}

export function isFresh(name) {
  const stamp = path.join(root, targets[name].stamp);
  if (!targets[name].outputs.every((file) => fs.existsSync(path.join(root, file)))) return false;
  return fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === fingerprint(name);
}

export function markBuilt(name, print) {
  const stamp = path.join(root, targets[name].stamp);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, print);
}
