/** The upload endpoint's own limits, checked in the browser too so a wrong file fails at once. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = "The file is not an image";
export const IMAGE_TOO_LARGE = "Image must be 5 MB or smaller";

/** Why `file` cannot be a product's picture, or undefined when it can. */
export function checkImage(file: File): string | undefined {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}

/** A refused upload; `message` is the server's, when it gave one. */
export class UploadError extends Error {
  constructor(readonly serverMessage?: string) {
    super(serverMessage ?? "Upload failed");
  }
}

/**
 * Sends a picture to `POST /api/v1/images` (multipart, field `image`, the seller's cookie) and
 * answers the stored image's id, which createProduct and updateProduct take.
 */
export async function uploadImage(file: File): Promise<string> {
  const formData = new FormData();
  formData.append("image", file);
  let response: Response;
  try {
    response = await fetch("/api/v1/images", { method: "POST", body: formData, credentials: "include" });
  } catch {
    throw new UploadError();
  }
  const body = (await response.json().catch(() => undefined)) as { success?: boolean; message?: string; data?: { id?: string } } | undefined;
  if (!response.ok || !body?.data?.id) throw new UploadError(typeof body?.message === "string" ? body.message : undefined);
  return body.data.id;
}
