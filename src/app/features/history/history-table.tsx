// The history table: a long history has only the rows in view (plus a few) in the document
// (RowWindow: @tanstack/react-virtual, loaded when the table first has more than PLAIN_ROW_LIMIT
// rows), so thousands of past orders scroll smoothly; a short one renders every row. It is an ARIA table
// (role table / row / columnheader / cell with aria-rowcount and aria-rowindex, so assistive
// technology knows the full size); the order id of each row is a link that selects the order.
// Arrow Up / Down, Home and End move between those links, scrolling the row into view.
import type { OrderRecord } from "@domain/contract";
import { orderStatusLabelKey } from "@domain/orders";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { type KeyboardEvent, useCallback, useRef } from "react";
import { useMoney } from "../../components/money";
import { usePhone } from "../../components/phone";
import { formatUnix } from "../../components/orders/format";
import { STATUS_LABEL_MSGS } from "../../components/orders/order-messages";
import { statusColor } from "../../components/orders/status-color";
import { RowWindow, type RowWindowView } from "../../components/row-window";
import "../../components/virtual-table.css";

export const HISTORY_ROW_HEIGHT = 48;

const INITIAL_RECT = { width: 1000, height: 560 };

export function HistoryTable(props: {
  rows: readonly OrderRecord[];
  selectedId: string | null;
  nowMs: number;
  timeZone: string;
  currency: string;
  /** Locale of dates and amounts (intlLocale). */
  locale: string;
  label: string;
  onSelect?: (orderId: string) => void;
}) {
  const { i18n } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const nowSec = Math.floor(props.nowMs / 1000);
  const locale = props.locale;
  const money = useMoney();
  const phone = usePhone();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, view: RowWindowView) => {
    const target = event.target as HTMLElement;
    const index = Number(target.dataset.rowIndex ?? Number.NaN);
    if (Number.isNaN(index)) return;
    let next = index;
    if (event.key === "ArrowDown") next = Math.min(props.rows.length - 1, index + 1);
    else if (event.key === "ArrowUp") next = Math.max(0, index - 1);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = props.rows.length - 1;
    else return;
    event.preventDefault();
    view.scrollToIndex(next);
    // The row may only exist after the virtualizer re-rendered.
    const focusRow = (attempt: number) => {
      const el = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${next}"]`);
      if (el) el.focus();
      else if (attempt < 5) requestAnimationFrame(() => focusRow(attempt + 1));
    };
    focusRow(0);
  };

  return (
    <div className="vtable history-table" role="table" aria-label={props.label} aria-rowcount={props.rows.length + 1} data-testid="history-table">
      <div className="vtable__scroll history-table__scroll" ref={scrollRef}>
        <div role="rowgroup">
          <div className="vtable__head history-table__head" role="row" aria-rowindex={1}>
            <div role="columnheader">
              <Trans id="history.column.order">Order ID</Trans>
            </div>
            <div role="columnheader">
              <Trans id="history.column.created">Created</Trans>
            </div>
            <div role="columnheader">
              <Trans id="history.column.customer">Customer</Trans>
            </div>
            <div role="columnheader">
              <Trans id="history.column.phone">Phone</Trans>
            </div>
            <div role="columnheader">
              <Trans id="history.column.status">Status</Trans>
            </div>
            <div role="columnheader">
              <Trans id="history.column.amount">Amount</Trans>
            </div>
          </div>
        </div>
        <RowWindow count={props.rows.length} rowHeight={HISTORY_ROW_HEIGHT} overscan={8} getScrollElement={getScrollElement} initialRect={INITIAL_RECT}>
          {(view) => (
            <div
              role="rowgroup"
              onKeyDown={(event) => onKeyDown(event, view)}
              data-virtual={view.virtual || undefined}
              style={{ height: view.totalSize, position: "relative" }}
            >
              {view.items.map((item) => {
                const order = props.rows[item.index];
                const selected = order.order_id === props.selectedId;
                return (
                  <div
                    key={order.order_id}
                    role="row"
                    aria-rowindex={item.index + 2}
                    className="vtable__row history-row"
                    data-selected={selected || undefined}
                    data-testid="history-row"
                    data-order-id={order.order_id}
                    data-order-status={order.status}
                    style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                  >
                    <div role="cell">
                      <Link
                        to="."
                        search={((prev: Record<string, unknown>) => ({ ...prev, order_id: order.order_id })) as never}
                        className="history-row__link"
                        aria-current={selected ? "true" : undefined}
                        data-row-index={item.index}
                        onClick={() => props.onSelect?.(order.order_id)}
                      >
                        {order.order_id}
                      </Link>
                    </div>
                    <div role="cell">{formatUnix(order.created_at, locale, props.timeZone, "dateTime")}</div>
                    <div role="cell">{order.customer.name}</div>
                    <div role="cell">
                      <bdi dir="ltr">{phone(order.customer.phone_number).text}</bdi>
                    </div>
                    <div role="cell">
                      <Badge variant="light" color={statusColor(order.status)}>
                        {i18n._(STATUS_LABEL_MSGS[orderStatusLabelKey(order, nowSec)])}
                      </Badge>
                    </div>
                    <div role="cell">{money(order.order.amount, props.currency)}</div>
                  </div>
                );
              })}
            </div>
          )}
        </RowWindow>
      </div>
    </div>
  );
}
