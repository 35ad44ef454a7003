import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginDrainHttpServer } from "@apollo/server/plugin/drainHttpServer";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import compression from "compression";
import express from "express";
import type { GraphQLSchema } from "graphql";
import type { DataSource } from "typeorm";
import { DEFAULT_WORKER_INTERVAL_MS } from "./config";
import { compiledQueries } from "./compiled-queries";
import { createLoaders, type AppConfig, type Context } from "./context";
import { formatError, logInternalErrors, refuseSubscriptionsOverHttp } from "./graphql-errors";
import { GRAPHQL_LIMITS, graphqlLimits } from "./graphql-limits";
import { corsForTrustedOrigins, originGuard } from "./http/csrf";
import { graphiqlPolicy, securityHeaders } from "./http/security";
import { inputGuard, jsonBody } from "./http/input-guard";
import { appServer } from "./http/app-server";
import { leanGraphql } from "./http/lean-graphql";
import { knownDocuments, type KnownDocuments } from "./known-documents";
import { imagesRoutes } from "./images/images.routes";
import { logger, logRequestError, requestLogging } from "./logging/logger";
import { graphqlOperationLabel, httpMetrics, labelGraphqlOperation, leanAnswers, metricsHandler, watchLive, watchPool } from "./metrics/metrics";
import { healthRoutes, metricsAccess } from "./ops/health";
import { IdleCollection } from "./ops/idle-collection";
import { payPageRoutes } from "./payments/pay-page.routes";
import { restRouter } from "./rest/router";
import { appSchema } from "./schema";
import { createServices, type Services } from "./services";
import { DatabaseSessionStore } from "./sessions/session-store";
import { loadViewer, sessionMiddleware, viewerOfSession } from "./sessions/session";
import { inProcessGraphql, type InProcessOperation } from "./graphql-in-process";
import { publicOrigin } from "./common/public-origin";
import { LiveBus } from "./live/live-bus";
import { embeddedInstance } from "./db/pglite-pool";
import { LiveService } from "./live/live.service";
import { startLiveServer } from "./live/live-server";
import { webAppRoutes } from "./web/web-app.routes";

export interface App {
  server: http.Server;
  services: Services;
  /** Resolves once the round of background work under way, if any, is done (the first starts with the app). */
  backgroundWork(): Promise<void>;
  /** Stops taking requests and waits for those under way; the database stays open. */
  close(): Promise<void>;
}

const SESSION_PRUNE_EVERY = 15 * 60 * 1000;
const KEEP_ALIVE = 65_000;
/** How long requests under way may take to finish at shutdown before their connections are cut. */
const SHUTDOWN_GRACE = 3000;

/**
 * The web app's queries, validated and compiled once per schema, so once per process (`appSchema`
 * builds one): a process that makes several apps (each group of test files makes dozens) does not
 * compile them again for each, which was about 190 ms of CPU, most of an app's making.
 */
const knownBySchema = new WeakMap<GraphQLSchema, KnownDocuments>();
function knownDocumentsOf(schema: GraphQLSchema): KnownDocuments {
  let known = knownBySchema.get(schema);
  if (!known) {
    known = knownDocuments(schema, {
      validationRules: [graphqlLimits],
      maxTokens: GRAPHQL_LIMITS.maxTokens,
      onRefused: (name, reason) => logger.warn({ operation: name, reason }, "a known document is left to Apollo"),
    });
    knownBySchema.set(schema, known);
  }
  return known;
}

/** Wires one store process: web app, /graphql, /api/v1, /images, all on one HTTP server. */
export async function createApp(config: AppConfig, db: DataSource): Promise<App> {
  const base = createServices(db, config);
  const app = express();
  // Its request handler comes once the app is wired: the lean GraphQL path first, then Express.
  // Requests and responses are made with the app's prototypes (see http/app-server.ts).
  const server = appServer(app);
  // Idle keep-alive connections stay open longer than clients' and load balancers' own idle
  // timeouts (Node's default of 5 s races them: a client may reuse a connection as it closes).
  server.keepAliveTimeout = KEEP_ALIVE;
  server.headersTimeout = KEEP_ALIVE + 1000;
  app.disable("x-powered-by");
  // API answers are no-store (nothing revalidates them) and static files carry their own: no hash of every body.
  app.set("etag", false);
  // X-Forwarded-For names the client only behind a proxy that sets it (TRUST_PROXY); off by default.
  const trustProxy = config.trustProxy ?? 0;
  if (trustProxy > 0) app.set("trust proxy", trustProxy);

  const store = new DatabaseSessionStore(db);
  // One listening connection per process carries the database's change events to the subscriptions.
  const bus = await LiveBus.start(db, () => embeddedInstance(db));
  const viewerOfSid = (sid: string | undefined) =>
    sid ? new Promise<Parameters<typeof viewerOfSession>[2]>((resolve, reject) => store.get(sid, (error, data) => (error ? reject(error) : resolve(data)))).then((data) => viewerOfSession(base.accounts, store, data)) : Promise.resolve({});
  const services: Services = { ...base, live: new LiveService(bus, { ...base, viewerOfSession: viewerOfSid }) };
  const sessions = sessionMiddleware({ store, secret: config.sessionSecret, secure: config.cookieSecure, trustProxy: trustProxy > 0 });
  const viewer = loadViewer(services.accounts, store);
  const prune = () => Promise.all([store.prune(), services.throttle.prune()]).catch((error) => logger.error({ err: error }, "pruning sessions and sign-in tries failed"));
  const pruner = setInterval(prune, SESSION_PRUNE_EVERY);
  pruner.unref();

  // Background work, safe on every replica: paid payments the store has not acted on are finished,
  // expired checkouts are closed at their provider (their stock goes back unless they were paid),
  // and owed refunds are retried until the provider confirms them. A tick never overlaps the last,
  // and closing waits for the one under way (its statements would otherwise meet a closed pool).
  let working: Promise<void> | undefined;
  const work = () =>
    (working ??= (async () => {
      try {
        for (const [name, job] of [
          ["recovering paid payments", () => services.checkout.recoverPaid()],
          ["releasing expired checkouts", () => services.checkout.releaseExpired()],
          ["retrying refunds", () => services.refunds.processDue()],
          ["sending owed mail", () => services.mail.processDue()],
        ] as const) {
          await job().catch((error) => logger.error({ err: error, job: name }, `${name} failed`));
        }
      } finally {
        working = undefined;
      }
    })());
  const worker = setInterval(() => void work(), config.workerIntervalMs ?? DEFAULT_WORKER_INTERVAL_MS);
  worker.unref();
  void work();
  // The demo catalog's pictures are drawn once the store is open, not before (each is also drawn
  // on its first request if that comes sooner).
  void services.images.drawPending((line) => logger.info(`seed: ${line}`));

  // First, so every request has its id, is counted, timed and logged, and carries the security
  // headers, whatever answers it.
  const edge = [requestLogging, httpMetrics, securityHeaders({ webDist: config.webDist, https: config.cookieSecure })];
  app.use(edge);
  app.use(healthRoutes(db));
  app.get("/metrics", metricsAccess({ token: config.metricsToken, production: config.production }), metricsHandler);
  watchPool((db.driver as { master?: unknown }).master);
  watchLive(() => ({ connections: services.live.openConnections, subscriptions: services.live.subscriptions }));
  app.use(inputGuard);

  // State changes only from the store's own pages and the trusted origins (CORS_ORIGINS).
  const corsOrigins = config.corsOrigins ?? [];
  const sameOrigin = originGuard({ publicUrl: config.publicUrl, corsOrigins });
  const cors = corsForTrustedOrigins(corsOrigins);

  app.use("/images", imagesRoutes(services.images));
  app.use("/pay", sameOrigin, payPageRoutes(services.payments.local, services.checkout, services.addresses));

  const graphqlIde = config.graphqlIde ?? !config.production;
  const schema = await appSchema();
  const makeContext = (req: express.Request, res: express.Response, viewer: Context["viewer"]): Context => ({ req, res, viewer, services, loaders: createLoaders(services, viewer), config });
  // Subscriptions (graphql-ws) on the same server and path; see live/live-server.ts.
  const liveServer = startLiveServer({
    server,
    schema,
    live: services.live,
    sessions,
    viewerOf: (session) => viewerOfSession(services.accounts, store, session as never),
    origins: { publicUrl: config.publicUrl, corsOrigins: config.corsOrigins ?? [] },
    trustProxy: trustProxy > 0,
    validationRules: [graphqlLimits],
    maxTokens: GRAPHQL_LIMITS.maxTokens,
    context(connection, request) {
      const context = makeContext(request as express.Request, undefined as unknown as express.Response, connection.viewer);
      // The viewer is the socket's, as read again before each event (live.service.ts).
      Object.defineProperty(context, "viewer", { get: () => connection.viewer, enumerable: true });
      context.live = { connection, refresh: (ctx) => (ctx.loaders = createLoaders(services, connection.viewer)) };
      return context;
    },
    formatError,
  });
  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    // Depth, alias and cost limits, checked once per distinct document before it runs; one
    // operation per request (no JSON arrays); GraphiQL's schema query only where the IDE is on.
    validationRules: [graphqlLimits],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    introspection: graphqlIde,
    // "Did you mean ..." names fields a client was not told about: none in production or with the IDE off.
    hideSchemaDetailsFromClientErrors: config.production || !graphqlIde,
    includeStacktraceInErrorResponses: false,
    // main.ts owns the signals: it closes the HTTP server, then the database, in that order.
    stopOnTerminationSignals: false,
    // Compact JSON: Apollo pretty-prints by default, which costs time and bytes on every answer.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      // Queries the store sees again and again run compiled (graphql-jit), after Apollo's own
      // parsing, validation and limits; everything else, and every error, on graphql-js.
      compiledQueries<Context>(schema, { skip: (context) => context.res?.locals.compiledRunFailed === true }),
      graphqlOperationLabel,
      refuseSubscriptionsOverHttp,
      logInternalErrors,
      ApolloServerPluginLandingPageDisabled(),
      // The cache-control plugin wraps every field's resolver to collect hints the schema never gives.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: SHUTDOWN_GRACE }),
      // The sockets go first at shutdown (the drain plugin of Apollo's subscriptions guide).
      { async serverWillStart() { return { async drainServer() { await liveServer.close(); } }; } },
    ],
  });
  await apollo.start();

  // A browser opening /graphql gets GraphiQL from our own bundle; everything else is the API.
  const graphiql = path.join(config.webDist, "graphiql.html");
  const graphiqlBuilt = graphqlIde && fs.existsSync(graphiql);
  app.get("/graphql", (req, res, next) => {
    if (!graphiqlBuilt || req.accepts(["application/json", "text/html"]) !== "text/html" || req.query.query) return next();
    graphiqlPolicy(res);
    res.set("Cache-Control", "no-cache").sendFile(graphiql);
  });
  // The API's JSON answers, brotli or gzip as the client asks; small ones go as they are. Only
  // answers are touched: the Stripe webhook still reads its request's raw bytes.
  const compressAnswers = compression({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // A client that asks for no encoding gets none: no wrapping of its answer's writes at all.
  const compressJson: express.RequestHandler = (req, res, next) => (req.headers["accept-encoding"] ? compressAnswers(req, res, next) : next());
  // API answers depend on who asks (the session): no cache may store them. A route that is the
  // same for everyone (the OpenAPI document) sets its own.
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  };
  // What /graphql runs before Apollo, through Express and the lean path alike.
  const graphqlChain = [noStore, cors, sameOrigin, compressJson, jsonBody, sessions, viewer];
  const apolloHandler = expressMiddleware(apollo, { context: async ({ req, res }) => makeContext(req, res, req.viewer) });
  app.use("/graphql", ...graphqlChain, apolloHandler);

  app.use("/api/v1", noStore, cors, sameOrigin, compressJson, sessions, viewer, restRouter(services, config));

  // The web app's own queries, known at build time, validated and compiled once per process: answered
  // before Express on the lean path (below), and for the pages the server renders.
  const known = knownDocumentsOf(schema);
  // The shop's pages are rendered here, their queries answered by the schema in this process.
  const runGraphql = inProcessGraphql(schema, known);
  app.use(
    webAppRoutes(config.webDist, {
      serverRender: {
        entry: path.join(`${config.webDist}-server`, "entry-server.mjs"),
        origin: (req) => publicOrigin(req, config.publicUrl),
        prepare: [sessions, viewer],
        execute: (req, res) => {
          const context = makeContext(req, res, req.viewer);
          return (operation) => runGraphql(context, operation as InProcessOperation);
        },
      },
      searchEngines: { origin: (req) => publicOrigin(req, config.publicUrl), sitemap: () => services.catalog.sitemapEntries() },
    }),
  );

  app.use((_req: express.Request, res: express.Response) => {
    res.status(404).type("text/plain").send("Not found");
  });
  const answerFailure: express.ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).type("text/plain").send(status === 404 ? "Not found" : "Bad request");
      return;
    }
    logRequestError(req, error);
    res.status(500).type("text/plain").send("Internal server error");
  };
  app.use(answerFailure);

  // The known queries answered before Express by the same middleware and context without
  // Express's router or Apollo's pipeline; every other request goes to Express as it is (see
  // http/lean-graphql.ts).
  const lean = leanGraphql({
    app,
    edge: [...edge, inputGuard],
    graphql: graphqlChain,
    apollo: apolloHandler,
    known,
    execute: (document, req, res, variables) => document.compiled!.query(undefined, makeContext(req, res, req.viewer), variables),
    label: labelGraphqlOperation,
    fail: answerFailure,
    outcome: (outcome) => leanAnswers.inc({ outcome }),
  });
  // The old generation is collected while the store is idle (ops/idle-collection.ts).
  const idleCollection = new IdleCollection();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    idleCollection.requestStarted();
    if (!lean(req, res)) app(req, res);
  });

  return {
    server,
    services,
    async backgroundWork() {
      await working;
    },
    async close() {
      clearInterval(pruner);
      clearInterval(worker);
      await working;
      idleCollection.stop();
      await services.images.stop();
      // A send under way finishes (or fails and stays owed) before the mail connection goes.
      await services.mail.idle();
      services.mailer.close();
      // Idle keep-alive connections (browsers hold them open) would otherwise keep close() waiting.
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE);
      try {
        await apollo.stop();
        if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      } finally {
        clearTimeout(cut);
        services.live.close();
        await bus.close();
      }
    },
  };
}
