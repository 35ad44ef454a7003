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
  /** The confirm button spins while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Prefix of the test ids: `{testId}`, `{testId}-cancel`, `{testId}-confirm`. */
  testId: string;
}

/**
 * The store's "are you sure?" for what cannot be undone: Cancel has the focus, so Enter or
 * Escape leaves everything as it was.
 */
export function ConfirmDialog({ open, title, question, confirmLabel, cancelLabel = "Cancel", busy, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} role="alertdialog" testId={testId}>
      <StyledQuestion>{question}</StyledQuestion>
      <ModalActions>
        <Button variant="secondary" onClick={onCancel} data-autofocus data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
        <Button variant="danger" loading={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
}
