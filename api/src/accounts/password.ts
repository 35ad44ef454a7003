import { hash, verify, Algorithm } from "@node-rs/argon2";

/** argon2id with the library's defaults (OWASP's recommended memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}
