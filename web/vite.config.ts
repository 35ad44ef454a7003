import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, defaultClientConditions } from "vite";
import { graphqlDocuments, pagePreloads, precompress } from "./vite-plugins.ts";

// The API in development; API_URL points the dev server at another one (e.g. a test server).
const api = process.env.API_URL ?? "http://localhost:4000";
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [graphqlDocuments(here("src/gql")), react(), pagePreloads(), precompress()],
  // @store/rules from its TypeScript sources ("source"); rxjs (under Apollo Client) in its ES2015
  // build: real classes instead of ES5 helpers.
  resolve: { conditions: ["source", ...defaultClientConditions, "es2015"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // GraphiQL's own entry is ~770 kB; the store's pages never load it.
    chunkSizeWarningLimit: 800,
    // Every browser the store supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The store itself, and the GraphiQL IDE that the server answers a browser's GET /graphql with.
      input: { main: here("index.html"), graphiql: here("graphiql.html") },
      onwarn(warning, warn) {
        // Libraries' "use client" directives mean nothing in a client-only bundle.
        if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      "/graphql": api,
      "/api": api,
      "/images": api,
    },
  },
});
