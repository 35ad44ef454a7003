import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a `.br` and a `.gz` twin beside every built text file worth compressing, so the server
 * sends them as they are rather than compressing each answer again.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "store:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.promises.readFile(full);
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([fs.promises.writeFile(full + ".br", br), fs.promises.writeFile(full + ".gz", gz)]);
        }),
      );
    },
  };
}

/**
 * What codegen's babel and swc plugins do, for Vite: each `graphql(`…`)` call becomes its own
 * document, written in place, so a bundle carries only the documents it uses instead of gql.ts's
 * map of every operation in the app (graphql.ts, one module, would land whole in a shared chunk).
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let documents: Map<string, string> | undefined;
  const load = () => {
    const map = fs.readFileSync(path.join(gqlDir, "gql.ts"), "utf8");
    const nodes = new Map<string, string>();
    for (const [, name, node] of fs.readFileSync(path.join(gqlDir, "graphql.ts"), "utf8").matchAll(/^export const (\w+) = (\{.*\}) as unknown as /gm)) nodes.set(name, node);
    documents = new Map();
    for (const [, literal, name] of map.slice(map.indexOf("const documents")).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
      const node = nodes.get(name);
      if (node) documents.set(JSON.parse(literal), node);
    }
    return documents;
  };
  return {
    name: "store:graphql-documents",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes("graphql(`")) return null;
      const known = documents ?? load();
      return code.replace(/\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g, (_call, text: string) => {
        const node = known.get(text);
        if (!node) throw new Error(`${id}: a graphql() document that codegen has not seen; run npm run codegen`);
        return `(${node})`;
      });
    },
  };
}

/** The shop's pages a first visit most often opens, by the path that shows them. */
const PAGE_CHUNKS: { chunk: string; path: string }[] = [
  { chunk: "home-page", path: "^/$" },
  { chunk: "product-details-page", path: "^/productDetails/[^/]+$" },
  // A category: /product, /product/:category or a bare /:category that names no other page.
  { chunk: "product-list-page", path: "^/(product(/[^/]+)?|(?!(about|contact|login|signup|search|user|seller|admin|[a-z]+-(page|roundup|fits))$)[^/]+)$" },
];

/** The app's own bundle, which src/main.tsx imports (src/app/start.tsx). */
export const APP_CHUNK = "start";

/** Where the server finds, for a path, the page to answer it with (see api/src/web/web-app.routes.ts). */
export const PAGES_MANIFEST = "pages.json";

/**
 * index.html loads a small first script (src/main.tsx) that imports the app (`app/start.tsx`);
 * index.html also preloads the app's bundle and what it imports, so a page the browser draws
 * itself (accounts, workspaces) asks for all of it at once. A copy of index.html for each of the
 * shop's most opened pages (`<chunk>.html`) also preloads that page's own bundle, and what it
 * imports: without it the page's bundle is only asked for once the app has run and routed.
 * `pages.json` lists them, `[{ "path": regular expression, "file": "home-page.html" }]`; the
 * server answers a path with the first page whose expression matches it, and with index.html
 * otherwise (in a page it renders itself, these preloads give way to a later import: see
 * entry-server.tsx and src/main.tsx). No script is inlined: a strict Content-Security-Policy
 * allows only the store's own script files.
 */
export function pagePreloads(): Plugin {
  return {
    name: "store:page-preloads",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (!index || index.type !== "asset") return;
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const filesOf = (name: string, html: string) => {
        const start = chunks.find((chunk) => chunk.isDynamicEntry && chunk.name === name);
        if (!start) throw new Error(`no ${name} chunk to preload`);
        const files = new Set<string>();
        const walk = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(walk);
        };
        walk(start.fileName);
        // What the page already loads needs no second mention.
        return [...files].map((file) => "/" + file).filter((file) => !html.includes(`"${file}"`));
      };
      // A page's own preloads are marked (`data-page`), its bundle first: see entry-server.tsx.
      const withPreloads = (html: string, files: string[], page = false) =>
        html.replace("  </head>", `${files.map((file) => `    <link rel="modulepreload" crossorigin href="${file}"${page ? " data-page" : ""}>\n`).join("")}  </head>`);
      const html = withPreloads(String(index.source), filesOf(APP_CHUNK, String(index.source)));
      index.source = html;
      const pages = PAGE_CHUNKS.map(({ chunk, path }) => {
        this.emitFile({ type: "asset", fileName: `${chunk}.html`, source: withPreloads(html, filesOf(chunk, html), true) });
        return { path, file: `${chunk}.html` };
      });
      this.emitFile({ type: "asset", fileName: PAGES_MANIFEST, source: JSON.stringify(pages, null, 2) + "\n" });
    },
  };
}

/**
 * Gives every styled component an id made from its file and its place in it, the same in the
 * browser's bundle and the server's. styled-components otherwise numbers components in the order
 * their modules happen to run, which differs between the two (the browser loads pages lazily, in
 * any order), and so would their class names: hydration would find the server's HTML wrong. This
 * is what the babel plugin's `ssr` option does; here `import styled from "styled-components"`
 * becomes that import wrapped by styles/stable-styled.ts.
 */
export function stableStyledIds(srcDir: string): Plugin {
  const helper = path.join(srcDir, "styles", "stable-styled.ts");
  return {
    name: "store:stable-styled-ids",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0];
      if (!/\.tsx?$/.test(file) || !file.startsWith(srcDir) || file === helper) return null;
      const match = /^import styled(, \{[^}]*\})? from "styled-components";$/m.exec(code);
      if (!match) return null;
      const fileId = "s" + createHash("sha256").update(path.relative(srcDir, file).split(path.sep).join("/")).digest("hex").slice(0, 8);
      const replacement =
        `import __styledComponents${match[1] ?? ""} from "styled-components";\n` +
        `import { stableStyled as __stableStyled } from ${JSON.stringify(helper)};\n` +
        `const styled = __stableStyled(__styledComponents, ${JSON.stringify(fileId)});`;
      return { code: code.replace(match[0], replacement), map: null };
    },
  };
}

/**
 * The page's own style (src/styles/page-style.ts) as a `<style>` in index.html's head, for the
 * pages the server draws and those the browser draws alike: styled-components adds its own after
 * it, so a component's rules come later than these page-wide ones, as when they were a global
 * style of styled-components.
 */
export function pageStyle(css: string): Plugin {
  return {
    name: "store:page-style",
    transformIndexHtml: {
      order: "pre",
      handler(html, context) {
        if (path.basename(context.filename) !== "index.html") return html;
        return { html, tags: [{ tag: "style", attrs: { id: "page-style" }, children: css.replace(/\s+/g, " ").trim(), injectTo: "head" }] };
      },
    },
  };
}
