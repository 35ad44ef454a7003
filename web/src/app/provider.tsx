import { ApolloProvider } from "@apollo/client/react";
import { useState, type ReactNode } from "react";
import { createApolloClient } from "../lib/apollo-client";
import { ThemeModeProvider } from "../lib/theme-mode";
import { AppToaster } from "./toaster";

export interface AppProviderProps {
  children: ReactNode;
}

/** Everything every page relies on: the API client, the theme and the toasts. */
export function AppProvider({ children }: AppProviderProps) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <ThemeModeProvider>
        {children}
        <AppToaster />
      </ThemeModeProvider>
    </ApolloProvider>
  );
}
