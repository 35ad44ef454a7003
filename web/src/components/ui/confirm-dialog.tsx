import { useState } from "react";
import styled from "styled-components";
import { Button } from "./button";
import { Modal, ModalActions } from "./modal";

const StyledQuestion = styled.p`
  font-size: 15px;
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button spins while the action runs (it also does while `onConfirm`'s promise is pending). */
  busy?: boolean;
  onConfirm: () => unknown;
  onCancel: () => void;
  /** The dialog's test id; its parts are `{testId}-question`, `{testId}-cancel` and `{testId}-confirm`. */
  testId: string;
}

/**
 * The store's "are you sure?" for what cannot be undone: Cancel has the focus, so Enter or
 * Escape leaves everything as it was. While the action runs, neither button nor Escape cancels.
 */
export function ConfirmDialog({ open, title, question, confirmLabel, cancelLabel = "Cancel", busy = false, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const working = busy || running;
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
    }
  };
  return (
    <Modal open={open} onClose={working ? () => undefined : onCancel} title={title} role="alertdialog" testId={testId}>
      <StyledQuestion data-testid={`${testId}-question`}>{question}</StyledQuestion>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={working} data-autofocus data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
        <Button variant="danger" loading={working} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
