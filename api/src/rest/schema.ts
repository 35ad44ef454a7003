import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// `.openapi(...)` on every zod schema: names components and adds what only the document needs.
extendZodWithOpenApi(z);

export { z };

/**
 * What a field must be, in the words the 400 answers use: "price must be a number". The documents
 * give no message for a wrong type; they do for a missing field, and those messages live in the
 * services (see `requiredByService`).
 */
const noun: Record<string, string> = { string: "text", number: "a number", boolean: "true or false", array: "a list", object: "an object" };

/** zod's issue for a wrong type, in those words; other issues keep their own message. */
export const typeMessage = (issue: z.core.$ZodRawIssue): string | undefined => {
  const field = issue.path?.length ? issue.path.join(".") : "The request body";
  if (issue.code === "invalid_type") return `${field} must be ${noun[issue.expected] ?? issue.expected}`;
  if (issue.code === "invalid_union") return `${field} has the wrong type`;
  return undefined;
};

/** A text field of a JSON body: absent or null, or text. */
export const text = () => z.string().nullish();

/** A number that a form may send as text ("499"): the service reads either and checks its range. */
export const numberLike = () =>
  z
    .union([z.number(), z.string()], { error: (issue) => `${issue.path?.join(".")} must be a number` })
    .nullish()
    .openapi({ description: "A number; numeric text (as a form sends it) is read as one." });

/**
 * An object whose listed fields are required by the service behind it, which refuses their
 * absence with the documents' own messages ('Name is required'), all at once like the forms
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
    errors: z.record(z.string(), z.string()).optional().openapi({ description: "Per-field messages of a refused form, e.g. `{ mobile: 'Enter a valid Mobile number' }`." }),
  })
  .openapi("Error");

/** `{ success: true, data }` */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message, data }`, the message shown in the old client's success toast. */
export const okMessage = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string(), data });

/** `{ success: true, message }` */
export const done = () => z.object({ success: z.literal(true), message: z.string() });

type NoNulls<T> = { [K in keyof T]: Exclude<T[K], null> };
/** A parsed body with its null fields left out: the services read null as absent, like the old API did. */
export const withoutNulls = <T extends object>(body: T): NoNulls<T> => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as NoNulls<T>;
