import { useQuery } from "@apollo/client/react";
import { graphql } from "../../../gql";

const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      totalSales
      totalOrders
      totalSellers
      totalUsers
      salesByDate {
        date
        total
        orders
      }
    }
  }
`);

/** The dashboard's figures, asked on every visit: orders and accounts change all the time. */
export function useAdminDashboard() {
  return useQuery(AdminDashboardQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
}
