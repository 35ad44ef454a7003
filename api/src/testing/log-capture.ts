import { logger } from "../logging/logger";

export interface LoggedLine {
  level: "warn" | "error" | "fatal";
  msg: string;
  fields: Record<string, unknown>;
}

/**
 * Runs `work` with the log's warn, error and fatal lines kept instead of written, and answers
 * them: a test that provokes a failure on purpose checks the line it expects (a passing run then
 * prints no error line, and a line that would mean a real problem is not hidden among expected ones).
 */
export async function capturingLog<T>(work: () => Promise<T>): Promise<{ result: T; lines: LoggedLine[] }> {
  const lines: LoggedLine[] = [];
  const levels = ["warn", "error", "fatal"] as const;
  const originals = levels.map((level) => logger[level]);
  for (const level of levels) {
    logger[level] = ((first: unknown, second?: unknown) => {
      const [fields, msg] = typeof first === "string" ? [{}, first] : [(first ?? {}) as Record<string, unknown>, String(second ?? "")];
      lines.push({ level, msg, fields });
    }) as (typeof logger)[typeof level];
  }
  try {
    return { result: await work(), lines };
  } finally {
    levels.forEach((level, index) => (logger[level] = originals[index]));
  }
}
