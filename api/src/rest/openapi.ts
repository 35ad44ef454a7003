import { ACCOUNT_MESSAGES } from "@store/rules";
import { getOpenApiMetadata, OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from "@asteasolutions/zod-to-openapi";
import type { Role } from "../accounts/roles";
import { SESSION_COOKIE } from "../sessions/session";
import type { RestRoute } from "./route";
import { ErrorAnswer, z } from "./schema";

/** The document's own version: bump it when a path or a shape changes for integrators. */
export const API_VERSION = "1.0.0";

/** Express's `/orders/requests/:id` as OpenAPI writes it: `/orders/requests/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

const roleName: Record<Role, string> = { USER: "a signed-in shopper", SELLER: "a signed-in seller", ADMIN: "the signed-in admin" };

/** Who may call, in words and as OpenAPI 3.1 security requirements (role names in the cookie scheme's list). */
function accessOf(route: RestRoute): { words: string; security: Record<string, string[]>[] } {
  const { access, seenDifferentlyBy = [] } = route;
  if (access === "anyone") {
    const more = seenDifferentlyBy.map((role) => roleName[role]).join(" or ");
    return { words: more ? `Anyone; the answer differs for ${more}.` : "Anyone.", security: seenDifferentlyBy.length ? [{}, ...seenDifferentlyBy.map((role) => ({ session: [role] }))] : [] };
  }
  const roles: readonly Role[] = typeof access === "string" ? [access as Role] : access;
  return { words: `Only ${roles.map((role) => roleName[role]).join(" or ")}.`, security: roles.map((role) => ({ session: [role] })) };
}

const refusal: Record<number, string> = {
  400: "The input is refused: a field of the wrong type (named under `errors`), or a rule of the documents",
  401: "Not signed in ('Please log in')",
  403: `Signed in, but not as a role that may call this ('You are not allowed to do this'; a deactivated shopper: '${ACCOUNT_MESSAGES.userDeactivated}')`,
};

function requestOf(route: RestRoute): RouteConfig["request"] {
  const { body } = route;
  const request: NonNullable<RouteConfig["request"]> = { params: route.params, query: route.query };
  if (!body) return request;
  if ("raw" in body) return { ...request, body: { description: body.raw, required: true, content: { "application/json": { schema: { type: "object" } } } } };
  if ("json" in body) return { ...request, body: { required: true, content: { "application/json": { schema: body.json } } } };
  const form =
    "image" in body
      ? body.form
          .extend({ image: z.string().openapi({ format: "binary", description: "The picture (JPEG, PNG, WebP, GIF or AVIF), at most 5 MB." }) })
          .openapi({ required: [...((getOpenApiMetadata(body.form).required as string[] | undefined) ?? []), "image"] })
      : body.form;
  const content: Record<string, { schema: z.ZodType }> = { "multipart/form-data": { schema: form } };
  // The shopper's profile form is read from JSON as well.
  if (!("image" in body)) content["application/json"] = { schema: body.form };
  return { ...request, body: { required: true, content } };
}

function responsesOf(route: RestRoute): RouteConfig["responses"] {
  const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorAnswer } } });
  const responses: RouteConfig["responses"] = { [route.status]: { description: route.summary, content: { "application/json": { schema: route.answer } } } };
  // Path parameters are text whatever is sent; only a query or a body can be of the wrong type.
  const has400 = Boolean(route.query || route.body);
  if (has400 || route.failures[400]) responses[400] = error([has400 ? refusal[400] : undefined, route.failures[400]].filter(Boolean).join(". "));
  if (route.access !== "anyone") {
    responses[401] = error(refusal[401]);
    responses[403] = error(refusal[403]);
  }
  for (const [status, description] of Object.entries(route.failures)) if (status !== "400") responses[status] = error(description!);
  return responses;
}

/**
 * openapi.json, from the route table that the router serves: every path, its parameters, body,
 * answers, the roles allowed (as OpenAPI 3.1 role names on the cookie scheme) and the error shape.
 */
export function openApiDocument(routes: readonly RestRoute[]) {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description:
      "The session cookie, set by the sign-in paths. One browser session may be signed in as a shopper, a seller and the admin at once; each operation lists the roles it accepts (USER, SELLER, ADMIN).",
  });
  registry.register("Error", ErrorAnswer);
  for (const route of routes) {
    const { words, security } = accessOf(route);
    registry.registerPath({
      method: route.method,
      path: openApiPath(route.path),
      operationId: `${route.method}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? "").toUpperCase())}`,
      tags: [route.tag],
      summary: route.summary,
      description: [`**Who:** ${words}`, route.description].filter(Boolean).join("\n\n"),
      security,
      "x-roles": route.access === "anyone" ? [] : typeof route.access === "string" ? [route.access] : [...route.access],
      request: requestOf(route),
      responses: responsesOf(route),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Clothing store: legacy REST adapter",
      version: API_VERSION,
      description:
        "The `/api/v1` paths that the store's older client calls, kept working beside the GraphQL API (`/graphql`), which integrators should prefer. Answers are `{ success: true, ... }` with the shapes the old client reads; errors are `{ success: false, message, error }` (the same text twice: the old client reads one or the other) with the right status. Fields are checked by type (a wrong type is a 400 naming the field); unknown fields are ignored. Sign in with one of the sign-in paths: the session travels in the `store.sid` cookie.",
    },
    servers: [{ url: "/api/v1" }],
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
  });
}
