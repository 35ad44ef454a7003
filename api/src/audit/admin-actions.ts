import type { EntityManager } from "typeorm";
import { AdminAction, type AdminActionName } from "./admin-action.entity";

/** Who acts: a signed-in account's role and id. */
export interface Actor {
  role: "ADMIN";
  id: string;
}

/** The actor for a signed-in admin (the services take the admin's account, as the resolvers have it). */
export const adminActor = (admin: { id: string }): Actor => ({ role: "ADMIN", id: admin.id });

/** Records an admin action inside the transaction that makes the change, so the record and the change commit together. */
export async function recordAdminAction(manager: EntityManager, actor: Actor, action: AdminActionName, subjectId: string): Promise<void> {
  await manager.getRepository(AdminAction).insert({ actorRole: actor.role, actorId: actor.id, action, subjectId });
}
