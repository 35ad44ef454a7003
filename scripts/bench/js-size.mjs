// The storefront's first-load JavaScript, gzipped: index.html's module scripts and modulepreloads
// plus everything they import statically (not dynamic import(), which loads later).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g;

export function firstLoadJs(distDir) {
  const html = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const entries = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1] ?? m[2]);
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    const source = fs.readFileSync(file);
    seen.set(file, zlib.gzipSync(source).length);
    for (const match of source.toString("utf8").matchAll(STATIC_IMPORT)) {
      if (match[1].startsWith(".") || match[1].startsWith("/")) visit(match[1].startsWith("/") ? path.join(distDir, match[1]) : path.resolve(path.dirname(file), match[1]));
    }
  };
  for (const entry of entries) visit(path.join(distDir, entry.replace(/^\//, "")));
  const files = [...seen].map(([file, gzip]) => ({ file: path.relative(distDir, file), gzipBytes: gzip }));
  return { files, gzipKb: files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024 };
}
