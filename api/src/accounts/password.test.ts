import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { loadConfig } from "../config";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";
import { PASSWORD_COST, Passwords } from "./password";
import { User } from "./user.entity";

const costOf = (hash: string) => /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash)?.slice(1).map(Number);

// An app made as the store makes itself: no password cost given (test apps otherwise hash cheaply).
const app = useTestApp({ config: { passwordCost: undefined } });

describe("password hashing", () => {
  test("the store hashes with argon2id at OWASP's cost (19 MiB, 2 passes, 1 lane)", async () => {
    assert.deepEqual(PASSWORD_COST, { memoryKib: 19_456, passes: 2 });
    // Nothing in the environment names another cost.
    assert.equal(loadConfig({ PASSWORD_COST: "1", ARGON2_MEMORY: "8" }).passwordCost, undefined);
    const email = `hash.${process.pid}@example.com`;
    const signUp = await new HttpClient(app.url).rest("POST", "/user/signup", { name: "Asha Rao", email, mobile: `97${String(process.pid).padStart(8, "0").slice(-8)}`, password: "correct-horse", terms: true });
    assert.equal(signUp.status, 201, JSON.stringify(signUp.body));
    const row = await app.db.getRepository(User).createQueryBuilder("u").addSelect("u.passwordHash").where("u.email = :email", { email }).getOneOrFail();
    assert.deepEqual(costOf(row.passwordHash), [19_456, 2, 1]);
    const signIn = await new HttpClient(app.url).rest("POST", "/user/login", { email, password: "correct-horse" });
    assert.equal(signIn.status, 200, JSON.stringify(signIn.body));
  });

  test("a hash carries its cost: any hash is checked whatever the checker's cost", async () => {
    const cheap = new Passwords({ memoryKib: 1024, passes: 1 });
    const full = new Passwords();
    const cheapHash = await cheap.hash("shopper-secret-1");
    assert.deepEqual(costOf(cheapHash), [1024, 1, 1]);
    assert.equal(await full.verify(cheapHash, "shopper-secret-1"), true);
    assert.equal(await full.verify(cheapHash, "shopper-secret-2"), false);
    assert.equal(await cheap.verify(await full.hash("shopper-secret-1"), "shopper-secret-1"), true);
    assert.equal(await cheap.verify("not a hash", "shopper-secret-1"), false);
  });
});
