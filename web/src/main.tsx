import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { prefetchPageData } from "./app/page-data";
import { routes } from "./app/router";
import { createApolloClient } from "./lib/apollo-client";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const client = createApolloClient();
prefetchPageData(client, routes, window.location);

createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
