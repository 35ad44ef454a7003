import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { CloseIcon } from "./icons";
import { caps } from "../../styles/typography";
import { IconButton } from "./icon-button";

/** How long the dialog takes to come and go; the backdrop fades in half that (150 ms). */
const DIALOG_MS = 300;

type Phase = "entering" | "open" | "leaving";

const StyledBackdrop = styled.div<{ $phase: Phase }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.scrim};
  opacity: ${({ $phase }) => ($phase === "open" ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.fast} linear;
  overflow-y: auto;
`;

const StyledDialog = styled.div<{ $phase: Phase }>`
  position: relative;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.24);
  opacity: ${({ $phase }) => ($phase === "open" ? 1 : 0)};
  transform: ${({ $phase }) => ($phase === "open" ? "none" : "translateY(-24px)")};
  transition: opacity ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  &:focus { outline: none; }

  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space.xl}; }
`;

const StyledTitle = styled.h2`
  padding-right: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${caps(18, 0.06)}
`;

const StyledClose = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
`;

export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
  /** "alertdialog" for a confirmation. */
  role?: "dialog" | "alertdialog";
}

/**
 * A dialog over a dimmed page: the backdrop fades in 150 ms, the dialog slides and fades in
 * 300 ms, and both play backwards on closing. Escape and a click on the backdrop close it;
 * focus stays inside while it is open and returns where it was afterwards.
 */
export function Modal({ open, onClose, title, children, testId, role = "dialog" }: ModalProps) {
  const [phase, setPhase] = useState<Phase | null>(open ? "entering" : null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Mount, then play in; play out, then unmount.
  useEffect(() => {
    if (open) {
      setPhase("entering");
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setPhase("open")));
      return () => cancelAnimationFrame(frame);
    }
    setPhase((current) => (current ? "leaving" : null));
    const timer = window.setTimeout(() => setPhase(null), DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const mounted = phase !== null;

  useEffect(() => {
    if (!mounted || !open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>("[data-autofocus]") ?? dialog;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && (document.activeElement === head || document.activeElement === dialog)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [mounted, open]);

  if (!mounted) return null;
  const shown: Phase = open ? (phase ?? "entering") : "leaving";

  return createPortal(
    <StyledBackdrop
      $phase={shown}
      data-testid={testId ? `${testId}-backdrop` : "modal-backdrop"}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <StyledDialog
        ref={dialogRef}
        $phase={shown}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        data-state={shown}
      >
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledClose type="button" onClick={onClose} aria-label="Close" data-testid="modal-close">
          <CloseIcon size={20} />
        </StyledClose>
        {children}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
