import assert from "node:assert/strict";
import { test } from "node:test";
import { Client } from "pg";
import { startTestApp } from "./test-app";

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
