import toast from "react-hot-toast";
import { readApiError, serverMessageOr } from "../../../lib/api-error";

export type SaveProfileResult = { ok: true } | { ok: false; fields: Record<string, string>; message?: string };

export interface SaveProfileTexts {
  success: string;
  /** Shown when the server gives no message of its own. */
  fallback: string;
}

/** The server's "... with this email already exists" and its mobile twin belong under that field. */
const CONFLICT_FIELDS = [
  { ending: "with this email already exists", field: "email" },
  { ending: "with this mobile number already exists", field: "mobile" },
] as const;

/**
 * Runs a profile update. Success is a toast (the page then leaves for the profile); a refusal
 * goes under the fields it names, anything else becomes the form's message.
 */
export async function saveProfileWith(run: () => Promise<unknown>, texts: SaveProfileTexts): Promise<SaveProfileResult> {
  try {
    await run();
    toast.success(texts.success);
    return { ok: true };
  } catch (error) {
    const { message, fields } = readApiError(error);
    const conflict = message ? CONFLICT_FIELDS.find(({ ending }) => message.endsWith(ending)) : undefined;
    if (message && conflict) return { ok: false, fields: { ...fields, [conflict.field]: message } };
    if (Object.keys(fields).length > 0) return { ok: false, fields };
    return { ok: false, fields, message: serverMessageOr(error, texts.fallback) };
  }
}
