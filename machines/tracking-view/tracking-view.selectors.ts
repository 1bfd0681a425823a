// Selectors of the tracking view: the tracking and history pages read these.
import type { OrderTab } from "@domain/orders";
import type { SnapshotFrom } from "xstate";
import type { trackingViewMachine } from "./tracking-view.machine";

type Snapshot = SnapshotFrom<typeof trackingViewMachine>;

/** The tab shown (New until the first lists are there). */
export const selectShownTab = (s: Snapshot): OrderTab => s.context.tab ?? "new";

/** The selected order the platform does not know (null while it may still be found). */
export const selectMissingOrderId = (s: Snapshot): string | null => (s.matches({ open: { lookup: "missing" } }) ? s.context.orderId : null);

/** The tab follows the selected order. */
export const selectIsFollowingOrder = (s: Snapshot) => s.matches({ open: { tab: "following" } });
