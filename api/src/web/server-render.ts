import fs from "node:fs";
import { pathToFileURL } from "node:url";
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

/**
 * The shop's pages rendered here (home, landing and campaign pages, grids, products, search,
 * about, contact, not found): the page's HTML, status, head and data, in the built page's
 * template, which the browser then hydrates. A page the renderer leaves to the browser (accounts,
 * workspaces) or cannot render goes to `next`, which sends the template as it is.
 */
export function serverRenderedPages(options: ServerRenderOptions, templateFor: (req: Request) => string): RequestHandler {
  const renderer = rendererLoader(options.entry);
  const templates = new Map<string, { builtAt: number; text: string }>();
  const template = (file: string) => {
    const builtAt = fs.statSync(file).mtimeMs;
    let cached = templates.get(file);
    if (cached?.builtAt !== builtAt) templates.set(file, (cached = { builtAt, text: fs.readFileSync(file, "utf8") }));
    return cached.text;
  };

  const render = async (req: Request, res: Response, app: Renderer) => {
    const url = req.originalUrl;
    const page = await app.render({ url, execute: options.execute(req, res), shopper: Boolean(req.viewer?.user) });
    if (page.redirect) {
      res.redirect(301, page.redirect);
      return;
    }
    const html = app.renderDocument(template(templateFor(req)), page, { origin: options.origin(req), url });
    // Drawn for this visitor (a shopper's header) from data that changes at any time.
    res.status(page.status).set("Cache-Control", "private, no-cache").type("html").send(html);
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
