import styled from "styled-components";
import { DocumentTitle } from "../../../components/ui/document-title";
import { CategoryBlocks, EditBlocks } from "./promo-blocks";
import { Hero } from "./hero";

const StyledHome = styled.main`
  flex: 1;
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

export function HomePage() {
  return (
    <StyledHome>
      <DocumentTitle />
      <Hero />
      <CategoryBlocks />
      <EditBlocks />
    </StyledHome>
  );
}
