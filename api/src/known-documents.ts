import { createHash } from "node:crypto";
import { Kind, parse, specifiedRules, validate, type GraphQLSchema, type OperationDefinitionNode, type ValidationRule } from "graphql";
import { compileQuery, isCompiledQuery, type CompiledQuery } from "graphql-jit";
import webDocuments from "../../web/src/gql/documents.json";
import { leanSchema } from "./lean-schema";

/** One of the web app's operations, validated and compiled once at start-up. */
export interface KnownDocument {
  /** The operation's name (every web document names its one operation). */
  name: string;
  operation: OperationDefinitionNode["operation"];
  /** The text as the browser sends it. */
  text: string;
  /** sha256 of the text, hex: the hash an automatic persisted query names it by. */
  hash: string;
  /** graphql-jit's compiled query; only for queries (mutations and subscriptions always go through Apollo). */
  compiled?: CompiledQuery;
  /**
   * The same query compiled to answer objects rather than JSON (for the pages the server renders):
   * every leaf serialized as graphql-js does. Made on first use.
   */
  objects?: CompiledQuery;
}

/** The parts of a GraphQL POST body the lean path reads. */
export interface GraphqlBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
}

export interface KnownDocuments {
  readonly size: number;
  /**
   * The known query a request body asks for, when answering it with the compiled document gives
   * what Apollo would give: its text is a known document's (or it carries no text but the hash of
   * one, as a persisted query), any operation name is that document's, the variables are an object
   * (or absent), and a persisted query's hash, when given beside the text, is that text's.
   * Anything else (another document, a mistake Apollo has words for) is Apollo's to answer.
   */
  queryOf(body: GraphqlBody): KnownDocument | undefined;
  /** The known query compiled to answer objects (`objects`), compiled the first time it is asked for. */
  forObjects(known: KnownDocument): CompiledQuery | undefined;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The hash of an automatic persisted query (`extensions.persistedQuery.sha256Hash`), if the body names one. */
function persistedHash(extensions: unknown): string | undefined {
  const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null | undefined)?.persistedQuery;
  if (persisted === undefined) return undefined;
  // Apollo refuses any other version: its words, not ours.
  return persisted?.version === 1 && typeof persisted.sha256Hash === "string" ? persisted.sha256Hash : "";
}

/**
 * The web app's operations (web/src/gql/documents.json, written by codegen), each parsed,
 * validated with the rules Apollo validates every document with (graphql's own and the store's
 * depth, alias and cost limits), and, for queries, compiled by graphql-jit: once, at start-up,
 * never per request. A document that fails validation or compilation is left out, so Apollo
 * answers it (with its errors) as it would any other; `onRefused` hears why.
 */
export function knownDocuments(schema: GraphQLSchema, options: { validationRules: readonly ValidationRule[]; maxTokens: number; onRefused?: (name: string, reason: string) => void }): KnownDocuments {
  const byText = new Map<string, KnownDocument>();
  const byHash = new Map<string, KnownDocument>();
  const rules = [...specifiedRules, ...options.validationRules];
  // Compiled against a copy without TypeGraphQL's wrappers where they add nothing (lean-schema.ts).
  const withSerializer = leanSchema(schema, { resolvedLeaves: true });
  const withoutSerializer = leanSchema(schema);
  for (const [name, text] of Object.entries(webDocuments as Record<string, string>)) {
    let document;
    try {
      document = parse(text, { maxTokens: options.maxTokens });
    } catch (error) {
      options.onRefused?.(name, (error as Error).message);
      continue;
    }
    const errors = validate(schema, document, rules);
    if (errors.length > 0) {
      options.onRefused?.(name, errors.map((error) => error.message).join("; "));
      continue;
    }
    const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    if (operations.length !== 1 || operations[0].name?.value !== name) {
      options.onRefused?.(name, "a known document holds exactly one operation, named as the document");
      continue;
    }
    const known: KnownDocument = { name, operation: operations[0].operation, text, hash: sha256(text) };
    if (known.operation === "query") {
      // With a serializer made for the query's shape (fast-json-stringify), which writes the
      // same JSON as JSON.stringify (the lean path's tests compare the bytes with Apollo's); a
      // query it has no shape for (a custom scalar such as a date) keeps JSON.stringify.
      // Its leaves are then written by that serializer, as their types say, not checked one by one
      // first; without one, graphql-jit serializes each leaf as graphql-js does.
      let compiled = compileQuery(withSerializer, document, name, { customJSONSerializer: true, disableLeafSerialization: true });
      if (!isCompiledQuery(compiled)) compiled = compileQuery(withoutSerializer, document, name);
      if (!isCompiledQuery(compiled)) {
        options.onRefused?.(name, compiled.errors?.map((error) => error.message).join("; ") ?? "not compilable");
        continue;
      }
      known.compiled = compiled;
    }
    byText.set(text, known);
    byHash.set(known.hash, known);
  }

  return {
    size: byText.size,
    forObjects(known) {
      if (!known.compiled) return undefined;
      if (!known.objects) {
        const compiled = compileQuery(withoutSerializer, parse(known.text, { maxTokens: options.maxTokens }), known.name);
        if (!isCompiledQuery(compiled)) return undefined;
        known.objects = compiled;
      }
      return known.objects;
    },
    queryOf(body) {
      const hash = persistedHash(body.extensions);
      if (hash === "") return undefined;
      const known = typeof body.query === "string" ? byText.get(body.query) : body.query == null && hash ? byHash.get(hash) : undefined;
      if (!known?.compiled || (hash !== undefined && hash !== known.hash)) return undefined;
      if (body.operationName != null && body.operationName !== known.name) return undefined;
      const variables = body.variables;
      if (variables != null && (typeof variables !== "object" || Array.isArray(variables))) return undefined;
      return known;
    },
  };
}
