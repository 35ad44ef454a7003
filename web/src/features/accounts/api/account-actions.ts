import { dismissAllToasts, toast } from "../../../lib/toast";
import { readApiError } from "../../../lib/api-error";
import { restartLive } from "../../../lib/apollo-client";

// How a sign-in, sign-up or sign-out becomes a toast and form messages, whatever the role
// (lib/session-cache forgets the session on sign-out). The roles' documents and texts are in
// use-sign-in.ts, use-sign-up.ts and use-sign-out.ts.

export type SignInResult = { ok: true } | { ok: false; fields: Record<string, string> };
export type SignUpResult = { ok: true } | { ok: false; fields: Record<string, string>; message?: string };

/** Runs a sign-in; the server's message (or `failure`) becomes the error toast. */
export async function signInWith(run: () => Promise<unknown>, texts: { success: string; failure: (message?: string) => string }): Promise<SignInResult> {
  try {
    await run();
    restartLive();
    // What was said before signing in (why the visitor was sent here) is done with.
    dismissAllToasts();
    toast.success(texts.success);
    return { ok: true };
  } catch (error) {
    const { message, fields } = readApiError(error);
    toast.error(texts.failure(message));
    return { ok: false, fields };
  }
}

/**
 * Runs a sign-up. A duplicate ("... with this email already exists") is shown in a toast and
 * under its field; a validation failure under every field it names; anything else as `fallback`.
 */
export async function signUpWith(
  run: () => Promise<unknown>,
  texts: { success: string; fallback: string; conflicts: Record<string, string> },
): Promise<SignUpResult> {
  try {
    await run();
    toast.success(texts.success);
    return { ok: true };
  } catch (error) {
    const { message, fields } = readApiError(error);
    const conflictField = message ? texts.conflicts[message] : undefined;
    if (message && conflictField) {
      toast.error(message);
      return { ok: false, fields: { ...fields, [conflictField]: message } };
    }
    if (message && Object.keys(fields).length > 0) {
      toast.error(message);
      return { ok: false, fields };
    }
    toast.error(texts.fallback);
    return { ok: false, fields, message: texts.fallback };
  }
}

/** Runs a sign-out and says how it went. */
export async function signOutWith(run: () => Promise<unknown>, success: string): Promise<boolean> {
  try {
    await run();
    restartLive();
    dismissAllToasts();
    toast.success(success);
    return true;
  } catch {
    toast.error("Logout failed");
    return false;
  }
}
