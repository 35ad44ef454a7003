import styled from "styled-components";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatDate, formatDateTime, formatPrice } from "../../../lib/format";
import { ConsoleCard, FactList, StatusBadge } from "./console-card";

export const AdminOrderCardFragment = graphql(`
  fragment AdminOrderCard_order on Order {
    id
    status
    total
    createdAt
    customerName
    customerEmail
    items {
      id
      title
      image
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

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  font-size: 14px;

  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  small { display: block; font-size: 13px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const StyledThumb = styled.div`
  width: 48px;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

const StyledLineTotal = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const statusTone = (status: string) => (status === "cancelled" ? "danger" : status === "delivered" ? "success" : "muted");

export interface AdminOrderCardProps {
  order: FragmentType<typeof AdminOrderCardFragment>;
}

/** One order as the admin sees it: who bought what, for how much, and where it stands. */
export function AdminOrderCard({ order }: AdminOrderCardProps) {
  const { id, status, total, createdAt, customerName, customerEmail, items } = getFragmentData(AdminOrderCardFragment, order);
  return (
    <ConsoleCard data-testid="admin-order-card" data-order-id={id} data-status={status}>
      <FactList
        facts={[
          { label: "Order", value: id, testId: "order-id" },
          { label: "Status", value: <StatusBadge $tone={statusTone(status)}>{status}</StatusBadge>, testId: "order-status" },
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
      <StyledItems aria-label="Items">
        {items.map((item) => (
          <StyledItem key={item.id} data-testid="order-item">
            <StyledThumb>{item.image && <img src={item.image} alt="" loading="lazy" decoding="async" width={48} height={60} />}</StyledThumb>
            <span>
              {item.title}
              <small>
                {item.size ? `Size ${item.size} · ` : ""}Qty {item.quantity} × {formatPrice(item.unitPrice)}
              </small>
            </span>
            <StyledLineTotal>{formatPrice(item.lineTotal)}</StyledLineTotal>
          </StyledItem>
        ))}
      </StyledItems>
    </ConsoleCard>
  );
}
