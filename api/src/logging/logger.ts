import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import pino from "pino";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augmenting Express's own global namespace
  namespace Express {
    interface Request {
      /** This request's id: the caller's `X-Request-Id` when it is sane, else a fresh UUID. */
      id: string;
    }
  }
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * What never reaches a log line, wherever it hides in a logged object: passwords, reset tokens,
 * cookies, credentials and card details. (Request lines carry none of them: see requestLogging.)
 */
const REDACT = ["password", "newPassword", "token", "resetToken", "cookie", "authorization", "cvc", "card", "cardNumber"].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/**
 * The process's one logger: JSON lines on stdout (one object a line, what a log shipper reads),
 * at `LOG_LEVEL` (info by default). Never pretty-printed: that is a job for the reader
 * (`npm start | npx pino-pretty`), not for the server's hot path. Written asynchronously: lines
 * logged while a write is under way go out together in the next one, not a system call each on
 * the request's path, and lines are gathered up to 4 KB or a quarter of a second; pino flushes
 * what is left synchronously when the process exits, an uncaught exception's exit included.
 */
const lineFormat: pino.LoggerOptions = {
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
};
// Lines gather up to 4 KB (or a quarter second) before they are written: one system call for many
// request lines rather than one each, which cost a busy store more than any line's formatting.
const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
export const logger = pino(
  {
    ...lineFormat,
    level: process.env.LOG_LEVEL && (LOG_LEVELS as readonly string[]).includes(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : "info",
    redact: { paths: REDACT, censor: "[redacted]" },
  },
  stdout,
);
// Printable ASCII but the quote and the backslash: written between quotes as it is.
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const quoted = (text: string) => (PLAIN_TEXT.test(text) ? `"${text}"` : JSON.stringify(text));

/**
 * A request line, the line pino writes for it (the same keys, order and JSON: level, time, pid,
 * then the fields, then msg), composed directly: the fields requestLogging writes are known and
 * none of them secret, so there is neither an object to walk nor a redaction pass per request.
 * `logger`'s level decides whether it is written; it goes to the same destination, in turn.
 */
function writeRequestLine(reqId: string, method: string, path: string, status: number, ms: number, operation: string | undefined): void {
  const op = operation ? `,"operation":${quoted(operation)}` : "";
  stdout.write(`{"level":"info","time":"${new Date().toISOString()}","pid":${process.pid},"reqId":${quoted(reqId)},"method":${quoted(method)},"path":${quoted(path)},"status":${status},"ms":${ms}${op},"msg":"request"}\n`);
}

/**
 * A line of plain text for the person at the terminal (the start-up banner), written to the log's
 * own destination after every line logged before it. Through process.stdout it could overtake
 * lines still gathered here: pino's flush may call back when a write already under way ends while
 * later lines wait below the 4 KB mark, and a banner printed then came before the seed's lines
 * (a start test failed on it under load). It goes out with the next write, at most a quarter of a
 * second later, or at once after `logger.flush()`.
 */
export function writePlainLine(text: string): void {
  stdout.write(`${text}\n`);
}

export const REQUEST_ID_HEADER = "X-Request-Id";
// Short and printable: an id a proxy or a client made, never a way to write into our logs.
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;
// Path segments that are capabilities: a reset token, a payment page's session id.
const SECRET_SEGMENT = /(reset-password\/|^\/pay\/)[^/?]+/;

/** The path of a request as it is safe to log: no query string, no secret segment. */
export function loggablePath(url: string): string {
  const query = url.indexOf("?");
  return (query === -1 ? url : url.slice(0, query)).replace(SECRET_SEGMENT, "$1[redacted]");
}

/**
 * Gives each request its id (echoed in the `X-Request-Id` answer header) and writes one line when
 * it is answered: method, path, status, duration, and the GraphQL operation when there is one.
 */
export function requestLogging(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get(REQUEST_ID_HEADER);
  req.id = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, req.id);
  const start = process.hrtime.bigint();
  res.once("finish", () => {
    if (!logger.isLevelEnabled("info")) return;
    const ms = Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;
    const operation: string | undefined = res.locals.graphqlOperation;
    writeRequestLine(req.id, req.method, loggablePath(req.originalUrl), res.statusCode, ms, operation);
  });
  next();
}

/** Logs a failure met while answering a request, with that request's id, method and path. */
export function logRequestError(req: Request, error: unknown, message = "request failed"): void {
  logger.error({ reqId: req.id, method: req.method, path: loggablePath(req.originalUrl), err: error }, message);
}

/**
 * What the process does with a failure no code waited for. An unhandled promise rejection is a
 * bug in one path (a background job, a forgotten await), not a broken process: it is logged with
 * its reason and stack, counted, and the store keeps serving. An uncaught exception may have left
 * anything half done, so it is logged and the process exits 1 for its supervisor to restart it
 * (the money paths are crash-safe: see the README).
 */
export function handleProcessFailures(onRejection: () => void = () => {}): void {
  process.on("unhandledRejection", (reason, promise) => {
    onRejection();
    const err = reason instanceof Error ? reason : new Error(`a promise was rejected with a non-error: ${String(reason)}`);
    logger.error({ err, promise: String(promise) }, "unhandled promise rejection (the store keeps serving)");
  });
  process.on("uncaughtException", (error, origin) => {
    logger.fatal({ err: error, origin }, "uncaught exception: exiting");
    process.exit(1);
  });
}
