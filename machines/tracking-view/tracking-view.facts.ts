// What the tracking view needs of the order store, as one event the relay (machines/app/app.relay.ts)
// sends whenever it changes: whether the current lists are there, for which vendor, the first tab
// with orders, and the store itself (to find the selected order). Pure.
import type { OrderRecord } from "@domain/contract";
import { ORDER_TABS, type OrderStore, type OrderTab } from "@domain/orders";
import type { SnapshotFrom } from "xstate";
import type { ordersMachine } from "../orders/orders.machine";
import { selectIsLoadingCurrent, selectOrdersStore, selectTabs } from "../orders/orders.selectors";

export type OrdersChanged = {
  type: "ORDERS.CHANGED";
  /** The current lists of a selected vendor have been read (not loading). */
  ready: boolean;
  /** The vendor of the store's selection. */
  vendorId: string | null;
  /** The first tab with orders (New when every tab is empty). */
  firstTab: OrderTab;
  orders: OrderStore<OrderRecord>;
};

/** The minute of a time: the tabs are classified per minute, as the page shows them (shared selector cache). */
const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

export function ordersFacts(s: SnapshotFrom<typeof ordersMachine>, now: number): OrdersChanged {
  const vendorId = s.context.vendorId;
  const ready = vendorId !== null && !selectIsLoadingCurrent(s);
  const tabs = ready ? selectTabs(s, minuteOf(now)) : null;
  return {
    type: "ORDERS.CHANGED",
    ready,
    vendorId,
    firstTab: (tabs && ORDER_TABS.find((tab) => tabs[tab].length > 0)) ?? "new",
    orders: selectOrdersStore(s),
  };
}
