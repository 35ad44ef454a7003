import { Field, ID, Int } from "type-graphql";
import { type ColumnOptions, type ColumnType, type EntityTarget, type ObjectType, Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";

// The column shapes every entity repeats, named once: a uuid primary key, a many-to-one relation on
// its own uuid column, a column of each type the store uses, and the same shown in GraphQL too
// (one decorator for the pair `@Field` + `@Column`). The tables they make and the schema they
// show are the same as the decorators' they stand for.

/** Both decorators on one property. */
function both(first: PropertyDecorator, second: PropertyDecorator): PropertyDecorator {
  return (target, key) => {
    first(target, key);
    second(target, key);
  };
}

/** The uuid primary key (`gen_random_uuid()`), shown in GraphQL as the type's `id: ID!`. */
export function IdField(): PropertyDecorator {
  return both(Field(() => ID), PrimaryGeneratedColumn("uuid"));
}

/** The uuid primary key of a table GraphQL never shows. */
export function Id(): PropertyDecorator {
  return PrimaryGeneratedColumn("uuid");
}

type OnDelete = "CASCADE" | "SET NULL" | "RESTRICT";

/**
 * A many-to-one relation kept in the uuid column `column` (declared beside it), with what the
 * database does when the referenced row goes. `target` may name the entity ("Checkout") where
 * importing it would make a folder cycle.
 */
export function RefersTo<T>(target: (() => ObjectType<T>) | string, column: string, onDelete: OnDelete): PropertyDecorator {
  const relation = typeof target === "string" ? ManyToOne(target as EntityTarget<T> & string, { onDelete }) : ManyToOne(target, { onDelete });
  return both(relation, JoinColumn({ name: column }));
}

/** What a column may add to its type. */
export type ColumnExtras = Pick<ColumnOptions, "nullable" | "default" | "unique" | "select" | "array">;

/** A column of one database type: `@TextColumn()`, `@TextColumn({ nullable: true })`. */
const columnOf =
  (type: ColumnType) =>
  (extras: ColumnExtras = {}): PropertyDecorator =>
    Column({ type, ...extras });

export const TextColumn = columnOf("text");
export const UuidColumn = columnOf("uuid");
export const IntColumn = columnOf("int");
export const BoolColumn = columnOf("boolean");
export const JsonColumn = columnOf("jsonb");
/** A point in time (timestamptz). */
export const TimeColumn = columnOf("timestamptz");

/** When the row was written (timestamptz, set by the database). */
export const CreatedAt = (): PropertyDecorator => CreateDateColumn({ type: "timestamptz" });
/** When the row was last saved (timestamptz). */
export const UpdatedAt = (): PropertyDecorator => UpdateDateColumn({ type: "timestamptz" });

/** A GraphQL type, as `@Field` takes it: `() => String`. */
type ReturnTypeFunc = NonNullable<Parameters<typeof Field>[0]> & (() => unknown);

/** A column shown in GraphQL: the field is nullable exactly when the column is. */
export interface FieldExtras extends ColumnExtras {
  description?: string;
  /** The GraphQL type, where it is not the column's usual one (an enum kept as text). */
  shownAs?: ReturnTypeFunc;
}

const fieldOf =
  (column: (extras?: ColumnExtras) => PropertyDecorator, shownAs: ReturnTypeFunc) =>
  ({ description, shownAs: shown = shownAs, ...extras }: FieldExtras = {}): PropertyDecorator =>
    both(Field(shown, { ...(extras.nullable ? { nullable: true } : {}), ...(description ? { description } : {}) }), column(extras));

export const TextField = fieldOf(TextColumn, () => String);
/** A uuid column shown as an `ID`. */
export const UuidField = fieldOf(UuidColumn, () => ID);
export const IntField = fieldOf(IntColumn, () => Int);
export const BoolField = fieldOf(BoolColumn, () => Boolean);
export const TimeField = fieldOf(TimeColumn, () => Date);

/** When the row was written, shown in GraphQL as `createdAt: DateTimeISO!`. */
export const CreatedAtField = (): PropertyDecorator => both(Field(() => Date), CreatedAt());
