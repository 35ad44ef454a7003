import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import { signedInAdmin, signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

/**
 * A thief with a copy of a shopper's cookie keeps requests running on it (sign-outs of a role
 * the session does not even hold save the session, 4 at a time) while the shopper resets the
 * password, or the admin deactivates and reactivates the shopper. Once that is done, the copied
 * cookie must no longer be the shopper, whatever the racing requests wrote back.
 */
const TRIALS = 20;

const app = useTestApp();

/** A thief's copy of the victim's cookie jar, sending 4 requests at a time until `stop`. */
function keepBusy(victim: HttpClient): { thief: HttpClient; stop(): Promise<void> } {
  const thief = victim.copy();
  let running = true;
  const loop = async (lane: number) => {
    while (running) {
      // A copy per request: the thief's jar keeps the original cookie whatever the answers set.
      const copy = thief.copy();
      if (lane % 2 === 0) await copy.rest("POST", "/seller/seller-logout", {});
      else await copy.rest("GET", "/user/profile");
    }
  };
  const lanes = [0, 1, 2, 3].map(loop);
  return {
    thief,
    async stop() {
      running = false;
      await Promise.all(lanes);
    },
  };
}

/** A reset token for the user, as the mailed link carries it (the service stores only its hash). */
async function resetTokenFor(userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await app.db.query(`INSERT INTO password_resets (role, "accountId", "tokenHash", "expiresAt") VALUES ('USER', $1, $2, now() + interval '30 minutes')`, [userId, createHash("sha256").update(token).digest("hex")]);
  return token;
}

describe("ending a shopper's sessions cannot be undone by requests in flight", () => {
  test(`a password reset: 0 copied cookies of ${TRIALS} still answer as the shopper`, async () => {
    let survivors = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const { client, user } = await signedInShopper(app);
      const token = await resetTokenFor(user.id);
      const busy = keepBusy(client);
      const reset = await new HttpClient(app.url).rest("POST", `/user/user-reset-password/${token}`, { newPassword: "a-new-password-9" });
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      // A little more traffic after the reset, as a thief would keep sending.
      await new Promise((resolve) => setImmediate(resolve));
      await busy.stop();
      if ((await busy.thief.rest("GET", "/user/profile")).status === 200) survivors++;
    }
    assert.equal(survivors, 0, `${survivors} of ${TRIALS} stolen sessions survived the reset`);
  });

  test(`deactivation then reactivation: 0 copied cookies of ${TRIALS} still answer as the shopper`, async () => {
    const { client: admin } = await signedInAdmin(app);
    let survivors = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const { client, user } = await signedInShopper(app);
      const busy = keepBusy(client);
      assert.equal((await admin.gql(`mutation($id: ID!) { deactivateUser(id: $id) { isActive } }`, { id: user.id })).errors, undefined);
      assert.equal((await admin.gql(`mutation($id: ID!) { activateUser(id: $id) { isActive } }`, { id: user.id })).errors, undefined);
      await busy.stop();
      if ((await busy.thief.rest("GET", "/user/profile")).status === 200) survivors++;
    }
    assert.equal(survivors, 0, `${survivors} of ${TRIALS} stolen sessions survived the deactivation`);
  });

  test("the shopper signs in again after a reset with the new password, and that session works", async () => {
    const { client, user, email } = await signedInShopper(app);
    const token = await resetTokenFor(user.id);
    assert.equal((await new HttpClient(app.url).rest("POST", `/user/user-reset-password/${token}`, { newPassword: "a-new-password-9" })).status, 200);
    assert.equal((await client.rest("GET", "/user/profile")).status, 401);
    const fresh = new HttpClient(app.url);
    assert.equal((await fresh.rest("POST", "/user/login", { email, password: "a-new-password-9" })).status, 200);
    assert.equal((await fresh.rest("GET", "/user/profile")).status, 200);
  });
});
