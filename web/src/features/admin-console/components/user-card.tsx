import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { getFragmentData, graphql, type FragmentType } from "../../../gql";
import { confirmUserAction, type UserAction } from "../api/admin-texts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { ConsoleCard, ConsoleCardActions, ConsoleCardTitle, FactList, StatusBadge } from "./console-card";

export const UserCardFragment = graphql(`
  fragment UserCard_user on User {
    id
    name
    email
    mobile
    isActive
  }
`);

const ACTIONS: ReadonlyArray<{ action: UserAction; label: string; variant: "secondary" | "danger" }> = [
  { action: "activate", label: "Activate", variant: "secondary" },
  { action: "deactivate", label: "Deactivate", variant: "secondary" },
  { action: "delete", label: "Delete", variant: "danger" },
];

export interface UserCardProps {
  user: FragmentType<typeof UserCardFragment>;
  /** Runs an action the admin confirmed. */
  onAction: (action: UserAction, id: string) => Promise<boolean>;
}

/** A shopper's account: who, whether active, and the admin's three actions, each confirmed first. */
export function UserCard({ user, onAction }: UserCardProps) {
  const { id, name, email, mobile, isActive } = getFragmentData(UserCardFragment, user);
  // The action stays while the dialog plays out, so its text does not vanish mid-animation.
  const [dialog, setDialog] = useState<{ action: UserAction; open: boolean }>({ action: "activate", open: false });
  const close = () => setDialog((current) => ({ ...current, open: false }));
  return (
    <ConsoleCard data-testid="user-card" data-user-id={id} data-active={isActive}>
      <ConsoleCardTitle data-testid="user-name">{name}</ConsoleCardTitle>
      <FactList
        facts={[
          { label: "Email", value: email, testId: "user-email" },
          { label: "Mobile", value: mobile, testId: "user-mobile" },
          { label: "Status", value: <StatusBadge $tone={isActive ? "success" : "danger"}>{isActive ? "Active" : "Deactive"}</StatusBadge>, testId: "user-status" },
        ]}
      />
      <ConsoleCardActions>
        {ACTIONS.map(({ action, label, variant }) => (
          <Button key={action} variant={variant} onClick={() => setDialog({ action, open: true })} data-testid={`user-${action}`}>
            {label}
          </Button>
        ))}
      </ConsoleCardActions>
      <ConfirmDialog
        open={dialog.open}
        title={`${dialog.action} user`}
        question={confirmUserAction(dialog.action)}
        confirmLabel={dialog.action}
        cancelLabel="CANCEL"
        onConfirm={() => onAction(dialog.action, id).finally(close)}
        onCancel={close}
        testId="confirm-dialog"
      />
    </ConsoleCard>
  );
}
