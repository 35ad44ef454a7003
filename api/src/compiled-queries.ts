import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from "@apollo/server";
import type { GraphQLSchema } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import { compiledAnswers } from "./metrics/metrics";

/** How many distinct documents are kept compiled; a full cache forgets its oldest. */
const MAX_COMPILED = 500;
/** How many distinct documents are remembered as seen once (not yet worth compiling). */
const MAX_SEEN = 5000;

type Compiled = CompiledQuery | "not-compilable";

/**
 * Answers queries through documents compiled once by graphql-jit, instead of graphql-js walking
 * each document on every request. Apollo Server still parses (its document cache), validates
 * (with the depth, alias and cost limits), resolves the operation and runs every other plugin's
 * hooks as before; only the execution of a query is taken over, by `responseForOperation`.
 *
 * - A document is compiled the second time it is seen (keyed by Apollo's hash of its text and the
 *   operation's name), so a stream of one-off documents costs no compilation: the web app's own
 *   operations (known at build time, sent again and again) are the ones compiled.
 * - Only queries: a query that ends with any error (a store rule's refusal, a bad variable, a bug)
 *   is answered again by graphql-js, so every error is formatted, logged and given its status
 *   exactly as before; reading twice changes nothing. Mutations always run on graphql-js, as
 *   they cannot be run twice.
 * - A document graphql-jit cannot compile is remembered as such and runs on graphql-js.
 * - `skip` names requests to leave to graphql-js (the lean path's retries of a failed compiled run).
 */
export function compiledQueries<TContext extends object>(schema: GraphQLSchema, options: { skip?: (context: TContext) => boolean } = {}): ApolloServerPlugin<TContext> {
  const compiled = new Map<string, Compiled>();
  const seen = new Set<string>();

  const compiledFor = (context: GraphQLRequestContext<TContext>, key: string): CompiledQuery | undefined => {
    const known = compiled.get(key);
    if (known) return known === "not-compilable" ? undefined : known;
    if (!seen.has(key)) {
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.add(key);
      return undefined;
    }
    let result: Compiled;
    try {
      const query = compileQuery(schema, context.document!, context.operationName ?? undefined);
      result = isCompiledQuery(query) ? query : "not-compilable";
    } catch {
      result = "not-compilable";
    }
    if (compiled.size >= MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, result);
    return result === "not-compilable" ? undefined : result;
  };

  return {
    async requestDidStart() {
      return {
        async responseForOperation(context) {
          if (context.operation?.operation !== "query" || !context.document || !context.queryHash) return null;
          // A request whose compiled run already failed (the lean path's retry): graphql-js answers.
          if (options.skip?.(context.contextValue)) return null;
          const query = compiledFor(context, `${context.queryHash}:${context.operationName ?? ""}`);
          if (!query) return null;
          let result;
          try {
            result = await query.query(undefined, context.contextValue, context.request.variables ?? {});
          } catch {
            // A failure of the compiled code itself: graphql-js answers (and reports) instead.
            result = undefined;
          }
          if (!result || result.errors?.length || result.data == null) {
            compiledAnswers.inc({ outcome: "retried" });
            return null;
          }
          compiledAnswers.inc({ outcome: "compiled" });
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: "single", singleResult: { data: result.data } } };
        },
      };
    },
  };
}
