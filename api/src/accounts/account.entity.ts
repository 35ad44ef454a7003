import { CreatedAtField, IdField, TextColumn, TextField, TimeColumn, UpdatedAt } from "../common/columns";
import { InterfaceType } from "type-graphql";

/**
 * What every kind of account has. Emails are stored lower-cased and unique per kind; mobiles are
 * unique per kind too (each entity declares how: an admin's may be empty).
 */
@InterfaceType({ description: "What shoppers, sellers and admins have in common." })
export abstract class Account {
  @IdField()
  id!: string;

  @TextField()
  name!: string;

  @TextField({ unique: true })
  email!: string;

  @TextField()
  mobile!: string;

  /** argon2id hash; never a GraphQL field. */
  @TextColumn({ select: false })
  passwordHash!: string;

  @CreatedAtField()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;

  /**
   * Sessions signed in before this moment are over (set by a password reset, a deactivation or
   * a deletion): every session read compares its sign-in time with it, so no racing write of a
   * session can bring an ended one back. Never a GraphQL field.
   */
  @TimeColumn({ nullable: true })
  sessionsValidAfter!: Date | null;
}
