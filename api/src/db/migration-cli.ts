/**
 * `generate [Name]`: writes a migration for whatever the entities declare beyond the migrations.
 * `check`: fails when they disagree (CI's drift check). Both run on a fresh in-memory PGlite.
 */
import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "./data-source";
import { repoRoot } from "../common/repo-root";

async function pendingQueries() {
  const dataSource = await openDatabase({});
  try {
    return await dataSource.driver.createSchemaBuilder().log();
  } finally {
    await dataSource.destroy();
  }
}

const quote = (sql: string) => "`" + sql.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";

async function main() {
  const [command, name = "Schema"] = process.argv.slice(2);
  const { upQueries, downQueries } = await pendingQueries();
  if (command === "check") {
    if (upQueries.length === 0) {
      console.log("migrations match the entities");
      return;
    }
    console.error("The entities need a migration that does not exist (npm run migration:generate -- Name):");
    for (const query of upQueries) console.error("  " + query.query);
    process.exitCode = 1;
    return;
  }
  if (command !== "generate") throw new Error("usage: migration-cli generate [Name] | check");
  if (upQueries.length === 0) {
    console.log("nothing to generate: migrations match the entities");
    return;
  }
  const timestamp = Date.now();
  const className = `${name}${timestamp}`;
  const statement = (q: { query: string; parameters?: unknown[] }) =>
    `    await queryRunner.query(${quote(q.query)}${q.parameters?.length ? `, ${JSON.stringify(q.parameters)}` : ""});`;
  const up = upQueries.map(statement).join("\n");
  const down = downQueries.reverse().map(statement).join("\n");
  const file = path.join(repoRoot, "migrations", `${timestamp}-${name}.ts`);
  fs.writeFileSync(
    file,
    `import type { MigrationInterface, QueryRunner } from "typeorm";\n\nexport class ${className} implements MigrationInterface {\n  name = "${className}";\n\n  async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  console.log(`wrote ${path.relative(repoRoot, file)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
