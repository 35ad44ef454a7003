import styled from "styled-components";

/** What a list page shows when it has nothing: an icon, a heading, a way on, centred. */
export const EmptyState = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xxxl};
  text-align: center;

  svg { color: ${({ theme }) => theme.colors.textMuted}; }
  h2 { font-size: 18px; font-weight: 600; letter-spacing: 0.14em; }
`;
