import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { Navigate, useLocation, useNavigate, type Location } from "react-router";
import { forgetSession, type SessionField } from "./session-cache";
import { ACCOUNT_PATHS } from "./account-paths";
import { AdminSessionQuery, SellerSessionQuery, UserSessionQuery, useSession, type Role } from "./session";

/**
 * The state a sign-in page is opened with: the page the visitor was on, with its query string
 * (a product page keeps the chosen size there), so signing in leads back to it.
 */
export interface SignInState {
  from: string;
}

/** A location as a path the router can go back to. */
export const pathOf = ({ pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">) => pathname + search + hash;

/** The page a sign-in page should lead to: where the visitor came from, else the role's home. */
export function returnPathOf(state: unknown, role: Role): string {
  const from = (state as Partial<SignInState> | null)?.from;
  // Only a path inside the store ("//host" would leave it).
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : ACCOUNT_PATHS[role].home;
}

/** Sends the visitor to `role`'s sign-in page, remembering the page they are on. */
export function useSendToSignIn(role: Role = "user") {
  const navigate = useNavigate();
  const location = useLocation();
  return ({ replace = false }: { replace?: boolean } = {}) => {
    const state: SignInState = { from: pathOf(location) };
    return navigate(ACCOUNT_PATHS[role].signIn, { replace, state });
  };
}

export interface SendToSignInProps {
  role: Role;
}

/** Renders as a redirect to `role`'s sign-in page that leads back here (a page found its session gone). */
export function SendToSignIn({ role }: SendToSignInProps) {
  const location = useLocation();
  const state: SignInState = { from: pathOf(location) };
  return <Navigate to={ACCOUNT_PATHS[role].signIn} replace state={state} />;
}

const sessionOf = {
  user: { query: UserSessionQuery, field: "currentUser" },
  seller: { query: SellerSessionQuery, field: "currentSeller" },
  admin: { query: AdminSessionQuery, field: "currentAdmin" },
} as const satisfies Record<Role, { query: unknown; field: SessionField }>;

export interface SignInPageExit {
  /** Where the page leads once the visitor is signed in. */
  returnTo: string;
  /** The server confirmed a session of this role: the page should not show, but lead on. */
  signedIn: boolean;
}

/**
 * For a sign-in or sign-up page: a visitor already signed in as `role` goes on to `returnTo`.
 * The cache may still hold a session the server has ended (another tab signed out, a password
 * reset), so the server is asked first; a refusal forgets the session and the page shows.
 */
export function useSignInPageExit(role: Role): SignInPageExit {
  const client = useApolloClient();
  const location = useLocation();
  const { status } = useSession(role);
  const [confirmed, setConfirmed] = useState(false);
  const believedSignedIn = status === "signed-in";

  useEffect(() => {
    if (!believedSignedIn) {
      setConfirmed(false);
      return;
    }
    let current = true;
    const { query, field } = sessionOf[role];
    client.query({ query, fetchPolicy: "network-only" }).then(
      () => current && setConfirmed(true),
      () => current && forgetSession(client.cache, field),
    );
    return () => {
      current = false;
    };
  }, [believedSignedIn, client, role]);

  return { returnTo: returnPathOf(location.state, role), signedIn: believedSignedIn && confirmed };
}
