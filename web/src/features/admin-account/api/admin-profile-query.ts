import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const AdminProfileQuery = graphql(`
  query AdminProfile {
    currentAdmin {
      id
      name
      email
      mobile
      qualification
    }
  }
`);

export function useAdminProfile() {
  return useQuery(AdminProfileQuery, { fetchPolicy: "network-only", nextFetchPolicy: "cache-first" });
}
