import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { CATEGORY_SIZES, SEED_PRODUCTS } from "./seed-catalog";

// The shopper document's size table (section 5), word for word: the sizes the original client
// offers for a category. Any other category shows no sizes.
const ADULT = ["XS", "S", "M", "L", "XL", "XXL"];
const TABLE: Record<string, string[]> = {
  ...Object.fromEntries(
    ["Kids", "Ladies", "accessories", "Preppy luxe", "New neutrals", "Modern romance", "Activewear-by-Move", "Hot-sellers", "New-utilitarian", "Denim", "Transitional-fits"].map((category) => [category, ADULT]),
  ),
  "Kids9-14y": ["8-9Y", "9-10Y", "10-11Y", "11-12Y", "12-13Y", "13-14Y", "14+"],
  Baby: ["4-6M", "6-9M", "9-12M", "11-12M", "12-18M", "1-2Y", "2-3Y", "3-4Y"],
  "Kids2-8y": ["1-2Y", "2-3Y", "3-4Y", "4-5Y", "5-6Y", "6-7Y", "7-8Y", "8-9Y", "9-10Y"],
};
const tableOf = (category: string) => TABLE[category] ?? [];

describe("the demo catalog follows the documents' size table", () => {
  test("each category offers the table's sizes", () => {
    for (const [category, sizes] of Object.entries(CATEGORY_SIZES)) assert.deepEqual(sizes, tableOf(category), category);
  });

  test("every product's sizes are among its category's in the table (none outside it: no 'UK 7', no 'One size')", () => {
    const outside = SEED_PRODUCTS.filter((product) => product.sizes.some((size) => !tableOf(product.category).includes(size))).map(
      (product) => `${product.title} (${product.category}): ${product.sizes.join(", ")}`,
    );
    assert.deepEqual(outside, []);
  });

  test("accessories come in the table's XS to XXL", () => {
    const accessories = SEED_PRODUCTS.filter((product) => product.category === "accessories");
    assert.ok(accessories.length > 0);
    for (const product of accessories) assert.deepEqual(product.sizes.length > 0 ? product.sizes : CATEGORY_SIZES.accessories, ADULT, product.title);
  });
});
