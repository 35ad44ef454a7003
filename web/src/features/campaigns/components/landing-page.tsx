import styled, { useTheme } from "styled-components";
import { Breadcrumb } from "../../../components/ui/breadcrumb";
import { DocumentTitle } from "../../../components/ui/document-title";
import { EditorialPage, PageHeading } from "../../../components/ui/page";
import { LandingBanner, type BannerLayout } from "./landing-banner";
import { KIDS, LADIES, MEN, type BannerContent, type LandingContent } from "./landing-content";
import { DrawnPicture } from "../../../components/ui/drawn-picture";
import { campaignPicture } from "../picture-urls";
import { display, stack } from "../../../styles/typography";

export const StyledLandingHeader = styled.header`
  ${stack("sm")}
  margin-bottom: -${({ theme }) => theme.space.lg};
`;

export const StyledIntro = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
`;

const StyledPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const StyledStory = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledStoryHeading = styled.h2`
  ${display("clamp(24px, 2.6vw, 32px)", 1.15)}
`;

const StyledStoryText = styled.div`
  ${stack("md")}
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
  line-height: 1.7;
`;

export interface ContentBannerProps {
  banner: BannerContent;
  layout: BannerLayout;
  reverse?: boolean;
}

/** A banner from the pages' content: its scene drawn, its tone read from the art tokens. */
export function ContentBanner({ banner, layout, reverse }: ContentBannerProps) {
  const { art } = useTheme();
  return (
    <LandingBanner
      to={banner.to}
      layout={layout}
      reverse={reverse}
      eyebrow={banner.eyebrow}
      title={banner.title}
      text={banner.text}
      cta={banner.cta}
      tone={{ background: art[banner.tone.background], text: art[banner.tone.text] }}
      art={<DrawnPicture src={campaignPicture(banner.scene)} />}
    />
  );
}

function LandingPage({ content }: { content: LandingContent }) {
  return (
    <EditorialPage data-testid="landing-page">
      <DocumentTitle title={content.title} />
      <StyledLandingHeader>
        <Breadcrumb items={[{ label: "Home", to: "/" }, { label: content.title }]} />
        <PageHeading>{content.title}</PageHeading>
        <StyledIntro>{content.intro}</StyledIntro>
      </StyledLandingHeader>

      {content.rows.map((row) =>
        row.layout === "pair" ? (
          <StyledPair key={row.banners[0].to}>
            {row.banners.map((banner) => (
              <ContentBanner key={banner.to} banner={banner} layout="tile" />
            ))}
          </StyledPair>
        ) : (
          <ContentBanner key={row.banner.to} banner={row.banner} layout={row.layout} reverse={row.reverse} />
        ),
      )}

      <StyledStory aria-labelledby="landing-story">
        <StyledStoryHeading id="landing-story">{content.story.heading}</StyledStoryHeading>
        <StyledStoryText>
          {content.story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </StyledStoryText>
      </StyledStory>
    </EditorialPage>
  );
}

export const LadiesLandingPage = () => <LandingPage content={LADIES} />;
export const MenLandingPage = () => <LandingPage content={MEN} />;
export const KidsLandingPage = () => <LandingPage content={KIDS} />;
