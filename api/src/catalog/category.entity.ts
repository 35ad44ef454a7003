import { IntColumn, TextField } from "../common/columns";
import { Field, ObjectType } from "type-graphql";
import { Entity, PrimaryColumn } from "typeorm";

/** A category of the catalog and the sizes its products are offered in (the shopper document's size table). */
@ObjectType({ description: "A category and the sizes its products come in.", simpleResolvers: true })
@Entity("categories")
export class Category {
  /** As it appears in paths: `Ladies`, `Preppy luxe`, `Kids2-8y`. */
  @Field(() => String)
  @PrimaryColumn({ type: "text" })
  name!: string;

  @TextField({ shownAs: () => [String], array: true, default: () => "'{}'", description: "Sizes offered when a product names none of its own; empty for categories without sizes." })
  sizes!: string[];

  /** Display order of the categories. */
  @IntColumn({ default: 0 })
  position!: number;
}
