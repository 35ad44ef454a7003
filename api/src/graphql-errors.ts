import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { AppError } from "./common/errors";

/**
 * Store rules' failures keep their message and get `extensions.code` (and per-field messages);
 * GraphQL's own errors (syntax, validation, bad variables) pass as they are; anything else is a
 * bug, logged here and shown to the client only as "Internal server error".
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== "INTERNAL_SERVER_ERROR") return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  console.error(original);
  return { message: "Internal server error", locations: formatted.locations, path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}
