// Selectors of the cancel dialog.
import { CANCEL_REASONS, type CancelReason, cancelReasonLabelKey } from "@domain/orders";
import type { SnapshotFrom } from "xstate";
import type { cancelOrderMachine } from "./cancel-order.machine";

type Snapshot = SnapshotFrom<typeof cancelOrderMachine>;

export const selectCancelDialogOpen = (s: Snapshot) => !s.matches("closed");
export const selectCancelOrder = (s: Snapshot) => s.context.order;
export const selectCancelReason = (s: Snapshot) => s.context.reason;
/** The cancel request is under way (tag 'loading'): the dialog shows its loading state. */
export const selectIsCancelling = (s: Snapshot) => s.hasTag("loading");
/** The submit button is enabled: a reason is chosen and nothing is under way. */
export const selectCanConfirmCancel = (s: Snapshot) => s.matches("choosingReason") && s.context.reason !== null;
/** The reasons of the dialog with their message ids. */
export const CANCEL_REASON_OPTIONS: ReadonlyArray<{ value: CancelReason; labelKey: string }> = CANCEL_REASONS.map((r) => ({
  value: r,
  labelKey: cancelReasonLabelKey(r),
}));
