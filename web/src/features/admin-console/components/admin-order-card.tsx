import { orderStatusWord } from "@store/rules";
import styled from "styled-components";
import { OrderItemRow } from "../../../components/ui/order-item-row";
import { ShippingAddressBlock } from "../../../components/ui/order-parts";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatDate, formatDateTime, formatPrice } from "../../../lib/format";
import { ConsoleCard, FactList, StatusBadge } from "./console-card";

export const AdminOrderCardFragment = graphql(`
  fragment AdminOrderCard_order on Order {
    id
    number
    shippingAddress {
      ...ShippingAddress_address
    }
    status
    total
    createdAt
    customerName
    customerEmail
    items {
      id
      title
      image
      productId
      size
      quantity
      unitPrice
      lineTotal
    }
  }
`);

const StyledItems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const statusTone = (status: string) => (status === "cancelled" ? "danger" : status === "delivered" ? "success" : "muted");

export interface AdminOrderCardProps {
  order: FragmentType<typeof AdminOrderCardFragment>;
}

/** One order as the admin sees it: who bought what, for how much, and where it stands. */
export function AdminOrderCard({ order }: AdminOrderCardProps) {
  const { id, number, shippingAddress, status, total, createdAt, customerName, customerEmail, items } = getFragmentData(AdminOrderCardFragment, order);
  return (
    <ConsoleCard data-testid="admin-order-card" data-order-id={id} data-status={orderStatusWord(status)}>
      <FactList
        facts={[
          { label: "Order", value: <span title={id}>{number}</span>, testId: "order-number" },
          { label: "Status", value: <StatusBadge $tone={statusTone(status)}>{orderStatusWord(status)}</StatusBadge>, testId: "order-status" },
          { label: "User", value: customerName ?? "Unknown User", testId: "order-user-name" },
          { label: "Email", value: customerEmail ?? "-", testId: "order-user-email" },
          { label: "Total", value: formatPrice(total), testId: "order-total" },
          {
            label: "Date",
            value: (
              <time dateTime={createdAt} title={formatDateTime(createdAt)}>
                {formatDate(createdAt)}
              </time>
            ),
            testId: "order-date",
          },
        ]}
      />
      <ShippingAddressBlock address={shippingAddress} />
      <StyledItems aria-label="Items">
        {items.map((item) => (
          <OrderItemRow key={item.id} item={item} to={item.productId ? `/admin/admin-product-details/${item.productId}` : undefined} />
        ))}
      </StyledItems>
    </ConsoleCard>
  );
}
