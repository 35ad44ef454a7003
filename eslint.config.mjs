// The lint set-up lives in tools/lint (its own workspace: typescript-eslint needs TypeScript 5).
export { default } from "./tools/lint/eslint.config.mjs";
