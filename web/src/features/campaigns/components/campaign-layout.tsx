import styled from "styled-components";
import { Breadcrumb, type BreadcrumbItem } from "../../../components/ui/breadcrumb";
import { keepHyphenated } from "./keep-hyphenated";
import { caps, display, stack } from "../../../styles/typography";

/** The column of a campaign page: header, picture, stories, grid. */
const StyledHeader = styled.header`
  ${stack("md")}
  margin-bottom: -${({ theme }) => theme.space.lg};
`;

const StyledTitleRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const StyledEyebrow = styled.p`
  ${caps(12, 0.2)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTitle = styled.h1`
  margin-top: ${({ theme }) => theme.space.xs};
  ${display("clamp(42px, 6.4vw, 92px)", 0.98)}
  letter-spacing: -0.015em;
`;

const StyledLede = styled.p`
  max-width: 52ch;
  font-size: 16px;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CampaignHeaderProps {
  crumbs: readonly BreadcrumbItem[];
  eyebrow: string;
  title: string;
  lede: string;
}

export function CampaignHeader({ crumbs, eyebrow, title, lede }: CampaignHeaderProps) {
  return (
    <StyledHeader>
      <Breadcrumb items={crumbs} />
      <StyledTitleRow>
        <div>
          <StyledEyebrow>{eyebrow}</StyledEyebrow>
          <StyledTitle>{keepHyphenated(title)}</StyledTitle>
        </div>
        <StyledLede>{lede}</StyledLede>
      </StyledTitleRow>
    </StyledHeader>
  );
}

/** The hotspots of a picture: each look with the product it stands for, when there is one. */
export function lookHotspots<L extends { key: string }, P extends { id: string; title: string }>(looks: readonly L[], byLook: Map<string, P>) {
  return looks.flatMap((look) => {
    const product = byLook.get(look.key);
    return product ? [{ look, productId: product.id, title: product.title }] : [];
  });
}
