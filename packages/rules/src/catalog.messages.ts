// The catalog's limits and messages, apart from its schemas so that a page showing a message does not load zod.

/** The limits of a product's fields (docs/decisions.md, "Seller workspace" and "Input limits"). */
export const PRODUCT_LIMITS = {
  title: 200,
  description: 5000,
  materials: 2000,
  careguide: 2000,
  price: { min: 1, max: 10_000_000 },
  stock: { min: 0, max: 1_000_000 },
  sizes: 20,
  sizeLength: 20,
  search: 100,
} as const;

const L = PRODUCT_LIMITS;

export const CATALOG_MESSAGES = {
  productNotFound: "Product not found",
  categoryNotFound: "Category not found",
  noProductFound: "No product found.",
  notForSale: "This product is no longer for sale",
  unknownCategory: "Category must be one of the store's categories",
  imageRequired: "Image is required",
  imageNotFound: "Image not found",
  sizesRequired: "Sizes are required",
  sizesNotText: "Sizes must be a list of text",
  tooManySizes: `A product has at most ${L.sizes} sizes`,
  sizeLength: `Each size must be 1 to ${L.sizeLength} characters`,
  priceRange: `Price must be a whole number of rupees from ${L.price.min} to ${L.price.max}`,
  stockRange: `Stock must be a whole number from ${L.stock.min} to ${L.stock.max}`,
  searchEmpty: "Enter something to search for",
  searchTooLong: `Search at most ${L.search} characters`,
  productCreated: "Product created successfully!",
  productUpdated: "Product updated successfully!",
  productDeleted: "Product deleted successfully",
  sellerGone: "This product's seller no longer exists: it cannot go back on sale",
  sizeStockShape: "Counts per size must be a list of sizes with their stock",
  sizeCountedTwice: "Each size may be counted once",
  sizeStockRange: `Each size's stock must be a whole number from ${L.stock.min} to ${L.stock.max}`,
  sizeStockTotal: `The sizes' stock must add up to at most ${L.stock.max}`,
  sizesNotCounted: "Sizes must be the sizes of the counts per size, in their order",
} as const;

/** When both a stock and counts per size are sent, the stock must be their sum. */
export const stockNotSum = (sum: number) => `Stock must be the sum of the counts per size (${sum})`;

