import assert from "node:assert/strict";
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
