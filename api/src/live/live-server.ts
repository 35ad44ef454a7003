import type http from "node:http";
import type { Duplex } from "node:stream";
import type { TLSSocket } from "node:tls";
import { GraphQLError, getOperationAST, parse, specifiedRules, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type ValidationRule } from "graphql";
import { CloseCode, makeServer } from "graphql-ws";
import { WebSocketServer, type WebSocket } from "ws";
import type { RequestHandler } from "express";
import type { Viewer } from "../accounts/roles";
import { originTrusted, type OriginRules } from "../http/csrf";
import { logger } from "../logging/logger";
import type { LiveConnection, LiveService } from "./live.service";

/** What one socket may hold (per process: a session's sockets on another replica are counted there). */
export const LIVE_LIMITS = {
  /** Open sockets of one signed-in session (a browser's tabs). */
  connectionsPerSession: 10,
  /** Open sockets of one network address without a session (guests on product pages, behind one NAT). */
  connectionsPerGuestAddress: 100,
  /** Subscriptions one socket may hold at once. */
  subscriptionsPerConnection: 20,
  /** The largest message a client may send, in bytes (the web app's subscriptions are well under 1 KB). */
  maxMessageBytes: 64 * 1024,
  /** How often an idle socket is pinged; one that has not answered the last ping by then is cut. */
  pingEveryMs: 30_000,
} as const;

export const LIVE_PATH = "/graphql";

export interface LiveServerOptions {
  server: http.Server;
  schema: GraphQLSchema;
  live: LiveService;
  /** The app's express-session middleware: reads (never writes) the session of the upgrade request. */
  sessions: RequestHandler;
  /** Who the session acts as (sessions/session.ts' viewerOfSession). */
  viewerOf(session: unknown): Promise<Viewer>;
  origins: OriginRules;
  trustProxy: boolean;
  /** Extra validation rules (the GraphQL limits), on top of GraphQL's own. */
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  /** The context of one subscription on this socket. */
  context(connection: LiveConnection, request: http.IncomingMessage): object;
  formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError;
}

/** Answers an upgrade request that is refused, and closes its connection. */
function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
}

/** The origin the upgrade request was sent to (the development default of the cross-site check). */
function ownOrigin(req: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim() : "";
  const protocol = forwarded || ((req.socket as TLSSocket).encrypted ? "https" : "http");
  return `${protocol}://${req.headers.host}`;
}

/**
 * GraphQL subscriptions over the graphql-ws protocol at /graphql, on the app's own HTTP server.
 * The upgrade is refused (403) from an origin the store does not trust (a page elsewhere cannot
 * read a shopper's orders with the shopper's cookie), and (429) past the connection limits; the
 * session cookie is read once, at the upgrade. Only subscriptions are served here: queries and
 * mutations stay on HTTP with their throttles and checks. A malformed message closes its own
 * socket (4400), never another.
 */
export function startLiveServer(options: LiveServerOptions): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_LIMITS.maxMessageBytes });
  const openPerKey = new Map<string, number>();
  const rules = [...specifiedRules, ...options.validationRules];

  const graphqlWs = makeServer<Record<string, unknown> | undefined, { socket: WebSocket; request: http.IncomingMessage; connection: LiveConnection }>({
    schema: options.schema,
    connectionInitWaitTimeout: 5_000,
    onSubscribe(ctx, _id, payload) {
      if (Object.keys(ctx.subscriptions).length > LIVE_LIMITS.subscriptionsPerConnection) {
        return [new GraphQLError(`At most ${LIVE_LIMITS.subscriptionsPerConnection} subscriptions per connection: end one first.`, { extensions: { code: "TOO_MANY_REQUESTS" } })];
      }
      let document: DocumentNode;
      try {
        document = parse(payload.query, { maxTokens: options.maxTokens });
      } catch (error) {
        return [error instanceof GraphQLError ? error : new GraphQLError("The query could not be read")];
      }
      const operation = getOperationAST(document, payload.operationName);
      if (!operation) return [new GraphQLError("Unable to identify operation", { extensions: { code: "BAD_REQUEST" } })];
      if (operation.operation !== "subscription") {
        return [new GraphQLError("Only subscriptions are served over WebSocket: send queries and mutations over HTTP POST", { extensions: { code: "BAD_REQUEST" } })];
      }
      const errors = validate(options.schema, document, rules);
      if (errors.length > 0) return errors;
      return {
        schema: options.schema,
        document,
        operationName: payload.operationName,
        variableValues: payload.variables,
        contextValue: options.context(ctx.extra.connection, ctx.extra.request),
      };
    },
    onNext(_ctx, _id, _payload, _args, result) {
      if (!result.errors) return undefined;
      return { ...result, errors: result.errors.map((error) => options.formatError(error.toJSON(), error)) };
    },
    onError(_ctx, _id, _payload, errors) {
      return errors.map((error) => options.formatError(error.toJSON(), error));
    },
  });

  const onUpgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    if (new URL(req.url ?? "/", "http://localhost").pathname !== LIVE_PATH) return refuse(socket, 404, "Not Found");
    const origin = req.headers.origin;
    if (origin && !originTrusted(origin, () => ownOrigin(req, options.trustProxy), options.origins)) {
      logger.warn({ origin }, "a WebSocket from an origin the store does not trust was refused");
      return refuse(socket, 403, "Forbidden");
    }
    const request = req as http.IncomingMessage & { session?: { id: string; accounts?: object }; sessionID?: string };
    options.sessions(request as never, {} as never, (failure?: unknown) => {
      if (failure) return refuse(socket, 500, "Internal Server Error");
      options
        .viewerOf(request.session)
        .then((viewer) => {
          const signedIn = Boolean(viewer.user || viewer.seller || viewer.admin);
          const key = signedIn ? `session:${request.sessionID}` : `address:${req.socket.remoteAddress}`;
          const open = openPerKey.get(key) ?? 0;
          if (open >= (signedIn ? LIVE_LIMITS.connectionsPerSession : LIVE_LIMITS.connectionsPerGuestAddress)) return refuse(socket, 429, "Too Many Requests");
          openPerKey.set(key, open + 1);
          wss.handleUpgrade(req, socket, head, (ws) => accept(ws, req, { sid: signedIn ? request.sessionID : undefined, viewer }, key));
        })
        .catch((error) => {
          logger.error({ err: error }, "reading a WebSocket's session failed");
          refuse(socket, 500, "Internal Server Error");
        });
    });
  };

  const accept = (ws: WebSocket, request: http.IncomingMessage, who: { sid?: string; viewer: Viewer }, key: string) => {
    const connection: LiveConnection = {
      sid: who.sid,
      viewer: who.viewer,
      close: (code, reason) => ws.close(code, reason),
    };
    options.live.opened(connection);
    // A broken frame, an oversized message: ws closes this socket (1002, 1009); nothing else is touched.
    ws.on("error", (error) => logger.info({ err: error.message }, "a WebSocket was closed for a protocol error"));
    let answered = true;
    const ping = setInterval(() => {
      if (!answered) return ws.terminate();
      answered = false;
      ws.ping();
    }, LIVE_LIMITS.pingEveryMs);
    ws.on("pong", () => (answered = true));
    const closed = graphqlWs.opened(
      {
        protocol: ws.protocol,
        send: (data) =>
          new Promise<void>((resolve) => {
            if (ws.readyState !== ws.OPEN) return resolve();
            ws.send(data, () => resolve());
          }),
        close: (code, reason) => ws.close(code, reason),
        onMessage: (handle) =>
          ws.on("message", (data, isBinary) => {
            if (isBinary) return ws.close(CloseCode.BadRequest, "Invalid message received");
            handle(String(data)).catch((error) => {
              logger.error({ err: error }, "a WebSocket message could not be handled");
              ws.close(CloseCode.InternalServerError, "Internal server error");
            });
          }),
      },
      { socket: ws, request, connection },
    );
    ws.once("close", (code, reason) => {
      clearInterval(ping);
      options.live.closed(connection);
      const left = (openPerKey.get(key) ?? 1) - 1;
      if (left > 0) openPerKey.set(key, left);
      else openPerKey.delete(key);
      void closed(code, String(reason));
    });
  };

  options.server.on("upgrade", onUpgrade);
  return {
    async close() {
      options.server.off("upgrade", onUpgrade);
      for (const client of wss.clients) client.close(1001, "Going away");
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      for (const client of wss.clients) client.terminate();
    },
  };
}
