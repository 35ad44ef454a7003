import type { ApolloCache } from "@apollo/client";
import { toast } from "../../../lib/toast";
import { readApiError, serverMessageOr } from "../../../lib/api-error";
import { UploadError } from "./upload-image";

export type SaveResult = { ok: true } | { ok: false; fields: Record<string, string> };

/**
 * Runs a product's save (upload, then the mutation) and says how it went in a toast: the
 * server's message when it gave one, else `fallback`. Field messages go back to the form.
 */
export async function saveProductWith(run: () => Promise<unknown>, texts: { success: string; fallback: string }): Promise<SaveResult> {
  try {
    await run();
    toast.success(texts.success);
    return { ok: true };
  } catch (error) {
    if (error instanceof UploadError) {
      toast.error(error.serverMessage ?? texts.fallback);
      return { ok: false, fields: error.serverMessage ? { image: error.serverMessage } : {} };
    }
    toast.error(serverMessageOr(error, texts.fallback));
    // The server names the picture by its input field, imageId; the form calls it image.
    const { imageId, ...fields } = readApiError(error).fields;
    return { ok: false, fields: imageId ? { ...fields, image: imageId } : fields };
  }
}

/** The seller's product list and figures changed on the server: both are asked again when shown. */
export function forgetSellerProducts(cache: ApolloCache): void {
  cache.evict({ id: "ROOT_QUERY", fieldName: "sellerProducts" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "sellerDashboard" });
  cache.gc();
}
