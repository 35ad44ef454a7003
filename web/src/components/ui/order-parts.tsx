import type { ReactNode } from "react";
import styled from "styled-components";
import { getFragmentData, graphql, type DocumentType, type FragmentType } from "../../gql";
import { formatDate, formatDateTime } from "../../lib/format";
import { OrderItemRow } from "./order-item-row";
import { caps, stack } from "../../styles/typography";

/** What an order's item rows read; every view of an order spreads it in its items. */
export const OrderItemsFragment = graphql(`
  fragment OrderItems_item on OrderItem {
    id
    productId
    title
    image
    size
    quantity
    unitPrice
    lineTotal
  }
`);

export type OrderItemData = DocumentType<typeof OrderItemsFragment>;

/** What an order's delivery address block reads. */
export const ShippingAddressFragment = graphql(`
  fragment ShippingAddress_address on ShippingAddress {
    name
    phone
    line1
    line2
    city
    state
    pinCode
    country
  }
`);

const StyledAddress = styled.address`
  padding: ${({ theme }) => theme.space.md};
  font-style: normal;
  font-size: 14px;
  line-height: 1.5;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}; }
  strong {
    display: block;
    ${caps(11, 0.14)}
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface ShippingAddressBlockProps {
  address: FragmentType<typeof ShippingAddressFragment> | null | undefined;
}

/** Where the order goes, as a parcel's label reads; nothing for an order placed before addresses were taken. */
export function ShippingAddressBlock({ address }: ShippingAddressBlockProps) {
  const data = getFragmentData(ShippingAddressFragment, address);
  if (!data) return null;
  return (
    <StyledAddress data-testid="order-address">
      <strong>Deliver to</strong>
      {data.name}
      <br />
      {data.line1}
      {data.line2 && (
        <>
          <br />
          {data.line2}
        </>
      )}
      <br />
      {data.city}, {data.state} {data.pinCode}
      <br />
      {data.country} · Phone {data.phone}
    </StyledAddress>
  );
}

// What every view of an order draws the same way (the shopper's orders, the seller's): the card,
// its row of facts and its items. Each feature adds its own facts and controls.

/** The order pages' column, narrower than the catalog's. */
export const OrdersColumn = styled.div`
  max-width: 960px;
  margin: 0 auto;
`;

/** The cards of a list of orders, one under the other. */
export const OrderList = styled.ol`
  ${stack("lg")}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const OrderCardFrame = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const OrderHead = styled.header`
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
const OrderFacts = styled.dl`
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
    ${caps(11, 0.14)}
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd { margin: 0; font-variant-numeric: tabular-nums; }
`;

const OrderId = styled.dd`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  overflow-wrap: anywhere;
`;

export interface OrderCardShellProps {
  id: string;
  /** The order's short number (AT-2026-000123), shown as its id; the UUID stays in data-order-id. */
  number: string;
  status: string;
  /** ISO date-time the order was placed. */
  createdAt: string;
  testId: string;
  /** Facts after the order's id and date: `<div><dt>…</dt><dd>…</dd></div>` each. */
  facts: ReactNode;
  /** Under the facts: the items, then the feature's own controls. */
  children: ReactNode;
}

/** An order's card: its id and date, the view's own facts, then what the view puts under them. */
export function OrderCardShell({ id, number, status, createdAt, testId, facts, children }: OrderCardShellProps) {
  return (
    <OrderCardFrame data-testid={testId} data-order-id={id} data-status={status} aria-labelledby={`order-${id}`}>
      <OrderHead>
        <OrderFacts>
          <div>
            <dt id={`order-${id}`}>Order</dt>
            <OrderId data-testid="order-number">{number}</OrderId>
          </div>
          <div>
            <dt>Placed</dt>
            <dd>
              <time dateTime={createdAt} title={formatDateTime(createdAt)} data-testid="order-date">
                {formatDate(createdAt)}
              </time>
            </dd>
          </div>
          {facts}
        </OrderFacts>
      </OrderHead>
      {children}
    </OrderCardFrame>
  );
}

const StyledItemList = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  list-style: none;

  ${({ theme }) => theme.media.md} { padding: 0 ${({ theme }) => theme.space.lg}; }
`;

export interface OrderItemsProps {
  items: ReadonlyArray<FragmentType<typeof OrderItemsFragment>>;
  /** Where an item's name leads (e.g. the product's page); plain text without it. */
  linkOf?: (item: OrderItemData) => string | undefined;
}

/** What was bought, one row each: picture, name, size, quantity and unit price, and the line's total. */
export function OrderItems({ items, linkOf }: OrderItemsProps) {
  return (
    <StyledItemList aria-label="Items">
      {getFragmentData(OrderItemsFragment, items).map((item) => (
        <OrderItemRow key={item.id} item={item} to={linkOf?.(item)} />
      ))}
    </StyledItemList>
  );
}
