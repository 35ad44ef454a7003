import { ORDER_MESSAGES, ORDER_STATUS_LABELS, orderStatusName, orderStatusWord, type OrderStatusName, type OrderStatusWord } from "@store/rules";
import { useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { visuallyHidden } from "../../../components/ui/visually-hidden";
import type { SellerOrder } from "../api/seller-orders-query";
import { useRequestStatusChange } from "../api/use-request-status-change";
import { useUpdateOrderStatus } from "../api/use-update-order-status";
import { StyledSelect } from "./form-controls";

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  select { width: auto; min-width: 200px; }
`;

const StyledHiddenLabel = styled.label`
  ${visuallyHidden}
`;

const StyledLocked = styled.p`
  flex-basis: 100%;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledPending = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface OrderStatusControlsProps {
  order: SellerOrder;
}

/**
 * The status dropdown and UPDATE while the seller may move the order; once it is locked, the
 * PERMISSION REQUEST for the chosen status (or the current one), once at a time.
 */
export function OrderStatusControls({ order }: OrderStatusControlsProps) {
  const updateStatus = useUpdateOrderStatus();
  const requestChange = useRequestStatusChange();
  const [chosen, setChosen] = useState<OrderStatusName | "">("");
  const [busy, setBusy] = useState<"updating" | "requesting" | null>(null);
  const selectId = useId();
  const pending = order.pendingRequest?.state === "pending" ? order.pendingRequest : null;

  const update = async () => {
    const sent = chosen;
    setBusy("updating");
    // A status the seller chose while this one was on its way stays chosen.
    if (sent && (await updateStatus(order.id, sent))) setChosen((current) => (current === sent ? "" : current));
    setBusy(null);
  };

  const request = async () => {
    setBusy("requesting");
    await requestChange(order.id, chosen || order.status);
    setBusy(null);
  };

  return (
    <StyledControls data-testid="status-controls">
      <StyledHiddenLabel htmlFor={selectId}>New status</StyledHiddenLabel>
      <StyledSelect
        id={selectId}
        $invalid={false}
        value={chosen && orderStatusWord(chosen)}
        disabled={order.allowedStatuses.length === 0}
        onChange={(event) => setChosen(event.target.value && orderStatusName(event.target.value as OrderStatusWord))}
        data-testid="status-select"
      >
        <option value="">Select status</option>
        {/* Only what the server would accept now: forward only, or any right after an approval. */}
        {order.allowedStatuses.map((status) => (
          <option key={status} value={orderStatusWord(status)}>
            {ORDER_STATUS_LABELS[orderStatusWord(status)]}
          </option>
        ))}
      </StyledSelect>
      <Button onClick={() => void update()} disabled={!chosen || !order.allowedStatuses.includes(chosen)} loading={busy === "updating"} data-testid="update-status">
        UPDATE
      </Button>
      {!order.canUpdate && (
        <>
          <StyledLocked data-testid="permission-required">{ORDER_MESSAGES.permissionRequired}</StyledLocked>
          <Button variant="secondary" onClick={() => void request()} disabled={Boolean(pending)} loading={busy === "requesting"} data-testid="permission-request">
            PERMISSION REQUEST
          </Button>
          {pending && (
            <StyledPending data-testid="request-pending">
              Request pending: {ORDER_STATUS_LABELS[orderStatusWord(pending.status)]}
            </StyledPending>
          )}
        </>
      )}
    </StyledControls>
  );
}
