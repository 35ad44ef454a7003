import { orderStatusWord } from "@store/rules";
import { useEffect, useRef, useState } from "react";
import styled, { css } from "styled-components";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { OrderCardShell, OrderItems, ShippingAddressBlock } from "../../../components/ui/order-parts";
import { Spinner } from "../../../components/ui/spinner";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatDateTime, formatPrice } from "../../../lib/format";

export const OrderCardFragment = graphql(`
  fragment OrderCard_order on Order {
    id
    number
    shippingAddress {
      ...ShippingAddress_address
    }
    status
    canUpdate
    refundStatus
    total
    createdAt
    items {
      id
      ...OrderItems_item
    }
    history {
      id
      from
      to
      actorRole
      createdAt
    }
  }
`);

/** After a refused cancellation the button comes back after this long (the documents' 1000 ms). */
const CANCEL_RETRY_MS = 1000;

const StyledTotal = styled.dd`
  font-weight: 600;
`;

/** A cancelled order's money: pending until the card provider confirms the refund. */
const REFUND_LABEL: Record<string, string> = { pending: "Refund pending", refunded: "Refunded" };

const StyledRefund = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const statusTone = (status: string) => (status === "cancelled" ? "danger" : status === "delivered" ? "success" : undefined);

const StyledStatus = styled.span<{ $tone?: "danger" | "success" }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.xs};
  border: 1px solid currentColor;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.06em;
  line-height: 1.5;
  ${({ theme, $tone }) =>
    $tone
      ? css`color: ${theme.colors[$tone]};`
      : css`color: ${theme.colors.text};`}
`;

const StyledFoot = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg}; }
  &:empty { display: none; }
`;

const StyledHistory = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPending = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 48px;
  margin-left: auto;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCancel = styled(Button)`
  width: 100%;

  ${({ theme }) => theme.media.sm} {
    width: auto;
    margin-left: auto;
  }
`;

const ACTORS: Record<string, string> = { USER: "by you", SELLER: "by the seller", ADMIN: "by the store" };

function describeChange(from: string | null | undefined, to: string, actorRole: string): string {
  if (!from) return `Placed (${to})`;
  const actor = ACTORS[actorRole];
  return `${from} → ${to}${actor ? ` ${actor}` : ""}`;
}

export interface OrderCardProps {
  order: FragmentType<typeof OrderCardFragment>;
  /** Asks to cancel; answers whether the order was cancelled. */
  onCancel: (id: string) => Promise<boolean>;
}

/** One order: what was bought, for how much, where it stands, and the way to cancel it. */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const { id, number, shippingAddress, status, refundStatus, total, createdAt, items, history } = getFragmentData(OrderCardFragment, order);
  // The button leaves at the click; a refusal brings it back after CANCEL_RETRY_MS.
  const [cancelling, setCancelling] = useState<"idle" | "asking" | "refused">("idle");
  // Cancelling cannot be undone: the shopper confirms first.
  const [confirming, setConfirming] = useState(false);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);

  const cancel = async () => {
    setConfirming(false);
    setCancelling("asking");
    const cancelled = await onCancel(id);
    if (cancelled) {
      setCancelling("idle");
      return;
    }
    setCancelling("refused");
    retry.current = setTimeout(() => setCancelling("idle"), CANCEL_RETRY_MS);
  };

  // Only a processing order can be cancelled (the server refuses the others), so the button shows
  // for those alone: gone once cancelled, and never offered for an order on its way.
  const cancellable = status === "processing";
  const changes = history.filter((change) => change.from);

  return (
    <OrderCardShell
      id={id}
      number={number}
      status={orderStatusWord(status)}
      createdAt={createdAt}
      testId="order-card"
      facts={
        <>
          <div>
            <dt>Status</dt>
            <dd>
              <StyledStatus $tone={statusTone(status)} data-testid="order-status">
                {orderStatusWord(status)}
              </StyledStatus>
              {refundStatus && (
                <StyledRefund data-testid="order-refund" data-refund-status={refundStatus}>
                  {REFUND_LABEL[refundStatus] ?? refundStatus}
                </StyledRefund>
              )}
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <StyledTotal data-testid="order-total">{formatPrice(total)}</StyledTotal>
          </div>
        </>
      }
    >
      <ShippingAddressBlock address={shippingAddress} />
      <OrderItems items={items} linkOf={(item) => (item.productId ? `/productDetails/${item.productId}` : undefined)} />

      {(changes.length > 0 || cancellable) && (
        <StyledFoot>
          {changes.length > 0 && (
            <StyledHistory aria-label="Status history" data-testid="order-history">
              {changes.map((change) => (
                <li key={change.id}>
                  <time dateTime={change.createdAt}>{formatDateTime(change.createdAt)}</time>: {describeChange(change.from, change.to, change.actorRole)}
                </li>
              ))}
            </StyledHistory>
          )}
          {cancellable && cancelling === "idle" && (
            <StyledCancel variant="secondary" onClick={() => setConfirming(true)} data-testid="cancel-order">
              CANCEL ORDER
            </StyledCancel>
          )}
          {cancellable && cancelling === "asking" && (
            <StyledPending role="status">
              <Spinner size={14} /> Cancelling…
            </StyledPending>
          )}
        </StyledFoot>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel order"
        question="Are you sure you want to cancel this order? Its payment will be refunded to your card."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
        testId="cancel-order-dialog"
      />
    </OrderCardShell>
  );
}
