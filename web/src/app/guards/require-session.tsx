import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { useSession, type Role } from "../../lib/session";
import { pathOf, type SignInState } from "../../lib/sign-in-return";

export interface RequireSessionProps {
  role: Role;
  /** Where a visitor who is not signed in as `role` is sent. */
  signInPath: string;
}

/** The routes below open only to a `role` session, as the enclosing layout last checked it. */
export function RequireSession({ role, signInPath }: RequireSessionProps) {
  const { status } = useSession(role);
  const location = useLocation();
  if (status === "checking") return <PageSpinner label="Checking your session" />;
  // The page asked for, query string included, is where signing in leads back to.
  if (status === "signed-out") return <Navigate to={signInPath} replace state={{ from: pathOf(location) } satisfies SignInState} />;
  return <Outlet />;
}
