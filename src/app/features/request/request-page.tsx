// The request page (/request-a-rider[/$vendorId], ?orderID= update mode; core §2 request screens):
// it renders the request page machine (machines/request-page), which the root opens for the route's
// vendor: a loader while the request side loads, the order is read (update mode) or the vendor is not
// the selected one yet; "order not found"; a guest's sender form; the flow's current step with the
// progress, the summary and the map; the 3-D Secure redirect. Every step renders the request flow's
// selectors and sends its events; success and the redirect are the page machine's.
import { Trans } from "@lingui/react/macro";
import type { RequestFlowActor } from "./request-flow-actor";
import { selectDeliveryAreas, selectGuestSender, selectIsPainted, selectRequestFlow, selectRequestPageStep } from "@machines/request-page/request-page.selectors";
import { selectIsUpdateMode, selectStep } from "@machines/request-flow/request-flow.selectors";
import { Button, Group, Loader, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { useChild, useConfig } from "../../app-context";
import { Notice } from "../../components/notice";
import { VendorPageFrame } from "../../components/vendor-page-frame";
import { CheckingDestinationStep, CheckingServiceHoursStep, DestinationStep } from "./destination-steps";
import { RequestProgress } from "./request-progress";
import { StepFocusContext } from "./step-heading";
import "./request.css";

export type PaymentReturn = "success" | "failed" | "cancelled" | undefined;

/**
 * A guest's sender form, only for a guest who has not given their details yet: its own chunk, with the
 * phone rule it checks the number with (libphonenumber and its metadata), so no other request page pays for them.
 */
const GuestSenderForm = lazy(() => import("./guest-sender-form").then((m) => ({ default: m.GuestSenderForm })));

// The later steps (issue 14): the details (Checkbox, Textarea, the item value confirm) and the payment
// (Radio, the card and voucher sections, the VAT number) are not on screen when the form is first
// usable; each loads with the step that shows it.
const DetailsStep = lazy(() => import("./details-step").then((m) => ({ default: m.DetailsStep })));
const PaymentStep = lazy(() => import("./payment-step").then((m) => ({ default: m.PaymentStep })));
// The pick-up steps (the origin address with its Textarea, its details, "service closed") are the first
// step only of an outlet without a location (and of a guest without a stored one): a chunk of their own,
// so the usual first step (the destination) does not pay for them.
const originSteps = () => import("./origin-steps");
const OriginAddressStep = lazy(() => originSteps().then((m) => ({ default: m.OriginAddressStep })));
const OriginDetailsStep = lazy(() => originSteps().then((m) => ({ default: m.OriginDetailsStep })));
const ServiceClosedStep = lazy(() => originSteps().then((m) => ({ default: m.ServiceClosedStep })));
// The last steps ("Order pushed!" and the 3-D Secure redirect) load when the flow reaches them.
const endSteps = () => import("./end-steps");
const DoneStep = lazy(() => endSteps().then((m) => ({ default: m.DoneStep })));
const RedirectingToPayment = lazy(() => endSteps().then((m) => ({ default: m.RedirectingToPayment })));
// The map's place shows only once the usable page has been painted (RequestFlowView's `showMap`): its
// code (the markers, the lazy map's placeholder) loads then, not before the page is usable (issue 14).
const RequestMap = lazy(() => import("./request-map").then((m) => ({ default: m.RequestMap })));

export function RequestPage(props: { vendorId?: string; orderId?: string; payment?: PaymentReturn }) {
  const orderId = props.orderId ?? null;
  return (
    <VendorPageFrame title={<Trans id="request.title">Request a rider</Trans>} size="xl">
      {orderId ? (
        <Notice color="blue" testId="update-mode">
          <Trans id="request.update-mode">Updating order {orderId}</Trans>
        </Notice>
      ) : null}
      {props.payment === "failed" ? (
        <Notice color="red" icon={<IconAlertTriangle aria-hidden />} testId="payment-failed">
          <Trans id="request.payment.failed">The card payment was not completed. Please try again or choose another payment method.</Trans>
        </Notice>
      ) : props.payment === "cancelled" ? (
        <Notice color="red" icon={<IconAlertTriangle aria-hidden />} testId="payment-cancelled">
          <Trans id="request.payment.cancelled">The card payment was not confirmed in time and has been cancelled. Nothing was charged.</Trans>
        </Notice>
      ) : null}
      <RequestContent />
    </VendorPageFrame>
  );
}

function Preparing(props: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{props.children}</Text>
    </Group>
  );
}

function RequestContent() {
  const page = useChild("requestPage");
  if (!page) return <Preparing>{<Trans id="request.loading">Preparing the request…</Trans>}</Preparing>;
  return <RequestPageView page={page} />;
}

function RequestPageView(props: { page: NonNullable<ReturnType<typeof useChild<"requestPage">>> }) {
  const { page } = props;
  const config = useConfig();
  const step = useSelector(page, selectRequestPageStep);
  const flow = useSelector(page, selectRequestFlow);
  const guestSender = useSelector(page, selectGuestSender);
  const areas = useSelector(page, selectDeliveryAreas);
  const painted = useSelector(page, selectIsPainted);
  switch (step) {
    case "askingGuestSender":
      return (
        <div className="rrp-request-columns">
          <div>
            <Suspense fallback={<Preparing>{<Trans id="request.loading">Preparing the request…</Trans>}</Preparing>}>
              <GuestSenderForm
                initial={guestSender}
                countryCode={config.country}
                phonePrefix={config.phonePrefix}
                onSave={(sender) => page.send({ type: "GUEST_SENDER.SAVED", sender })}
              />
            </Suspense>
          </div>
        </div>
      );
    case "orderNotFound":
      return (
        <Notice color="red" icon={<IconAlertTriangle aria-hidden />} testId="order-not-found">
          <Trans id="request.update.not-found">We could not find the order to update.</Trans>
        </Notice>
      );
    case "redirecting":
      return <RedirectingToPayment />;
    case "loadingOrder":
      return <Preparing>{<Trans id="request.update.loading">Loading the order…</Trans>}</Preparing>;
    default:
      if (flow)
        return (
          <RequestFlowView
            actor={flow as unknown as RequestFlowActor}
            areas={areas}
            painted={painted}
            guestName={guestSender?.name ?? null}
            onEditSender={() => page.send({ type: "GUEST_SENDER.EDIT" })}
          />
        );
      return <Preparing>{<Trans id="request.loading">Preparing the request…</Trans>}</Preparing>;
  }
}

function RequestFlowView(props: { actor: RequestFlowActor; areas: number[][][] | null; painted: boolean; guestName: string | null; onEditSender: () => void }) {
  const { actor, guestName } = props;
  const step = useSelector(actor, selectStep);
  const updateMode = useSelector(actor, selectIsUpdateMode);
  const mobile = useMediaQuery("(max-width: 62em)");
  // After the first step, each new step's heading takes the focus (step-heading.tsx).
  const moved = useRef(false);
  useEffect(() => {
    moved.current = true;
  }, []);
  // The map's place (and with it MapLibre, once painted and on screen) only once the first step is
  // shown and painted (the page machine's `usable` is `painted`): never while the flow first checks the service hours (issue 14).
  const showMap = props.painted && step !== "serviceClosed" && step !== "done" && step !== "redirectingToPayment";

  let content: ReactNode;
  switch (step) {
    case "askingOriginAddress":
    case "savingOriginAddress":
      content = <OriginAddressStep actor={actor} />;
      break;
    case "askingOriginAddressDetails":
      content = <OriginDetailsStep actor={actor} />;
      break;
    case "checkingServiceHours":
      content = <CheckingServiceHoursStep />;
      break;
    case "serviceClosed":
      content = <ServiceClosedStep actor={actor} />;
      break;
    case "askingDestination":
      content = <DestinationStep actor={actor} />;
      break;
    case "checkingDestination":
      content = <CheckingDestinationStep actor={actor} />;
      break;
    case "fillingOrderDetails":
    case "confirmingItemValue":
      content = <DetailsStep actor={actor} />;
      break;
    case "done":
      content = <DoneStep updateMode={updateMode} />;
      break;
    case "redirectingToPayment":
      content = <RedirectingToPayment />;
      break;
    default:
      content = <PaymentStep actor={actor} />;
  }

  return (
    <StepFocusContext.Provider value={moved}>
      <div className="rrp-request-columns rrp-request-flow" data-testid="request-flow" data-step={step}>
        <div>
          <Stack gap="lg">
            <RequestProgress step={step} />
            {guestName ? (
              <Group gap="xs" justify="space-between">
                <Text size="sm" c="dimmed" data-testid="guest-sender-summary">
                  <Trans id="request.sender.summary">Sender: {guestName}</Trans>
                </Text>
                {step === "askingOriginAddress" || step === "askingDestination" ? (
                  <Button variant="subtle" size="compact-sm" onClick={props.onEditSender} data-testid="guest-sender-edit">
                    <Trans id="request.sender.edit">Change your details</Trans>
                  </Button>
                ) : null}
              </Group>
            ) : null}
            <Suspense fallback={<Preparing>{<Trans id="common.loading">Loading…</Trans>}</Preparing>}>{content}</Suspense>
          </Stack>
        </div>
        {showMap ? (
          <div>
            <div className="rrp-request-map">
              <Suspense fallback={<MapPlace height={mobile ? 260 : 480} />}>
                <RequestMap actor={actor} areas={props.areas} height={mobile ? 260 : 480} />
              </Suspense>
            </div>
          </div>
        ) : null}
      </div>
    </StepFocusContext.Provider>
  );
}

/** The map's place, of the map's size, while the request map's code loads (the map's own placeholder follows). */
function MapPlace(props: { height: number }) {
  return <div aria-hidden data-map-state="loading-code" style={{ height: props.height, width: "100%", borderRadius: 8, background: "#f2efe9" }} />;
}
