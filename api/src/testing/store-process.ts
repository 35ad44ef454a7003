import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

/** The store's entry point, the one `npm start` runs. */
const MAIN = path.join(__dirname, "..", "main.js");

/** Settings of the environment the tests run in that a store process must not take over unasked. */
const NOT_INHERITED = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE", "ADMIN_EMAIL", "ADMIN_PASSWORD", "SMTP_URL", "PUBLIC_URL", "CORS_ORIGINS"];

/** Hangs only: a store that does not serve within this long is broken, however busy the machine. */
const HANG_MS = 60_000;

/** A port nothing listens on, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StoreProcess {
  /** Its origin, e.g. http://127.0.0.1:39123 */
  url: string;
  child: ChildProcess;
}

/**
 * The store as it runs for real, in a process of its own on the PostgreSQL database at
 * `databaseUrl` (the embedded database belongs to one process: without one, it fails): no demo
 * seeding, in development mode, on `port` (a free one unless given). `env` adds settings or
 * overrides these. Answers once the store says it serves; fails if it exits before, or is silent
 * for a minute (then it is killed). Its output is read for as long as it runs.
 */
export async function startStoreProcess(databaseUrl: string | undefined, options: { port?: number; env?: NodeJS.ProcessEnv } = {}): Promise<StoreProcess> {
  if (!databaseUrl) throw new Error("a store process needs a PostgreSQL database (TEST_DATABASE_URL)");
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, SEED_DEMO: "false", NODE_ENV: "development" };
  for (const name of NOT_INHERITED) delete env[name];
  Object.assign(env, options.env);
  const child = spawn(process.execPath, [MAIN], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the store did not serve within ${HANG_MS} ms:\n${output}`));
    }, HANG_MS);
    const onData = (chunk: Buffer) => {
      // Read for as long as it runs (a full pipe would stop its writes); the start is what tells.
      if (output.length < 64 * 1024) output += chunk.toString();
      if (output.includes("The store is open at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the store exited with ${code} before serving:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/** Ends a store process (SIGTERM: a clean stop; SIGKILL: none, as when the machine dies) and waits for it to exit. */
export async function stopStoreProcess(child: ChildProcess, signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners("exit");
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}
