import type { GraphQLFormattedError } from "graphql";
import type { ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import type { Request } from "express";
import { AppError } from "./common/errors";
import { logRequestError } from "./logging/logger";

/**
 * Store rules' failures keep their message and get `extensions.code` (and per-field messages);
 * GraphQL's own errors (syntax, validation, bad variables) pass as they are; anything else is a
 * bug, shown to the client only as "Internal server error" (and logged by logInternalErrors).
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
  return { message: "Internal server error", locations: formatted.locations, path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}

/** Logs the errors of a GraphQL request that are bugs (not a store rule's refusal nor a bad request), with the request's id. */
export const logInternalErrors: ApolloServerPlugin<{ req: Request }> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          const original = unwrapResolverError(error);
          if (original instanceof AppError) continue;
          const code = error.extensions?.code;
          if (code && code !== "INTERNAL_SERVER_ERROR") continue;
          logRequestError(contextValue.req, original, "GraphQL request failed");
        }
      },
    };
  },
};
