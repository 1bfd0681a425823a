// The polite status region of the order pages (issue 4 "Accessibility"): when an order the page
// shows (a list row or the selected order) changes status, "Order {id}: {status label}" is
// announced without moving focus. The first records the page sees are not announced (nothing
// changed), nor are orders that appear or disappear (a new tab count already says so).
import type { OrderRecord } from "@domain/contract";
import { orderStatusLabelKey } from "@domain/orders";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { STATUS_LABEL_MSGS } from "./order-messages";

const ANNOUNCE = msg({ id: "order-tracking.announce.status", message: "Order {id}: {status}" });

/** The announcements due between two views of the same orders: "Order {id}: {label}" for each changed status. */
export function statusChanges(previous: ReadonlyMap<string, string>, orders: readonly OrderRecord[]): OrderRecord[] {
  const changed: OrderRecord[] = [];
  for (const order of orders) {
    const before = previous.get(order.order_id);
    if (before !== undefined && before !== order.status) changed.push(order);
  }
  return changed;
}

/** Watches the orders a page shows and returns the text of the status region. */
export function useStatusAnnouncements(orders: readonly OrderRecord[], nowMs: number): string {
  const { i18n } = useLingui();
  const seen = useRef<Map<string, string> | null>(null);
  const [message, setMessage] = useState("");
  useEffect(() => {
    const previous = seen.current;
    const next = new Map<string, string>(previous ?? []);
    for (const order of orders) next.set(order.order_id, order.status);
    seen.current = next;
    if (!previous) return;
    const changed = statusChanges(previous, orders);
    if (!changed.length) return;
    const now = Math.floor(nowMs / 1000);
    const text = changed
      .map((order) => {
        const status = i18n._(STATUS_LABEL_MSGS[orderStatusLabelKey(order, now)]);
        return i18n._(Object.assign({}, ANNOUNCE, { values: { id: order.order_id, status } }));
      })
      .join(". ");
    // The same text twice in a row would not be read again: alternate a trailing no-break space.
    setMessage((current) => (current === text ? `${text}\u00a0` : text));
  }, [orders, nowMs, i18n]);
  return message;
}

/** The region itself: present from the start (live regions must exist before they change), visually hidden. */
export function StatusRegion(props: { message: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="status-region">
      {props.message}
    </div>
  );
}
