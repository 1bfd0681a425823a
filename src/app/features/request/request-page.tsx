// The request page (/request-a-rider[/$vendorId], ?orderID= update mode; core §2 request screens):
// the route's vendor is kept in step with the branch selector, the request services open the flow
// of this vendor (or read the order first in update mode; a guest first gives their sender data),
// and the view shows the flow's current step with the progress, the summary and the map. Every
// step renders the request flow's selectors and sends its events; success and the 3-D Secure
// redirect are handled by the services (navigation to order tracking, browser redirect).
import { isGuestVendorId } from "@domain/vendors";
import { Trans } from "@lingui/react/macro";
import type { RequestMode } from "@machines/request-flow/request-flow.machine";
import { selectIsUpdateMode, selectStep } from "@machines/request-flow/request-flow.selectors";
import { selectMode } from "@machines/session/session.selectors";
import { selectSelectedVendor } from "@machines/vendors/vendors.selectors";
import { Alert, Button, Grid, Group, Loader, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconCircleCheck, IconLock } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useAppServices } from "../../services/app-services";
import type { RequestFlowActor, RequestServices, RequestServicesState } from "../../services/request-services";
import { useVendorSync } from "../pages/use-vendor-route";
import { VendorPageFrame } from "../pages/vendor-page-frame";
import { CheckingDestinationStep, CheckingServiceHoursStep, DestinationStep } from "./destination-steps";
import { DetailsStep } from "./details-step";
import { GuestSenderForm } from "./guest-sender-form";
import { OriginAddressStep, OriginDetailsStep, ServiceClosedStep } from "./origin-steps";
import { PaymentStep } from "./payment-step";
import { RequestMap } from "./request-map";
import { RequestProgress } from "./request-progress";
import { StepFocusContext, StepHeading } from "./step-heading";
import { useRequestFlow } from "./use-request-flow";
import "./request.css";

export type PaymentReturn = "success" | "failed" | undefined;

export function RequestPage(props: { vendorId?: string; orderId?: string; payment?: PaymentReturn }) {
  useVendorSync("request-a-rider", props.vendorId);
  const { vendors, session, config } = useAppServices();
  const selected = useSelector(vendors, selectSelectedVendor);
  const mode = useSelector(session, selectMode) as RequestMode | null;
  const guest = mode === "GUEST";
  // The flow starts once the selected vendor is the route's one (guests: the guest placeholder).
  const vendor = selected && (guest ? isGuestVendorId(selected.vendor_id) : selected.vendor_id === props.vendorId) ? selected : null;
  const orderId = props.orderId ?? null;
  const { services, state } = useRequestFlow({ vendor, mode, orderId });

  return (
    <VendorPageFrame title={<Trans id="request.title">Request a rider</Trans>} size="xl">
      {orderId ? (
        <Alert color="blue" variant="light" data-testid="update-mode">
          <Trans id="request.update-mode">Updating order {orderId}</Trans>
        </Alert>
      ) : null}
      {props.payment === "failed" ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="payment-failed" role="alert">
          <Trans id="request.payment.failed">The card payment was not completed. Please try again or choose another payment method.</Trans>
        </Alert>
      ) : null}
      <RequestContent state={state} services={services} countryCode={config.country} phonePrefix={config.phonePrefix} waitingForVendor={!vendor} />
    </VendorPageFrame>
  );
}

function RequestContent(props: { state: RequestServicesState; services: RequestServices; countryCode: string; phonePrefix: string; waitingForVendor: boolean }) {
  const { state, services } = props;
  if (state.needsGuestSender) {
    return (
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <GuestSenderForm initial={state.guestSender} countryCode={props.countryCode} phonePrefix={props.phonePrefix} onSave={services.saveGuestSender} />
        </Grid.Col>
      </Grid>
    );
  }
  if (state.orderNotFound) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} data-testid="order-not-found">
        <Trans id="request.update.not-found">We could not find the order to update.</Trans>
      </Alert>
    );
  }
  if (state.actor) return <RequestFlowView actor={state.actor} areas={state.areas} services={services} guestName={state.guestSender?.name ?? null} />;
  if (state.loadingOrder || props.waitingForVendor) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{state.loadingOrder ? <Trans id="request.update.loading">Loading the order…</Trans> : <Trans id="request.loading">Preparing the request…</Trans>}</Text>
      </Group>
    );
  }
  return null;
}

function RequestFlowView(props: { actor: RequestFlowActor; areas: number[][][] | null; services: RequestServices; guestName: string | null }) {
  const { actor, guestName } = props;
  const step = useSelector(actor, selectStep);
  const updateMode = useSelector(actor, selectIsUpdateMode);
  const mobile = useMediaQuery("(max-width: 62em)");
  // After the first step, each new step's heading takes the focus (step-heading.tsx).
  const moved = useRef(false);
  useEffect(() => {
    moved.current = true;
  }, []);
  const showMap = step !== "serviceClosed" && step !== "done" && step !== "redirectingToPayment";

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
      content = (
        <Stack gap="sm" data-testid="step-done">
          <StepHeading>{updateMode ? <Trans id="request.order.updated">Order Updated!</Trans> : <Trans id="request.order.pushed">Order pushed!</Trans>}</StepHeading>
          <Group gap="sm" role="status">
            <IconCircleCheck color="var(--mantine-color-green-9)" aria-hidden />
            <Text>
              <Trans id="request.done.text">Opening order tracking…</Trans>
            </Text>
          </Group>
        </Stack>
      );
      break;
    case "redirectingToPayment":
      content = (
        <Stack gap="sm" data-testid="step-redirecting">
          <StepHeading>
            <Trans id="request.redirect.title">Secure payment</Trans>
          </StepHeading>
          <Group gap="sm" role="status">
            <IconLock aria-hidden />
            <Text>
              <Trans id="request.redirect.text">Taking you to your bank's secure payment page…</Trans>
            </Text>
          </Group>
        </Stack>
      );
      break;
    default:
      content = <PaymentStep actor={actor} />;
  }

  return (
    <StepFocusContext.Provider value={moved}>
      <Grid gap="xl" className="rrp-request-flow" data-testid="request-flow" data-step={step}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <RequestProgress step={step} />
            {guestName ? (
              <Group gap="xs" justify="space-between">
                <Text size="sm" c="dimmed" data-testid="guest-sender-summary">
                  <Trans id="request.sender.summary">Sender: {guestName}</Trans>
                </Text>
                {step === "askingOriginAddress" || step === "askingDestination" ? (
                  <Button variant="subtle" size="compact-sm" onClick={props.services.editGuestSender} data-testid="guest-sender-edit">
                    <Trans id="request.sender.edit">Change your details</Trans>
                  </Button>
                ) : null}
              </Group>
            ) : null}
            {content}
          </Stack>
        </Grid.Col>
        {showMap ? (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div className="rrp-request-map">
              <RequestMap actor={actor} areas={props.areas} height={mobile ? 260 : 480} />
            </div>
          </Grid.Col>
        ) : null}
      </Grid>
    </StepFocusContext.Provider>
  );
}
