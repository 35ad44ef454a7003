// A local ESLint rule: the web app's layering (docs/decisions.md, "Lint"). A feature never imports
// another feature; components/ui and lib never import a feature. Imports are resolved against the
// importing file, so relative paths (../../catalog/...) are caught as well as any other spelling.
import path from "node:path";

const FEATURES = `web${path.sep}src${path.sep}features${path.sep}`;
const SHARED = [`web${path.sep}src${path.sep}components${path.sep}ui${path.sep}`, `web${path.sep}src${path.sep}lib${path.sep}`];

/** The feature a path lies in (its folder under web/src/features), or undefined. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at === -1 ? undefined : file.slice(at + FEATURES.length).split(path.sep)[0];
}

export const layers = {
  meta: {
    type: "problem",
    docs: { description: "features do not import each other; components/ui and lib do not import features" },
    messages: {
      crossFeature: "Feature '{{from}}' imports feature '{{to}}': features do not import each other; move what they share to components/ui or lib.",
      sharedToFeature: "{{layer}} imports feature '{{to}}': shared code never depends on a feature.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    const shared = SHARED.find((prefix) => file.includes(prefix));
    if (!from && !shared) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const to = featureOf(path.resolve(path.dirname(file), source) + path.sep);
      if (!to) return;
      if (from && to !== from) context.report({ node: node.source, messageId: "crossFeature", data: { from, to } });
      if (shared) context.report({ node: node.source, messageId: "sharedToFeature", data: { layer: shared.slice(0, -1).split(path.sep).slice(2).join("/"), to } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
