import path from "node:path";
import { Router } from "express";

/** Swagger UI's prebuilt files, from the swagger-ui-dist package: nothing is fetched from another host. */
const swaggerUi = path.dirname(require.resolve("swagger-ui-dist/package.json"));
const ASSETS = ["swagger-ui.css", "swagger-ui-bundle.js", "favicon-32x32.png"];

/**
 * Only our own origin, no inline script. Swagger UI sets element styles from script (allowed) and
 * draws its icons from data: URLs in its stylesheet.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Clothing store: REST adapter /api/v1</title>
    <link rel="icon" type="image/png" href="/api/v1/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/v1/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/v1/docs/swagger-ui-bundle.js"></script>
    <script src="/api/v1/docs/init.js"></script>
  </body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to its public validator.
const INIT = `window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#docs",
  validatorUrl: null,
  deepLinking: true,
  withCredentials: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
});
`;

/** `/api/v1/docs`: the adapter's openapi.json, read in Swagger UI served by this server. */
export function docsRoutes(): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Content-Security-Policy", DOCS_CSP);
    next();
  });
  router.get("/", (req, res) => {
    res.set("Cache-Control", "no-cache").type("html").send(PAGE);
  });
  router.get("/init.js", (_req, res) => {
    res.set("Cache-Control", "no-cache").type("text/javascript").send(INIT);
  });
  for (const file of ASSETS) {
    router.get(`/${file}`, (_req, res, next) => res.sendFile(path.join(swaggerUi, file), { maxAge: "1d" }, (error) => error && next(error)));
  }
  return router;
}

