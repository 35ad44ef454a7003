import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Typed documents for the web app from the committed schema. CI regenerates and diffs
 * web/src/gql/, so the output must depend only on schema.graphql and the documents.
 */
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: {
        // Type-level masking: a component reads its own fragment through getFragmentData().
        fragmentMasking: { unmaskFunctionName: "getFragmentData" },
      },
      config: {
        useTypeImports: true,
        // typescript-operations 6 spells the former `enumsAsTypes: true` as `enumType: "string-literal"`.
        enumType: "string-literal",
        // Apollo Client always asks for __typename, so the types may rely on it.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        defaultScalarType: "unknown",
        scalars: { DateTimeISO: "string", ID: "string" },
      },
    },
  },
  // The operations' texts for the API's known documents (scripts/known-documents.mjs).
  hooks: { afterAllFileWrite: ["node scripts/known-documents.mjs"] },
};

export default config;
