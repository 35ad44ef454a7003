// `npm start`: build what changed, then run the store in this process (so signals reach it).
import { createRequire } from "node:module";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { root } from "./build-state.mjs";

buildIfStale();
createRequire(import.meta.url)(path.join(root, "api/dist/api/src/main.js"));
