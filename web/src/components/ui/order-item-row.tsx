import { Link } from "react-router";
import styled from "styled-components";
import { formatPrice } from "../../lib/format";

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  font-size: 14px;

  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const StyledThumb = styled.div`
  width: 56px;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const StyledItemText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  > a, > span { color: ${({ theme }) => theme.colors.text}; text-decoration: none; line-height: 1.4; }
  > a:hover { text-decoration: underline; text-underline-offset: 3px; }
  small { font-size: 13px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const StyledUnitPrice = styled.span`
  white-space: nowrap;
`;

const StyledLineTotal = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface OrderItemRowProps {
  /** What the order copied at purchase time. */
  item: { title: string; image?: string | null; size?: string | null; quantity: number; unitPrice: number; lineTotal: number; productId?: string | null };
  /** Where the title leads; plain text when there is nowhere to go (the product is gone). */
  to?: string;
}

/** One line of an order (an `<li>`): picture, title, size, count × unit price, line total. */
export function OrderItemRow({ item, to }: OrderItemRowProps) {
  return (
    <StyledItem data-testid="order-item" data-product-id={item.productId ?? ""}>
      <StyledThumb>{item.image && <img src={item.image} alt="" loading="lazy" decoding="async" width={56} height={70} />}</StyledThumb>
      <StyledItemText>
        {to ? (
          <Link to={to} data-testid="order-item-name">
            {item.title}
          </Link>
        ) : (
          <span data-testid="order-item-name">{item.title}</span>
        )}
        <small>
          {item.size ? `Size ${item.size} · ` : ""}
          <span data-testid="order-item-quantity">Qty {item.quantity}</span> × <StyledUnitPrice>{formatPrice(item.unitPrice)}</StyledUnitPrice>
        </small>
      </StyledItemText>
      <StyledLineTotal data-testid="order-item-total">{formatPrice(item.lineTotal)}</StyledLineTotal>
    </StyledItem>
  );
}
