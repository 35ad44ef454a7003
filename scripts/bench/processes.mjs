// Child processes of the bench, their memory, and CPU pinning with taskset.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";

export const cores = os.availableParallelism();
/** Servers and PostgreSQL on core 0, load on core 1; only when there are two cores or more. */
export const pinning = cores >= 2 && hasTaskset();
const ALL_CORES = `0-${cores - 1}`;

function hasTaskset() {
  try {
    execFileSync("taskset", ["-V"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The command prefix that runs a process on `core` (nothing when not pinning). */
export function onCore(core, command, args) {
  return pinning ? ["taskset", ["-c", String(core), command, ...args]] : [command, args];
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a long-lived child (taskset execs the command, so the pid is the server's own), with its
 * output kept for errors. `stop()` sends SIGTERM, then SIGKILL after a grace period.
 */
export function startChild(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    name,
    pid: child.pid,
    exited,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 200; answers the seconds it took since `since`. */
export async function waitUntilUp(child, url, since, timeoutMs = 120_000) {
  while (performance.now() - since < timeoutMs) {
    if (!child.running()) throw new Error(`${child.name} exited while starting:\n${child.output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return (performance.now() - since) / 1000;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/** Resident memory of a process in MB, read from /proc (undefined where there is none). */
export function rssMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((row) => row.startsWith("VmRSS:"));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function postgresPids() {
  let out;
  try {
    out = execFileSync("pgrep", ["-f", "postgres"], { encoding: "utf8" });
  } catch {
    return [];
  }
  // pgrep -f also matches any command line that mentions postgres (a URL); keep the server's own processes.
  return out
    .split("\n")
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim().startsWith("postgres");
      } catch {
        return false;
      }
    });
}

function setAffinity(pids, cpus) {
  for (const pid of pids) {
    try {
      execFileSync("taskset", ["-a", "-cp", cpus, String(pid)], { stdio: "ignore" });
    } catch {
      // the process ended meanwhile
    }
  }
}

/** Pins a running process, all its threads, to one core (when pinning). */
export function pinProcess(pid, core) {
  if (pinning) setAffinity([pid], String(core));
}

/** Pins the PostgreSQL server's processes (new backends inherit it) to one core; answers the undo. */
export function pinPostgres(core) {
  const pids = postgresPids();
  if (!pinning || pids.length === 0) return { pinned: 0, restore: () => {} };
  setAffinity(pids, String(core));
  // Backends started meanwhile inherited the pin too: every postgres process goes back to all cores.
  return { pinned: pids.length, restore: () => setAffinity(postgresPids(), ALL_CORES) };
}
