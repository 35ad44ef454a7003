import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  valueFromASTUntyped,
  type ArgumentNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLArgument,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from "graphql";
import { MAX_PAGE_SIZE } from "./common/paging";

/**
 * What one GraphQL document may ask for. The web app's deepest operation nests 5 fields deep, uses
 * no alias, and its costliest (MyOrders, 100 orders a page) could answer about 15,000 fields; a
 * test holds every document of the web app to these limits. GraphiQL's schema query nests 15
 * deep, so introspection has its own depth (and exists only where GRAPHQL_IDE is on).
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxIntrospectionDepth: 16,
  maxAliases: 20,
  /** Fields the answer may hold at most, counting every page at its largest (see measureOperations). */
  maxCost: 25_000,
  /** Tokens in one document: parsing stops past this. */
  maxTokens: 20_000,
} as const;

/** How many items a list field without a `limit` argument is assumed to hold (a bag's lines, an order's items). */
const UNPAGED_LIST_ITEMS = 10;

interface Measure {
  depth: number;
  cost: number;
  aliases: number;
  introspectionDepth: number;
}

const NONE: Measure = { depth: 0, cost: 0, aliases: 0, introspectionDepth: 0 };

/**
 * How many items a page holds: its `limit` as written, else the argument's default, or the page
 * cap when a variable sets it (validation runs once per document, before any variable, so a
 * variable counts as its largest value).
 */
function pageSizeOf(limitArg: GraphQLArgument, args: readonly ArgumentNode[]): number {
  const given = args.find((arg) => arg.name.value === "limit");
  if (!given) return typeof limitArg.defaultValue === "number" ? limitArg.defaultValue : MAX_PAGE_SIZE;
  const value = given.value.kind === Kind.VARIABLE ? MAX_PAGE_SIZE : valueFromASTUntyped(given.value);
  return typeof value === "number" && value >= 0 ? Math.min(value, MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
}

export interface OperationSize extends Measure {
  /** The operation's name, or undefined for an anonymous one. */
  name?: string;
  node: OperationDefinitionNode;
}

/** Measures every operation of a document, fragments included (each fragment measured once). */
export function measureOperations(schema: GraphQLSchema, document: DocumentNode): OperationSize[] {
  const definitions = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) definitions.set(definition.name.value, definition);
  const fragments = new Map<string, Measure>();
  const inProgress = new Set<string>();

  /**
   * A field costs 1 plus its selection's cost times the items it returns: a paged field (one with
   * a `limit` argument) returns a page whose list holds `pageSize` items; any other list counts
   * UNPAGED_LIST_ITEMS.
   */
  const measure = (type: GraphQLCompositeType, selectionSet: SelectionSetNode, pageSize?: number): Measure => {
    const total: Measure = { ...NONE };
    const add = (part: Measure) => {
      total.depth = Math.max(total.depth, part.depth);
      total.introspectionDepth = Math.max(total.introspectionDepth, part.introspectionDepth);
      total.cost += part.cost;
      total.aliases += part.aliases;
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const alias = selection.alias ? 1 : 0;
        if (name === "__schema" || name === "__type") {
          const schemaQuery = selection.selectionSet ? measureShape(selection.selectionSet) : NONE;
          add({ ...NONE, introspectionDepth: schemaQuery.depth + 1, aliases: alias + schemaQuery.aliases });
          continue;
        }
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
        // A leaf, or a selection the schema does not have (another rule's error, but its depth is
        // still refused: the limit holds whatever the schema grows into).
        const named = field && getNamedType(field.type);
        if (!field || !named || !selection.selectionSet || !isCompositeType(named)) {
          const shape = selection.selectionSet ? measureShape(selection.selectionSet) : NONE;
          add({ ...NONE, depth: shape.depth + 1, cost: name === "__typename" ? 0 : 1, aliases: alias + shape.aliases });
          continue;
        }
        const limitArg = field.args.find((arg) => arg.name === "limit");
        const child = measure(named, selection.selectionSet, limitArg && pageSizeOf(limitArg, selection.arguments ?? []));
        const items = !limitArg && isListType(getNullableType(field.type)) ? (pageSize ?? UNPAGED_LIST_ITEMS) : 1;
        add({ depth: child.depth + 1, introspectionDepth: child.introspectionDepth, cost: 1 + child.cost * items, aliases: alias + child.aliases });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        add(measure(condition && isCompositeType(condition) ? condition : type, selection.selectionSet, pageSize));
      } else {
        add(fragment(selection.name.value, false));
      }
    }
    return total;
  };

  // Introspection types are not in our schema's field maps: their selections (and those the schema
  // does not know) count for depth and aliases only.
  const measureShape = (selectionSet: SelectionSetNode): Measure => {
    let depth = 0;
    let aliases = 0;
    for (const selection of selectionSet.selections) {
      const part =
        selection.kind === Kind.FIELD
          ? { depth: selection.selectionSet ? measureShape(selection.selectionSet).depth + 1 : 1, aliases: selection.alias ? 1 : 0 }
          : selection.kind === Kind.INLINE_FRAGMENT
            ? measureShape(selection.selectionSet)
            : fragment(selection.name.value, true);
      depth = Math.max(depth, part.depth);
      aliases += part.aliases;
    }
    return { ...NONE, depth, aliases };
  };

  const fragment = (name: string, introspection: boolean): Measure => {
    const key = `${introspection}:${name}`;
    const known = fragments.get(key);
    if (known) return known;
    const definition = definitions.get(name);
    // An unknown or cyclic fragment is another rule's error.
    if (!definition || inProgress.has(key)) return NONE;
    inProgress.add(key);
    const type = schema.getType(definition.typeCondition.name.value);
    const result = introspection ? measureShape(definition.selectionSet) : type && isCompositeType(type) ? measure(type, definition.selectionSet) : NONE;
    inProgress.delete(key);
    fragments.set(key, result);
    return result;
  };

  const sizes: OperationSize[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = definition.operation === "query" ? schema.getQueryType() : definition.operation === "mutation" ? schema.getMutationType() : schema.getSubscriptionType();
    if (root) sizes.push({ name: definition.name?.value, node: definition, ...measure(root, definition.selectionSet) });
  }
  return sizes;
}

/**
 * The validation rule holding every document to GRAPHQL_LIMITS. Apollo validates a document once
 * and caches it, so the cost of measuring is paid once per distinct query text, and a refused
 * document never runs (400, code QUERY_TOO_LARGE).
 */
export const graphqlLimits: ValidationRule = (context): ASTVisitor => ({
  Document: {
    leave() {
      for (const { name, node, depth, cost, aliases, introspectionDepth } of measureOperations(context.getSchema(), context.getDocument())) {
        const operation = name ? `Operation "${name}"` : "The operation";
        const refuse = (message: string) => context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code: "QUERY_TOO_LARGE" } }));
        if (depth > GRAPHQL_LIMITS.maxDepth) refuse(`${operation} nests ${depth} fields deep; at most ${GRAPHQL_LIMITS.maxDepth} are allowed.`);
        if (introspectionDepth > GRAPHQL_LIMITS.maxIntrospectionDepth) refuse(`${operation} nests its schema query ${introspectionDepth} fields deep; at most ${GRAPHQL_LIMITS.maxIntrospectionDepth} are allowed.`);
        if (aliases > GRAPHQL_LIMITS.maxAliases) refuse(`${operation} uses ${aliases} aliases; at most ${GRAPHQL_LIMITS.maxAliases} are allowed.`);
        if (cost > GRAPHQL_LIMITS.maxCost) refuse(`${operation} could answer ${cost} fields (every page counted at its limit); at most ${GRAPHQL_LIMITS.maxCost} are allowed: ask for fewer items or fields.`);
      }
    },
  },
});
