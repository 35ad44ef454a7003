import express, { type Request, type RequestHandler } from "express";
import { assertRole } from "../accounts/auth-checker";
import type { AccountOf, Role } from "../accounts/roles";
import { parse } from "../common/errors";
import { publicOrigin } from "../common/public-origin";
import type { AppConfig } from "../context";
import type { Services } from "../services";
import { handle, requireRole } from "./http";
import type { z } from "./schema";
import { formFields, imageForm } from "./upload";

/**
 * One entry of the REST adapter's route table: everything the router needs to serve a path and
 * everything openapi.json says about it, from the same definitions. The handler receives its
 * input already parsed by the schemas and returns the answer that the `answer` schema types.
 */

/** Who may call: anyone, one role (its account is handed to the handler), or any of several roles. */
export type Access = "anyone" | Role | readonly Role[];

type AccountFor<A> = A extends Role ? AccountOf[A] : undefined;
type Shape = z.ZodObject;
type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

export type Body =
  /** application/json */
  | { json: Shape }
  /** multipart/form-data text fields (the old client's profile form); JSON is read as well. */
  | { form: Shape }
  /** multipart/form-data with one picture in the field `image`, read only after the role is checked. */
  | { form: Shape; image: "required" }
  /** The raw bytes (the Stripe webhook, whose signature covers them); mounted before the JSON parser. */
  | { raw: string };

export interface Call<A extends Access, P, Q, B> {
  params: Output<P>;
  query: Output<Q>;
  body: B extends { json: infer S } | { form: infer S } ? Output<S> : B extends { raw: string } ? Buffer : Record<string, never>;
  /** The signed-in account when `access` names one role. */
  account: AccountFor<A>;
  /** The picture of an `image` form. */
  file?: Express.Multer.File;
  req: Request;
  services: Services;
  config: AppConfig;
  /** The store's public origin, on which the answer's picture URLs are made absolute. */
  origin: string;
}

export interface RouteSpec<A extends Access, P extends Shape | undefined, Q extends Shape | undefined, B extends Body | undefined, R extends z.ZodType> {
  method: "get" | "post" | "put" | "delete";
  /** Express syntax (`/orders/requests/:id`); openapi.json writes `{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: A;
  /** Roles whose session changes the answer on a path anyone may call (the admin sees products off sale). */
  seenDifferentlyBy?: readonly Role[];
  params?: P;
  query?: Q;
  body?: B;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** The success answer, as the old client reads it. */
  answer: R;
  /** Failures worth naming beyond the ones every path of its kind has (400, 401, 403). */
  failures?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429, string>>;
  handle(call: Call<A, P, Q, B>): Promise<z.input<R>>;
}

/** A route table entry with its types erased, as the router and the document read it. */
export interface RestRoute {
  method: "get" | "post" | "put" | "delete";
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  seenDifferentlyBy?: readonly Role[];
  params?: Shape;
  query?: Shape;
  body?: Body;
  status: 200 | 201;
  answer: z.ZodType;
  failures: Partial<Record<number, string>>;
  handlers(deps: { services: Services; config: AppConfig }): RequestHandler[];
}

/** Parses one part of a request with its schema (the rules' own, for bodies); a wrong type is a 400 that names the field. */
export const parseWith = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => parse(schema, value ?? {});

const rawBody = express.raw({ type: () => true, limit: "1mb" });

function checkAccess(req: Request, access: Access): unknown {
  if (access === "anyone") return undefined;
  if (typeof access === "string") return requireRole(req, access as Role);
  assertRole(req.viewer, access as Role[]);
  return undefined;
}

/** Defines a route; the handler's input and answer are typed by the schemas given. */
export function route<A extends Access, P extends Shape | undefined = undefined, Q extends Shape | undefined = undefined, B extends Body | undefined = undefined, R extends z.ZodType = z.ZodType>(
  spec: RouteSpec<A, P, Q, B, R>,
): RestRoute {
  const { handle: run, ...described } = spec;
  return {
    ...described,
    status: spec.status ?? 200,
    failures: spec.failures ?? {},
    handlers: ({ services, config }) => {
      // The role is checked before a multipart body is read, so nobody else can make the server buffer an upload.
      const gate: RequestHandler = (req, _res, next) => {
        try {
          checkAccess(req, spec.access);
          next();
        } catch (error) {
          next(error);
        }
      };
      const parsers = !spec.body ? [] : "image" in spec.body ? imageForm : "form" in spec.body ? formFields : "raw" in spec.body ? [rawBody] : [];
      const serve = handle(async (req, res) => {
        res.status(spec.status ?? 200).json(await run(parse(req)));
      });
      const parse = (req: Request) => {
        const bodySchema = spec.body && ("json" in spec.body ? spec.body.json : "form" in spec.body ? spec.body.form : undefined);
        return {
          account: checkAccess(req, spec.access),
          params: spec.params ? parseWith(spec.params, req.params) : {},
          query: spec.query ? parseWith(spec.query, req.query) : {},
          body: bodySchema ? parseWith(bodySchema, req.body) : spec.body && "raw" in spec.body ? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)) : {},
          file: req.file,
          req,
          services,
          config,
          origin: publicOrigin(req, config.publicUrl),
        } as Call<A, P, Q, B>;
      };
      return [gate, ...parsers, serve];
    },
  };
}
