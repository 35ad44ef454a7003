import { graphql } from "../../../gql";
import { usePagedQuery } from "../../../lib/use-paged-query";
import { CONSOLE_LIST } from "./console-list";

const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $offset: Int!, $limit: Int!) {
    users(search: $search, offset: $offset, limit: $limit) {
      items {
        id
        ...UserCard_user
      }
      total
      hasMore
    }
  }
`);

export const useAdminUsers = (search: string) => usePagedQuery(AdminUsersQuery, (data) => data.users, { ...CONSOLE_LIST, variables: { search: search || null } });
