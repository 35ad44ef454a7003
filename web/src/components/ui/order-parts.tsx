import type { ReactNode } from "react";
import styled from "styled-components";
import { formatPrice } from "../../lib/format";

// What every view of an order draws the same way (the shopper's orders, the seller's): the card,
// its row of facts and its items. Each feature adds its own facts and controls.

/** The order pages' column, narrower than the catalog's. */
export const OrdersColumn = styled.div`
  max-width: 960px;
  margin: 0 auto;
`;

/** The cards of a list of orders, one under the other. */
export const OrderList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const OrderCardFrame = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

export const OrderHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}; }
`;

/** The order's facts (id, date, status, total...): label over value, wrapping. */
export const OrderFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  width: 100%;
  margin: 0;
  font-size: 14px;

  ${({ theme }) => theme.media.md} {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  }

  div { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  /* The id is long: on a phone it has the first row to itself. */
  div:first-child { grid-column: 1 / -1; }
  dt {
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

export const OrderId = styled.dd`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  overflow-wrap: anywhere;
`;

const StyledItemList = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;

  ${({ theme }) => theme.media.md} { padding: 0 ${({ theme }) => theme.space.lg}; }
`;

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

const StyledAmount = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface OrderItem {
  id: string;
  productId?: string | null;
  /** Path of the picture as bought. */
  image?: string | null;
  title: string;
  size?: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface OrderItemsProps<T extends OrderItem> {
  items: readonly T[];
  /** How an item's name is shown: a link to the product, or plain text. */
  renderName: (item: T) => ReactNode;
}

/** What was bought, one row each: picture, name, size, quantity and unit price, and the line's total. */
export function OrderItems<T extends OrderItem>({ items, renderName }: OrderItemsProps<T>) {
  return (
    <StyledItemList aria-label="Items">
      {items.map((item) => (
        <StyledItem key={item.id} data-testid="order-item" data-product-id={item.productId ?? ""}>
          <StyledThumb>{item.image && <img src={item.image} alt="" loading="lazy" decoding="async" width={56} height={70} />}</StyledThumb>
          <StyledItemText>
            {renderName(item)}
            <small>
              {item.size ? `Size ${item.size} · ` : ""}
              <span data-testid="order-item-quantity">Qty {item.quantity}</span> × <StyledUnitPrice>{formatPrice(item.unitPrice)}</StyledUnitPrice>
            </small>
          </StyledItemText>
          <StyledAmount data-testid="order-item-total">{formatPrice(item.lineTotal)}</StyledAmount>
        </StyledItem>
      ))}
    </StyledItemList>
  );
}
