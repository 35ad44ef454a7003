import { execute, print, specifiedRules, validate, type DocumentNode, type FormattedExecutionResult, type GraphQLError, type GraphQLSchema } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { AppError } from "./common/errors";
import type { Context } from "./context";
import { formatError } from "./graphql-errors";
import { graphqlLimits } from "./graphql-limits";
import type { KnownDocuments } from "./known-documents";
import { logRequestError } from "./logging/logger";
import { compiledAnswers } from "./metrics/metrics";

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
 *
 * A known document (one of the web app's, validated at start: known-documents.ts) runs compiled,
 * as on the lean path; a compiled run that ends with any error is run again by graphql-js, which
 * alone formats and logs errors (`store_graphql_compiled_total{outcome="page"|"page_retried"}`).
 */
export function inProcessGraphql(schema: GraphQLSchema, known?: KnownDocuments) {
  const verdicts = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const texts = new WeakMap<DocumentNode, string>();
  const format = (context: Context, errors: readonly GraphQLError[]) =>
    errors.map((error) => {
      const original = unwrapResolverError(error);
      const formatted = formatError(error.toJSON(), error);
      if (!(original instanceof AppError) && formatted.extensions?.code === "INTERNAL_SERVER_ERROR") logRequestError(context.req, original, "GraphQL query of a server-rendered page failed");
      return formatted;
    });
  return async (context: Context, { query, variables, operationName }: InProcessOperation): Promise<FormattedExecutionResult> => {
    if (known) {
      let text = texts.get(query);
      if (text === undefined) texts.set(query, (text = print(query)));
      const document = known.queryOf({ query: text, operationName, variables });
      const compiled = document && known.forObjects(document);
      if (compiled) {
        let result;
        try {
          result = await compiled.query(undefined, context, variables ?? {});
        } catch {
          result = undefined;
        }
        if (result && !result.errors?.length && result.data != null) {
          compiledAnswers.inc({ outcome: "page" });
          return { data: result.data };
        }
        compiledAnswers.inc({ outcome: "page_retried" });
      }
    }
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
