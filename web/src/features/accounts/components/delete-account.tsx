import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useDeleteAccount } from "../api/use-delete-account";

const StyledDanger = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.danger};
`;

export interface DeleteAccountProps {
  /** The account is gone (and the shopper signed out with it). */
  onDeleted: () => void;
}

/** The shopper's "Delete account", asked twice. */
export function DeleteAccount({ onDeleted }: DeleteAccountProps) {
  const { deleteAccount, deleting } = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <StyledDanger variant="secondary" onClick={() => setConfirming(true)} data-testid="delete-account">
        Delete account
      </StyledDanger>
      <ConfirmDialog
        open={confirming}
        title="Delete account"
        question="Are you sure you want to delete your account?"
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (await deleteAccount()) onDeleted();
          else setConfirming(false);
        }}
        testId="delete-account-modal"
      />
    </>
  );
}
