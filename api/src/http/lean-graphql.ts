import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from "express";
import type { ExecutionResult } from "graphql";
import type { GraphqlBody, KnownDocument, KnownDocuments } from "../known-documents";

/** Requests the lean path took and how they ended: `compiled` (answered by it), `apollo` (another document, handed to Apollo), `retried` (a known query that ended with errors, answered again by Apollo). */
export type LeanOutcome = "compiled" | "apollo" | "retried";

export interface LeanGraphqlOptions {
  /** The Express app whose request and response methods the shared middleware use. */
  app: Express;
  /** What every request passes first (request id and log line, metrics, security headers, input guard), as the app mounts them. */
  edge: readonly RequestHandler[];
  /** What the app mounts on `/graphql` before Apollo (no-store, CORS, origin check, compression, body, session, viewer). */
  graphql: readonly RequestHandler[];
  /** Apollo's handler, which answers every document the lean path does not. */
  apollo: RequestHandler;
  known: KnownDocuments;
  /** Runs a known query for this request (its context made as Apollo's would be). */
  execute(known: KnownDocument, req: Request, res: Response, variables: Record<string, unknown>): Promise<ExecutionResult> | ExecutionResult;
  /** Names the request's operation for its log line and metrics (the same function Apollo's plugin calls). */
  label(res: Response, operationName: string | null | undefined): void;
  /** The app's last error handler. */
  fail: ErrorRequestHandler;
  outcome?(outcome: LeanOutcome): void;
}

const JSON_TYPE = "application/json; charset=utf-8";
const JSON_MEDIA = /^application\/json\s*(?:;|$)/i;

/** The requests the lean path takes: a POST of JSON to exactly /graphql (with or without a query string). */
export function isLeanCandidate(req: IncomingMessage): boolean {
  if (req.method !== "POST") return false;
  const url = req.url ?? "";
  if (url !== "/graphql" && !url.startsWith("/graphql?")) return false;
  return JSON_MEDIA.test(req.headers["content-type"] ?? "");
}

/**
 * A `node:http` request handler that runs before Express and answers the web app's known queries
 * (see known-documents.ts) with their compiled documents, without Express's router or Apollo's
 * request pipeline. It takes only a POST of JSON to /graphql (a content type Apollo's CSRF
 * prevention lets through: every other request, and so every CSRF refusal, stays Apollo's) and
 * returns false for anything else, which the caller hands to Express unchanged.
 *
 * A taken request passes, in the app's order, through the very middleware the app mounts for
 * /graphql: the edge (request id, log line, metrics, security headers, input guard), then
 * no-store, CORS, the origin check, compression, the JSON body (limit and errors), the session
 * (read only with a cookie) and the viewer. Then, for a known query, its compiled document runs
 * with the context Apollo's would have; a clean answer is written as Apollo writes it (same
 * status, headers and JSON). Everything else goes on to Apollo's own handler, as through Express:
 * another document, a mutation, a subscription, and a known query whose compiled run ended with
 * any error (Apollo runs it again and formats, logs and gives the status of its errors exactly as
 * for any request; a query reads, so reading twice changes nothing).
 */
export function leanGraphql(options: LeanGraphqlOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { app, edge, graphql, apollo, known, execute, label, fail } = options;
  const counted = options.outcome ?? (() => {});

  const answer = (req: Request, res: Response, next: NextFunction) => {
    const body = req.body as GraphqlBody | undefined;
    const document = body && typeof body === "object" ? known.queryOf(body) : undefined;
    if (!document) {
      counted("apollo");
      return apollo(req, res, next);
    }
    label(res, document.name);
    const retry = () => {
      counted("retried");
      // Apollo's compiled-queries plugin need not try the compiled document a second time.
      res.locals.compiledRunFailed = true;
      // A persisted query sent by its hash alone: Apollo is given the text too, so it need not know the hash.
      if (body!.query == null) body!.query = document.text;
      return apollo(req, res, next);
    };
    const write = (result: ExecutionResult) => {
      if (result.errors?.length || result.data == null) return retry();
      counted("compiled");
      const json = document.compiled!.stringify({ data: result.data });
      res.statusCode = 200;
      res.setHeader("Content-Type", JSON_TYPE);
      res.setHeader("Content-Length", Buffer.byteLength(json));
      res.end(json);
    };
    let result;
    try {
      result = execute(document, req, res, (body!.variables as Record<string, unknown> | null | undefined) ?? {});
    } catch {
      return retry();
    }
    if (result instanceof Promise) return result.then(write, retry);
    return write(result);
  };

  const steps: readonly RequestHandler[] = [...edge, mountGraphql, ...graphql, answer];

  return (incoming, outgoing) => {
    if (!isLeanCandidate(incoming)) return false;
    // What Express's app.handle does for every request: the app's request and response methods
    // (already theirs on the app's own server, made by appServer: see app-server.ts).
    const req = incoming as Request;
    const res = outgoing as Response;
    (req as { res?: Response }).res = res;
    (res as { req?: Request }).req = req;
    if (Object.getPrototypeOf(req) !== app.request) Object.setPrototypeOf(req, app.request);
    if (Object.getPrototypeOf(res) !== app.response) Object.setPrototypeOf(res, app.response);
    if (!res.locals) res.locals = Object.create(null);
    req.originalUrl = req.url;
    req.baseUrl = "";
    let index = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error) return fail(error, req, res, () => {});
      const step = steps[index++];
      try {
        const done = step(req, res, next) as unknown;
        if (done instanceof Promise) done.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    next();
    return true;
  };
}

/** As Express's router does for `app.use("/graphql", ...)`: the mount path moves from the URL to baseUrl. */
const mountGraphql: RequestHandler = (req, _res, next) => {
  req.baseUrl = "/graphql";
  req.url = "/" + req.url.slice("/graphql".length).replace(/^\//, "");
  next();
};
