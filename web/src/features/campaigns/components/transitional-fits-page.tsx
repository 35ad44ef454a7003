import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { useCampaignProducts } from "../api/campaign-products-query";
import { campaignPicture } from "../picture-urls";
import { CampaignGrid } from "./campaign-grid";
import { CampaignHeader, lookHotspots } from "./campaign-layout";
import { assignProducts, TRANSITIONAL_LOOKS } from "./campaign-looks";
import { CampaignStage } from "./campaign-stage";
import { DisplayHeading, EditorialPage } from "../../../components/ui/page";
import { caps, stack } from "../../../styles/typography";

const TIPS = [
  { title: "Start light", text: "A linen-blend overshirt over a tee takes care of cool mornings and warm afternoons alike." },
  { title: "Add texture", text: "Knitted polos and soft cotton blazers bring a little warmth without the bulk of a winter layer." },
  { title: "Finish with a trench", text: "A lightweight trench is the one coat that carries you from one season into the next." },
] as const;

const StyledTips = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledTipList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: tip;

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }

  li {
    ${stack("xs")}
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
    counter-increment: tip;
  }

  li::before {
    content: "0" counter(tip);
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 32px;
    line-height: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  h3 {
    ${caps(14, 0.14)}
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 15px;
    line-height: 1.65;
  }
`;

/** /transitional-fits: the men's between-seasons campaign, five shoppable pieces, and its category. */
export function TransitionalFitsPage() {
  const { page, loading, error, loadMore, refetch } = useCampaignProducts("Transitional-fits");
  const byLook = assignProducts(TRANSITIONAL_LOOKS, page?.items ?? []);

  return (
    <EditorialPage data-testid="campaign-page">
      <DocumentTitle title="Transitional fits" />
      <CampaignHeader
        crumbs={[{ label: "Home", to: "/" }, { label: "Men", to: "/men-page" }, { label: "Transitional fits" }]}
        eyebrow="Men · Campaign"
        title="Transitional fits"
        lede="Cool mornings, warm afternoons: light layers for the weeks between seasons. Five pieces that work together and on their own. Tap one to shop it."
      />

      <CampaignStage
        label="Transitional fits: shop the pieces in the picture"
        wide={campaignPicture("transitional-wide")}
        tall={campaignPicture("transitional-tall")}
        hotspots={lookHotspots(TRANSITIONAL_LOOKS, byLook)}
      />

      <StyledTips aria-labelledby="tips-heading">
        <DisplayHeading id="tips-heading">How to layer it</DisplayHeading>
        <StyledTipList>
          {TIPS.map((tip) => (
            <li key={tip.title}>
              <h3>{tip.title}</h3>
              <p>{tip.text}</p>
            </li>
          ))}
        </StyledTipList>
      </StyledTips>

      <CampaignGrid
        id="transitional-grid"
        heading="Shop transitional fits"
        page={page}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch().catch(() => undefined)}
        onLoadMore={loadMore}
      />
    </EditorialPage>
  );
}
