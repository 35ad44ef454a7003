import styled from "styled-components";

/** The catalog grid: 1 column, then 2 from sm, 3 from lg, 4 from xl. */
export const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;
