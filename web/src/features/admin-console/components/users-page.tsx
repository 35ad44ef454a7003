import { TEXTS } from "../api/admin-texts";
import { useUserActions } from "../api/use-user-actions";
import { useAdminUsers } from "../api/users-query";
import { ConsoleListPage } from "./console-list";
import { UserCard } from "./user-card";

/** /admin/get-all-users: every shopper, newest first. */
export function UsersPage() {
  const runAction = useUserActions();
  return (
    <ConsoleListPage
      {...useAdminUsers()}
      heading="ALL USERS"
      title="All users"
      testId="users-page"
      noun={["user", "users"]}
      emptyText={TEXTS.usersEmpty}
      failedText={TEXTS.usersFailed}
      renderItem={(user) => <UserCard user={user} onAction={runAction} />}
    />
  );
}
