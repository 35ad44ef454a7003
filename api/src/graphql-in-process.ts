import { execute, specifiedRules, validate, type DocumentNode, type FormattedExecutionResult, type GraphQLError, type GraphQLSchema } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { AppError } from "./common/errors";
import type { Context } from "./context";
import { formatError } from "./graphql-errors";
import { graphqlLimits } from "./graphql-limits";
import { logRequestError } from "./logging/logger";

/** One operation of the web app's, as its Apollo Client sends it (a parsed document). */
export interface InProcessOperation {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * Runs the web app's own queries against the schema in this process, for the pages the server
 * renders (web/src/entry-server.tsx): what Apollo Server would do for them over HTTP (validation
 * with the same limits, the same resolvers, the request's viewer and loaders, the same error
 * masking and logging) without a request to itself. A document is validated once: Apollo Client
 * hands over the same document object each time.
 */
export function inProcessGraphql(schema: GraphQLSchema) {
  const verdicts = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const format = (context: Context, errors: readonly GraphQLError[]) =>
    errors.map((error) => {
      const original = unwrapResolverError(error);
      const formatted = formatError(error.toJSON(), error);
      if (!(original instanceof AppError) && formatted.extensions?.code === "INTERNAL_SERVER_ERROR") logRequestError(context.req, original, "GraphQL query of a server-rendered page failed");
      return formatted;
    });
  return async (context: Context, { query, variables, operationName }: InProcessOperation): Promise<FormattedExecutionResult> => {
    let invalid = verdicts.get(query);
    if (!invalid) {
      invalid = validate(schema, query, [...specifiedRules, graphqlLimits]);
      verdicts.set(query, invalid);
    }
    if (invalid.length > 0) return { errors: format(context, invalid) };
    const result = await execute({ schema, document: query, variableValues: variables, operationName, contextValue: context });
    return result.errors ? { data: result.data, errors: format(context, result.errors) } : { data: result.data };
  };
}
