import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is one process's database: a second process opening the same directory would corrupt
 * it. The lock file names the owner's pid; a lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "store.lock");
  try {
    const owner = Number(fs.readFileSync(file, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`${dir} is in use by process ${owner}; stop it first, or set DATA_DIR to another directory.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
