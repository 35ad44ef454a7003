import styled from "styled-components";

// Pieces the workspace's pages share.

/** A page's one-line state: nothing found, nothing yet. */
export const StyledNotice = styled.p`
  padding: ${({ theme }) => theme.space.xxl} 0;
  text-align: center;
  font-size: 16px;
  font-weight: 600;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The seller's grid: 1 column, 2 from sm, 3 from md, 4 from lg. */
export const StyledSellerGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

export const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const StyledIntro = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: 13px;
  letter-spacing: 0.1em;
  color: ${({ theme }) => theme.colors.textMuted};
`;
