import { createHash } from "node:crypto";
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { FormattedExecutionResult } from "graphql";
import { logRequestError } from "../logging/logger";

/** One operation of the web app's Apollo Client (a parsed document and its variables). */
export interface RenderOperation {
  query: unknown;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** What the web build's renderer (web/src/entry-server.tsx, built to {WEB_DIST}-server/entry-server.mjs) offers. */
interface Renderer {
  isServerRendered(pathname: string): boolean;
  render(request: { url: string; execute: (operation: RenderOperation) => Promise<FormattedExecutionResult>; shopper?: boolean }): Promise<RenderedPage>;
  renderDocument(template: string, page: RenderedPage, options: { origin: string; url: string }): string;
}

interface RenderedPage {
  status: number;
  redirect?: string;
}

export interface ServerRenderOptions {
  /** The built renderer, entry-server.mjs; without it every page is left to the browser. */
  entry: string;
  /** The store's origin for canonical and picture addresses. */
  origin(req: Request): string;
  /** What reads the request's session and viewer before a page is rendered. */
  prepare: RequestHandler[];
  /** Answers the page's GraphQL operations in this process, as the request's viewer. */
  execute(req: Request, res: Response): (operation: RenderOperation) => Promise<FormattedExecutionResult>;
}

/**
 * The renderer, loaded once per process (a rebuild takes a restart: its chunks import the entry by
 * its plain address, so a second copy of it under another address would split its modules in two).
 */
function rendererLoader(entry: string) {
  let loaded: Promise<Renderer> | undefined;
  return (): Promise<Renderer> | undefined => {
    if (!loaded && fs.existsSync(entry)) loaded = import(pathToFileURL(entry).href) as Promise<Renderer>;
    return loaded;
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How many guests' pages (by address) each process keeps. */
const GUEST_PAGES = 500;

type Execute = (operation: RenderOperation) => Promise<FormattedExecutionResult>;

/**
 * A guest's page as rendered, with the operations it was rendered from and a digest of their
 * answers. A render is a pure function of the address and those answers (a guest has no session,
 * the theme is the server's light one), so the page is served again only after asking the same
 * operations afresh and getting the same answers: any change it shows (a price, stock, a title, a
 * picture, a product going off sale or a new one, a review) reaches the very next request, on every
 * process, with no invalidation to miss. What is saved is React's render, not the data's reads.
 */
interface GuestPage {
  operations: RenderOperation[];
  digest: string;
  status: number;
  html: string;
  encoded: Map<string, Promise<Buffer>>;
}

const digestOf = (answers: readonly FormattedExecutionResult[]) => createHash("sha256").update(JSON.stringify(answers)).digest("base64");

/** An executor that also records what was asked and answered, in the order asked. */
function recording(execute: Execute) {
  const operations: RenderOperation[] = [];
  const answers: Promise<FormattedExecutionResult>[] = [];
  const recorder: Execute = (operation) => {
    operations.push(operation);
    const answer = execute(operation);
    answers.push(answer);
    return answer;
  };
  return { recorder, operations, answers: () => Promise.all(answers) };
}

/**
 * The shop's pages rendered here (home, landing and campaign pages, grids, products, search,
 * about, contact, not found): the page's HTML, status, head and data, in the built page's
 * template, which the browser then hydrates. A page the renderer leaves to the browser (accounts,
 * workspaces) or cannot render goes to `next`, which sends the template as it is.
 */
export function serverRenderedPages(options: ServerRenderOptions, templateFor: (req: Request) => string): RequestHandler {
  const renderer = rendererLoader(options.entry);
  // A rebuilt page (npm run dev) is read again: its file is looked at, at most once a second.
  const templates = new Map<string, { builtAt: number; checkedAt: number; text: string }>();
  const template = (file: string) => {
    let cached = templates.get(file);
    const now = Date.now();
    if (cached && now - cached.checkedAt < 1000) return cached.text;
    const builtAt = fs.statSync(file).mtimeMs;
    if (cached?.builtAt !== builtAt) cached = { builtAt, checkedAt: now, text: fs.readFileSync(file, "utf8") };
    cached.checkedAt = now;
    templates.set(file, cached);
    return cached.text;
  };

  const guestPages = new Map<string, GuestPage>();
  const remember = (url: string, page: GuestPage) => {
    guestPages.delete(url);
    guestPages.set(url, page);
    if (guestPages.size > GUEST_PAGES) guestPages.delete(guestPages.keys().next().value as string);
  };

  const send = (req: Request, res: Response, status: number, html: string, page?: GuestPage) => {
    // Drawn for this visitor (a shopper's header) from data that changes at any time.
    res.status(status).set("Cache-Control", "private, no-cache").set("Vary", "Accept-Encoding").type("html");
    const encoding = page && req.acceptsEncodings("br", "gzip");
    if (!page || (encoding !== "br" && encoding !== "gzip")) return void res.send(html);
    // A guest's page is compressed once, as it is kept.
    let body = page.encoded.get(encoding);
    if (!body) {
      body = encoding === "br" ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(html, { level: 6 });
      page.encoded.set(encoding, body);
    }
    return body.then((bytes) => void res.set("Content-Encoding", encoding).send(bytes));
  };

  const render = async (req: Request, res: Response, app: Renderer) => {
    const url = req.originalUrl;
    const execute = options.execute(req, res);
    const guest = !req.viewer?.user && !req.viewer?.seller && !req.viewer?.admin;
    const kept = guest ? guestPages.get(url) : undefined;
    if (kept && digestOf(await Promise.all(kept.operations.map(execute))) === kept.digest) {
      remember(url, kept);
      return send(req, res, kept.status, kept.html, kept);
    }
    const asked = recording(execute);
    const page = await app.render({ url, execute: asked.recorder, shopper: Boolean(req.viewer?.user) });
    if (page.redirect) {
      res.redirect(301, page.redirect);
      return;
    }
    const html = app.renderDocument(template(templateFor(req)), page, { origin: options.origin(req), url });
    if (!guest) return send(req, res, page.status, html);
    const rendered: GuestPage = { operations: asked.operations, digest: digestOf(await asked.answers()), status: page.status, html, encoded: new Map() };
    remember(url, rendered);
    return send(req, res, page.status, html, rendered);
  };

  return (req, res, next) => {
    const loading = renderer();
    if (!loading) return next();
    loading.then(
      (app) => {
        if (!app.isServerRendered(req.path)) return next();
        const steps = [...options.prepare];
        const run = (error?: unknown): void => {
          if (error) return next(error);
          const step = steps.shift();
          if (step) return void step(req, res, run);
          render(req, res, app).catch((failure: unknown) => {
            // The browser can still draw the page itself from the plain template.
            logRequestError(req, failure, "rendering a page on the server failed");
            if (!res.headersSent) next();
          });
        };
        run();
      },
      (error: unknown) => {
        logRequestError(req, error, "loading the server renderer failed");
        next();
      },
    );
  };
}
