import "reflect-metadata";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { Client } from "pg";
import type { DataSource } from "typeorm";
import { repoRoot } from "../config";
import { openDatabase } from "../db/data-source";
import { embeddedInstance } from "../db/pglite-pool";
import { ensureCategories, seedDemo } from "../seed/seed";
import { ImagesService } from "../images/images.service";
import { Passwords, type PasswordCost } from "../accounts/password";

/**
 * Template databases for the tests: `base` is migrated with the categories every store has;
 * `demo` adds the whole demo catalog (accounts, sellers, every product) with its pictures drawn.
 * `npm test` (scripts/test.mjs) makes them once, before node:test starts, and names them to the test
 * processes by environment; each test app then starts from its own copy (see `startTestApp`):
 * - on PostgreSQL (TEST_DATABASE_URL), databases named in TEST_TEMPLATE_DATABASES, copied with
 *   `CREATE DATABASE ... TEMPLATE`;
 * - on PGlite, dumps of a data directory in the folder TEST_TEMPLATE_DIR, loaded with `loadDataDir`.
 * They are kept between runs under a key that hashes the code that made them (migrations, entities,
 * seed, picture drawing) and the lockfile, so a run whose code did not change draws no picture.
 */
export type TemplateKind = "base" | "demo";
export const TEMPLATE_KINDS: readonly TemplateKind[] = ["base", "demo"];

/** Where the PGlite dumps live, one folder per key. */
export const templateCacheDir = path.join(repoRoot, "node_modules/.cache/store-test-templates");
const PG_PREFIX = "store_tmpl_";

/**
 * A hash of every compiled file this module loaded (the api's, and the workspace packages' such as
 * the garment drawing), of the migrations and of the lockfile.
 */
export function templateKey(): string {
  const dist = path.resolve(__dirname, "../../..");
  const packages = path.join(repoRoot, "packages");
  const migrations = path.join(dist, "migrations");
  const files = [
    ...Object.keys(require.cache).filter((file) => file.startsWith(dist + path.sep) || file.startsWith(packages + path.sep)),
    ...fs.readdirSync(migrations).filter((name) => name.endsWith(".js")).map((name) => path.join(migrations, name)),
    path.join(repoRoot, "package-lock.json"),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) hash.update(path.relative(repoRoot, file)).update("\0").update(fs.readFileSync(file)).update("\0");
  return hash.digest("hex").slice(0, 16);
}

async function fillBase(db: DataSource): Promise<void> {
  await ensureCategories(db);
}

/**
 * What a password hash costs in test apps and their templates: argon2id still (the same code,
 * hashes and checks), at 1 MiB and one pass (about 0.4 ms), where the store's cost (19 MiB, 2
 * passes) made the suite's some 1,600 hashes and checks about 16 s of CPU.
 */
export const TEST_PASSWORD_COST: PasswordCost = { memoryKib: 1024, passes: 1 };
/** The hasher of test apps and their templates, at TEST_PASSWORD_COST. */
export const testPasswords = new Passwords(TEST_PASSWORD_COST);

async function fillDemo(db: DataSource): Promise<void> {
  await seedDemo(db, { passwords: testPasswords });
  await new ImagesService(db).drawPending(undefined, { workers: os.availableParallelism() });
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes the templates that are missing on the PostgreSQL server and answers their names. Each is
 * built under a name of its own and renamed when complete, so a run beside another (two
 * worktrees, one server) never copies a half-made template. Templates older than a day whose key
 * is not this one are dropped (a COMMENT carries the time each was made).
 */
export async function preparePostgresTemplates(serverUrl: string, key: string): Promise<Record<TemplateKind, string>> {
  const names = { base: `${PG_PREFIX}${key}_base`, demo: `${PG_PREFIX}${key}_demo` };
  await onServer(serverUrl, async (client) => {
    const tablespace = process.env.TEST_TABLESPACE;
    if (tablespace && (await client.query(`SELECT 1 FROM pg_tablespace WHERE spcname = $1`, [tablespace])).rowCount === 0) {
      throw new Error(`TEST_TABLESPACE names no tablespace on the server: "${tablespace}"`);
    }
    const { rows } = await client.query(
      `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname LIKE $1`,
      [`${PG_PREFIX}%`],
    );
    const dayAgo = Date.now() - 24 * 3600_000;
    for (const row of rows as { datname: string; made: string | null }[]) {
      if (row.datname.startsWith(`${PG_PREFIX}${key}_`)) continue;
      if (row.made && Number(row.made) > dayAgo) continue;
      await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    }
  });
  for (const kind of TEMPLATE_KINDS) {
    const exists = await onServer(serverUrl, async (client) => (await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [names[kind]])).rowCount === 1);
    if (exists) continue;
    const building = `${names[kind]}_${process.pid}`;
    await onServer(serverUrl, async (client) => {
      await client.query(kind === "base" ? `CREATE DATABASE "${building}"` : `CREATE DATABASE "${building}" TEMPLATE "${names.base}"`);
      // Dated from the start: a run beside this one (another key) leaves a template it is still building alone.
      await client.query(`COMMENT ON DATABASE "${building}" IS '${Date.now()}'`);
      await client.query(TEST_DATABASE_SETTINGS(building));
    });
    const db = await openDatabase({ url: withDatabase(serverUrl, building) });
    try {
      await (kind === "base" ? fillBase(db) : fillDemo(db));
    } finally {
      await db.destroy();
    }
    await onServer(serverUrl, async (client) => {
      try {
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${names[kind]}"`);
      } catch (error) {
        // Another run finished the same template first: use theirs.
        if ((error as { code?: string }).code !== "42P04") throw error;
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      }
    });
  }
  return names;
}

/**
 * Makes the PGlite dumps that are missing (in one embedded database: migrated, dumped as `base`,
 * seeded and drawn, dumped as `demo`) and answers their folder. Folders of other keys are removed.
 */
export async function preparePgliteTemplates(key: string): Promise<string> {
  const dir = path.join(templateCacheDir, key);
  if (fs.existsSync(dir)) {
    for (const other of fs.readdirSync(templateCacheDir)) if (other !== key) fs.rmSync(path.join(templateCacheDir, other), { recursive: true, force: true });
  }
  if (TEMPLATE_KINDS.every((kind) => fs.existsSync(path.join(dir, `${kind}.tar`)))) return dir;
  fs.mkdirSync(dir, { recursive: true });
  const db = await openDatabase({});
  try {
    for (const kind of TEMPLATE_KINDS) {
      await (kind === "base" ? fillBase(db) : fillDemo(db));
      const dump = await (await embeddedInstance(db)).dumpDataDir("none");
      // Written aside and renamed: a run beside this one never reads half a file.
      const file = path.join(dir, `${kind}.tar`);
      fs.writeFileSync(`${file}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${file}.${process.pid}`, file);
    }
  } finally {
    await db.destroy();
  }
  return dir;
}

/**
 * Test databases commit without waiting for the disk (`synchronous_commit = off`): a commit is
 * visible and durable against a crash of the app at once, and only a crash of PostgreSQL itself
 * could lose the last few hundred milliseconds, which no test is about. On this machine a commit
 * waits 2.6 ms for the disk and 0.4 ms without (the suite commits tens of thousands of times).
 * New connections to the database take the setting; it is not copied with a template.
 */
const TEST_DATABASE_SETTINGS = (name: string) => `ALTER DATABASE "${name}" SET synchronous_commit = off`;

/**
 * Where and how test apps' databases are made (the clause after `CREATE DATABASE name [TEMPLATE
 * t]`): in the PostgreSQL tablespace that TEST_TABLESPACE names, or in the server's default. CI
 * makes one on a RAM disk (`.ci/run`). On a 2-core machine whose disk is ext4 without a journal, a
 * copy of the demo template (about 470 files, 15 MB) took 240–310 ms under a run's load and its
 * drop 190–270 ms: the kernel, looking for a free inode for each new file, steps over every file
 * deleted in the last minutes (`recently_deleted`, 5–6% of the machine's CPU in a run), and each
 * drop forces a checkpoint that waits for the disk. In RAM, 48 and 58 ms, and the whole run about
 * a tenth shorter (docs/decisions.md). There a copy is made file by file (`STRATEGY FILE_COPY`)
 * rather than through the write-ahead log, which stays on disk (15 MB of it a copy): the copy's
 * two checkpoints write to RAM. The templates stay in the default tablespace: they are kept
 * between runs, and a RAM disk is emptied when the machine restarts.
 */
function testDatabaseOptions(): string {
  const tablespace = process.env.TEST_TABLESPACE;
  return tablespace ? ` TABLESPACE "${tablespace.replaceAll('"', '""')}" STRATEGY FILE_COPY` : "";
}

/**
 * Makes the database `name` for one test app on the PostgreSQL server (a copy of `template` when
 * given, else empty), where and how `testDatabaseOptions` says, with the test settings; answers
 * its URL and how to drop it.
 */
export async function makeTestDatabase(serverUrl: string, name: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  await onServer(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}${testDatabaseOptions()}`);
    await client.query(TEST_DATABASE_SETTINGS(name));
  });
  return {
    url: withDatabase(serverUrl, name),
    drop: () => onServer(serverUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

export interface TemplateCopy {
  url?: string;
  loadDataDir?: Blob;
  drop(): Promise<void>;
}

/** A fresh database for one test app, copied from a template, or undefined when `npm test` made none. */
export async function copyTemplate(kind: TemplateKind, name: string): Promise<TemplateCopy | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templates = process.env.TEST_TEMPLATE_DATABASES ? (JSON.parse(process.env.TEST_TEMPLATE_DATABASES) as Record<TemplateKind, string>) : undefined;
    if (!templates) return undefined;
    return makeTestDatabase(serverUrl, name, templates[kind]);
  }
  const dir = process.env.TEST_TEMPLATE_DIR;
  if (!dir) return undefined;
  return { loadDataDir: new Blob([fs.readFileSync(path.join(dir, `${kind}.tar`))]), drop: async () => {} };
}

/**
 * Keeps the first `productLimit` products of the demo catalog (as `seedDemo({ productLimit })`
 * would have made them: the catalog's order is newest first) and removes the others with their
 * pictures.
 */
export async function trimDemoCatalog(db: DataSource, productLimit: number): Promise<void> {
  await db.query(
    `WITH doomed AS (
       DELETE FROM products WHERE id NOT IN (SELECT id FROM products ORDER BY "createdAt" DESC, id LIMIT $1) RETURNING "imageId"
     )
     DELETE FROM images WHERE id IN (SELECT "imageId" FROM doomed)`,
    [productLimit],
  );
}
