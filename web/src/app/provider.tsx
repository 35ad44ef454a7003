import { ApolloProvider } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { ThemeModeProvider } from "../lib/theme-mode";
import { whenToasterNeeded } from "../lib/toasts-loaded";

// Toasts only follow what a visitor does: the toaster loads with the first code that can raise one.
const AppToaster = lazy(async () => ({ default: (await import("./toaster")).AppToaster }));

/** Whether a toast may be raised yet (see `whenToasterNeeded`). */
function useToasterNeeded(): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    let current = true;
    void whenToasterNeeded.then(() => current && setNeeded(true));
    return () => {
      current = false;
    };
  }, []);
  return needed;
}

export interface AppProviderProps {
  client: ApolloClient;
  children: ReactNode;
}

/** Everything every page relies on: the API client, the theme and the toasts. */
export function AppProvider({ client, children }: AppProviderProps) {
  // The server never draws the toaster: it has nothing to show and waits for code a page may never load.
  const toasts = useToasterNeeded();
  return (
    <ApolloProvider client={client}>
      <ThemeModeProvider>
        {children}
        {toasts && (
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        )}
      </ThemeModeProvider>
    </ApolloProvider>
  );
}
