import { TEXTS } from "../api/admin-texts";
import { useUserActions } from "../api/use-user-actions";
import { useAdminUsers } from "../api/users-query";
import { ConsoleListPage, noMatch } from "./console-list";
import { ConsoleSearch, useConsoleSearch } from "./console-search";
import { UserCard } from "./user-card";

/** /admin/get-all-users: every shopper, newest first, searched by name, email or mobile. */
export function UsersPage() {
  const runAction = useUserActions();
  const search = useConsoleSearch();
  return (
    <ConsoleListPage
      {...useAdminUsers(search)}
      tools={<ConsoleSearch label="Search users by name, email or mobile" />}
      heading="ALL USERS"
      title="All users"
      testId="users-page"
      noun={["user", "users"]}
      emptyText={search ? noMatch(search) : TEXTS.usersEmpty}
      failedText={TEXTS.usersFailed}
      renderItem={(user) => <UserCard user={user} onAction={runAction} />}
    />
  );
}
