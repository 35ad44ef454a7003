import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const SellerProfileQuery = graphql(`
  query SellerProfile {
    currentSeller {
      id
      name
      email
      mobile
      storeName
      address
    }
  }
`);

export function useSellerProfile() {
  return useQuery(SellerProfileQuery, { fetchPolicy: "network-only", nextFetchPolicy: "cache-first" });
}
