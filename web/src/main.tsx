import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { prefetchPageData } from "./app/page-data";
import { routes } from "./app/router";
import { createApolloClient } from "./lib/apollo-client";
import { readServerState } from "./lib/server-state";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A page the server rendered comes with the data it rendered (a JSON script, not run): the app
// hydrates its HTML with that. The other pages (accounts, workspaces) start here.
const state = readServerState(document);
const client = createApolloClient({ state });
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
if (state) {
  hydrateRoot(root, app);
} else {
  prefetchPageData(client, routes, window.location);
  createRoot(root).render(app);
}
