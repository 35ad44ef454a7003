import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { loadConfig, repoRoot } from "./config";

const production = { NODE_ENV: "production", SESSION_SECRET: "a-long-random-secret", PUBLIC_URL: "https://shop.example.com" };

describe("production configuration", () => {
  test("start refuses without SESSION_SECRET", () => {
    assert.throws(() => loadConfig({ ...production, SESSION_SECRET: undefined }), /SESSION_SECRET must be set/);
  });

  test("start refuses without PUBLIC_URL, and with one that is not an origin", () => {
    assert.throws(() => loadConfig({ ...production, PUBLIC_URL: undefined }), /PUBLIC_URL must be set/);
    assert.throws(() => loadConfig({ ...production, PUBLIC_URL: "shop.example.com" }), /PUBLIC_URL must be an origin/);
    assert.equal(loadConfig({ ...production, PUBLIC_URL: "https://shop.example.com/" }).publicUrl, "https://shop.example.com");
  });

  test("in development PUBLIC_URL may be unset (links go to http://localhost:{port})", () => {
    assert.equal(loadConfig({ NODE_ENV: "development" }).publicUrl, undefined);
  });

  test("ADMIN_MOBILE is read, and optional", () => {
    assert.equal(loadConfig({ ...production, ADMIN_MOBILE: "9876512345" }).adminMobile, "9876512345");
    assert.equal(loadConfig(production).adminMobile, undefined);
  });

  test("docker-compose.yml ships no usable SESSION_SECRET: it must come from the environment", () => {
    const compose = fs.readFileSync(path.join(repoRoot, "docker-compose.yml"), "utf8");
    const line = compose.split("\n").find((text) => /^\s*SESSION_SECRET:/.test(text));
    assert.ok(line, "the app's environment names SESSION_SECRET");
    assert.match(line, /\$\{SESSION_SECRET:\?[^}]*\}/, "required from the environment (${SESSION_SECRET:?...})");
  });
});
