import { ArgsType, ClassType, Field, Int, ObjectType } from "type-graphql";
import { badInput } from "./errors";

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  offset?: number | null;
  limit?: number | null;
}

/** Checks and fills in an offset/limit pair. */
export function pageWindow(request: PageRequest): { offset: number; limit: number } {
  const offset = request.offset ?? 0;
  const limit = request.limit ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(offset) || offset < 0) throw badInput("offset must be a whole number of at least 0");
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  return { offset, limit };
}

/** A page of a list, with the total so clients can page on. */
export function Paginated<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [itemType])
    items!: T[];

    @Field(() => Int, { description: "How many there are in all." })
    total!: number;

    @Field(() => Int)
    offset!: number;

    @Field(() => Int)
    limit!: number;

    @Field(() => Boolean)
    get hasMore(): boolean {
      return this.offset + this.items.length < this.total;
    }
  }
  return Page;
}

/** The `offset` and `limit` arguments of a paged list. */
@ArgsType()
export class PageArgs implements PageRequest {
  @Field(() => Int, { defaultValue: 0 })
  offset!: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}.` })
  limit!: number;
}
