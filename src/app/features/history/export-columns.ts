// The columns of the history export (CSV and XLSX) in the page's language, and the file's name:
// the order, its vendor, when it was created (in the deployment's time zone), the customer, the
// status label of the moment the export was asked for, the description, the amounts and the payment
// method. Used by the export's builder (composition/order-side.ts).
import type { DeploymentConfig } from "@config/deployment";
import type { OrderRecord } from "@domain/contract";
import { orderStatusLabelKey } from "@domain/orders";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BuildExportInput } from "@machines/export/export.actors";
import { formatUnix, intlLocale } from "../../components/orders/format";
import { STATUS_LABEL_MSGS } from "../../components/orders/order-messages";
import type { ExportColumn } from "./export";

const HEADERS = {
  order: msg({ id: "history.column.order", message: "Order ID" }),
  vendor: msg({ id: "history.column.vendor", message: "Vendor ID" }),
  created: msg({ id: "history.column.created", message: "Created" }),
  customer: msg({ id: "history.column.customer", message: "Customer" }),
  phone: msg({ id: "history.column.phone", message: "Phone" }),
  address: msg({ id: "history.column.address", message: "Address" }),
  status: msg({ id: "history.column.status", message: "Status" }),
  description: msg({ id: "history.column.description", message: "Description" }),
  amount: msg({ id: "history.column.amount", message: "Amount" }),
  deliveryFee: msg({ id: "history.column.delivery-fee", message: "Delivery fee" }),
  paymentMethod: msg({ id: "history.column.payment-method", message: "Payment method" }),
};

export function historyExportColumns(i18n: I18n, config: Pick<DeploymentConfig, "country" | "timezone">, nowMs: number): ExportColumn[] {
  const locale = intlLocale(i18n.locale, config.country);
  const zone = config.timezone;
  const nowSec = Math.floor(nowMs / 1000);
  return [
    { header: i18n._(HEADERS.order), value: (o) => o.order_id },
    { header: i18n._(HEADERS.vendor), value: (o) => o.vendor_id },
    { header: i18n._(HEADERS.created), value: (o) => formatUnix(o.created_at, locale, zone, "dateTime") },
    { header: i18n._(HEADERS.customer), value: (o) => o.customer.name },
    { header: i18n._(HEADERS.phone), value: (o) => o.customer.phone_number },
    { header: i18n._(HEADERS.address), value: (o) => o.customer.location.address },
    { header: i18n._(HEADERS.status), value: (o: OrderRecord) => i18n._(STATUS_LABEL_MSGS[orderStatusLabelKey(o, nowSec)]) },
    { header: i18n._(HEADERS.description), value: (o) => o.order.description },
    { header: i18n._(HEADERS.amount), value: (o) => o.order.amount },
    { header: i18n._(HEADERS.deliveryFee), value: (o) => o.delivery_fee },
    { header: i18n._(HEADERS.paymentMethod), value: (o) => o.order.payment_method },
  ];
}

/** history-{vendor}-{from}-{to}.{format}, the days in the deployment's calendar (YYYY-MM-DD). */
export function exportFileName(input: Pick<BuildExportInput, "vendorId" | "range" | "format">, timeZone: string): string {
  const day = (unix: number) => formatUnix(unix, "sv-SE", timeZone, "date");
  const from = input.range ? day(input.range.from) : "";
  const to = input.range ? day(input.range.to) : "";
  return `history-${input.vendorId ?? "orders"}-${from}-${to}.${input.format}`;
}
