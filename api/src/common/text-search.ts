import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { CATALOG_MESSAGES, PRODUCT_LIMITS } from "@store/rules";
import { badInput } from "./errors";

export const MAX_SEARCH_LENGTH = PRODUCT_LIMITS.search;

/**
 * Narrows an admin list to rows where any of `columns` (SQL expressions of the query) contains
 * the typed text, whatever its case; `%`, `_` and `\` are taken literally. Empty text narrows
 * nothing. Each list names its columns in one constant, so searching one more is one line.
 */
export function containingText<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, columns: readonly string[], text: string | null | undefined): SelectQueryBuilder<T> {
  const words = (text ?? "").trim();
  if (!words) return query;
  if (words.length > MAX_SEARCH_LENGTH) throw badInput(CATALOG_MESSAGES.searchTooLong);
  const pattern = `%${words.replace(/[\\%_]/g, "\\$&")}%`;
  return query.andWhere(`(${columns.map((column) => `${column} ILIKE :searchText`).join(" OR ")})`, { searchText: pattern });
}
