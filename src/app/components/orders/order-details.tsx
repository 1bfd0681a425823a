// Order details panel of the tracking and history pages (core section 2 "Order tracking", section
// 4 "Rider and ETA rules"): outlet, customer and order information, the rider (name, phone and the
// position the rider tracker polls), the status label and the status history, the ETA to the
// outlet or to the customer for the statuses the rule names, the map (not for NEW, RECEIVED,
// WAITING_FOR_TRANSPORT), proof of pickup / delivery / return (flag-gated), the modify-order button
// (flag show-modify-order-button) and the cancel button (only when the order is cancellable).
// Every rule comes from src/domain/orders; this view only renders. Which order the rider tracker
// follows is the tracking view machine's business (the order shown), not this panel's.
import type { OrderRecord, OrderRefund, ProofKind } from "@domain/contract";
import {
  etaOf,
  etaTarget,
  historyRows,
  isCancellable,
  isOrderUpdatable,
  isRiderAssigned,
  orderStatusLabelKey,
  shouldPollRider,
  showFullMap,
  statusLabelKey,
} from "@domain/orders";
import { isGuestVendorId, vendorLabel } from "@domain/vendors";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { selectRider } from "@machines/rider-tracker/rider-tracker.selectors";
import { selectVendors } from "@machines/vendors/vendors.selectors";
import { Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Timeline, Title } from "@mantine/core";
import { IconBan, IconPencil } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { CancelOrderActor, RiderTrackerActor } from "@machines/app/app.machine";
import { useChild, useClock, useConfig, useDetailsSide } from "../../app-context";
import { useFlags } from "../use-session-view";
import { DETAILS_HEADING_ID } from "./order-details-ids";
import { useMoney } from "../money";
import { usePhone } from "../phone";
import { formatUnix, intlLocale, minutesUntil } from "./format";
import { STATUS_LABEL_MSGS } from "./order-messages";
import { OrderProof } from "./order-proof";
import { RiderMap } from "./rider-map";
import { CustomerAddressLines, OrderSummaryLines, OrderSummaryScope } from "./order-summary";
import { offersReceipt, offersTrackingLink, TrackingLinkActions } from "./tracking-link-actions";
import { useCoarseNow } from "./use-now";
import { STATUS_COLORS, statusColor } from "./status-color";

export const PAYMENT_METHODS: Record<string, ReturnType<typeof msg>> = {
  PAID: msg({ id: "order.payment-method.paid", message: "Paid" }),
  CASH_ON_DELIVERY: msg({ id: "order.payment-method.cash-on-delivery", message: "Cash on delivery" }),
  ONLINE_PAYMENT: msg({ id: "order.payment-method.online", message: "Online payment" }),
};

const reached = (order: OrderRecord, status: OrderRecord["status"]) => order.status === status || order.status_history.some((e) => e.status === status);

function Section(props: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={4} data-testid={props.testId}>
      <Title order={3} size="h5">
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

type DetailsProps = { order: OrderRecord; nowMs: number; headingId?: string };

export function OrderDetails(props: DetailsProps) {
  // The rider tracker and the cancel dialog's machine come with the details side (loaded when the
  // tracking view first shows an order): until then, the same loader as while this chunk loads.
  const side = useDetailsSide();
  return side ? (
    <OrderDetailsPanel {...props} riderTracker={side.riderTracker} cancelOrder={side.cancelOrder} />
  ) : (
    <Paper withBorder radius="md" p="lg" data-testid="order-details-loading">
      <Loader size="sm" />
    </Paper>
  );
}

function OrderDetailsPanel(props: DetailsProps & { riderTracker: RiderTrackerActor; cancelOrder: CancelOrderActor }) {
  const clock = useClock();
  const { order, nowMs, riderTracker, cancelOrder } = props;
  const { i18n } = useLingui();
  const config = useConfig();
  const phone = usePhone();
  const vendors = useChild("vendors");
  const flags = useFlags();
  const money = useMoney();
  // The ETA counts down in minutes: a finer clock than the page's minute.
  const etaNow = useCoarseNow(15_000);
  const rider = useSelector(riderTracker, (s) => selectRider(s, order.order_id));
  const vendorList = useSelector(vendors, selectVendors);
  const outlet = vendorList.find((v) => v.vendor_id === order.vendor_id) ?? null;
  const locale = intlLocale(i18n.locale, config.country);
  const zone = config.timezone;
  const nowSec = Math.floor(nowMs / 1000);
  const label = i18n._(STATUS_LABEL_MSGS[orderStatusLabelKey(order, nowSec)]);
  const assigned = isRiderAssigned(order);
  const eta = etaOf(order);
  const target = etaTarget(order.status);
  const cancellable = isCancellable(order, { now: nowSec, delayedCancellation: flags["delayed-cancellation"] });
  const guest = isGuestVendorId(order.vendor_id);
  const headingId = props.headingId ?? DETAILS_HEADING_ID;

  const proofs: { flag: boolean; status: OrderRecord["status"]; kind: ProofKind; title: ReactNode; testId: string }[] = [
    { flag: flags["proof-of-pickup-web"], status: "PICKED_UP", kind: "pickup", title: <Trans id="order.proof.pickup">Proof of pickup</Trans>, testId: "proof-pickup" },
    { flag: flags["proof-of-delivery-web"], status: "DELIVERED", kind: "delivery", title: <Trans id="order.proof.delivery">Proof of delivery</Trans>, testId: "proof-delivery" },
    { flag: flags["proof-of-return-web"], status: "RETURNED_TO_VENDOR", kind: "return", title: <Trans id="order.proof.return">Proof of return</Trans>, testId: "proof-return" },
  ];

  const paymentMethod = PAYMENT_METHODS[order.order.payment_method];
  const created = formatUnix(order.created_at, locale, zone, "dateTime");
  const etaTime = eta !== null ? formatUnix(eta, locale, zone, "time") : "";
  const etaMinutes = eta !== null ? minutesUntil(eta, etaNow) : 0;
  const orderId = order.order_id;
  const scheduledFor = order.preordered_for ? formatUnix(order.preordered_for, locale, zone, "dateTime") : "";
  const notes = order.customer.location.notes;
  const amount = money(order.order.amount);
  const fee = money(order.delivery_fee);
  const payment = paymentMethod ? i18n._(paymentMethod) : order.order.payment_method;
  const riderAt = rider ? formatUnix(rider.updated_at, locale, zone, "timeSeconds") : "";

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid="order-details" data-order-id={order.order_id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h3" id={headingId} tabIndex={-1}>
              <Trans id="order.details.title">Order {orderId}</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans id="order.details.created">Created {created}</Trans>
              {order.preordered_for ? (
                <>
                  {" · "}
                  <Trans id="order.details.preordered-for">Scheduled for {scheduledFor}</Trans>
                </>
              ) : null}
            </Text>
          </div>
          <Badge size="lg" variant="light" color={statusColor(order.status)} data-testid="order-status" data-order-status={order.status}>
            {label}
          </Badge>
        </Group>

        {eta !== null ? (
          <Text fw={600} data-testid="order-eta">
            {target === "vendor" ? (
              <Trans id="order.eta.vendor">
                Rider expected at the outlet at {etaTime} (in {etaMinutes} min)
              </Trans>
            ) : (
              <Trans id="order.eta.customer">
                Rider expected at the customer at {etaTime} (in {etaMinutes} min)
              </Trans>
            )}
          </Text>
        ) : null}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {order.pickup ? (
            // A guest's order: picked up at the guest's own address, not at the placeholder vendor.
            <Section title={<Trans id="order.pickup">Pickup</Trans>} testId="order-outlet">
              <Text size="sm">{order.pickup.address}</Text>
            </Section>
          ) : (
            <Section title={<Trans id="order.outlet">Outlet</Trans>} testId="order-outlet">
              <Text size="sm" fw={600}>
                {outlet ? vendorLabel(outlet) : order.vendor_id}
              </Text>
              {outlet?.vendor_information.location.address_text ? <Text size="sm">{outlet.vendor_information.location.address_text}</Text> : null}
            </Section>
          )}
          {/* One summary per order and status (a cancelled order reads it again) for both sections. */}
          <OrderSummaryScope key={`${order.order_id}-${order.status}`} order={order}>
            {(summary) => (
              <>
              <Section title={<Trans id="order.customer">Customer</Trans>} testId="order-customer">
                <Text size="sm" fw={600}>
                  {order.customer.name}
                </Text>
                <Anchor size="sm" href={phone(order.customer.phone_number).href} dir="ltr">
                  {phone(order.customer.phone_number).text}
                </Anchor>
                <CustomerAddressLines actor={summary} address={order.customer.location.address} />
                {order.customer.location.notes ? (
                  <Text size="sm" c="dimmed">
                    <Trans id="order.customer.notes">Notes: {notes}</Trans>
                  </Text>
                ) : null}
              </Section>
              <Section title={<Trans id="order.items">Order</Trans>} testId="order-items">
                <Text size="sm">{order.order.description}</Text>
                <Text size="sm">
                  <Trans id="order.amount">Amount: {amount}</Trans>
                </Text>
                <Text size="sm">
                  <Trans id="order.delivery-fee">Delivery fee: {fee}</Trans>
                </Text>
                <Text size="sm">
                  <Trans id="order.payment-method">Payment: {payment}</Trans>
                </Text>
                {order.refund ? <RefundLine refund={order.refund} /> : null}
                <OrderSummaryLines actor={summary} currency={config.currency} />
              </Section>
              </>
            )}
          </OrderSummaryScope>
          <Section title={<Trans id="order.rider">Rider</Trans>} testId="order-rider">
            {!assigned ? (
              <Text size="sm" c="dimmed">
                <Trans id="order.rider.none">No rider assigned yet.</Trans>
              </Text>
            ) : rider ? (
              <>
                <Text size="sm" fw={600}>
                  {rider.name}
                </Text>
                <Anchor size="sm" href={phone(rider.phone_number).href} dir="ltr">
                  {phone(rider.phone_number).text}
                </Anchor>
                <Text size="sm" data-testid="rider-position">
                  <Trans id="order.rider.position-updated">Position updated at {riderAt}</Trans>
                </Text>
              </>
            ) : shouldPollRider(order.status) ? (
              <Text size="sm" c="dimmed">
                <Trans id="order.rider.assigned">A rider is assigned.</Trans>
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                <Trans id="order.rider.not-tracked">The rider's details are shown while the order is on its way.</Trans>
              </Text>
            )}
          </Section>
        </SimpleGrid>

        {showFullMap(order.status) ? <RiderMap order={order} rider={assigned ? rider : null} outlet={outlet} /> : null}

        <Section title={<Trans id="order.history">Status history</Trans>} testId="order-history">
          <Timeline active={historyRows(order.status_history).length - 1} bulletSize={12} lineWidth={2} className="status-timeline">
            {historyRows(order.status_history).map((entry, index) => (
              <Timeline.Item
                // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only; a status may repeat
                key={`${entry.status}-${entry.created_at}-${index}`}
                title={
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm">{i18n._(STATUS_LABEL_MSGS[statusLabelKey(entry.status)])}</Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      <time dateTime={new Date(entry.created_at * 1000).toISOString()}>{formatUnix(entry.created_at, locale, zone, "timeSeconds")}</time>
                    </Text>
                  </Group>
                }
              />
            ))}
          </Timeline>
        </Section>

        {proofs
          .filter((p) => p.flag && reached(order, p.status))
          .map((p) => (
            <Section key={`${p.testId}-${order.order_id}`} title={p.title} testId={p.testId}>
              <OrderProof vendorId={order.vendor_id} orderId={order.order_id} kind={p.kind} locale={locale} timeZone={zone} />
            </Section>
          ))}

        {(flags["show-modify-order-button"] && !guest && isOrderUpdatable(order)) || cancellable || offersTrackingLink(order, flags) || offersReceipt(order, flags) || order.pickup ? (
          <Group gap="sm">
            <TrackingLinkActions key={order.order_id} order={order} flags={flags} />
            {flags["show-modify-order-button"] && !guest && isOrderUpdatable(order) ? (
              <Button
                component={Link}
                to="/request-a-rider/$vendorId"
                // Mantine's polymorphic Button does not carry the route's types through.
                params={{ vendorId: order.vendor_id } as never}
                search={{ orderID: order.order_id } as never}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                data-testid="modify-order"
              >
                <Trans id="order.modify">Modify order</Trans>
              </Button>
            ) : null}
            {cancellable ? (
              <Button
                color={STATUS_COLORS.cancelled}
                variant="outline"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() =>
                  cancelOrder.send({ type: "CANCEL.OPENED", order, now: clock(), delayedCancellation: flags["delayed-cancellation"] })
                }
                data-testid="cancel-order"
              >
                <Trans id="order.cancel">Cancel order</Trans>
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The refund of a cancelled order paid by card (issue 17): what goes back to the card, what the
 * platform keeps (rule of src/domain/orders/refund.ts) and the gateway's state. A status region, so
 * a refund that lands while the order is open is announced.
 */
function RefundLine(props: { refund: OrderRefund }) {
  const { refund } = props;
  const money = useMoney();
  const amount = money(refund.amount, refund.currency);
  const kept = money(refund.kept, refund.currency);
  return (
    <Text size="sm" role="status" data-testid="order-refund" data-refund-state={refund.state}>
      {refund.state === "succeeded" ? (
        <Trans id="order.refund.succeeded">Refunded to the card: {amount}</Trans>
      ) : refund.state === "pending" ? (
        <Trans id="order.refund.pending">Refund to the card in progress: {amount}</Trans>
      ) : (
        <Trans id="order.refund.failed">The refund of {amount} failed. Please contact support.</Trans>
      )}
      {refund.kept > 0 ? (
        <>
          {" "}
          <Trans id="order.refund.kept">({kept} kept: a rider was already assigned)</Trans>
        </>
      ) : null}
    </Text>
  );
}
