import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { signedInShopper } from "../testing/fixtures";
import { HttpClient } from "../testing/http-client";
import { useTestApp, useTestAppWithMail } from "../testing/use-test-app";

/** The throttles count bursts, not only requests one at a time, and believe no forged address. */
const BURST = 100;
const LIMIT = 10;
const SIGN_UP_LIMIT = 20;
const TOO_MANY = "Too many attempts. Please try again in 15 minutes.";

const app = useTestAppWithMail();

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe("throttles under parallel bursts", () => {
  test(`${BURST} forgot-password requests in parallel for one address: at most ${LIMIT} mails`, async () => {
    const { email } = await signedInShopper(app);
    const since = app.mail.received.length;
    const answers = await Promise.all(Array.from({ length: BURST }, () => new HttpClient(app.url).rest("POST", "/user/user-forgot-password", { email })));
    const counts = tally(answers.map((answer) => answer.status));
    assert.equal((counts[200] ?? 0) + (counts[429] ?? 0), BURST, JSON.stringify(counts));
    assert.equal(answers.find((answer) => answer.status === 429)?.body.message, TOO_MANY);
    // Every accepted request sends its mail: wait until they all arrived, then count them.
    const mails = () => app.mail.received.slice(since).filter((mail) => mail.to.includes(email)).length;
    const deadline = Date.now() + 60_000;
    while (mails() < (counts[200] ?? 0) && Date.now() < deadline) await app.mail.waitForMessage(email, { since: since + mails(), ms: deadline - Date.now() }).catch(() => undefined);
    assert.ok(mails() <= LIMIT, `${mails()} mails sent`);
    assert.ok((counts[200] ?? 0) <= LIMIT, JSON.stringify(counts));
  });

  test("sign-up is throttled per address: the twenty-first from one address in the window is refused", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_UP_LIMIT + 1; i++) {
      const tag = `${process.pid}${Date.now()}${i}`;
      const mobile = `6${String(Date.now()).slice(-7)}${String(i).padStart(2, "0")}`;
      statuses.push((await new HttpClient(app.url).rest("POST", "/user/signup", { name: "Burst", email: `burst.${tag}@example.com`, mobile, password: "burst-password-1", terms: true })).status);
    }
    assert.deepEqual(statuses, [...Array(SIGN_UP_LIMIT).fill(201), 429]);
  });

  test(`${BURST} wrong passwords in parallel for one account: at most ${LIMIT} are checked, the rest refused`, async () => {
    const { email } = await signedInShopper(app);
    const statuses = await Promise.all(Array.from({ length: BURST }, (_, i) => new HttpClient(app.url).rest("POST", "/user/login", { email, password: `wrong-password-${i}` }).then((answer) => answer.status)));
    const counts = tally(statuses);
    assert.ok((counts[401] ?? 0) <= LIMIT, `checked ${counts[401]} passwords: ${JSON.stringify(counts)}`);
    assert.equal((counts[401] ?? 0) + (counts[429] ?? 0), BURST, JSON.stringify(counts));
  });
});

describe("X-Forwarded-For is not believed by default (TRUST_PROXY off), in production too", () => {
  const production = useTestApp({ config: { production: true, cookieSecure: false } });

  test("failures sent with a different X-Forwarded-For each still count for the one real address", async () => {
    // On PGlite both apps of this file share one database: start from a clean count for 127.0.0.1.
    await production.db.query(`DELETE FROM auth_attempts`);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const response = await new HttpClient(production.url).request("POST", "/api/v1/user/login", {
        json: { email: `nobody.${i}@example.com`, password: "wrong-password" },
        headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
      });
      statuses.push(response.status);
    }
    assert.deepEqual(statuses, [...Array(LIMIT).fill(404), 429]);
  });
});
