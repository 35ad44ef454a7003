import { ACCOUNT_MESSAGES } from "@store/rules";
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// `.openapi(...)` on every zod schema: names components and adds what only the document needs.
extendZodWithOpenApi(z);

export { z };

// A wrong type's message ("price must be a number") is @store/rules' typeMessage, the fallback of every parse.

/** A text field of a JSON body: absent or null, or text. */
export const text = () => z.string().nullish();

/**
 * An object whose listed fields are required by the service behind it, which refuses their
 * absence with the documents' own messages, all at once like the forms
 * expect. The schema checks the fields' types; the document marks them required.
 */
export function requiredByService<T extends z.ZodRawShape>(shape: T, required: readonly (keyof T & string)[]) {
  return z.object(shape).openapi({ required: [...required] });
}

/** A timestamp: a Date in the shapes, ISO 8601 text on the wire. */
export const timestamp = () => z.date().openapi({ type: "string", format: "date-time" });

/** An id: our ids are UUIDs; the legacy client calls them `_id`. */
export const id = () => z.string().openapi({ format: "uuid" });

/** The error answer of every legacy path. */
export const ErrorAnswer = z
  .object({
    success: z.literal(false),
    message: z.string().openapi({ description: "What went wrong, in the documents' words where they give them." }),
    error: z.string().openapi({ description: "The same text as `message`: the old client reads one or the other, screen by screen." }),
    errors: z.record(z.string(), z.string()).optional().openapi({ description: `Per-field messages of a refused form, e.g. \`{ mobile: '${ACCOUNT_MESSAGES.mobileInvalid}' }\`.` }),
  })
  .openapi("Error");

/** `{ success: true, data }` */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message, data }`, the message shown in the old client's success toast. */
export const okMessage = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

/** `{ success: true, message }` */
export const done = () => z.object({ success: z.literal(true), message: z.string() });
