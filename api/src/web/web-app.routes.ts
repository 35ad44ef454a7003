import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { Router, type Request } from "express";
import { serverRenderedPages, type ServerRenderOptions } from "./server-render";

/** What a browser may be sent instead of a file, best first, and the suffix the build gave it. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * The robots' rules: the shop is there to be found (its sitemap lists its pages); accounts,
 * workspaces, the API and the payment pages are not pages for a search engine.
 */
export const robotsTxt = (origin: string) =>
  ["User-agent: *", "Allow: /", ...["/user", "/seller", "/admin", "/api", "/graphql", "/pay"].map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");

/** What the sitemap lists: the store's categories and its products on sale. */
export interface SitemapEntries {
  categories: string[];
  products: { id: string; updatedAt: Date }[];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap (sitemaps.org): home, every category's grid and every product on sale. */
export function sitemapXml(origin: string, { categories, products }: SitemapEntries): string {
  const url = (path: string, lastmod?: Date) => `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    url("/"),
    url("/product"),
    ...categories.map((name) => url(`/product/${encodeURIComponent(name)}`)),
    ...products.map((product) => url(`/productDetails/${product.id}`, product.updatedAt)),
    `</urlset>`,
    "",
  ].join("\n");
}

/** Where robots.txt and the sitemap find their content and the store's origin. */
export interface SearchEngineOptions {
  origin(req: Request): string;
  sitemap(): Promise<SitemapEntries>;
}

/**
 * The precompressed twin (`.br` or `.gz`, written by the web build) of a built file that the
 * request accepts, if there is one.
 */
function precompressed(req: Request, file: string) {
  for (const encoding of ENCODINGS) {
    if (req.acceptsEncodings(encoding.name) !== encoding.name) continue;
    if (fs.existsSync(file + encoding.suffix)) return { encoding: encoding.name, file: file + encoding.suffix };
  }
  return undefined;
}

/** Sends a built file, compressed at build time when the browser accepts it, with its own type. */
function sendBuilt(req: Request, res: express.Response, file: string, cacheControl: string) {
  res.set("Vary", "Accept-Encoding").set("Cache-Control", cacheControl).type(path.extname(file));
  const twin = precompressed(req, file);
  if (twin) res.set("Content-Encoding", twin.encoding);
  res.sendFile(twin?.file ?? file, { cacheControl: false });
}

/** A page of the built app and the paths it answers (the web build's pages.json). */
interface BuiltPage {
  path: RegExp;
  file: string;
}

/**
 * The copies of index.html that the web build made for the shop's most opened pages, each also
 * preloading its page's bundle (web/vite-plugins.ts, `pagePreloads`); none before a build.
 */
function builtPages(webDist: string): BuiltPage[] {
  const manifest = path.join(webDist, "pages.json");
  if (!fs.existsSync(manifest)) return [];
  const pages = JSON.parse(fs.readFileSync(manifest, "utf8")) as { path: string; file: string }[];
  return pages.map((page) => ({ path: new RegExp(page.path), file: path.join(webDist, path.basename(page.file)) }));
}

/**
 * The built web app: hashed assets cached for good, every other GET path answered by index.html
 * (or the build's copy of it made for that page); each sent as its build-time brotli or gzip twin
 * when the browser takes one.
 */
export function webAppRoutes(webDist: string, options: { serverRender?: ServerRenderOptions; searchEngines?: SearchEngineOptions } = {}): Router {
  const { serverRender, searchEngines } = options;
  const router = Router();
  const assets = path.join(webDist, "assets");
  const immutable = "public, max-age=31536000, immutable";

  router.get("/robots.txt", (req, res) => {
    const origin = searchEngines?.origin(req) ?? `${req.protocol}://${req.get("host")}`;
    res.type("text/plain").set("Cache-Control", "public, max-age=3600").send(robotsTxt(origin));
  });
  if (searchEngines) {
    router.get("/sitemap.xml", async (req, res) => {
      const xml = sitemapXml(searchEngines.origin(req), await searchEngines.sitemap());
      // Products come and go: a search engine reads it again within the hour.
      res.type("application/xml").set("Cache-Control", "public, max-age=3600").send(xml);
    });
  }
  router.get("/assets/{*file}", (req, res, next) => {
    const file = path.join(assets, path.normalize(req.path.slice("/assets".length)));
    if (!file.startsWith(assets + path.sep) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
    sendBuilt(req, res, file, immutable);
  });
  // Unknown assets are a 404, never the app's page.
  router.use("/assets", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  router.use(express.static(webDist, { index: false, maxAge: "1h" }));
  const indexHtml = path.join(webDist, "index.html");
  // Read again when the build changes (a running dev server, a rebuild under a running store).
  let pages: { builtAt: number; list: BuiltPage[] } | undefined;
  const pageFor = (requestPath: string) => {
    const builtAt = fs.statSync(indexHtml).mtimeMs;
    if (pages?.builtAt !== builtAt) pages = { builtAt, list: builtPages(webDist) };
    const page = pages.list.find((candidate) => candidate.path.test(requestPath));
    return page && fs.existsSync(page.file) ? page.file : indexHtml;
  };
  const built: express.RequestHandler = (req, res, next) => {
    if (!req.accepts("html")) return next("route");
    if (!fs.existsSync(indexHtml)) {
      res.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
      return;
    }
    next();
  };
  // The shop's pages, rendered per request: compressed as they go (brotli at a speed that suits a page per request).
  const compressPage = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  const rendered = serverRender ? [compressPage, serverRenderedPages(serverRender, (req) => pageFor(req.path))] : [];
  router.get("/{*path}", built, ...rendered, (req, res) => {
    sendBuilt(req, res, pageFor(req.path), "no-cache");
  });
  return router;
}
