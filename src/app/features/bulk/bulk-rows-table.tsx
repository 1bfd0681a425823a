// The rows of a bulk job: a long file has only the rows in view (plus a few) in the document
// (RowWindow: @tanstack/react-virtual, loaded when a job first shows more than PLAIN_ROW_LIMIT rows),
// so a file of 2,000 rows scrolls smoothly; a short one renders every row. An ARIA table (role table /
// row / columnheader / cell with aria-rowcount and aria-rowindex); the scroll box is focusable, so
// the keyboard scrolls it. Each row: row number, collection point, customer, drop-off address,
// payment method, delivery type, fee and error (the reasons, translated, with their column).
import type { BulkJobRow } from "@domain/contract";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useCallback, useRef } from "react";
import { PAYMENT_METHOD_LABELS } from "../../components/payment-method-labels";
import { useMoney } from "../../components/money";
import { formatUnix } from "../../components/orders/format";
import { RowWindow } from "../../components/row-window";
import { BULK_COLUMN_LABELS } from "./bulk-messages";
import "../../components/virtual-table.css";

export const BULK_ROW_HEIGHT = 56;

const INITIAL_RECT = { width: 1100, height: 520 };

export function BulkRowsTable(props: { rows: readonly BulkJobRow[]; locale: string; timeZone: string; label: string }) {
  const money = useMoney();
  const { i18n } = useLingui();
  const scrollRef = useRef<HTMLElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const reasons = (row: BulkJobRow) =>
    row.errors.map((e) => `${BULK_COLUMN_LABELS[e.field] ? i18n._(BULK_COLUMN_LABELS[e.field]) : e.field}: ${i18n._(e.translation_key)}`).join("; ");
  const method = (name: string) => (PAYMENT_METHOD_LABELS[name] ? i18n._(PAYMENT_METHOD_LABELS[name]) : name);
  return (
    <div className="vtable bulk-table" data-testid="bulk-rows">
      {/* The scroll box is a labelled region the keyboard can reach and scroll; the table is inside it. */}
      <section className="vtable__scroll bulk-table__scroll" ref={scrollRef} tabIndex={0} aria-label={props.label}>
        <div role="table" aria-label={props.label} aria-rowcount={props.rows.length + 1}>
          <div role="rowgroup">
            <div className="vtable__head bulk-table__head" role="row" aria-rowindex={1}>
              <div role="columnheader">
                <Trans id="bulk-order-upload.column.row">Row</Trans>
              </div>
              <div role="columnheader">{i18n._(BULK_COLUMN_LABELS.collectionPoint)}</div>
              <div role="columnheader">
                <Trans id="bulk-order-upload.column.customer">Customer</Trans>
              </div>
              <div role="columnheader">
                <Trans id="bulk-order-upload.column.dropoff">Drop-off address</Trans>
              </div>
              <div role="columnheader">{i18n._(BULK_COLUMN_LABELS.paymentMethod)}</div>
              <div role="columnheader">
                <Trans id="bulk-order-upload.column.delivery-type">Delivery type</Trans>
              </div>
              <div role="columnheader">
                <Trans id="bulk-order-upload.column.fee">Fee</Trans>
              </div>
              <div role="columnheader">
                <Trans id="bulk-order-upload.column.error">Error</Trans>
              </div>
            </div>
          </div>
          <RowWindow count={props.rows.length} rowHeight={BULK_ROW_HEIGHT} overscan={8} getScrollElement={getScrollElement} initialRect={INITIAL_RECT}>
            {(view) => (
              <div role="rowgroup" data-virtual={view.virtual || undefined} style={{ height: view.totalSize, position: "relative" }}>
                {view.items.map((item) => {
                  const row = props.rows[item.index];
                  return (
                    <div
                      key={row.row_number}
                      role="row"
                      aria-rowindex={item.index + 2}
                      className="vtable__row bulk-row"
                      data-testid="bulk-row"
                      data-status={row.status}
                      style={{ position: "absolute", top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                    >
                      <div role="cell">{row.row_number}</div>
                      <div role="cell" title={row.collection_point.name}>
                        {row.collection_point.vendor_id}
                      </div>
                      <div role="cell">
                        {row.customer_name}
                        <br />
                        <bdi>{row.customer_phone}</bdi>
                      </div>
                      <div role="cell" title={row.dropoff_address}>
                        {row.dropoff_address}
                      </div>
                      <div role="cell">{method(row.payment_method)}</div>
                      <div role="cell">
                        {row.preordered_for === null ? (
                          <Trans id="bulk-order-upload.delivery.instant">Instant</Trans>
                        ) : (
                          formatUnix(row.preordered_for, props.locale, props.timeZone, "dateTime")
                        )}
                      </div>
                      <div role="cell">{row.delivery_fee === null ? "–" : money(row.delivery_fee, row.currency)}</div>
                      <div role="cell" className="bulk-row__error" title={reasons(row) || undefined}>
                        {reasons(row)}
                        {row.placement_status === "FAILED" ? <Trans id="bulk-order-upload.row.not-placed">Not placed</Trans> : null}
                      </div>
                    </div>
                  );
                })}
              </div>
            )}
          </RowWindow>
        </div>
      </section>
    </div>
  );
}
