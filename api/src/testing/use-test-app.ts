import { after, before } from "node:test";
import { startSmtpSink } from "./smtp-sink";
import { startTestApp, type TestApp } from "./test-app";

export type TestAppOptions = NonNullable<Parameters<typeof startTestApp>[0]>;
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * The set-up most API test files share: a test app started before the tests of the file (or of the
 * `describe` it is called in) and closed after them. Answers the app, whose fields are there once
 * the tests run. `started` does the file's own preparation (a client, accounts): node 20 starts a
 * file's top-level `before` hooks together, so a second `before` would not see the app.
 */
export function useTestApp(options: TestAppOptions = {}, started?: (app: TestApp) => unknown): TestApp {
  const app = {} as TestApp;
  before(async () => {
    Object.assign(app, await startTestApp(options));
    await started?.(app);
  });
  after(() => app.close?.());
  return app;
}

/**
 * `useTestApp` with the app's mail going over real SMTP to a sink on loopback (`app.mail`), which
 * is stopped after the app, so no mail is cut off mid-send.
 */
export function useTestAppWithMail(options: TestAppOptions = {}): TestApp & { mail: SmtpSink } {
  const app = {} as TestApp & { mail: SmtpSink };
  before(async () => {
    app.mail = await startSmtpSink();
    Object.assign(app, await startTestApp({ ...options, smtpUrl: app.mail.url }));
  });
  after(async () => {
    await app.close?.();
    await app.mail?.stop();
  });
  return app;
}
