// The rows of one tab of the tracking page: order id, customer, created time (in the country's
// time zone) and the status label. Each row is a link that selects the order (?order_id=…), so the
// list works with Tab; Arrow Up / Down, Home and End move between rows as well. A store may hold
// tens of thousands of orders: a long tab is virtualised (RowWindow: @tanstack/react-virtual, loaded
// when a tab first has more than PLAIN_ROW_LIMIT rows; only the rows in view and a few more are in
// the document), a short one renders every row; either way each row is positioned by a transform,
// with aria-setsize and aria-posinset so assistive technology knows the full size, and a row is a memoised component
// whose props are the record and its place, so a live update re-renders only the changed row. A
// row is plain elements styled by orders.css (no Mantine Group/Text/Badge: their style props cost
// more than the rest of the row when rows mount at every frame of a fast scroll).
import type { OrderRecord } from "@domain/contract";
import { orderStatusLabelKey } from "@domain/orders";
import { useLingui } from "@lingui/react";
import { Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { type KeyboardEvent, memo, type ReactNode, useCallback, useRef } from "react";
import { formatUnix } from "../../components/orders/format";
import { STATUS_LABEL_MSGS } from "../../components/orders/order-messages";
import { statusTone } from "../../components/orders/status-color";
import { RowWindow, type RowWindowView } from "../../components/row-window";

/** Height of a row and the gap below it (px): fixed, so the virtualiser never measures. */
export const ORDER_ROW_HEIGHT = 76;

const INITIAL_RECT = { width: 480, height: 640 };

const selectSearch = (orderId: string) => ((prev: Record<string, unknown>) => ({ ...prev, order_id: orderId })) as never;

/**
 * One row: re-renders only when its record, its selection, its place or the minute change; its
 * texts (status label, created time) are computed here, so a scroll that keeps the row formats nothing.
 */
const OrderRow = memo(function OrderRow(props: {
  order: OrderRecord;
  index: number;
  count: number;
  start: number;
  selected: boolean;
  nowSec: number;
  locale: string;
  timeZone: string;
  onSelect?: (orderId: string) => void;
}) {
  const { i18n } = useLingui();
  const { order } = props;
  return (
    <li className="order-list__item" aria-setsize={props.count} aria-posinset={props.index + 1} style={{ transform: `translateY(${props.start}px)` }}>
      <Link
        to="."
        search={selectSearch(order.order_id)}
        className="order-row"
        aria-current={props.selected ? "true" : undefined}
        data-row-link=""
        data-row-index={props.index}
        data-order-id={order.order_id}
        // Not data-status: the router's Link writes that attribute ("active").
        data-order-status={order.status}
        data-updated-at={order.updated_at}
        data-testid="order-row"
        onClick={() => props.onSelect?.(order.order_id)}
      >
        <span className="order-row__line">
          <span className="order-row__id">{order.order_id}</span>
          <span className="order-row__status" data-tone={statusTone(order.status)}>
            {i18n._(STATUS_LABEL_MSGS[orderStatusLabelKey(order, props.nowSec)])}
          </span>
        </span>
        <span className="order-row__line">
          <span className="order-row__name">{order.customer.name}</span>
          <time className="order-row__time" dateTime={new Date(order.created_at * 1000).toISOString()}>
            {formatUnix(order.created_at, props.locale, props.timeZone, "time")}
          </time>
        </span>
      </Link>
    </li>
  );
});

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
  const scrollRef = useRef<HTMLDivElement>(null);
  const { orders } = props;
  // Stable while the list is the same: the virtualiser recomputes every row's place (a pass over
  // all of them) whenever its key function changes.
  const getItemKey = useCallback((index: number) => orders[index]?.order_id ?? index, [orders]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const nowSec = Math.floor(props.nowMs / 1000);
  // The same callback across renders, so the memoised rows keep their props.
  const onSelectRef = useRef(props.onSelect);
  onSelectRef.current = props.onSelect;
  const onSelect = useRef((orderId: string) => onSelectRef.current?.(orderId)).current;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, view: RowWindowView) => {
    const target = event.target as HTMLElement;
    const index = Number(target.dataset.rowIndex ?? Number.NaN);
    if (Number.isNaN(index)) return;
    let next = index;
    if (event.key === "ArrowDown") next = Math.min(orders.length - 1, index + 1);
    else if (event.key === "ArrowUp") next = Math.max(0, index - 1);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = orders.length - 1;
    else return;
    event.preventDefault();
    if (next === index) return;
    view.scrollToIndex(next);
    // The row may only exist after the virtualiser re-rendered.
    const focusRow = (attempt: number) => {
      const el = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${next}"]`);
      if (el) el.focus();
      else if (attempt < 5) requestAnimationFrame(() => focusRow(attempt + 1));
    };
    focusRow(0);
  };

  if (!orders.length) {
    return (
      <Text c="dimmed" size="sm" py="md" data-testid="order-list-empty">
        {props.empty}
      </Text>
    );
  }
  return (
    <div className="order-list__scroll" ref={scrollRef} data-testid="order-list-scroll">
      <RowWindow
        count={orders.length}
        rowHeight={ORDER_ROW_HEIGHT}
        overscan={6}
        getScrollElement={getScrollElement}
        getItemKey={getItemKey}
        initialRect={INITIAL_RECT}
      >
        {(view) => (
          <ul
            className="order-list"
            aria-label={props.label}
            onKeyDown={(event) => onKeyDown(event, view)}
            data-testid="order-list"
            data-virtual={view.virtual || undefined}
            style={{ height: view.totalSize }}
          >
            {view.items.map((item) => {
              const order = orders[item.index];
              return (
                <OrderRow
                  key={order.order_id}
                  order={order}
                  index={item.index}
                  count={orders.length}
                  start={item.start}
                  selected={order.order_id === props.selectedId}
                  nowSec={nowSec}
                  locale={props.locale}
                  timeZone={props.timeZone}
                  onSelect={onSelect}
                />
              );
            })}
          </ul>
        )}
      </RowWindow>
    </div>
  );
}
