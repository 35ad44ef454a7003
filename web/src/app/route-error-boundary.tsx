import { Component, lazy, Suspense, type ReactNode } from "react";

// Only a failure needs it: it stays out of the first load.
const RouteError = lazy(async () => ({ default: (await import("./route-error")).RouteError }));

export interface RouteErrorBoundaryProps {
  /** The current path: going to another page forgets the failure. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failure?: { error: unknown };
  pathname: string;
}

/** Shows the error page in place of a page that threw while rendering or whose bundle failed to load. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: RouteErrorBoundaryState): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failure: undefined, pathname: props.pathname };
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteError error={this.state.failure.error} />
      </Suspense>
    );
  }
}
