import { MapperKind, mapSchema } from "@graphql-tools/utils";
import { defaultFieldResolver, GraphQLEnumType, getNamedType, isNonNullType, type GraphQLFieldResolver, type GraphQLSchema } from "graphql";
import { getMetadataStorage } from "type-graphql";

type Resolver = GraphQLFieldResolver<unknown, Record<string, unknown>>;
type Lean = "getter" | ((original: Resolver) => Resolver);
type Fields = Map<string, Map<string, Lean>>;

/** The getter of `property` on this prototype or one it inherits from, if it is one. */
function getterOf(prototype: object | null, property: string): (() => unknown) | undefined {
  for (let at = prototype; at && at !== Object.prototype; at = Object.getPrototypeOf(at)) {
    const descriptor = Object.getOwnPropertyDescriptor(at, property);
    if (descriptor) return descriptor.get;
  }
  return undefined;
}

const isNonNullField = (schema: GraphQLSchema, typeName: string, fieldName: string) => {
  const type = schema.getType(typeName);
  const field = type && "getFields" in type ? type.getFields()[fieldName] : undefined;
  return field !== undefined && isNonNullType(field.type);
};

function put(fields: Fields, typeName: string, fieldName: string, how: Lean) {
  if (!fields.has(typeName)) fields.set(typeName, new Map());
  fields.get(typeName)!.set(fieldName, how);
}

/**
 * Fields TypeGraphQL wraps in more than they need, by type name:
 * - a getter of the entity class (`soldOut`, an image's `url` and `srcSet`) with no arguments, no
 *   middleware, no roles and a non-null type: read in place;
 * - a field resolver method (`inWishlist`) with no middleware or roles that takes only its root,
 *   the context or the info: called directly, on the one instance of its class TypeGraphQL's own
 *   container keeps too (our resolver classes take nothing in their constructors).
 */
function leanFields(schema: GraphQLSchema): Fields {
  const storage = getMetadataStorage();
  const fields: Fields = new Map();
  for (const objectType of storage.objectTypes) {
    for (const field of objectType.fields ?? []) {
      if (field.params?.length || field.middlewares?.length || field.roles?.length || field.name !== field.schemaName) continue;
      if (!getterOf((objectType.target as { prototype: object }).prototype, field.name)) continue;
      if (isNonNullField(schema, objectType.name, field.schemaName)) put(fields, objectType.name, field.schemaName, "getter");
    }
  }
  for (const resolver of storage.fieldResolvers) {
    if (resolver.kind !== "external" || resolver.middlewares?.length || resolver.roles?.length || !resolver.getObjectType) continue;
    const RootClass = resolver.getObjectType();
    const objectType = storage.objectTypes.find((type) => type.target === RootClass);
    const Target = resolver.target as new () => Record<string, (...values: unknown[]) => unknown>;
    if (!objectType || Target.length > 0) continue;
    const params = [...(resolver.params ?? [])].sort((a, b) => a.index - b.index);
    const direct = params.every((param) => (param.kind === "root" && !param.propertyName) || param.kind === "context" || param.kind === "info");
    if (!direct) continue;
    put(fields, objectType.name, resolver.schemaName, directResolver(Target, resolver.methodName, RootClass as new () => unknown, params as Param[]));
  }
  return fields;
}

/** A parameter of a field resolver method that a direct call can give: its root, the context (or one of its properties), the info. */
type Param = { kind: "root" | "context" | "info"; propertyName?: string };

/** A resolver that calls the method with its parameters picked from the root, context and info, as TypeGraphQL would. */
function directResolver(Target: new () => Record<string, (...values: unknown[]) => unknown>, methodName: string, RootClass: new () => unknown, params: Param[]): (original: Resolver) => Resolver {
  const instance = new Target();
  const method = instance[methodName];
  const valueOf = ({ kind, propertyName }: Param) => (root: unknown, context: Record<string, unknown>, info: unknown) => (kind === "root" ? root : kind === "info" ? info : propertyName ? context[propertyName] : context);
  const values = params.map(valueOf);
  return (original) => (root, args, context, info) => {
    // Anything but an entity goes through TypeGraphQL, which makes one of it first.
    if (!(root instanceof RootClass)) return original(root, args, context, info);
    if (values.length === 2) return method.call(instance, values[0](root, context, info), values[1](root, context, info));
    return method.apply(instance, values.map((pick) => pick(root, context, info)));
  };
}

/** An enum whose values are kept under other words than their names (`out_for_delivery` as "out-for-delivery"). */
const renamesValues = (type: GraphQLEnumType) => type.getValues().some((value) => value.value !== value.name);

/** The enum's names for what a resolver answered: a value, a list of them (at any depth), or null; a promise of any. */
function namedBy(type: GraphQLEnumType, answer: unknown): unknown {
  if (answer == null) return answer;
  if (answer instanceof Promise) return answer.then((settled) => namedBy(type, settled));
  if (Array.isArray(answer)) return answer.map((item) => namedBy(type, item));
  return type.serialize(answer);
}

/**
 * The schema the known queries are compiled against (known-documents.ts): a copy of the app's
 * schema, the same types and fields, where
 *
 * - the fields above are made lean: a getter is read in place (graphql-jit then writes
 *   `parent.soldOut`), a field resolver is called directly. TypeGraphQL's wrapper cost, per field
 *   of every item of a grid, a resolve info, a parameter list (sorted on every call) and closures;
 * - with `resolvedLeaves` (for graphql-jit's `disableLeafSerialization`, where leaves are written
 *   as their resolvers answer them), a field of an enum that keeps its values under other words
 *   gives the value's name itself. graphql-jit's serialization of each leaf built two arrays per
 *   leaf, of every item, on every request; the JSON serializer made for the query's shape
 *   (fast-json-stringify) still writes every leaf as its type says.
 *
 * Together a third of what a grid request allocated. The same getters and methods run either way,
 * and a null where the schema allows none is still an error.
 *
 * TypeGraphQL's wrapper also makes an entity of a plain object first. A direct resolver hands a
 * plain object to TypeGraphQL's; a getter read in place finds nothing on a plain object and
 * answers null, which a non-null field refuses with an error, and a compiled run that ends with
 * any error is answered again by Apollo on the full schema (lean-graphql.ts). Hence only non-null
 * getters are taken.
 */
export function leanSchema(schema: GraphQLSchema, options: { resolvedLeaves?: boolean } = {}): GraphQLSchema {
  const fields = leanFields(schema);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (config, fieldName, typeName) => {
      const how = fields.get(typeName)?.get(fieldName);
      let lean = config;
      if (how === "getter") lean = { ...config, resolve: undefined };
      else if (how && config.resolve) lean = { ...config, resolve: how(config.resolve as Resolver) };
      const named = getNamedType(config.type);
      if (options.resolvedLeaves && named instanceof GraphQLEnumType && renamesValues(named)) {
        const resolve = (lean.resolve ?? defaultFieldResolver) as Resolver;
        // mapSchema rebuilds the types: the enum to name values with is the schema's own (same values).
        const enumType = schema.getType(named.name) as GraphQLEnumType;
        lean = { ...lean, resolve: (root, args, context, info) => namedBy(enumType, resolve(root, args, context, info)) };
      }
      return lean;
    },
  });
}
