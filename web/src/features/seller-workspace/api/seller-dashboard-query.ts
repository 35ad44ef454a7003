import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const SellerDashboardQuery = graphql(`
  query SellerDashboard {
    sellerDashboard {
      totalSales
      totalOrders
      processingOrders
      products
      salesByDate {
        date
        total
        orders
      }
    }
  }
`);

/** The seller's figures, asked on every visit (orders arrive while the seller is away). */
export function useSellerDashboard() {
  return useQuery(SellerDashboardQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
}
