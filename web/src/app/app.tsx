import type { ApolloClient } from "@apollo/client";
import { BrowserRouter } from "react-router";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";

export interface AppProps {
  client: ApolloClient;
}

export function App({ client }: AppProps) {
  return (
    <AppProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
