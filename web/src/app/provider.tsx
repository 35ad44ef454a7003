import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { lazy, Suspense, type ReactNode } from "react";
import { useHydrated } from "../lib/hydrated";
import { ThemeModeProvider } from "../lib/theme-mode";
import { whenToasterNeeded } from "../lib/toasts-loaded";

// Toasts only follow what a visitor does: the toaster loads with the first code that can raise one.
const AppToaster = lazy(async () => {
  await whenToasterNeeded;
  return { default: (await import("./toaster")).AppToaster };
});

export interface AppProviderProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything every page relies on: the API client, the theme and the toasts. */
export function AppProvider({ client, children }: AppProviderProps) {
  // The server never draws the toaster: it has nothing to show and waits for code a page may never load.
  const inBrowser = useHydrated();
  return (
    <ApolloProvider client={client}>
      <ThemeModeProvider>
        {children}
        {inBrowser && (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        )}
      </ThemeModeProvider>
    </ApolloProvider>
  );
}
