import { usePagedQuery } from "../../../lib/use-paged-query";
import { graphql } from "../../../gql";

const PRODUCTS_PER_PAGE = 24;

const SellerProductsQuery = graphql(`
  query SellerProducts($offset: Int!, $limit: Int!) {
    sellerProducts(offset: $offset, limit: $limit) {
      items {
        id
        stock
        sizeStock {
          size
          stock
        }
        ...ProductCard_product
      }
      total
      hasMore
    }
  }
`);

/** The seller's own products, newest first, one growing list ("Load more" appends). */
export function useSellerProducts() {
  return usePagedQuery(SellerProductsQuery, (data) => data.sellerProducts, { pageSize: PRODUCTS_PER_PAGE, fresh: true });
}
