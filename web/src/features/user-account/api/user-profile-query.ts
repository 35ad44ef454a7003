import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const UserProfileQuery = graphql(`
  query UserProfile {
    currentUser {
      id
      name
      email
      mobile
    }
  }
`);

export function useUserProfile() {
  return useQuery(UserProfileQuery, { fetchPolicy: "network-only", nextFetchPolicy: "cache-first" });
}
