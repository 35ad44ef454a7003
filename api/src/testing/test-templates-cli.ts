// Run by `npm test` before node:test starts: makes the template databases (see test-templates.ts)
// and prints, as one JSON line, the environment that names them to the test processes.
import { logger } from "../logging/logger";
import { preparePgliteTemplates, preparePostgresTemplates, templateKey } from "./test-templates";

logger.level = process.env.LOG_LEVEL ?? "warn";

async function main(): Promise<void> {
  const key = templateKey();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const env = serverUrl
    ? { TEST_TEMPLATE_DATABASES: JSON.stringify(await preparePostgresTemplates(serverUrl, key)) }
    : { TEST_TEMPLATE_DIR: await preparePgliteTemplates(key) };
  process.stdout.write(`${JSON.stringify(env)}\n`);
}

main().catch((error) => {
  console.error("making the test templates failed:", error);
  process.exit(1);
});
