// What the order details show beyond the list record (issue 12, item 6): the pickup code, the
// voucher, the fee before it, the total discount and amount, and for a cancelled order the reason
// and who cancelled; the customer age check when the order asks for it (tag-id-check-pg). An
// order-summary machine per order and status (the root's child `orderSummary:<orderId>:<status>`,
// opened by OrderSummaryScope while the details are shown) reads it (GET /order/summary); the customer
// and order sections of the details both read it.
// Unit number and building are the first parts of the customer's address (the spec's payload joins
// unit, building and text with commas); where the platform kept them on their own they are shown as
// their own labelled rows under the rest of the address (splitOrderAddress).
import type { OrderRecord } from "@domain/contract";
import { splitOrderAddress } from "@domain/request/payload";
import type { ReactNode } from "react";
import { CANCEL_REASONS, type CancelReason } from "@domain/orders/cancel";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { selectSummary, selectSummaryFailed } from "@machines/order-summary/order-summary.selectors";
import { Button, Group, Text } from "@mantine/core";
import { type PartActor, usePart, usePartSelector } from "../../app-context";
import { partKeys } from "@machines/app/app.parts";
import { useMoney } from "../money";
import { CANCEL_REASON_MSGS } from "./order-messages";

type SummaryActor = PartActor<"orderSummary"> | undefined;

const useSummaryActor = (order: OrderRecord): SummaryActor =>
  usePart("orderSummary", partKeys.orderSummary(order.order_id, order.status), { vendorId: order.vendor_id, orderId: order.order_id });

/** One summary per order (keyed by order and status by its parent) for the sections that read it. */
export function OrderSummaryScope(props: { order: OrderRecord; children: (actor: SummaryActor) => ReactNode }) {
  const actor = useSummaryActor(props.order);
  return <>{props.children(actor)}</>;
}

/** The customer's address: unit number and building on their own rows when the platform kept them. */
export function CustomerAddressLines(props: { actor: SummaryActor; address: string }) {
  const summary = usePartSelector(props.actor, selectSummary, null);
  const parts = splitOrderAddress(props.address, summary?.unit_number, summary?.building);
  const unit = parts.unit ?? "";
  const building = parts.building ?? "";
  return (
    <>
      <Text size="sm" data-testid="order-customer-address">
        <bdi>{parts.text}</bdi>
      </Text>
      {parts.unit ? (
        <Text size="sm" data-testid="order-unit-number">
          <Trans id="order.unit-number">
            Unit number: <bdi>{unit}</bdi>
          </Trans>
        </Text>
      ) : null}
      {parts.building ? (
        <Text size="sm" data-testid="order-building">
          <Trans id="order.building">
            Building: <bdi>{building}</bdi>
          </Trans>
        </Text>
      ) : null}
    </>
  );
}

export function OrderSummaryLines(props: { actor: SummaryActor; currency: string }) {
  const { i18n } = useLingui();
  const format = useMoney();
  const { actor } = props;
  const summary = usePartSelector(actor, selectSummary, null);
  const failed = usePartSelector(actor, selectSummaryFailed, false);
  if (failed)
    return (
      <Group gap="xs">
        <Text size="sm" c="red.8">
          <Trans id="order.summary.error">The order's totals could not be loaded.</Trans>
        </Text>
        <Button size="compact-xs" variant="default" onClick={() => actor?.send({ type: "RETRY" })}>
          <Trans id="order.summary.retry">Retry</Trans>
        </Button>
      </Group>
    );
  if (!summary) return null;
  const money = (n: number) => format(n, props.currency);
  const pickupCode = summary.pickup_code ?? "";
  const voucherCode = summary.voucher?.code ?? "";
  const discount = money(summary.total_discount);
  const total = money(summary.total_amount);
  const known = (r: string | null): r is CancelReason => r !== null && (CANCEL_REASONS as readonly string[]).includes(r);
  const reason = known(summary.cancel_reason) ? i18n._(CANCEL_REASON_MSGS[summary.cancel_reason]) : (summary.cancel_reason ?? "");
  return (
    <>
      {summary.pickup_code ? (
        <Text size="sm" data-testid="order-pickup-code">
          <Trans id="order.pickup-code">Pickup code: {pickupCode}</Trans>
        </Text>
      ) : null}
      {summary.age_validation_required ? (
        <Text size="sm" fw={600} data-testid="order-age-check">
          <Trans id="order.age-check">The rider checks the customer's age on delivery</Trans>
        </Text>
      ) : null}
      {summary.voucher ? (
        <Text size="sm" data-testid="order-voucher">
          <Trans id="order.voucher">Voucher: {voucherCode}</Trans>
        </Text>
      ) : null}
      <Text size="sm" data-testid="order-total-discount">
        <Trans id="order.total-discount">Total discount: {discount}</Trans>
      </Text>
      <Text size="sm" fw={600} data-testid="order-total-amount">
        <Trans id="order.total-amount">Total amount: {total}</Trans>
      </Text>
      {summary.cancelled_by ? (
        <Text size="sm" data-testid="order-cancelled-by">
          {summary.cancelled_by === "user" ? (
            <Trans id="order.cancelled-by.user">Cancelled by you</Trans>
          ) : (
            <Trans id="order.cancelled-by.platform">Cancelled by the delivery service</Trans>
          )}
        </Text>
      ) : null}
      {summary.cancelled_by && reason ? (
        <Text size="sm" data-testid="order-cancel-reason">
          <Trans id="order.cancel-reason">Reason: {reason}</Trans>
        </Text>
      ) : null}
    </>
  );
}
