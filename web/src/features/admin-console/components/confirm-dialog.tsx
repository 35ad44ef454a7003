import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Modal, ModalActions } from "../../../components/ui/modal";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** Runs the action; the dialog closes once it has finished, however it went. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** The store's confirmation: a question, CANCEL, and the action, busy while it runs. */
export function ConfirmDialog({ open, title, question, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onClose={busy ? () => undefined : onClose} title={title} role="alertdialog" testId="confirm-dialog">
      <p data-testid="confirm-question">{question}</p>
      <ModalActions>
        <Button variant="secondary" onClick={onClose} disabled={busy} data-testid="confirm-cancel">
          CANCEL
        </Button>
        <Button
          variant="danger"
          loading={busy}
          data-autofocus
          data-testid="confirm-ok"
          onClick={async () => {
            setBusy(true);
            try {
              await onConfirm();
            } finally {
              setBusy(false);
              onClose();
            }
          }}
        >
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
