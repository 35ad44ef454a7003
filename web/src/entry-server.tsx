import { ApolloLink, type DocumentNode, type NormalizedCacheObject } from "@apollo/client";
import { prerenderStatic } from "@apollo/client/react/ssr";
import type { FormattedExecutionResult } from "graphql";
import { StrictMode } from "react";
// React's edge build, not its Node build: the Node build makes an AsyncLocalStorage at import and
// enters it on every render, which turns on Node's promise hooks for the whole process from the
// first rendered page on, so that every await of every request (GraphQL, REST) costs about twice
// as much afterwards. The edge build keeps its request in the render (no AsyncLocalStorage global
// in Node) and writes the same HTML, as a web stream.
import { prerender } from "react-dom/static.edge";
import { matchRoutes, StaticRouter } from "react-router";
import { Observable } from "rxjs";
import { ServerStyleSheet } from "styled-components";
import type { PageDataHandle } from "./app/page-data";
import { AppProvider } from "./app/provider";
import { AppRoutes, routes } from "./app/router";
import { createApolloClient } from "./lib/apollo-client";
import { PageHeadProvider, type PageHead } from "./lib/page-head";
import { serializeServerState, SERVER_STATE_ID } from "./lib/server-state";
import { UserSessionQuery } from "./lib/session";

/**
 * The shop's pages rendered by the store's own process (api/src/web/server-render.ts loads the
 * build of this file): the same routes and components as the browser's, under react-router's
 * StaticRouter, with Apollo's queries answered in-process by the server's schema.
 */

/** Runs one GraphQL operation against the server's schema with the request's own context (its viewer). */
export type ExecuteOperation = (operation: { query: DocumentNode; variables: Record<string, unknown>; operationName?: string }) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** The path and query string asked for. */
  url: string;
  execute: ExecuteOperation;
  /** The request's session names a shopper: the header is drawn signed in. */
  shopper?: boolean;
}

export interface RenderResult {
  /** 200, 404 for a page that names nothing, 301 with `redirect`. */
  status: number;
  redirect?: string;
  head: PageHead;
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` element(s) for that markup. */
  styles: string;
  /** The Apollo cache that rendered it, for the browser to hydrate with. */
  state: NormalizedCacheObject;
}

/**
 * The account, seller and admin areas, sign-in and sign-up stay rendered in the browser: they
 * are nobody's first page from a search engine and depend on the session throughout.
 */
const CLIENT_ONLY = /^\/(login|signup|user|seller|admin)(\/|$)/i;

export function isServerRendered(pathname: string): boolean {
  return !CLIENT_ONLY.test(pathname);
}

/** An ApolloLink like SchemaLink, but calling the server's own executor (and thus its graphql module). */
function executorLink(execute: ExecuteOperation, onRequest: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FormattedExecutionResult>((observer) => {
        onRequest();
        execute({ query: operation.query, variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

/** A render that takes longer is given up (the browser then draws the page itself). */
const RENDER_TIMEOUT_MS = 10_000;

export async function render({ url, execute, shopper = false }: RenderRequest): Promise<RenderResult> {
  let requests = 0;
  const client = createApolloClient({ link: executorLink(execute, () => requests++), ssrMode: true });
  const location = new URL(url, "http://store.invalid");

  // The data the route says its page needs (app/page-data.ts), asked for before the first render.
  const prefetches: Promise<unknown>[] = [];
  for (const { route, params } of matchRoutes(routes, location) ?? []) {
    const handle = route.handle as PageDataHandle | undefined;
    if (handle) prefetches.push(handle.prefetch(client, params, location.search).catch(() => undefined));
  }
  if (shopper) prefetches.push(client.query({ query: UserSessionQuery }).catch(() => undefined));
  await Promise.all(prefetches);

  let head: PageHead = { status: 200 };
  let sheet = new ServerStyleSheet();
  // prerenderStatic renders again after any query a render started; when a render started none,
  // it already had all its data, and the render after it would only repeat it: stop there.
  const done = new AbortController();
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <AppProvider client={client}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>
    ),
    context: { client },
    signal: done.signal,
    maxRerenders: 6,
    renderFunction: async (tree) => {
      head = { status: 200 };
      sheet.seal();
      sheet = new ServerStyleSheet();
      const before = requests;
      const rendered = await prerender(sheet.collectStyles(<PageHeadProvider value={head}>{tree}</PageHeadProvider>), {
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        // Every boundary in place, however large: React would otherwise move big ones to the end
        // with an inline script to swap them in, which the policy refuses and no-JS cannot run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      if (requests === before) done.abort();
      return rendered;
    },
  });
  const styles = sheet.getStyleTags();
  sheet.seal();
  return {
    status: head.redirect ? 301 : head.status,
    redirect: head.redirect,
    head,
    html: result,
    styles,
    state: client.extract() as NormalizedCacheObject,
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Without JavaScript a product's sections (description, materials, care, reviews) cannot be
 * opened: they show open instead. Styles only; the policy allows inline styles.
 */
const NO_SCRIPT_STYLE = `<noscript><style>section[data-open] > [role="region"] { grid-template-rows: 1fr; visibility: visible; }</style></noscript>`;

export interface DocumentOptions {
  /** The store's public origin (PUBLIC_URL), for canonical and picture addresses. */
  origin: string;
  /** The path and query string asked for. */
  url: string;
}

/**
 * The built index.html (`template`) with the rendered page in it: its title, description,
 * canonical address, Open Graph and schema.org data and styles in the head, its markup in #root,
 * and the cache it was rendered with in a JSON script (data for the app, never run as a script).
 */
export function renderDocument(template: string, page: RenderResult, { origin, url }: DocumentOptions): string {
  const { head } = page;
  const location = new URL(url, origin);
  const absolute = (address: string) => new URL(address, origin).href;
  const canonical = absolute(location.pathname);
  const title = head.title ?? "ATELIER";
  const meta: string[] = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
  const property = (name: string, content: string) => meta.push(`<meta property="${name}" content="${escapeHtml(content)}">`);
  property("og:site_name", "ATELIER");
  property("og:type", head.type ?? "website");
  property("og:title", title);
  property("og:url", canonical);
  if (head.description) property("og:description", head.description);
  if (head.image) property("og:image", absolute(head.image));
  if (head.price !== undefined) {
    property("product:price:amount", head.price.toFixed(2));
    property("product:price:currency", "INR");
  }
  if (head.jsonLd) {
    const data = { ...head.jsonLd, url: canonical, ...(typeof head.jsonLd.image === "string" ? { image: absolute(head.jsonLd.image) } : {}) };
    meta.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`);
  }
  // The page paints without its JavaScript. Its first script is small and goes after the content;
  // the template's preloads (the app's bundles, about 160 KB) are dropped: that script imports the
  // app once the page has loaded and painted (src/main.tsx), and the page's own bundle beside it
  // (`page-module`, the first of the page's marked preloads). Fetched at once, they would share
  // the line with the page's pictures (the largest paint).
  const scripts: string[] = [];
  let pageModule: string | undefined;
  template = template.replace(/\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g, (tag) => {
    if (tag.trim().startsWith("<script")) scripts.push(tag.trim());
    else if (/\sdata-page\b/.test(tag)) pageModule ??= /\bhref="([^"]+)"/.exec(tag)?.[1];
    return "";
  });
  if (pageModule) meta.push(`<meta name="page-module" content="${escapeHtml(pageModule)}">`);
  // Replaced by functions: a replacement string would read the `$` in a product's text as a pattern.
  let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (head.description) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description ?? "")}">`);
  return html
    .replace("</head>", () => `    ${meta.join("\n    ")}\n    ${page.styles}${NO_SCRIPT_STYLE}\n  </head>`)
    .replace(/\s*<noscript>This store needs JavaScript to run.<\/noscript>/, "")
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState(page.state)}</script>\n    ${scripts.join("\n    ")}`,
    );
}
