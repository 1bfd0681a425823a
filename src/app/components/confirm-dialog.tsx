// The confirmation dialog of the spec (core section 2, second file section 2): a title, an optional
// description, cancel and submit buttons, a close icon and a loading state. Every confirm of the
// product renders through it; what it confirms and whether it is busy come from a machine (the view
// passes `opened` and `loading` from selectors and sends events from `onConfirm` / `onCancel`).
// While it is open the page behind it is inert; focus returns to `returnFocusTo` (or the trigger).
// The modal itself (confirm-modal.tsx) is imported when a confirm first opens (issue 14).
import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-parts";
import { useOnceTrue } from "./use-once-true";

export { type ConfirmDialogProps, useInertBackground } from "./confirm-dialog-parts";

const ConfirmModal = lazy(() => import("./confirm-modal"));

export function ConfirmDialog(props: ConfirmDialogProps) {
  const used = useOnceTrue(props.opened);
  return used ? (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  ) : null;
}
