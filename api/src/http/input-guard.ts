import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { Kind, parse, visit, type DocumentNode } from "graphql";
import { badInput } from "../common/errors";

/** The largest request body the API reads; a larger one is 413. */
export const BODY_LIMIT = "1mb";

export const MESSAGES = {
  nul: "Text must not contain NUL characters (\\u0000)",
  badPath: "The path is not validly percent-encoded",
  charset: "Only UTF-8 request bodies are supported",
  badJson: "The request body is not valid JSON",
  tooLarge: "The request body is too large",
} as const;

/**
 * Answers a refusal in the shape of the area asked: GraphQL's `{ errors }`, the legacy API's
 * `{ success: false, message, error }`, plain text for pages and pictures.
 */
export function refuse(req: Request, res: Response, status: number, message: string): void {
  const path = req.originalUrl;
  if (path.startsWith("/graphql")) {
    res.status(status).json({ errors: [{ message, extensions: { code: status === 400 ? "BAD_USER_INPUT" : status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST" } }] });
  } else if (path.startsWith("/api/")) {
    res.status(status).json({ success: false, message, error: message });
  } else {
    res.status(status).type("text/plain").send(message);
  }
}

/** Whether a parsed value (string, array or object, at any depth, keys included) holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  // Parsed JSON is bounded by the body limit; the depth bound only keeps the walk off the stack's edge.
  if (depth > 200 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  // A loop rather than Object.entries: every GraphQL body passes here, and the pairs are garbage.
  for (const key in value) {
    if (key.includes("\u0000") || holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Whether a GraphQL document has a NUL in an inline string literal (`search(text: "a\u0000")`).
 * The lexer decodes the escapes, so only a document that has an escape at all is parsed here;
 * one that does not parse is left for GraphQL to refuse with its own message.
 */
function documentHoldsNul(query: unknown): boolean {
  if (typeof query !== "string" || !query.includes("\\u")) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (node.value.includes("\u0000")) found = true;
    },
  });
  return found;
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

const graphqlDocuments = (req: Request, value: unknown): unknown[] => {
  if (!req.originalUrl.startsWith("/graphql") || value === null || typeof value !== "object") return [];
  return (Array.isArray(value) ? value : [value]).map((operation) => (operation as { query?: unknown } | null)?.query);
};

/** What the parsed input (query string or body) may not hold; the refusal's message, or undefined. */
function inputProblem(req: Request, value: unknown): string | undefined {
  if (holdsNul(value) || graphqlDocuments(req, value).some(documentHoldsNul)) return MESSAGES.nul;
}

/**
 * The edge of the store, before any route: every path segment must decode (malformed
 * percent-encoding such as `%ff` is 400, not a failure deep in a route), no path segment or
 * query-string value may hold a NUL character (PostgreSQL text cannot), and a body must be
 * UTF-8 (415 otherwise). Bodies are checked once parsed, by `jsonBody`.
 */
export const inputGuard: RequestHandler = (req, res, next) => {
  for (const segment of req.path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return refuse(req, res, 400, MESSAGES.badPath);
    }
    if (decoded.includes("\u0000")) return refuse(req, res, 400, MESSAGES.nul);
  }
  const problem = inputProblem(req, req.query);
  if (problem) return refuse(req, res, 400, problem);
  const charset = CHARSET.exec(req.headers["content-type"] ?? "")?.[1].toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") return refuse(req, res, 415, MESSAGES.charset);
  next();
};

const parseJson = express.json({ limit: BODY_LIMIT });

/** How a body parser's failures are told: the parser's status with the area's shape and a plain message. */
function bodyFailure(req: Request, res: Response, error: { type?: string; status?: number }): void {
  const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
  const message = error.type === "entity.parse.failed" ? MESSAGES.badJson : status === 413 ? MESSAGES.tooLarge : status === 415 ? MESSAGES.charset : "The request body could not be read";
  refuse(req, res, status, message);
}

/**
 * The JSON body parser of `/graphql` and `/api/v1`, followed by the body's own checks: no NUL in
 * any string (GraphQL variables and inline literals included). Its failures (invalid JSON,
 * over the limit, an unsupported encoding) answer in the area's shape, never as a 500.
 */
export const jsonBody: RequestHandler = (req, res, next: NextFunction) => {
  // A GET or HEAD has no body to read (GraphQL's GET carries the document in the query string, checked by inputGuard).
  // Apollo reads `'body' in req` to tell a forgotten parser from an empty body, as body-parser leaves it.
  if (req.method === "GET" || req.method === "HEAD") {
    if (!("body" in req)) (req as { body?: unknown }).body = undefined;
    return next();
  }
  parseJson(req, res, (error?: unknown) => {
    if (error) return bodyFailure(req, res, error as { type?: string; status?: number });
    const problem = inputProblem(req, req.body);
    if (problem) return refuse(req, res, 400, problem);
    next();
  });
};

/**
 * After a multipart parser (the legacy product and profile forms): its text fields may not hold a
 * NUL either. The edge cannot look inside a multipart body, so each form's route runs this.
 */
export const formFieldsGuard: RequestHandler = (req, _res, next) => next(holdsNul(req.body) ? badInput(MESSAGES.nul) : undefined);
