import path from "node:path";

/** The repository's root folder (this file runs compiled as api/dist/api/src/common/repo-root.js). */
export const repoRoot = path.resolve(__dirname, "../../../../..");
