// `npm run draw` (and the web's build, first): draws each feature's editorial pictures into SVG files of its own. A feature
// with drawings (src/features/<feature>/drawings.tsx, `DRAWINGS`: a name and a component each)
// gets src/features/<feature>/pictures/<name>.svg, which its pages show as images (picture-urls.ts,
// components/ui/drawn-picture.tsx); files no drawing names any more are deleted. The files are
// committed like other generated code, and CI fails when they differ from their drawings.
//
// A picture the browser caches and rasterises once costs a page nothing to hydrate: drawn inline,
// a landing page held up to 1,900 SVG elements, which React hydrated and Chromium styled on every
// load (docs/decisions.md).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { createServer } from "vite";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const features = path.join(web, "src/features");

// Vite compiles the drawings (TSX, the workspace packages' sources); React and styled-components
// are the ones imported here (Vite leaves libraries to node), so the drawings see this theme.
const vite = await createServer({ root: web, configFile: path.join(web, "vite.config.ts"), logLevel: "error", appType: "custom", server: { middlewareMode: true, hmr: false, ws: false } });
try {
  const { lightTheme } = await vite.ssrLoadModule("/src/styles/theme.ts");
  let changed = 0;
  for (const feature of fs.readdirSync(features).sort()) {
    if (!fs.existsSync(path.join(features, feature, "drawings.tsx"))) continue;
    const { DRAWINGS } = await vite.ssrLoadModule(`/src/features/${feature}/drawings.tsx`);
    const out = path.join(features, feature, "pictures");
    fs.mkdirSync(out, { recursive: true });
    const names = Object.keys(DRAWINGS).sort();
    for (const name of names) {
      // The art's colours are the same in both themes.
      const svg = renderToStaticMarkup(createElement(ThemeProvider, { theme: lightTheme }, createElement(DRAWINGS[name])));
      if (!svg.startsWith("<svg xmlns=")) throw new Error(`${feature}/${name}: a drawing is one <SceneSvg> (editorial-scene.tsx)`);
      // Unchanged files keep their time stamps (the build's fingerprint, scripts/build-state.mjs).
      const file = path.join(out, `${name}.svg`);
      if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== `${svg}\n`) {
        fs.writeFileSync(file, `${svg}\n`);
        changed++;
      }
    }
    for (const file of fs.readdirSync(out)) {
      if (file.endsWith(".svg") && !names.includes(file.slice(0, -4))) {
        fs.rmSync(path.join(out, file));
        changed++;
      }
    }
  }
  if (changed > 0) console.log(`drawn pictures: ${changed} files written or deleted`);
} finally {
  await vite.close();
}
