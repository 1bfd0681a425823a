// What the confirmation dialog (confirm-dialog.tsx) and its lazily imported modal (confirm-modal.tsx) share.
import { type ReactNode, useEffect } from "react";

/**
 * While a modal dialog is open the page behind it is inert (not focusable, not clickable, hidden
 * from assistive technology); the dialog itself lives in a portal outside #root.
 */
export function useInertBackground(opened: boolean) {
  useEffect(() => {
    const root = document.getElementById("root");
    if (!opened || !root) return;
    root.setAttribute("inert", "");
    return () => root.removeAttribute("inert");
  }, [opened]);
}

export type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content between the description and the buttons (a list, a summary). */
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** The confirm is in flight: the submit button spins, nothing else can be pressed. */
  loading?: boolean;
  /** The submit button is disabled (e.g. a required choice inside `children` is missing). */
  confirmDisabled?: boolean;
  confirmColor?: string;
  onConfirm: () => void;
  /** Cancel button, close icon, Escape and a click outside. */
  onCancel: () => void;
  /** Where focus goes when the dialog has closed (a CSS selector); default: back to the trigger. */
  returnFocusTo?: string;
  size?: string;
  testId?: string;
};
