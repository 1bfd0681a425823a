// The rows of one tab of the tracking page: order id, customer, created time (in the country's
// time zone) and the status label. Each row is a link that selects the order (?order_id=…), so the
// list works with Tab; Arrow Up / Down, Home and End move between rows as well. A tab shows its
// first ROWS_STEP rows and a "Show more" button (a store may hold thousands of orders; the active
// list of the platform is 200), so the page stays light whatever the store holds.
import type { OrderRecord } from "@domain/contract";
import { orderStatusLabelKey } from "@domain/orders";
import { useLingui } from "@lingui/react";
import { Badge, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { formatUnix } from "../../components/orders/format";
import { STATUS_LABEL_MSGS } from "../../components/orders/order-messages";
import { statusColor } from "../../components/orders/status-color";

/** Moves the focus between the rows of a list with the arrow keys, Home and End. */
export function onRowKeyDown(event: KeyboardEvent<HTMLElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-row-link]")];
  if (!rows.length) return;
  const index = rows.indexOf(document.activeElement as HTMLElement);
  let next = index;
  if (event.key === "ArrowDown") next = Math.min(rows.length - 1, index + 1);
  else if (event.key === "ArrowUp") next = Math.max(0, index - 1);
  else if (event.key === "Home") next = 0;
  else next = rows.length - 1;
  if (next !== index && rows[next]) {
    event.preventDefault();
    rows[next].focus();
  }
}

export const ROWS_STEP = 100;

export function OrderList(props: {
  orders: readonly OrderRecord[];
  selectedId: string | null;
  nowMs: number;
  timeZone: string;
  /** Locale of the times (intlLocale). */
  locale: string;
  label: string;
  empty: ReactNode;
  onSelect?: (orderId: string) => void;
}) {
  const { i18n } = useLingui();
  const [limit, setLimit] = useState(ROWS_STEP);
  const nowSec = Math.floor(props.nowMs / 1000);
  // The selected order stays listed even beyond the limit.
  const selectedIndex = props.selectedId ? props.orders.findIndex((o) => o.order_id === props.selectedId) : -1;
  const shown = props.orders.slice(0, Math.max(limit, selectedIndex + 1));
  const remaining = props.orders.length - shown.length;
  if (!props.orders.length) {
    return (
      <Text c="dimmed" size="sm" py="md" data-testid="order-list-empty">
        {props.empty}
      </Text>
    );
  }
  return (
    <>
      <ul className="order-list" aria-label={props.label} onKeyDown={onRowKeyDown} data-testid="order-list">
        {shown.map((order) => {
          const selected = order.order_id === props.selectedId;
          const created = formatUnix(order.created_at, props.locale, props.timeZone, "time");
          return (
            <li key={order.order_id}>
              <Link
                to="."
                search={((prev: Record<string, unknown>) => ({ ...prev, order_id: order.order_id })) as never}
                className="order-row"
                aria-current={selected ? "true" : undefined}
                data-row-link=""
                data-order-id={order.order_id}
                // Not data-status: the router's Link writes that attribute ("active").
                data-order-status={order.status}
                data-updated-at={order.updated_at}
                data-testid="order-row"
                onClick={() => props.onSelect?.(order.order_id)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} size="sm" className="order-row__id">
                    {order.order_id}
                  </Text>
                  <Badge variant="light" color={statusColor(order.status)} className="order-row__status" style={{ flexShrink: 0 }}>
                    {i18n._(STATUS_LABEL_MSGS[orderStatusLabelKey(order, nowSec)])}
                  </Badge>
                </Group>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate="end">
                    {order.customer.name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    <time dateTime={new Date(order.created_at * 1000).toISOString()}>{created}</time>
                  </Text>
                </Group>
              </Link>
            </li>
          );
        })}
      </ul>
      {remaining > 0 ? (
        <Button variant="subtle" mt="xs" fullWidth onClick={() => setLimit(shown.length + ROWS_STEP)} data-testid="order-list-more">
          <Trans id="order-tracking.show-more">Show more ({remaining} more)</Trans>
        </Button>
      ) : null}
    </>
  );
}
