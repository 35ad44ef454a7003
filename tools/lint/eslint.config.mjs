// ESLint for the whole repository (`npm run lint`). Deliberately small: the layering of the web
// app, honest disable comments, the rules of hooks, and typescript-eslint's recommended set.
import "./typescript-5.cjs";
import js from "@eslint/js";
import comments from "@eslint-community/eslint-plugin-eslint-comments";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { layers } from "./rules/layers.mjs";

export default tseslint.config(
  {
    // Generated code, build output and what npm installs.
    ignores: ["**/node_modules/**", "**/dist/**", "**/dist-server/**", "web/src/gql/**", "api/src/rest/openapi-types.ts", "test-results/**", "bench-results/**", "data/**"],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  {
    files: ["**/*.{ts,tsx,mts,cts,js,mjs,cjs}"],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { "@eslint-community/eslint-comments": comments, store: { rules: { layers } } },
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
    rules: {
      // Every eslint-disable says why, on the same line: `// eslint-disable-next-line rule -- reason`.
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      "@eslint-community/eslint-comments/no-unlimited-disable": "error",
      "store/layers": "error",
      // `_next`: Express tells an error handler by its four parameters; `{ a, ...rest }` leaves `a` out on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // Tests and their helpers read JSON answers whose shape the assertions check.
    files: ["**/*.test.ts", "api/src/testing/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { files: ["**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
);
