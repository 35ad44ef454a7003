import { IdField } from "../common/columns";
import { Field, InterfaceType } from "type-graphql";
import { Column, CreateDateColumn, UpdateDateColumn } from "typeorm";

/**
 * What every kind of account has. Emails are stored lower-cased and unique per kind; mobiles are
 * unique per kind too (each entity declares how: an admin's may be empty).
 */
@InterfaceType({ description: "What shoppers, sellers and admins have in common." })
export abstract class Account {
  @IdField()
  id!: string;

  @Field(() => String)
  @Column({ type: "text" })
  name!: string;

  @Field(() => String)
  @Column({ type: "text", unique: true })
  email!: string;

  @Field(() => String)
  @Column({ type: "text" })
  mobile!: string;

  /** argon2id hash; never a GraphQL field. */
  @Column({ type: "text", select: false })
  passwordHash!: string;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt!: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt!: Date;

  /**
   * Sessions signed in before this moment are over (set by a password reset, a deactivation or
   * a deletion): every session read compares its sign-in time with it, so no racing write of a
   * session can bring an ended one back. Never a GraphQL field.
   */
  @Column({ type: "timestamptz", nullable: true })
  sessionsValidAfter!: Date | null;
}
