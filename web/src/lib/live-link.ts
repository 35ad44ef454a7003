import type { ApolloClient } from "@apollo/client";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";

// Loaded with the first page that subscribes (lib/apollo-client's live link): the storefront's
// first load carries no WebSocket code.

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * The socket to /graphql (graphql-ws), opened while some page subscribes and closed soon after the
 * last one stops. A dropped connection is opened again with backoff (1 s doubling to 30 s, with
 * jitter), for ever; once it is back, every query on screen is asked again, for what changed while
 * nobody was listening.
 */
export function createLiveLink(client: () => ApolloClient) {
  let socket: WebSocket | undefined;
  const live = createClient({
    url: () => `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/graphql`,
    lazy: true,
    lazyCloseTimeout: 5000,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** retries) * (0.5 + Math.random() / 2))),
    on: {
      opened: (opened) => (socket = opened as WebSocket),
      closed: () => (socket = undefined),
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) void client().refetchObservableQueries();
      },
    },
  });
  return {
    link: new GraphQLWsLink(live),
    /** Opens the socket again (with the session's new cookie after a sign-in or sign-out); subscriptions carry on. */
    restart() {
      if (socket?.readyState === WebSocket.OPEN) socket.close(4205, "Client Restart");
    },
  };
}
