import { Field, ID } from "type-graphql";
import { type EntityTarget, type ObjectType, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";

// The column shapes every entity repeats, named once: a uuid primary key, and a many-to-one
// relation on its own uuid column. The tables they make are the same as the decorators' they stand for.

/** The uuid primary key (`gen_random_uuid()`), shown in GraphQL as the type's `id: ID!`. */
export function IdField(): PropertyDecorator {
  return (target, key) => {
    Field(() => ID)(target, key);
    PrimaryGeneratedColumn("uuid")(target, key);
  };
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
  return (object, key) => {
    (typeof target === "string" ? ManyToOne(target as EntityTarget<T> & string, { onDelete }) : ManyToOne(target, { onDelete }))(object, key);
    JoinColumn({ name: column })(object, key);
  };
}
