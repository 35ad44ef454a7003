import styled from "styled-components";
import { caps, display, spread, stack } from "../../styles/typography";

/** The centred content column every page sits in. */
export const Page = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space.xxl};
`;

export const PageHeading = styled.h1`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: clamp(22px, 3vw, 30px);
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const Eyebrow = styled.p`
  ${caps(12, 0.16)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list page's title row: the heading on the left, a count or actions on the right. */
export const PageTitleRow = styled.header`
  ${spread("sm", "baseline")}
  padding-top: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** How many items a list holds, shown beside its heading. */
export const ItemCount = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The wider column of editorial pages (landing, campaign, about, contact): sections stacked with room between. */
export const EditorialPage = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space.xxxl};
  ${stack("xxl")}
`;

/** A section title in the display face, as editorial pages set them. */
export const DisplayHeading = styled.h2`
  ${display("clamp(30px, 3.4vw, 44px)")}
`;
