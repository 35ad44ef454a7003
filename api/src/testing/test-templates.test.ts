import assert from "node:assert/strict";
import { test } from "node:test";
import { Client } from "pg";
import { startTestApp } from "./test-app";
import { preparePostgresTemplates } from "./test-templates";

// Each test app's database on PostgreSQL is made in the tablespace TEST_TABLESPACE names (CI makes
// one on a RAM disk, .ci/run), else in the server's default, and is dropped when the app closes.
test("a test app's database is made in TEST_TABLESPACE when it is set, and dropped when the app closes", async () => {
  const app = await startTestApp();
  const [{ name, tablespace }] = await app.db.query(
    `SELECT d.datname AS name, t.spcname AS tablespace FROM pg_database d JOIN pg_tablespace t ON t.oid = d.dattablespace WHERE d.datname = current_database()`,
  );
  const serverUrl = process.env.TEST_DATABASE_URL;
  assert.equal(tablespace, serverUrl && process.env.TEST_TABLESPACE ? process.env.TEST_TABLESPACE : "pg_default");
  await app.close();
  if (!serverUrl) return;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
    assert.equal(rowCount, 0, `${name} is dropped`);
  } finally {
    await client.end();
  }
});

// A misspelt TEST_TABLESPACE stops the run before any template is made, with its name, instead of
// failing in every test app's CREATE DATABASE.
test("a TEST_TABLESPACE the server does not have is refused by name", { skip: process.env.TEST_DATABASE_URL ? false : "needs TEST_DATABASE_URL: tablespaces are PostgreSQL's" }, async () => {
  const chosen = process.env.TEST_TABLESPACE;
  process.env.TEST_TABLESPACE = "no_such_tablespace_here";
  try {
    await assert.rejects(preparePostgresTemplates(process.env.TEST_DATABASE_URL!, "never-made"), {
      message: 'TEST_TABLESPACE names no tablespace on the server: "no_such_tablespace_here"',
    });
  } finally {
    if (chosen === undefined) delete process.env.TEST_TABLESPACE;
    else process.env.TEST_TABLESPACE = chosen;
  }
});
