import { Link } from "react-router";
import styled from "styled-components";
import { LoadMoreButton, type LoadMoreButtonProps } from "../../../components/ui/load-more-button";

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

const StyledMore = styled.div`
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

export type LoadMoreProps = Omit<LoadMoreButtonProps, "children" | "data-testid">;

/** "Load more" under a paged list, busy while the next page comes. */
export function LoadMore(props: LoadMoreProps) {
  return (
    <StyledMore>
      <LoadMoreButton {...props} data-testid="load-more" />
    </StyledMore>
  );
}

/** A link that looks like a button: the workspace's ways to another page (create, update, view in shop). */
export const StyledLinkButton = styled(Link)<{ $variant?: "primary" | "secondary" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.buttonBg};
  background: ${({ theme, $variant }) => ($variant === "secondary" ? theme.colors.background : theme.colors.buttonBg)};
  color: ${({ theme, $variant }) => ($variant === "secondary" ? theme.colors.text : theme.colors.buttonText)};
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-decoration: none;

  &:hover { opacity: 0.86; }
`;

/** "S 3 · M 0 · L 2": each size's stock, or the one stock of a product without sizes. */
export function stockPerSize(product: { stock: number; sizeStock: readonly { size: string; stock: number }[] }): string {
  return product.sizeStock.length > 0 ? product.sizeStock.map((entry) => `${entry.size} ${entry.stock}`).join(" · ") : `${product.stock} in stock`;
}

export const StyledStockLine = styled.p`
  margin-top: 2px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
