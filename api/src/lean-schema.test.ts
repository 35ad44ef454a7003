import "reflect-metadata";
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { GraphQLObjectType, printSchema, type GraphQLResolveInfo, type GraphQLSchema } from "graphql";
import { Product } from "./catalog/product.entity";
import { leanSchema } from "./lean-schema";
import { appSchema } from "./schema";

const field = (schema: GraphQLSchema, type: string, name: string) => (schema.getType(type) as GraphQLObjectType).getFields()[name];
const info = {} as GraphQLResolveInfo;

// What the known queries are compiled against (known-documents.ts): the app's schema with
// TypeGraphQL's wrappers left out where they add nothing; every answer must stay the same.
describe("the lean schema of the compiled known queries", () => {
  test("it has the app's types and fields, word for word", async () => {
    const schema = await appSchema();
    assert.equal(printSchema(leanSchema(schema, { resolvedLeaves: true })), printSchema(schema));
  });

  test("non-null getters are read in place; nullable and renamed ones keep TypeGraphQL's resolver", async () => {
    const schema = await appSchema();
    const lean = leanSchema(schema);
    for (const [type, name] of [["Product", "soldOut"], ["Product", "sizes"], ["Image", "url"], ["Image", "srcSet"], ["Cart", "total"]]) {
      assert.ok(field(schema, type, name).resolve, `${type}.${name} has TypeGraphQL's resolver in the app's schema`);
      assert.equal(field(lean, type, name).resolve, undefined, `${type}.${name} is read in place`);
    }
    // CartLine.size is the getter chosenSize under another name, and nullable.
    assert.equal(field(lean, "CartLine", "size").resolve, field(schema, "CartLine", "size").resolve);
  });

  test("a field resolver is called directly for an entity, and through TypeGraphQL for a plain object", async () => {
    const lean = leanSchema(await appSchema());
    const inWishlist = field(lean, "Product", "inWishlist").resolve!;
    const guest = { viewer: {}, loaders: {} };
    const product = Object.assign(new Product(), { id: "p1", favourite: true });
    assert.equal(inWishlist(product, {}, guest, info), true);
    assert.equal(inWishlist(Object.assign(new Product(), { id: "p2" }), {}, guest, info), false, "a guest keeps nothing");
    // A plain object is made a Product by TypeGraphQL's own resolver first: the same answer.
    assert.equal(inWishlist({ id: "p3", favourite: true }, {}, guest, info), true);
  });

  test("with leaves written as resolved, an enum kept under other words answers its names, in lists and promises too", async () => {
    const lean = leanSchema(await appSchema(), { resolvedLeaves: true });
    const status = field(lean, "Order", "status").resolve!;
    assert.equal(status({ status: "out-for-delivery" }, {}, {}, info), "out_for_delivery");
    assert.equal(status({ status: "transit" }, {}, {}, info), "transit");
    const schema = await appSchema();
    assert.notEqual(field(lean, "Order", "allowedStatuses").resolve, field(schema, "Order", "allowedStatuses").resolve, "a list of statuses is named too");
    // Without resolved leaves graphql-jit serializes the enum itself: the resolver is left alone.
    const plain = leanSchema(schema);
    assert.equal(field(plain, "Order", "status").resolve, field(schema, "Order", "status").resolve);
  });
});
