import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import { type AppError, badInput, tooLarge } from "../common/errors";
import { formFieldsGuard } from "../http/input-guard";

/** Sellers' pictures may be at most this large; the multipart parser stops reading beyond it. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A multipart form with one picture in the field `image` (the route table checks the role first). */
export const imageForm: RequestHandler[] = [
  multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 } }).single("image"),
  formFieldsGuard,
];

/** A multipart form of text fields only, as the old client sends the shopper's profile. */
export const formFields: RequestHandler[] = [multer({ limits: { fields: 20, fieldSize: 10_000, files: 0 } }).none(), formFieldsGuard];

/** Turns the multipart parser's refusals into store errors: a 413 for size, a 400 for the rest. */
export const uploadErrors: ErrorRequestHandler = (error, _req, _res, next) => next(uploadError(error) ?? error);

function uploadError(error: unknown): AppError | undefined {
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_SIZE") return tooLarge("Image must be 5 MB or smaller");
    if (error.code === "LIMIT_UNEXPECTED_FILE") return badInput("Send one picture, in the field image");
    return badInput("The form could not be read");
  }
  // busboy's own complaints about a malformed multipart body
  if (error instanceof Error && /^(Malformed|Unexpected end of form|Multipart: Boundary not found)/.test(error.message)) return badInput("The form could not be read");
  return undefined;
}
