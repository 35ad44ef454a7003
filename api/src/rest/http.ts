import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import { assertRole } from "../accounts/auth-checker";
import type { AccountOf, Role } from "../accounts/roles";
import { AppError } from "../common/errors";
import { logRequestError } from "../logging/logger";
import { viewerOf } from "../sessions/session";

/** Wraps an async handler so a thrown error reaches the error handler. */
export const handle =
  (run: (req: Request, res: Response) => Promise<unknown>): RequestHandler =>
  (req, res, next: NextFunction) => {
    run(req, res).catch(next);
  };

/** The signed-in account of a role, or the same 401/403 the GraphQL authChecker gives. */
export function requireRole<R extends Role>(req: Request, role: R): AccountOf[R] {
  assertRole(req.viewer, [role]);
  return viewerOf(req, role) as AccountOf[R];
}

/** A refusal as the legacy paths answer it: the text under `message` and `error` (the old client reads either, screen by screen). */
export const refusal = (message: string, fields?: Record<string, string>) => ({ success: false as const, message, error: message, ...(fields ? { errors: fields } : {}) });

/** A store error as the legacy paths answer it. */
export const errorJson = (error: AppError) => refusal(error.message, error.fields);

/** Where the legacy paths' errors take their shape: `{ success: false, message, error }`. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof AppError) {
    res.status(error.status).json(errorJson(error));
    return;
  }
  const bodyError = error as { type?: string; status?: number };
  if (bodyError.type === "entity.parse.failed") {
    res.status(400).json(refusal("The request body is not valid JSON"));
    return;
  }
  if (bodyError.type === "entity.too.large") {
    res.status(413).json(refusal("The request body is too large"));
    return;
  }
  logRequestError(req, error);
  res.status(500).json(refusal("Internal server error"));
};
