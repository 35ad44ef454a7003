import { productTiles } from "../../../lib/product-listing";
import { usePagedQuery } from "../../../lib/use-paged-query";
import { graphql } from "../../../gql";

export const CAMPAIGN_PAGE_SIZE = 24;

/**
 * One category's products for a campaign or sale page: the grid's cards, and the first ones
 * stand behind the banner's hotspots. The cache keeps `products` as one list per category, so a
 * campaign grid and the category's own page share what they have loaded.
 */
export const CampaignProductsQuery = graphql(`
  query CampaignProducts($category: String!, $offset: Int!, $limit: Int!) {
    products(category: $category, offset: $offset, limit: $limit) {
      ...ProductTiles_page
    }
  }
`);

export function useCampaignProducts(category: string) {
  return usePagedQuery(CampaignProductsQuery, (data) => productTiles(data.products), { variables: { category }, pageSize: CAMPAIGN_PAGE_SIZE });
}

export type CampaignProductPage = NonNullable<ReturnType<typeof useCampaignProducts>["page"]>;
export type CampaignProduct = CampaignProductPage["items"][number];
