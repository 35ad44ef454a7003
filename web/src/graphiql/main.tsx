import { GraphiQL } from "graphiql";
import "graphiql/style.css";
import { StrictMode, type ComponentProps } from "react";
import { createRoot } from "react-dom/client";
import "./graphiql.css";

type Fetcher = ComponentProps<typeof GraphiQL>["fetcher"];

/** Posts to this server's /graphql; the session cookies go along, so signed-in fields answer. */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: {
      accept: "application/graphql-response+json, application/json",
      "content-type": "application/json",
      ...(options?.headers as Record<string, string> | undefined),
    },
    body: JSON.stringify(params),
  });
  return response.json();
};

const defaultQuery = `# The store's GraphQL API.
# Sign-in mutations set the session cookie, so the
# signed-in queries answer here too. Run: Ctrl-Enter.

query Catalog {
  categories {
    name
    sizes
  }
  products(limit: 4) {
    total
    hasMore
    items {
      id
      title
      price
      category
    }
  }
}
`;

const root = document.getElementById("graphiql");
if (!root) throw new Error("graphiql.html has no #graphiql element");

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);
