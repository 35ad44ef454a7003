import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { repoRoot } from "./config";

// The lint rules that keep the layering (tools/lint): each is shown failing on a planted file, so a
// configuration that silently stopped checking would fail here. The files are linted as text under
// the names they would have; nothing is written.

async function lint(file: string, text: string): Promise<string[]> {
  const { ESLint } = await import("eslint");
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(text, { filePath: `${repoRoot}/${file}` });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("npm run lint", () => {
  test("fails on an import between two web features", async () => {
    const problems = await lint("web/src/features/cart/components/planted.tsx", `import { ProductCard } from "../../catalog/components/product-card";\nexport const Planted = ProductCard;\n`);
    assert.deepEqual(problems, ["store/layers: Feature 'cart' imports feature 'catalog': features do not import each other; move what they share to components/ui or lib."]);
  });

  test("allows a feature its own files, components/ui and lib", async () => {
    const problems = await lint(
      "web/src/features/cart/components/planted.tsx",
      `import { Button } from "../../../components/ui/button";\nimport { money } from "../../../lib/money";\nimport { Line } from "./bag-line";\nexport const all = [Button, money, Line];\n`,
    );
    assert.deepEqual(problems, []);
  });

  test("fails on components/ui or lib importing a feature", async () => {
    const fromUi = await lint("web/src/components/ui/planted.tsx", `export { CartPage } from "../../features/cart/components/cart-page";\n`);
    assert.deepEqual(fromUi, ["store/layers: components/ui imports feature 'cart': shared code never depends on a feature."]);
    const fromLib = await lint("web/src/lib/planted.ts", `export const load = () => import("../features/wishlist/api/wishlist");\n`);
    assert.deepEqual(fromLib, ["store/layers: lib imports feature 'wishlist': shared code never depends on a feature."]);
  });

  test("fails on an eslint-disable without a reason on its line, and on one that disables nothing", async () => {
    const bare = await lint("api/src/planted.ts", `// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport const x: any = 1;\n`);
    assert.equal(bare.length, 1);
    assert.match(bare[0], /^@eslint-community\/eslint-comments\/require-description: /);
    const reasoned = await lint("api/src/planted.ts", `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a planted reason\nexport const x: any = 1;\n`);
    assert.deepEqual(reasoned, []);
    const unused = await lint("api/src/planted.ts", `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nothing to disable\nexport const x = 1;\n`);
    assert.equal(unused.length, 1);
    assert.match(unused[0], /^null: Unused eslint-disable directive/);
  });
});

// Import cycles between the folders of api/src (type-only imports aside: they vanish at run time;
// tests and testing/ aside: they import everything). There are none: folders import one way (the
// order is in docs/decisions.md), and this fails on the first pair that would import each other.

const apiSrc = path.join(repoRoot, "api/src");
const folderOf = (file: string) => (file.includes("/") ? file.split("/")[0] : "(root)");

/** Folder -> the folders its files import (value imports only). */
function folderImports(root: string): Map<string, Set<string>> {
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).map((file) => file.split(path.sep).join("/")).filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts") && !file.startsWith("testing/"));
  const imports = new Map<string, Set<string>>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+"(\.[^"]+)"|import\("(\.[^"]+)"\)/gms)) {
      if (match[1]) continue;
      const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), match[2] ?? match[3])).split(path.sep).join("/");
      if (target.startsWith("..")) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from !== to) imports.set(from, (imports.get(from) ?? new Set()).add(to));
    }
  }
  return imports;
}

function reachable(imports: Map<string, Set<string>>, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    for (const next of imports.get(stack.pop()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen;
}

describe("imports between api/src folders", () => {
  test("no pair of folders imports each other, and no folder is on a cycle", () => {
    const imports = folderImports(apiSrc);
    const folders = [...imports.keys()].sort();
    const pairs = folders.flatMap((a) => folders.filter((b) => a < b && imports.get(a)!.has(b) && imports.get(b)?.has(a)).map((b) => `${a} <-> ${b}`));
    assert.deepEqual(pairs, [], "folders importing each other: import one way (move the shared part down, or hand a function over in services.ts)");
    const reach = new Map(folders.map((folder) => [folder, reachable(imports, folder)]));
    const onCycles = folders.filter((folder) => reach.get(folder)!.has(folder));
    assert.deepEqual(onCycles, [], "folders on an import cycle");
  });

  test("the check sees a planted cycle", () => {
    fs.mkdirSync(path.join(repoRoot, "test-results"), { recursive: true });
    const planted = fs.mkdtempSync(path.join(repoRoot, "test-results/cycle-"));
    try {
      for (const [file, text] of [
        ["mail/mailer.ts", `import { Metric } from "../metrics/metric";\nimport type { Only } from "../ops/only";\nexport const a = Metric;\n`],
        ["metrics/metric.ts", `export { a } from "../mail/mailer";\nexport const Metric = 1;\n`],
        ["ops/only.ts", `import { a } from "../mail/mailer";\nexport type Only = typeof a;\n`],
      ]) {
        fs.mkdirSync(path.dirname(path.join(planted, file)), { recursive: true });
        fs.writeFileSync(path.join(planted, file), text);
      }
      const imports = folderImports(planted);
      assert.deepEqual([...imports.get("mail")!], ["metrics"], "a type-only import is no edge");
      assert.ok(reachable(imports, "mail").has("mail") && reachable(imports, "metrics").has("metrics"));
      assert.deepEqual([...(imports.get("ops") ?? [])], ["mail"]);
    } finally {
      fs.rmSync(planted, { recursive: true, force: true });
    }
  });
});
