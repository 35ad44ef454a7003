/** Writes api/openapi.json from the REST route table (`npm run codegen` runs it; CI checks it is current). */
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../common/repo-root";
import { openApiDocument } from "./openapi";
import { restRoutes } from "./router";

export const openApiFile = path.join(repoRoot, "api/openapi.json");

fs.writeFileSync(openApiFile, `${JSON.stringify(openApiDocument(restRoutes), null, 2)}\n`);
console.log(`wrote ${path.relative(repoRoot, openApiFile)}`);
