import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import type { LegFit } from "@store/garment-art";
import { TextLink } from "../../../components/ui/text-link";
import { useCampaignProducts } from "../api/campaign-products-query";
import { DrawnPicture } from "../../../components/ui/drawn-picture";
import { campaignPicture } from "../picture-urls";
import { CampaignGrid } from "./campaign-grid";
import { CampaignHeader, lookHotspots } from "./campaign-layout";
import { assignProducts, DENIM_LOOKS, formatCampaignPrice } from "./campaign-looks";
import { CampaignStage } from "./campaign-stage";
import { DisplayHeading, EditorialPage } from "../../../components/ui/page";
import { caps, display, stack } from "../../../styles/typography";

interface FitStory {
  fit: LegFit;
  title: string;
  text: string;
  specs: readonly [string, string][];
}

const FITS: readonly FitStory[] = [
  {
    fit: "slim",
    title: "Slim fit",
    text: "Close through the hip and thigh, narrowing from the knee to a neat hem. A touch of stretch keeps its shape from the first wear to the last.",
    specs: [
      ["Rise", "Mid"],
      ["Thigh", "Close"],
      ["Leg", "Tapered"],
    ],
  },
  {
    fit: "straight",
    title: "Straight fit",
    text: "The classic: easy at the seat and straight from thigh to hem. Rigid cotton denim that softens and fades with every wash.",
    specs: [
      ["Rise", "Regular"],
      ["Thigh", "Regular"],
      ["Leg", "Straight"],
    ],
  },
  {
    fit: "loose",
    title: "Loose fit",
    text: "Roomy through the hip and thigh with a wide leg that falls over trainers. Cut from recycled cotton denim for a relaxed, lived-in look.",
    specs: [
      ["Rise", "Low to mid"],
      ["Thigh", "Roomy"],
      ["Leg", "Wide"],
    ],
  },
];

const StyledFits = styled.section`
  ${stack("lg")}
`;

const StyledFitGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const StyledFit = styled.article`
  ${stack("md")}
`;

const StyledFitArt = styled.div`
  aspect-ratio: 4 / 5;
  overflow: hidden;
`;

const StyledFitNumber = styled.p`
  ${caps(12, 0.2)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFitTitle = styled.h3`
  ${display("clamp(26px, 2.6vw, 34px)")}
`;

const StyledFitText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
  line-height: 1.65;
`;

const StyledSpecs = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  div {
    padding: ${({ theme }) => theme.space.sm} 0;
  }

  div + div {
    padding-left: ${({ theme }) => theme.space.sm};
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    ${caps(11, 0.16)}
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 2px 0 0;
    font-size: 14px;
  }
`;

const StyledShop = styled(TextLink)`
  align-self: flex-start;
  font-size: 14px;
`;

/** /denim-roundup: the men's denim campaign, three fits, and every product of the Denim category. */
export function DenimRoundupPage() {
  const { page, loading, error, loadMore, refetch } = useCampaignProducts("Denim");
  const byLook = assignProducts(DENIM_LOOKS, page?.items ?? []);

  return (
    <EditorialPage data-testid="campaign-page">
      <DocumentTitle title="Denim round-up" />
      <CampaignHeader
        crumbs={[{ label: "Home", to: "/" }, { label: "Men", to: "/men-page" }, { label: "Denim round-up" }]}
        eyebrow="Men · Campaign"
        title="The denim round-up"
        lede="Three fits, one fabric we love. Rigid and recycled cotton denim, cut slim, straight or loose and made to fade your way. Tap a pair to shop it."
      />

      <CampaignStage
        label="The denim round-up: shop the jeans in the picture"
        wide={campaignPicture("denim-wide")}
        tall={campaignPicture("denim-tall")}
        hotspots={lookHotspots(DENIM_LOOKS, byLook)}
      />

      <StyledFits aria-labelledby="fits-heading">
        <DisplayHeading id="fits-heading">Find your fit</DisplayHeading>
        <StyledFitGrid>
          {FITS.map((story, index) => {
            const look = DENIM_LOOKS.find((l) => l.fit === story.fit);
            const product = look && byLook.get(look.key);
            return (
              <StyledFit key={story.fit} data-testid="fit-section" data-fit={story.fit} aria-labelledby={`fit-${story.fit}`}>
                <StyledFitArt>
                  <DrawnPicture src={campaignPicture(`fit-${story.fit}`)} />
                </StyledFitArt>
                <StyledFitNumber>Fit 0{index + 1}</StyledFitNumber>
                <StyledFitTitle id={`fit-${story.fit}`}>{story.title}</StyledFitTitle>
                <StyledFitText>{story.text}</StyledFitText>
                <StyledSpecs>
                  {story.specs.map(([term, value]) => (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </StyledSpecs>
                {product && look && (
                  <StyledShop to={`/productDetails/${product.id}`}>
                    Shop {product.title}, {formatCampaignPrice(look.price)}
                  </StyledShop>
                )}
              </StyledFit>
            );
          })}
        </StyledFitGrid>
      </StyledFits>

      <CampaignGrid
        id="denim-grid"
        heading="Shop all denim"
        page={page}
        loading={loading}
        failed={Boolean(error)}
        onRetry={() => void refetch().catch(() => undefined)}
        onLoadMore={loadMore}
      />
    </EditorialPage>
  );
}
