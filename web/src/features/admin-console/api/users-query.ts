import { graphql } from "../../../gql";
import { usePagedQuery } from "./paged-query";

const AdminUsersQuery = graphql(`
  query AdminUsers($offset: Int!, $limit: Int!) {
    users(offset: $offset, limit: $limit) {
      items {
        id
        ...UserCard_user
      }
      total
      hasMore
    }
  }
`);

export const useAdminUsers = () => usePagedQuery(AdminUsersQuery, (data) => data.users);
