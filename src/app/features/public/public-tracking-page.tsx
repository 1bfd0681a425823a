// The recipient's tracking page (/tracking/{publicId} and /tracking-c2c/{publicId}; issue 12):
// mobile-first, no navigation. A publicTracking machine per page (the root's child
// `publicTracking:<publicId>`, spawned for the path) resolves the link and follows its
// read-only stream; this view renders its selectors. The step's headline sits in a polite status
// region, so a step change is announced without moving focus (the first render is not: nothing
// changed yet). Before a rider accepted, the preparing state shows the order-prepare-message and
// order-pre-accepted-static-text flags' texts; near the pickup or the drop-off the rider is "less than
// 5 minutes away"; while on the way the rider moves on the lazy MapLibre map (tracking-page-settings
// decides on the platform whether the position is sent at all).
// Before the page is usable it loads only what it shows (issue 14): the map's component is imported
// when a rider position first arrives, and the status label, the not-found notice and the receipt
// link are plain elements styled in public.css (no Mantine Badge, Alert or Anchor chunks).
import type { PublicTracking } from "@domain/contract";
import type { PublicStep } from "@domain/tracking/public-steps";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import {
  selectIsNear,
  selectIsReconnecting,
  selectNotFound,
  selectProgress,
  selectStepChanges,
  selectTracking,
} from "@machines/public-tracking/public-tracking.selectors";
import { Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconInfoCircle, IconReceipt } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useConfig, usePageChild, usePartSelector } from "../../app-context";
import { PageFrame } from "../../components/page-frame";
import { useFlags } from "../../components/use-session-view";
import { formatUnix, intlLocale, minutesUntil } from "../../components/orders/format";
import { STATUS_LABEL_MSGS } from "../../components/orders/order-messages";
import { useCoarseNow } from "../../components/orders/use-now";
import "./public.css";

const NO_STEPS: readonly PublicStep[] = [];

/** The map (with the lazy MapLibre map inside), imported when the tracking first has a rider position. */
const PublicMap = lazy(() => import("./public-map").then((m) => ({ default: m.PublicMap })));

/** The names of the steps in the progress line. */
export const STEP_MSGS: Record<PublicStep, ReturnType<typeof msg>> = {
  preparing: msg({ id: "tracking.step.preparing", message: "Preparing" }),
  courier_accepted: msg({ id: "tracking.step.courier-accepted", message: "Rider accepted" }),
  near_vendor: msg({ id: "tracking.step.near-vendor", message: "Rider near the outlet" }),
  collected: msg({ id: "tracking.step.collected", message: "Collected" }),
  return_initiated: msg({ id: "tracking.step.return-initiated", message: "Being returned" }),
  near_customer: msg({ id: "tracking.step.near-customer", message: "Rider nearby" }),
  delivered: msg({ id: "tracking.step.delivered", message: "Delivered" }),
  returned: msg({ id: "tracking.step.returned", message: "Returned" }),
  cancelled: msg({ id: "tracking.step.cancelled", message: "Cancelled" }),
  placed: msg({ id: "tracking-c2c.step.placed", message: "Placed" }),
  to_collection: msg({ id: "tracking-c2c.step.to-collection", message: "On the way to collect" }),
  near_collection: msg({ id: "tracking-c2c.step.near-collection", message: "Near the collection point" }),
  to_delivery: msg({ id: "tracking-c2c.step.to-delivery", message: "On the way to you" }),
  near_delivery: msg({ id: "tracking-c2c.step.near-delivery", message: "Nearly there" }),
};

/** The headline of a step: what is happening, in words. */
function Headline(props: { tracking: PublicTracking }) {
  const { step, outlet_name: outlet } = props.tracking;
  const rider = props.tracking.rider?.first_name ?? "";
  switch (step) {
    case "preparing":
      return <Trans id="tracking.headline.preparing">Your order is being prepared</Trans>;
    case "courier_accepted":
      return <Trans id="tracking.headline.courier-accepted">{rider} accepted your order and is on the way to {outlet}</Trans>;
    case "near_vendor":
      return <Trans id="tracking.headline.near-vendor">{rider} is less than 5 minutes away from {outlet}</Trans>;
    case "collected":
      return <Trans id="tracking.headline.collected">{rider} collected your order and is on the way to you</Trans>;
    case "near_customer":
      return <Trans id="tracking.headline.near-customer">{rider} is less than 5 minutes away</Trans>;
    case "delivered":
      return <Trans id="tracking.headline.delivered">Your order was delivered</Trans>;
    case "return_initiated":
      return <Trans id="tracking.headline.return-initiated">Your order is being returned to {outlet}</Trans>;
    case "returned":
      return <Trans id="tracking.headline.returned">Your order was returned to {outlet}</Trans>;
    case "cancelled":
      return <Trans id="tracking.headline.cancelled">Your order was cancelled</Trans>;
    case "placed":
      return <Trans id="tracking-c2c.headline.placed">Your parcel is waiting for a rider</Trans>;
    case "to_collection":
      return <Trans id="tracking-c2c.headline.to-collection">{rider} is on the way to collect your parcel from {outlet}</Trans>;
    case "near_collection":
      return <Trans id="tracking-c2c.headline.near-collection">{rider} is less than 5 minutes away from {outlet}</Trans>;
    case "to_delivery":
      return <Trans id="tracking-c2c.headline.to-delivery">{rider} collected the parcel and is on the way to you</Trans>;
    case "near_delivery":
      return <Trans id="tracking-c2c.headline.near-delivery">{rider} is less than 5 minutes away</Trans>;
  }
}

function CancelledBy(props: { by: PublicTracking["cancelled_by"] }) {
  if (props.by === "user") return <Trans id="tracking.cancelled-by.user">It was cancelled by the sender.</Trans>;
  if (props.by === "platform") return <Trans id="tracking.cancelled-by.platform">It was cancelled by the delivery service.</Trans>;
  return null;
}

/** Before a rider accepted: the flags' texts. */
function Preparing(props: { c2c: boolean }) {
  const flags = useFlags();
  return (
    <Stack gap={4} data-testid="tracking-preparing">
      {flags["order-prepare-message"] ? (
        <Text size="sm" data-testid="tracking-prepare-message">
          {props.c2c ? (
            <Trans id="tracking-c2c.prepare-message">We are finding a rider to collect your parcel.</Trans>
          ) : (
            <Trans id="tracking.prepare-message">The outlet is preparing your order and a rider will be on the way soon.</Trans>
          )}
        </Text>
      ) : null}
      {flags["order-pre-accepted-static-text"] ? (
        <Text size="sm" c="dimmed" data-testid="tracking-pre-accepted-text">
          <Trans id="tracking.pre-accepted-text">You can follow the rider here as soon as one has accepted the delivery.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

export function PublicTrackingView(props: { publicId: string; c2c: boolean }) {
  const { i18n } = useLingui();
  const config = useConfig();
  const actor = usePageChild("publicTracking", props.publicId);
  const tracking = usePartSelector(actor, selectTracking, null);
  const notFound = usePartSelector(actor, selectNotFound, false);
  const reconnecting = usePartSelector(actor, selectIsReconnecting, false);
  const near = usePartSelector(actor, selectIsNear, false);
  const progress = usePartSelector(actor, selectProgress, NO_STEPS);
  const stepChanges = usePartSelector(actor, selectStepChanges, 0);
  const nowMs = useCoarseNow(30_000);
  const locale = intlLocale(i18n.locale, config.country);
  const zone = config.timezone;
  const c2c = tracking ? tracking.kind === "c2c" : props.c2c;
  const title = c2c ? <Trans id="tracking-c2c.title">Track your parcel</Trans> : <Trans id="tracking.title">Track your order</Trans>;

  if (notFound)
    return (
      <PageFrame title={title} size="sm">
        <div className="public-notice" role="alert" data-testid="tracking-not-found">
          <IconInfoCircle size={20} aria-hidden className="public-notice__icon" />
          <Text size="sm">
            <Trans id="tracking.not-found">This tracking link is not valid or has expired.</Trans>
          </Text>
        </div>
      </PageFrame>
    );
  if (!tracking)
    return (
      <PageFrame title={title} size="sm">
        <Group gap="xs" aria-busy="true" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            <Trans id="tracking.loading">Loading your order…</Trans>
          </Text>
        </Group>
      </PageFrame>
    );

  const eta = tracking.eta_drop_off ?? tracking.eta_pickup;
  const etaTime = eta !== null ? formatUnix(eta, locale, zone, "time") : "";
  const etaMinutes = eta !== null ? minutesUntil(eta, nowMs) : 0;
  const placed = formatUnix(tracking.placed_at, locale, zone, "dateTime");
  const outlet = tracking.outlet_name;
  const currentIndex = progress.indexOf(tracking.step);

  return (
    <PageFrame title={title} size="sm">
      <Paper withBorder radius="md" p="md" data-testid="tracking-card">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            {/* The polite status region: the headline is announced when the step changes. */}
            <Text
              fw={700}
              size="lg"
              role="status"
              aria-live="polite"
              aria-atomic="true"
              data-testid="tracking-headline"
              data-step={tracking.step}
              data-updated-at={tracking.updated_at}
              data-step-changes={stepChanges}
            >
              <Headline tracking={tracking} />
            </Text>
            <span className="public-status-label" data-testid="tracking-status-label">
              {i18n._(STATUS_LABEL_MSGS[tracking.status_label])}
            </span>
          </Group>
          {tracking.step === "cancelled" ? (
            <Text size="sm" data-testid="tracking-cancelled-by">
              <CancelledBy by={tracking.cancelled_by} />
            </Text>
          ) : null}
          {tracking.step === "preparing" || tracking.step === "placed" ? <Preparing c2c={c2c} /> : null}
          {near ? (
            <Text size="sm" fw={600} c="teal.9" data-testid="tracking-near">
              <Trans id="tracking.near">Less than 5 minutes away</Trans>
            </Text>
          ) : null}
          {eta !== null && !near ? (
            <Text size="sm" data-testid="tracking-eta">
              {tracking.eta_drop_off !== null ? (
                <Trans id="tracking.eta.drop-off">
                  Expected at your address at {etaTime} (in {etaMinutes} min)
                </Trans>
              ) : (
                <Trans id="tracking.eta.pickup">
                  Expected at {outlet} at {etaTime} (in {etaMinutes} min)
                </Trans>
              )}
            </Text>
          ) : null}
          {reconnecting ? (
            <Text size="sm" c="dimmed" data-testid="tracking-reconnecting">
              <Trans id="tracking.reconnecting">Reconnecting…</Trans>
            </Text>
          ) : null}
        </Stack>
      </Paper>

      {tracking.rider?.position ? (
        <Suspense fallback={<div className="public-map-slot" />}>
          <PublicMap tracking={tracking} />
        </Suspense>
      ) : null}

      <section aria-labelledby="tracking-progress-title">
        <Title order={2} size="h4" id="tracking-progress-title">
          <Trans id="tracking.progress">Progress</Trans>
        </Title>
        <ol className="public-steps" data-testid="tracking-steps">
          {progress.map((step, index) => (
            <li
              key={step}
              aria-current={index === currentIndex ? "step" : undefined}
              data-state={index < currentIndex ? "done" : index === currentIndex ? "current" : "todo"}
            >
              {i18n._(STEP_MSGS[step])}
            </li>
          ))}
        </ol>
      </section>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracking-details-title">
        <Title order={2} size="h4" id="tracking-details-title">
          <Trans id="tracking.details">Delivery details</Trans>
        </Title>
        <dl className="public-details">
          <dt>{c2c ? <Trans id="tracking-c2c.from">Sender</Trans> : <Trans id="tracking.from">From</Trans>}</dt>
          {/* Names and addresses keep their own direction inside a right-to-left page (bdi). */}
          <dd data-testid="tracking-outlet">
            <bdi>{outlet}</bdi>
          </dd>
          <dt>
            <Trans id="tracking.to">To</Trans>
          </dt>
          <dd data-testid="tracking-drop-off">
            <bdi>{tracking.drop_off.address}</bdi>
          </dd>
          <dt>
            <Trans id="tracking.placed">Placed</Trans>
          </dt>
          <dd>{placed}</dd>
          {tracking.rider ? (
            <>
              <dt>
                <Trans id="tracking.rider">Rider</Trans>
              </dt>
              <dd data-testid="tracking-rider">{tracking.rider.first_name}</dd>
            </>
          ) : null}
        </dl>
      </Paper>

      {tracking.receipt_available ? (
        <Link to="/delivery-receipt/$orderId" params={{ orderId: props.publicId } as never} className="public-link" data-testid="tracking-receipt-link">
          <IconReceipt size={18} aria-hidden />
          <Trans id="tracking.receipt">See the delivery receipt</Trans>
        </Link>
      ) : null}
    </PageFrame>
  );
}
