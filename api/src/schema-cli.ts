/** Writes schema.graphql from the resolvers (`npm run codegen` runs it; CI checks it is current). */
import { appSchema, schemaFile } from "./schema";

appSchema({ emit: true })
  .then(() => console.log(`wrote ${schemaFile}`))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
