// Sums up a V8 CPU profile (`node --cpu-prof`) by self time: where the samples were taken, per function.
import fs from "node:fs";
import path from "node:path";
import { root } from "../build-state.mjs";

/** Where a function is, shortened: the package for dependencies, the path in the repository for ours. */
function whereOf(url, line) {
  if (!url) return "";
  const file = url.replace(/^file:\/\//, "");
  const inModules = file.lastIndexOf("node_modules/");
  const shown = inModules >= 0 ? file.slice(inModules + "node_modules/".length) : path.relative(root, file);
  return `${shown}:${line + 1}`;
}

/**
 * The newest .cpuprofile in `dir`, its samples from the first request on summed per function by
 * self time: the `count` largest.
 */
export function summarizeProfile(dir, count = 15) {
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (files.length === 0) throw new Error(`no .cpuprofile in ${dir}`);
  const profile = JSON.parse(fs.readFileSync(files[0], "utf8"));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  // Start-up (loading modules, migrating) and the idle time after the load (the memory reducer's
  // collections, the last log lines) are not the request path: samples count from the first one
  // taken inside a request's handling (a GraphQL request, a REST route, an HTTP parse) to the last.
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const inRequest = (id) => {
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const name = nodes.get(at).callFrame.functionName;
      if (name === "processGraphQLRequest" || name === "handle" || name === "parserOnIncoming") return true;
    }
    return false;
  };
  const first = profile.samples.findIndex(inRequest);
  const last = profile.samples.findLastIndex(inRequest);
  const selfUs = new Map();
  for (const [index, id] of profile.samples.entries()) {
    if (index < first || index > last) continue;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  }
  const byFunction = new Map();
  let total = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    // Idle time is the process waiting, not working: left out of the shares.
    if (callFrame.functionName === "(idle)") continue;
    total += us;
    const name = callFrame.functionName || "(anonymous)";
    const where = whereOf(callFrame.url, callFrame.lineNumber);
    const key = `${name}\u0000${where}`;
    const entry = byFunction.get(key) ?? { name, where, us: 0 };
    entry.us += us;
    byFunction.set(key, entry);
  }
  const top = [...byFunction.values()]
    .sort((a, b) => b.us - a.us)
    .slice(0, count)
    .map((entry) => ({ name: entry.name, where: entry.where, ms: entry.us / 1000, share: (100 * entry.us) / total }));
  return { file: path.relative(root, files[0]), totalMs: total / 1000, top };
}
