import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API in development; API_URL points the dev server at another one (e.g. a test server).
const api = process.env.API_URL ?? "http://localhost:4000";
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // The store itself, and the GraphiQL IDE that the server answers a browser's GET /graphql with.
      input: { main: here("index.html"), graphiql: here("graphiql.html") },
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
