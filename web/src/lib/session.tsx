import type { TypedDocumentNode } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { createContext, startTransition, use, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { graphql } from "../gql";

/**
 * Session checks, one per role. A layout asks the server when it mounts and again on every path
 * change (the public shell skips arriving at /login and /signup), and shares the answer with the
 * guards below it through context. The answer lives in the Apollo cache: sign-in hooks write it,
 * sign-out hooks and failed checks evict it, so every header follows at once.
 */
export const UserSessionQuery = graphql(`
  query UserSession {
    currentUser {
      id
      name
    }
  }
`);

export const SellerSessionQuery = graphql(`
  query SellerSession {
    currentSeller {
      id
      name
    }
  }
`);

export const AdminSessionQuery = graphql(`
  query AdminSession {
    currentAdmin {
      id
      name
    }
  }
`);

export type Role = "user" | "seller" | "admin";

export interface SessionState {
  /**
   * "checking" until the server has answered for the current path, unless the cache already
   * holds a signed-in account (a guard then lets the page through; its own query is the proof).
   */
  status: "checking" | "signed-in" | "signed-out";
  /** Some answer has come back since the layout mounted (headers wait for the first one). */
  settled: boolean;
  /** The signed-in account's display name. */
  name?: string;
}

export interface SessionCheckOptions {
  /** Paths whose arrival does not trigger a new check. */
  skipPaths?: readonly string[];
}

function useSessionCheckOf<TData>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  field: string,
  accountOf: (data: TData) => { name: string },
  { skipPaths = [] }: SessionCheckOptions,
): SessionState {
  const client = useApolloClient();
  const { pathname } = useLocation();
  const { data } = useQuery(document, { fetchPolicy: "cache-only" });
  // The path whose check gave the current answer; null before the first answer.
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    if (run > 1 && skipPaths.includes(pathname)) {
      setAnsweredFor(pathname);
      return;
    }
    // The answer re-renders whatever reads the session (a grid's every heart): as a transition,
    // React does that in slices rather than in one long task.
    const answered = () => startTransition(() => setAnsweredFor(pathname));
    client.query({ query: document, fetchPolicy: "network-only" }).then(
      () => {
        if (run === latest.current) answered();
      },
      () => {
        // Any failure means "not signed in as this role"; only the newest check decides.
        if (run !== latest.current) return;
        // A guest's cache holds no account: nothing to evict, and an eviction would make every
        // query on the page read the cache again (a long task right after a page hydrates).
        if (client.readQuery({ query: document }) !== null) {
          client.cache.evict({ id: "ROOT_QUERY", fieldName: field });
          client.cache.gc();
        }
        answered();
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new path asks again
  }, [pathname]);

  const settled = answeredFor !== null;
  if (data) return { status: "signed-in", settled, name: accountOf(data).name };
  return { status: answeredFor === pathname ? "signed-out" : "checking", settled };
}

/** Whether a shopper is signed in, asked again on each path change. */
export const useUserSessionCheck = (options: SessionCheckOptions = {}) =>
  useSessionCheckOf(UserSessionQuery, "currentUser", (data) => data.currentUser, options);

export const useSellerSessionCheck = (options: SessionCheckOptions = {}) =>
  useSessionCheckOf(SellerSessionQuery, "currentSeller", (data) => data.currentSeller, options);

export const useAdminSessionCheck = (options: SessionCheckOptions = {}) =>
  useSessionCheckOf(AdminSessionQuery, "currentAdmin", (data) => data.currentAdmin, options);

const SessionContext = createContext<Partial<Record<Role, SessionState>>>({});

export interface SessionProviderProps {
  role: Role;
  value: SessionState;
  children: ReactNode;
}

export function SessionProvider({ role, value, children }: SessionProviderProps) {
  const outer = use(SessionContext);
  return <SessionContext value={{ ...outer, [role]: value }}>{children}</SessionContext>;
}

/** The nearest layout's answer for `role`; "signed-out" where no layout checks that role. */
export function useSession(role: Role): SessionState {
  return use(SessionContext)[role] ?? { status: "signed-out", settled: true };
}
