import { orderStatusWord } from "@store/rules";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { formatDateTime } from "../../../lib/format";
import { ConsoleCard, ConsoleCardActions, FactList } from "./console-card";

export const RequestCardFragment = graphql(`
  fragment RequestCard_request on PermissionRequest {
    id
    orderId
    orderNumber
    status
    createdAt
  }
`);

export interface RequestCardProps {
  request: FragmentType<typeof RequestCardFragment>;
  /** Approves or denies; answers whether the decision was taken. */
  onDecide: (id: string, approve: boolean) => Promise<boolean>;
}

/** A seller's request to move a locked order, and the admin's two answers. */
export function RequestCard({ request, onDecide }: RequestCardProps) {
  const { id, orderId, orderNumber, status, createdAt } = getFragmentData(RequestCardFragment, request);
  const [deciding, setDeciding] = useState<"approve" | "deny" | null>(null);
  const decide = async (approve: boolean) => {
    setDeciding(approve ? "approve" : "deny");
    // On success the card leaves the list; only a refusal brings the buttons back.
    if (!(await onDecide(id, approve))) setDeciding(null);
  };
  return (
    <ConsoleCard data-testid="request-card" data-request-id={id} data-order-id={orderId}>
      <FactList
        facts={[
          { label: "Order", value: orderId, testId: "request-order-id" },
          { label: "Order number", value: orderNumber ?? "-", testId: "request-order-number" },
          { label: "Requested status", value: orderStatusWord(status), testId: "request-status" },
          { label: "Requested at", value: <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>, testId: "request-created-at" },
        ]}
      />
      <ConsoleCardActions>
        <Button loading={deciding === "approve"} disabled={deciding !== null} onClick={() => void decide(true)} data-testid="request-approve">
          Approve
        </Button>
        <Button variant="secondary" loading={deciding === "deny"} disabled={deciding !== null} onClick={() => void decide(false)} data-testid="request-deny">
          Deny
        </Button>
      </ConsoleCardActions>
    </ConsoleCard>
  );
}
