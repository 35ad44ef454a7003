import type { EntityMetadata, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { DriverUtils } from "typeorm/driver/DriverUtils";
import { pageWindow, type PageRequest } from "./paging";

export interface Page<T> {
  items: T[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * Entities from the raw rows of a query that selects its main entity and to-one relations
 * (`leftJoinAndSelect` of many-to-one or one-to-one), one row per entity. TypeORM's own
 * hydration also handles to-many joins by grouping rows, and cost a grid more time than its SQL;
 * this reads each selected column once through the driver's own value conversion.
 */
function hydrate<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, rows: Record<string, unknown>[]): T[] {
  const { mainAlias, joinAttributes } = query.expressionMap;
  const driver = query.connection.driver;
  const columnsOf = (metadata: EntityMetadata, alias: string) =>
    metadata.columns.map((column) => ({ column, key: DriverUtils.buildAlias(driver, undefined, alias, column.databaseName) }));
  const main = { alias: mainAlias!.name, metadata: mainAlias!.metadata, columns: columnsOf(mainAlias!.metadata, mainAlias!.name) };
  const joins = joinAttributes
    .filter((join) => join.isSelected)
    .map((join) => {
      const relation = join.relation;
      if (!relation || !(relation.isManyToOne || relation.isOneToOneOwner)) throw new Error(`fetchPage reads to-one joins only, not ${join.entityOrProperty}`);
      return { alias: join.alias.name, parent: join.parentAlias!, property: relation.propertyName, metadata: join.metadata!, columns: columnsOf(join.metadata!, join.alias.name) };
    });
  const read = (part: { metadata: EntityMetadata; columns: ReturnType<typeof columnsOf> }, row: Record<string, unknown>) => {
    const entity = part.metadata.create() as ObjectLiteral;
    let found = false;
    for (const { column, key } of part.columns) {
      if (!(key in row)) continue;
      const value = row[key];
      if (value !== null && value !== undefined) found = true;
      column.setEntityValue(entity, driver.prepareHydratedValue(value, column));
    }
    return found ? entity : null;
  };
  return rows.map((row) => {
    const entity = read(main, row)!;
    const byAlias: Record<string, ObjectLiteral | null> = { [main.alias]: entity };
    for (const join of joins) {
      const joined = read(join, row);
      byAlias[join.alias] = joined;
      const parent = byAlias[join.parent];
      if (parent) parent[join.property] = joined;
    }
    return entity as T;
  });
}

/**
 * One page of a query and the total in a single statement (`COUNT(*) OVER ()`), so a grid costs
 * one statement; only a page past the end needs a second one to learn the total. The query may
 * join only to-one relations (rows map one to one to entities).
 */
export async function fetchPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  request: PageRequest,
  /** Reads what the query selected beside the entity's columns from its row. */
  withRow?: (item: T, row: Record<string, unknown>) => void,
): Promise<Page<T>> {
  const { offset, limit } = pageWindow(request);
  const rows: Record<string, unknown>[] = await query.addSelect("COUNT(*) OVER ()", "page_total").offset(offset).limit(limit).getRawMany();
  const items = hydrate(query, rows);
  if (withRow) items.forEach((item, index) => withRow(item, rows[index]));
  const total = rows.length > 0 ? Number(rows[0].page_total) : offset === 0 ? 0 : await query.offset(undefined).limit(undefined).getCount();
  return { items, total, offset, limit };
}
