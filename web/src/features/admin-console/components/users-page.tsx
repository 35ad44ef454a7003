import { TEXTS } from "../api/admin-texts";
import { useUserActions } from "../api/use-user-actions";
import { useAdminUsers } from "../api/users-query";
import { ConsoleList, ConsolePageFrame, countOf } from "./console-list";
import { UserCard } from "./user-card";

/** /admin/get-all-users: every shopper, newest first. */
export function UsersPage() {
  const list = useAdminUsers();
  const runAction = useUserActions();
  return (
    <ConsolePageFrame heading="ALL USERS" title="All users" testId="users-page" count={countOf(list.page?.total, "user", "users")}>
      <ConsoleList {...list} emptyText={TEXTS.usersEmpty} failedText={TEXTS.usersFailed} renderItem={(user) => <UserCard user={user} onAction={runAction} />} />
    </ConsolePageFrame>
  );
}
