import { CreatedAt, Id, TextColumn, UuidColumn } from "../common/columns";
import { Check, Entity, Index } from "typeorm";

/** What an admin did: one name per admin action (the console's buttons and their API calls). */
export const ADMIN_ACTIONS = ["activate-user", "deactivate-user", "delete-user", "delete-seller", "take-product-off-sale", "put-product-on-sale", "approve-request", "deny-request"] as const;
export type AdminActionName = (typeof ADMIN_ACTIONS)[number];

/**
 * One admin action, written in the same transaction as the change it records: who (the actor's
 * role and id), what, on which row, when. Actor and subject are plain ids, not foreign keys, so
 * the record stays when either account or row is deleted (a deleted seller's record is the point).
 */
@Entity("admin_actions")
@Check("admin_actions_action_known", `"action" IN (${ADMIN_ACTIONS.map((action) => `'${action}'`).join(", ")})`)
@Index("admin_actions_subject", ["subjectId", "at"])
@Index("admin_actions_actor", ["actorId", "at"])
export class AdminAction {
  @Id()
  id!: string;

  @CreatedAt()
  at!: Date;

  /** "ADMIN" today; a role, so that a later kind of staff account is told apart. */
  @TextColumn()
  actorRole!: string;

  @UuidColumn()
  actorId!: string;

  @TextColumn()
  action!: AdminActionName;

  /** The shopper, seller, product or permission request acted on. */
  @UuidColumn()
  subjectId!: string;
}
