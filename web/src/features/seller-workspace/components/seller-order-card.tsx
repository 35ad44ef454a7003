import type { ReactNode } from "react";
import styled from "styled-components";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatDate, formatDateTime, formatPrice } from "../../../lib/format";

export const SellerOrderCardFragment = graphql(`
  fragment SellerOrderCard_order on Order {
    id
    status
    canUpdate
    total
    createdAt
    customerName
    customerEmail
    items {
      id
      productId
      title
      image
      size
      quantity
      unitPrice
      lineTotal
    }
  }
`);

/** Every status, as the filter and the status dropdown name them. */
export const STATUS_LABELS: Record<string, string> = {
  processing: "Processing",
  transit: "Transit",
  "out-for-delivery": "Out for Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const StyledCard = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;

  div { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  dt {
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd { margin: 0; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
`;

const StyledId = styled.dd`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
`;

const StyledItems = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  font-size: 14px;

  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  small { display: block; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const StyledThumb = styled.div`
  width: 56px;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const StyledFoot = styled.footer`
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface SellerOrderCardProps {
  order: FragmentType<typeof SellerOrderCardFragment>;
  /** Show whether the seller may still move it (the update-status page does). */
  showCanUpdate?: boolean;
  /** The card's controls, under its items. */
  children?: ReactNode;
}

/** One of the seller's orders: who bought what, for how much, and where it stands. */
export function SellerOrderCard({ order, showCanUpdate = false, children }: SellerOrderCardProps) {
  const { id, status, canUpdate, total, createdAt, customerName, customerEmail, items } = getFragmentData(SellerOrderCardFragment, order);
  return (
    <StyledCard data-testid="seller-order" data-order-id={id} data-status={status} aria-labelledby={`order-${id}`}>
      <StyledFacts>
        <div>
          <dt id={`order-${id}`}>Order</dt>
          <StyledId data-testid="order-id">{id}</StyledId>
        </div>
        <div>
          <dt>Customer</dt>
          <dd data-testid="order-customer" title={customerEmail ?? undefined}>
            {customerName ?? "Unknown User"}
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={createdAt} title={formatDateTime(createdAt)}>
              {formatDate(createdAt)}
            </time>
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd data-testid="order-status">{status}</dd>
        </div>
        {showCanUpdate && (
          <div>
            <dt>Can Update</dt>
            <dd data-testid="order-can-update">{canUpdate ? "Yes" : "No"}</dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(total)}</dd>
        </div>
      </StyledFacts>
      <StyledItems aria-label="Items">
        {items.map((item) => (
          <StyledItem key={item.id} data-testid="order-item" data-product-id={item.productId ?? ""}>
            <StyledThumb>{item.image && <img src={item.image} alt="" loading="lazy" decoding="async" width={56} height={70} />}</StyledThumb>
            <div>
              <span data-testid="order-item-title">{item.title}</span>
              <small>
                {item.size ? `Size ${item.size} · ` : ""}
                <span data-testid="order-item-quantity">Quantity {item.quantity}</span> × {formatPrice(item.unitPrice)}
              </small>
            </div>
            <strong data-testid="order-item-price">{formatPrice(item.lineTotal)}</strong>
          </StyledItem>
        ))}
      </StyledItems>
      {children && <StyledFoot>{children}</StyledFoot>}
    </StyledCard>
  );
}
