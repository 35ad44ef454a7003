import { graphql } from "../../../gql";
import { usePagedQuery } from "./paged-query";

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

export const useAdminUsers = (search: string) => usePagedQuery(AdminUsersQuery, (data) => data.users, { search: search || null });
