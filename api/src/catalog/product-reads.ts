import type { DataSource } from "typeorm";
import { StatementCache, PreparedReads, statement } from "../common/prepared";
import { Image } from "../images/image.entity";
import { Category } from "./category.entity";
import { Product } from "./product.entity";

/** A product's stock per size, as the `sizeRows` virtual column of the entity reads it (issue 27). */
const SIZE_ROWS = `(SELECT COALESCE(jsonb_agg(jsonb_build_object('size', s.size, 'stock', s.stock) ORDER BY s.position), '[]'::jsonb) FROM product_sizes s WHERE s."productId" = p.id)`;

type Join = "category" | "image";

/**
 * What reading each GraphQL field of a product takes, beside its id: its own column, or for
 * `sizes` the product's own sizes and its category's, for `sizeStock` its sizes' rows, for
 * `image` the picture's row. A read that names the fields it will answer selects only these.
 */
const FIELD_READS: Record<string, { select: readonly string[]; join?: Join }> = {
  title: { select: [`p.title`] },
  price: { select: [`p.price`] },
  description: { select: [`p.description`] },
  category: { select: [`p.category`] },
  materials: { select: [`p.materials`] },
  careguide: { select: [`p.careguide`] },
  stock: { select: [`p.stock`] },
  soldOut: { select: [`p.stock`] },
  sizeStock: { select: [`${SIZE_ROWS} AS "sizeRows"`] },
  onSale: { select: [`p."onSale"`] },
  createdAt: { select: [`p."createdAt"`] },
  sizes: { select: [`p."ownSizes"`, `c.sizes AS "categorySizes"`], join: "category" },
  image: { select: [`i.id AS "imageRowId"`, `i.width AS "imageWidth"`, `i.height AS "imageHeight"`, `i.widths AS "imageWidths"`], join: "image" },
};
/** Every field: what a read that names none selects (the product page, the legacy adapter). */
const ALL_FIELDS: ReadonlySet<string> = new Set(Object.keys(FIELD_READS));
const JOINS: Record<Join, string> = {
  category: `LEFT JOIN categories c ON c.name = p.category`,
  image: `LEFT JOIN images i ON i.id = p."imageId"`,
};

/** A column of products `p` named in a statement's text (`p.title`, `p."imageId"`). */
const PRODUCT_COLUMN = /\bp\.(?:"\w+"|\w+)/g;

/** The category a path names, whatever its case; an exact name wins over one differing in case. */
const categoryByPath = (parameter: string) => `(SELECT c2.name FROM categories c2 WHERE lower(c2.name) = lower(${parameter}) ORDER BY c2.name = ${parameter} DESC LIMIT 1)`;

/** The orders a grid may take; equal prices go by id, the same way. */
const ORDERS = {
  newest: `p."createdAt" DESC, p.id ASC`,
  "price-asc": `p.price ASC, p.id ASC`,
  "price-desc": `p.price DESC, p.id DESC`,
} as const;

export type GridOrder = keyof typeof ORDERS;

/** A grid as the catalog has checked it: everything a statement's text and values depend on. */
export interface GridRead {
  reads?: ReadonlySet<string>;
  category?: string | null;
  order: GridOrder;
  minPrice?: number | null;
  maxPrice?: number | null;
  size?: string | null;
  favouritesOf?: string;
  offset: number;
  limit: number;
}

/** A product from its row: plain columns by name, the category's sizes and the picture as the entity's relations. */
export function productOf(row: Record<string, unknown>): Product {
  const { categorySizes, imageRowId, imageWidth, imageHeight, imageWidths, page_total: _total, ...columns } = row;
  const product = Object.assign(new Product(), columns);
  if ("ownSizes" in row) product.categoryInfo = Object.assign(new Category(), { name: row.category, sizes: (categorySizes as string[] | null) ?? [] });
  if ("imageRowId" in row) product.image = imageRowId ? Object.assign(new Image(), { id: imageRowId, width: imageWidth, height: imageHeight, widths: imageWidths }) : null;
  return product;
}

/** The select list and joins of products `p` for these fields (all of them when none are named). */
function selection(fields: ReadonlySet<string> | undefined): { select: string; joins: Set<Join> } {
  const select = new Set([`p.id`]);
  const joins = new Set<Join>();
  for (const field of fields ?? ALL_FIELDS) {
    const read = FIELD_READS[field];
    if (!read) continue;
    for (const column of read.select) select.add(column);
    if (read.join) joins.add(read.join);
  }
  return { select: [...select].join(", "), joins };
}

/**
 * Every field of products `p` (aliases as `productOf` reads them) and the joins they take, for a
 * read beside another table's rows (the bag's lines).
 */
export function everyProductField(): { select: string; joins: string } {
  const { select, joins } = selection(undefined);
  return { select, joins: [...joins].map((join) => JOINS[join]).join(" ") };
}

/**
 * The shop's product reads on the hot path: a grid page (with its total, and a signed-in
 * shopper's hearts, in the same statement), one product on sale and the categories (every page's
 * header), each one statement of fixed text per shape (fields asked, category or not, order,
 * filter), prepared once per connection,
 * rows turned into `Product`s directly. Search, the legacy lists and everything that writes keep
 * TypeORM's query builder (catalog.service.ts).
 */
export class ProductReads {
  private readonly reads: PreparedReads;
  private readonly statements = new StatementCache();

  constructor(db: DataSource) {
    this.reads = new PreparedReads(db);
  }

  /** One page of a grid and the total of the whole grid (null total: the page is past the end, the total unknown). */
  async page(grid: GridRead): Promise<{ items: Product[]; total: number | null }> {
    const fields = grid.reads ? [...grid.reads].filter((field) => field in FIELD_READS).sort() : ["*"];
    const firstPage = grid.offset === 0;
    const shape = [fields.join(","), grid.category != null, grid.order, grid.minPrice != null, grid.maxPrice != null, grid.size != null, grid.favouritesOf !== undefined, firstPage].join("|");
    const values: unknown[] = [];
    const add = (value: unknown) => `$${values.push(value)}`;
    // The text depends on the shape only; the values are added in the same order every time.
    const conditions = [`p."onSale"`];
    if (grid.category != null) conditions.push(`p.category = ${categoryByPath(add(grid.category))}`);
    if (grid.minPrice != null) conditions.push(`p.price >= ${add(grid.minPrice)}`);
    if (grid.maxPrice != null) conditions.push(`p.price <= ${add(grid.maxPrice)}`);
    if (grid.size != null) {
      const size = add(grid.size.trim());
      conditions.push(`(${size} = ANY(p."ownSizes") OR (cardinality(p."ownSizes") = 0 AND ${size} = ANY(c.sizes)))`);
    }
    const favourite = grid.favouritesOf !== undefined ? `, EXISTS (SELECT 1 FROM wishlist_items w WHERE w."userId" = ${add(grid.favouritesOf)} AND w."productId" = p.id) AS favourite` : "";
    // A first page (the most frequent) names no OFFSET: the same prepared statement with
    // `OFFSET $n` took PostgreSQL about 40% more time a run (measured: 0.43 against 0.30 ms of
    // its CPU at 50 concurrent callers), the same plan notwithstanding.
    const window = firstPage ? `LIMIT ${add(grid.limit)}` : `OFFSET ${add(grid.offset)} LIMIT ${add(grid.limit)}`;
    // The page is chosen first, on products alone (the category joined only to filter by size),
    // and only its rows are joined to their pictures and categories and given their hearts and
    // sizes' stock: in one query level, every row the total counted was (the window's count is
    // taken before the LIMIT), 182 of them for a page of 24 of the demo shop, and PostgreSQL
    // spent a third of the grid's time on pictures no one would see.
    const statement = this.statements.get(shape, () => {
      const { select, joins } = selection(grid.reads);
      const order = ORDERS[grid.order];
      const outerJoins = [...joins].map((join) => JOINS[join]);
      const columns = new Set([`p.id`, ...[select, order, ...outerJoins].flatMap((text) => text.match(PRODUCT_COLUMN) ?? [])]);
      const page = `SELECT ${[...columns].join(", ")}, COUNT(*) OVER () AS page_total FROM products p ${grid.size != null ? JOINS.category : ""} WHERE ${conditions.join(" AND ")} ORDER BY ${order} ${window}`;
      return `SELECT ${select}${favourite}, p.page_total FROM (${page}) p ${outerJoins.join(" ")} ORDER BY ${order}`;
    });
    const rows = await this.reads.rows(statement, values);
    return { items: rows.map(productOf), total: rows.length > 0 ? Number(rows[0].page_total) : grid.offset === 0 ? 0 : null };
  }

  /** A product on sale by id (a UUID, checked by the caller), reading the fields named (all when none are). */
  async onSale(id: string, reads?: ReadonlySet<string>): Promise<Product | undefined> {
    const fields = reads ? [...reads].filter((field) => field in FIELD_READS).sort() : ["*"];
    const statement = this.statements.get(`one|${fields.join(",")}`, () => {
      const { select, joins } = selection(reads);
      return `SELECT ${select} FROM products p ${[...joins].map((join) => JOINS[join]).join(" ")} WHERE p.id = $1 AND p."onSale"`;
    });
    const [row] = await this.reads.rows(statement, [id]);
    return row ? productOf(row) : undefined;
  }

  /** Every category, in the shop's order (position, then name): every page's header names them. */
  async categories(): Promise<Category[]> {
    const rows = await this.reads.rows(CATEGORIES, []);
    return rows.map((row: { name: string; sizes: string[]; position: number }) => Object.assign(new Category(), row));
  }
}

const CATEGORIES = statement(`SELECT name, sizes, position FROM categories ORDER BY position ASC, name ASC`);
