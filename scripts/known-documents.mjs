// Run by graphql-codegen once it has written web/src/gql/ (codegen.ts, hook afterAllFileWrite):
// writes web/src/gql/documents.json, the web app's operations as the browser sends them, keyed by
// operation name. The API validates and compiles these once at start-up and answers them on its
// lean path (api/src/known-documents.ts); the bench sends them.
//
// The text is graphql's `print` of each DocumentNode codegen wrote into graphql.ts after the one
// change Apollo Client's cache makes before a document is sent: `__typename` added to every
// selection but the operation's root, when it is not there. A test sends every document through
// Apollo Client itself and compares (api/src/known-documents.test.ts).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Kind, print, visit } from "graphql";

const gql = path.join(path.dirname(fileURLToPath(import.meta.url)), "../web/src/gql");
const DOCUMENT = /^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode</;
const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

const withTypenames = (document) =>
  visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent?.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith("__"))) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });

const documents = {};
for (const line of fs.readFileSync(path.join(gql, "graphql.ts"), "utf8").split("\n")) {
  const match = DOCUMENT.exec(line);
  if (match) documents[match[1]] = print(withTypenames(JSON.parse(match[2])));
}
fs.writeFileSync(path.join(gql, "documents.json"), JSON.stringify(documents, null, 2) + "\n");
