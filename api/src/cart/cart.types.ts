import { Field, ID, Int, ObjectType } from "type-graphql";
import { CartLine } from "./cart-line.entity";

/** A shopper's bag with its totals, all computed on the server from the catalog's prices. */
@ObjectType({ description: "The signed-in shopper's shopping bag." })
export class Cart {
  @Field(() => ID, { description: "The shopper's id: there is one bag per shopper." })
  id!: string;

  @Field(() => [CartLine], { description: "Oldest line first (at most 50 lines)." })
  lines!: CartLine[];

  @Field(() => Int, { description: "How many items, counting every unit." })
  get itemCount(): number {
    return this.lines.reduce((sum, line) => sum + line.count, 0);
  }

  @Field(() => Int, { description: "The order value in rupees." })
  get subtotal(): number {
    return this.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  }

  @Field(() => Int, { description: "Delivery is free." })
  get delivery(): number {
    return 0;
  }

  @Field(() => Int)
  get total(): number {
    return this.subtotal + this.delivery;
  }
}
