import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { DocumentTitle } from "../../../components/ui/document-title";
import { EditorialPage, PageHeading } from "../../../components/ui/page";
import { useCampaignProducts } from "../api/campaign-products-query";
import { CampaignGrid } from "./campaign-grid";
import { SALE_BANNER } from "./landing-content";
import { ContentBanner, StyledIntro, StyledLandingHeader } from "./landing-page";

/** /sales-page: the sale's banner over every product of the Sales category. */
export function SalesPage() {
  const { page, loading, error, loadMore, refetch } = useCampaignProducts("Sales");
  return (
    <EditorialPage data-testid="landing-page">
      <DocumentTitle title="Sale" />
      <StyledLandingHeader>
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: "Sale" }]} />
        <PageHeading>Sale</PageHeading>
        <StyledIntro>Reduced prices on pieces from across the store. Once they&rsquo;re gone, they&rsquo;re gone.</StyledIntro>
      </StyledLandingHeader>
      <ContentBanner banner={SALE_BANNER} layout="hero" />
      <CampaignGrid
        id="sale-grid"
        heading="Shop the sale"
        page={page}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch().catch(() => undefined)}
        onLoadMore={loadMore}
      />
    </EditorialPage>
  );
}
