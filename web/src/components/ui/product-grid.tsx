import styled, { css } from "styled-components";

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** The catalog grid: 1 column, then 2 from sm, 3 from lg, 4 from xl. */
export const ProductGrid = styled.ul`
  ${grid}
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

/** The workspaces' product grid: 1 column, then 2 from sm, 3 from md, 4 from lg. */
export const WorkspaceProductGrid = styled.ul`
  ${grid}
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;
