// The destination steps of the request flow: ask for the destination (typed address with the
// machine's debounced suggestions and the address book, "lat,lng", or the pin on the map) with the
// field error of an undeliverable address or a price that cannot be computed, then the check
// (deliverability, fee, estimations) while it runs. Also the route summary shown from the details
// step on: pick-up, destination, delivery fee (with its currency) and the estimations.
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import {
  selectAddressQuery,
  selectCanChangeDestination,
  selectCanGoBackToOriginDetails,
  selectDeliveryFee,
  selectDestination,
  selectDiscountedFee,
  selectEstimations,
  selectFeeAmount,
  selectFieldError,
  selectIsLoading,
  selectIsSearching,
  selectNoResults,
  selectOrigin,
  selectSuggestions,
} from "@machines/request-flow/request-flow.selectors";
import { Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { RequestFlowActor } from "./request-flow-actor";
import { AddressCombobox } from "../../components/address-combobox";
import { useMoney } from "../../components/money";
import { formatDistance } from "./format";
import { StepHeading } from "./step-heading";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function DestinationStep(props: { actor: RequestFlowActor }) {
  const { actor } = props;
  const { i18n } = useLingui();
  const query = useSelector(actor, selectAddressQuery);
  const suggestions = useSelector(actor, selectSuggestions, sameJson);
  const searching = useSelector(actor, selectIsSearching);
  const busy = useSelector(actor, selectIsLoading);
  const noResults = useSelector(actor, selectNoResults);
  const error = useSelector(actor, (s) => selectFieldError(s, "destinationTextAddress"));
  return (
    <Stack gap="md" data-testid="step-destination">
      <StepHeading>
        <Trans id="request.destination.title">Where does the order go?</Trans>
      </StepHeading>
      <AddressCombobox
        label={<Trans id="request.destination.address">Delivery address</Trans>}
        description={
          <Trans id="request.destination.help">Type the address and choose it in the list, type coordinates as "latitude,longitude", or move the pin on the map.</Trans>
        }
        value={query}
        suggestions={suggestions}
        searching={searching}
        busy={busy}
        noResults={noResults}
        error={error ? i18n._(error) : undefined}
        required
        testId="destination-address"
        onType={(text) => actor.send({ type: "ADDRESS.TYPED", text })}
        onPick={(suggestion) => actor.send({ type: "SUGGESTION.PICKED", suggestion })}
      />
      <OriginLine actor={actor} />
    </Stack>
  );
}

export function CheckingDestinationStep(props: { actor: RequestFlowActor }) {
  const destination = useSelector(props.actor, selectDestination, sameJson);
  const address = destination?.address ?? "";
  return (
    <Stack gap="md" data-testid="step-checking-destination">
      <StepHeading>
        <Trans id="request.checking.title">Checking the address</Trans>
      </StepHeading>
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>
          <Trans id="request.checking.text">Checking that we deliver to {address} and computing the price…</Trans>
        </Text>
      </Group>
    </Stack>
  );
}

export function CheckingServiceHoursStep() {
  return (
    <Group gap="sm" role="status" data-testid="step-checking-hours">
      <Loader size="sm" aria-hidden />
      <Text>
        <Trans id="request.checking-hours.text">Checking the service hours…</Trans>
      </Text>
    </Group>
  );
}

/** Pick-up line with the change action where the flow allows it. */
export function OriginLine(props: { actor: RequestFlowActor }) {
  const origin = useSelector(props.actor, selectOrigin, sameJson);
  const canChange = useSelector(props.actor, selectCanGoBackToOriginDetails);
  if (!origin) return null;
  const address = origin.address;
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c="dimmed">
        <Trans id="request.summary.pickup">Pick-up: {address}</Trans>
      </Text>
      {canChange ? (
        <Button variant="subtle" size="compact-sm" onClick={() => props.actor.send({ type: "BACK_TO_ORIGIN_DETAILS" })} data-testid="change-origin">
          <Trans id="request.summary.change-pickup">Change pick-up</Trans>
        </Button>
      ) : null}
    </Group>
  );
}

/** The route: pick-up, destination (with its change action), delivery fee and estimations. */
export function RouteSummary(props: { actor: RequestFlowActor; currency: string }) {
  const { actor } = props;
  const { i18n } = useLingui();
  const origin = useSelector(actor, selectOrigin, sameJson);
  const destination = useSelector(actor, selectDestination, sameJson);
  const fee = useSelector(actor, selectDeliveryFee, sameJson);
  const feeAmount = useSelector(actor, selectFeeAmount);
  const discounted = useSelector(actor, selectDiscountedFee);
  const estimations = useSelector(actor, selectEstimations, sameJson);
  const canChangeDestination = useSelector(actor, selectCanChangeDestination);
  const canChangeOrigin = useSelector(actor, selectCanGoBackToOriginDetails);
  const currency = fee?.currency || props.currency;
  const format = useMoney();
  const money = (n: number) => format(n, currency);
  const fullFee = feeAmount !== null ? money(feeAmount) : "";
  const percent = fee?.fee ?? 0;
  const pickupMinutes = estimations?.pickup_minutes ?? 0;
  const dropoffMinutes = estimations?.dropoff_minutes ?? 0;
  const distance = estimations ? formatDistance(estimations.distance_m, i18n.locale) : "";
  return (
    <Paper withBorder p="md" radius="md" data-testid="route-summary">
      <dl className="rrp-request-summary">
        <dt>
          <Trans id="request.summary.pickup-label">Pick-up</Trans>
        </dt>
        <dd>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <span data-testid="summary-origin" className="rrp-summary-value">{origin?.address}</span>
            {canChangeOrigin ? (
              <Button variant="subtle" size="compact-sm" className="rrp-summary-action" onClick={() => actor.send({ type: "BACK_TO_ORIGIN_DETAILS" })} data-testid="change-origin">
                <Trans id="request.summary.change">Change</Trans>
              </Button>
            ) : null}
          </Group>
        </dd>
        <dt>
          <Trans id="request.summary.destination-label">Delivery address</Trans>
        </dt>
        <dd>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <span data-testid="summary-destination" className="rrp-summary-value">{destination?.address}</span>
            {canChangeDestination ? (
              <Button variant="subtle" size="compact-sm" className="rrp-summary-action" onClick={() => actor.send({ type: "DESTINATION.CHANGE" })} data-testid="change-destination">
                <Trans id="request.summary.change">Change</Trans>
              </Button>
            ) : null}
          </Group>
        </dd>
        {fee && feeAmount !== null ? (
          <>
            <dt>
              <Trans id="request.summary.fee">Delivery fee</Trans>
            </dt>
            <dd data-testid="summary-fee">
              {discounted !== null ? (
                <>
                  <s aria-hidden>{money(feeAmount)}</s> <strong>{money(discounted)}</strong>{" "}
                  <span className="rrp-visually-hidden">
                    <Trans id="request.summary.fee-discounted">(with the voucher, instead of {fullFee})</Trans>
                  </span>
                </>
              ) : fee.type === "percentage" ? (
                <Trans id="request.summary.fee-percentage">
                  {percent} % of the item value ({fullFee})
                </Trans>
              ) : (
                money(feeAmount)
              )}
            </dd>
          </>
        ) : null}
        {estimations ? (
          <>
            <dt>
              <Trans id="request.summary.estimations">Estimated times</Trans>
            </dt>
            <dd data-testid="summary-estimations">
              <Trans id="request.summary.estimations-text">
                Pick-up in about {pickupMinutes} min, delivery in about {dropoffMinutes} min ({distance})
              </Trans>
            </dd>
          </>
        ) : null}
      </dl>
    </Paper>
  );
}
