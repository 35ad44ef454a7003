import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { ApolloServerPlugin } from "@apollo/server";
import { unwrapResolverError } from "@apollo/server/errors";
import type { Request } from "express";
import { AppError } from "./common/errors";
import { logRequestError } from "./logging/logger";

/** The HTTP status Apollo gives one of its own request errors (e.g. 400 for a persisted query whose hash does not match). */
function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { extensions?: { http?: { status?: unknown } } })?.extensions?.http?.status;
  return typeof status === "number" ? status : undefined;
}

/** A mistake in the request itself (Apollo answers it 4xx without a code): the client's, not ours. */
export function isClientMistake(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * This server answers queries and mutations over HTTP; a subscription operation sent here is the
 * client's mistake (400 BAD_REQUEST), not an internal error.
 */
export const refuseSubscriptionsOverHttp: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation === "subscription") {
          throw new GraphQLError("Subscriptions are not served over HTTP POST: use a query or a mutation", { extensions: { code: "BAD_REQUEST", http: { status: 400 } } });
        }
      },
    };
  },
};

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
  if (isClientMistake(error)) return { message: formatted.message, locations: formatted.locations, extensions: { code: "BAD_REQUEST" } };
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
          if (isClientMistake(error)) continue;
          logRequestError(contextValue.req, original, "GraphQL request failed");
        }
      },
    };
  },
};
