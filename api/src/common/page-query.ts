import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { pageWindow, type PageRequest } from "./paging";

export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * One page of a query and the total in a single statement (`COUNT(*) OVER ()`), so a grid costs
 * one statement; only a page past the end needs a second one to learn the total. The query may
 * join only to-one relations (rows must map one to one to entities).
 */
export async function fetchPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  request: PageRequest,
  /** Reads what the query selected beside the entity's columns from its row. */
  withRow?: (item: T, row: Record<string, unknown>) => void,
): Promise<Page<T>> {
  const { offset, limit } = pageWindow(request);
  const { entities, raw } = await query.addSelect("COUNT(*) OVER ()", "page_total").offset(offset).limit(limit).getRawAndEntities();
  if (withRow) entities.forEach((entity, index) => withRow(entity, raw[index]));
  const total = raw.length > 0 ? Number(raw[0].page_total) : offset === 0 ? 0 : await query.offset(undefined).limit(undefined).getCount();
  return { items: entities, total, offset, limit };
}
