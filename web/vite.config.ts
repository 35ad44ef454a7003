import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, defaultClientConditions } from "vite";
import { PAGE_STYLE } from "./src/styles/page-style.ts";
import { APP_CHUNK, graphqlDocuments, pagePreloads, pageStyle, precompress, stableStyledIds } from "./vite-plugins.ts";

// The API in development; API_URL points the dev server at another one (e.g. a test server).
const api = process.env.API_URL ?? "http://localhost:4000";
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [stableStyledIds(here("src")), graphqlDocuments(here("src/gql")), react(), pageStyle(PAGE_STYLE), ...(isSsrBuild ? [] : [pagePreloads(), precompress()])],
  // @store/rules from its TypeScript sources ("source"); rxjs (under Apollo Client) in its ES2015
  // build: real classes instead of ES5 helpers.
  resolve: { conditions: ["source", ...defaultClientConditions, "es2015"] },
  // The server's renderer carries its libraries (React, styled-components, Apollo Client, the
  // router) in their production builds whatever NODE_ENV the store runs with: the test apps and
  // `npm start` leave NODE_ENV unset, and React's development server build is slower and, on Node
  // 20, warns on stderr about ArrayBuffer.prototype.detached. graphql stays the API's own copy
  // (its schema answers the render's queries).
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") }, ssr: { noExternal: true, external: ["graphql"] } } : {}),
  build: isSsrBuild
    ? {
        // The server's renderer (`vite build --ssr src/entry-server.tsx`): beside the browser's
        // build, never inside it (that folder is served to anyone).
        outDir: "dist-server",
        emptyOutDir: true,
        // Nothing here is downloaded: readable code for the server's stacks.
        minify: false,
        copyPublicDir: false,
        // .mjs: ES modules wherever the folder is copied, whatever package.json is beside it.
        rolldownOptions: { output: { entryFileNames: "[name].mjs", chunkFileNames: "chunks/[name]-[hash].mjs" } },
      }
    : {
        outDir: "dist",
        emptyOutDir: true,
        // GraphiQL's own entry is ~770 kB; the store's pages never load it.
        chunkSizeWarningLimit: 800,
        // Every browser the store supports knows <link rel="modulepreload">. The app's own bundle
        // is imported by src/main.tsx without preload links for its imports: index.html preloads
        // them already, and a server-rendered page lets the browser's module loader fetch them
        // after its first paint (a link per module is main-thread work on a slow phone).
        modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (path.basename(file).startsWith(`${APP_CHUNK}-`) ? [] : deps) },
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
}));
