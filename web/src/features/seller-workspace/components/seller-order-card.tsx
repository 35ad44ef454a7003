import { orderStatusWord } from "@store/rules";
import type { ReactNode } from "react";
import styled from "styled-components";
import { OrderCardShell, OrderItems, ShippingAddressBlock } from "../../../components/ui/order-parts";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatPrice } from "../../../lib/format";

export const SellerOrderCardFragment = graphql(`
  fragment SellerOrderCard_order on Order {
    id
    number
    shippingAddress {
      ...ShippingAddress_address
    }
    status
    canUpdate
    total
    createdAt
    customerName
    customerEmail
    items {
      id
      ...OrderItems_item
    }
  }
`);

const StyledFoot = styled.footer`
  padding: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}; }
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
  const { id, number, shippingAddress, status, canUpdate, total, createdAt, customerName, customerEmail, items } = getFragmentData(SellerOrderCardFragment, order);
  return (
    <OrderCardShell
      id={id}
      number={number}
      status={orderStatusWord(status)}
      createdAt={createdAt}
      testId="seller-order"
      facts={
        <>
          <div>
            <dt>Customer</dt>
            <dd data-testid="order-customer" title={customerEmail ?? undefined}>
              {customerName ?? "Unknown User"}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd data-testid="order-status">{orderStatusWord(status)}</dd>
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
        </>
      }
    >
      <ShippingAddressBlock address={shippingAddress} />
      <OrderItems items={items} />
      {children && <StyledFoot>{children}</StyledFoot>}
    </OrderCardShell>
  );
}
