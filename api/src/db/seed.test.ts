import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Admin } from "../accounts/admin.entity";
import { HttpClient } from "../testing/http-client";
import { startTestApp, type TestApp } from "../testing/test-app";
import { ensureAdmin } from "./seed";

let app: TestApp;
before(async () => {
  app = await startTestApp();
});
after(() => app.close());

const admins = () => app.db.getRepository(Admin).find({ order: { createdAt: "ASC" } });

describe("the first admin from ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_MOBILE", () => {
  test("a restart with another ADMIN_EMAIL adds that admin; without ADMIN_MOBILE neither has a mobile; a repeat adds nothing", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "First.Admin@example.com", password: "first-admin-pass" }, log), true);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "second.admin@example.com", password: "second-admin-pass" }, log), true);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "first.admin@example.com", password: "first-admin-pass" }, log), false);
    assert.deepEqual(
      (await admins()).filter((admin) => /^(first|second)\.admin@/.test(admin.email)).map((admin) => [admin.email, admin.mobile]),
      [
        ["first.admin@example.com", ""],
        ["second.admin@example.com", ""],
      ],
    );
    const signIn = await new HttpClient(app.url).rest("POST", "/admin/admin-login", { email: "second.admin@example.com", password: "second-admin-pass" });
    assert.equal(signIn.status, 200);
  });

  test("ADMIN_MOBILE is the admin's mobile; one another admin has is left empty, and start-up goes on", async () => {
    const lines: string[] = [];
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "third.admin@example.com", password: "third-admin-pass", mobile: "9876512345" }, (line) => lines.push(line)), true);
    assert.equal(await ensureAdmin(app.db, app.services.accounts, { email: "fourth.admin@example.com", password: "fourth-admin-pass", mobile: "9876512345" }, (line) => lines.push(line)), true);
    const byEmail = new Map((await admins()).map((admin) => [admin.email, admin.mobile]));
    assert.equal(byEmail.get("third.admin@example.com"), "9876512345");
    assert.equal(byEmail.get("fourth.admin@example.com"), "");
    assert.match(lines.join("\n"), /ADMIN_MOBILE 9876512345 belongs to another admin/);
  });

  test("an ADMIN_MOBILE that is not a mobile number is refused with the field's message", async () => {
    await assert.rejects(ensureAdmin(app.db, app.services.accounts, { email: "fifth.admin@example.com", password: "fifth-admin-pass", mobile: "call me" }), /Enter a valid Mobile number/);
  });
});
