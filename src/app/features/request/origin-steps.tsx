// The pick-up steps of the request flow: ask for the origin address (a vendor without coordinates,
// or a guest without a stored location: find the address or move the pin, add unit, building and
// rider notes, then save — guests just use it), the origin details (confirm or change), and the
// service-closed step ("Service hours: {from} to {to}. It's {time}", check again).
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import {
  selectCanSaveOrigin,
  selectIsGuest,
  selectIsSearching,
  selectOrigin,
  selectOriginDraft,
  selectOriginQuery,
  selectOriginSuggestions,
  selectServiceClosed,
  selectStep,
} from "@machines/request-flow/request-flow.selectors";
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconClockX, IconMapPinCheck } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import type { RequestFlowActor } from "./request-flow-actor";
import { AddressCombobox } from "../../components/address-combobox";
import { StepHeading } from "./step-heading";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function OriginAddressStep(props: { actor: RequestFlowActor }) {
  const { actor } = props;
  const guest = useSelector(actor, selectIsGuest);
  const query = useSelector(actor, selectOriginQuery);
  const suggestions = useSelector(actor, selectOriginSuggestions, sameJson);
  const draft = useSelector(actor, selectOriginDraft, sameJson);
  const searching = useSelector(actor, selectIsSearching);
  const busy = useSelector(actor, (s) => s.matches({ askingOriginAddress: "fetchingPlace" }) || s.matches({ askingOriginAddress: "reversingPin" }));
  const saving = useSelector(actor, (s) => selectStep(s) === "savingOriginAddress");
  const canSave = useSelector(actor, selectCanSaveOrigin);
  const located = draft.latitude !== null && draft.longitude !== null;
  const noResults = useSelector(actor, (s) => s.matches({ askingOriginAddress: "idle" }) && s.context.originQuery.trim() !== "" && s.context.originSuggestions.length === 0 && s.context.originDraft.latitude === null);
  const field = (name: "unit" | "building" | "notes") => ({
    value: draft[name],
    onChange: (e: { currentTarget: { value: string } }) => actor.send({ type: "ORIGIN.FIELD_CHANGED", field: name, value: e.currentTarget.value }),
  });
  return (
    <Stack gap="md" data-testid="step-origin-address">
      <StepHeading>
        <Trans id="request.origin.title">Pick-up address</Trans>
      </StepHeading>
      <Text size="sm">
        {guest ? (
          <Trans id="request.origin.guest-intro">Where should the rider pick up the order? Find the address or move the pin on the map.</Trans>
        ) : (
          <Trans id="request.origin.intro">This outlet has no location yet. Find its address or move the pin on the map, then save it.</Trans>
        )}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "ORIGIN.SAVE" });
        }}
      >
        <Stack gap="sm">
          <AddressCombobox
            label={<Trans id="request.origin.address">Pick-up address</Trans>}
            value={query || draft.text}
            suggestions={suggestions}
            searching={searching}
            busy={busy}
            noResults={noResults}
            required
            testId="origin-address"
            onType={(text) => actor.send({ type: "ORIGIN.TYPED", text })}
            onPick={(suggestion) => actor.send({ type: "ORIGIN.SUGGESTION_PICKED", suggestion })}
          />
          {located ? (
            <Group gap={6} data-testid="origin-located">
              <IconMapPinCheck size={18} aria-hidden color="var(--mantine-color-green-9)" />
              <Text size="sm">
                <Trans id="request.origin.located">The pin is on this address.</Trans>
              </Text>
            </Group>
          ) : null}
          <Group grow align="flex-start">
            <TextInput label={<Trans id="request.form.unit-number">Unit number</Trans>} {...field("unit")} />
            <TextInput label={<Trans id="request.form.building">Building</Trans>} {...field("building")} />
          </Group>
          <Textarea label={<Trans id="request.origin.notes">Notes for the rider at pick-up</Trans>} autosize minRows={2} {...field("notes")} />
          <Group>
            <Button type="submit" loading={saving} disabled={!canSave && !saving} data-testid="origin-save">
              {guest ? <Trans id="request.origin.use">Use this address</Trans> : <Trans id="request.origin.save">Save address</Trans>}
            </Button>
          </Group>
          {saving ? (
            <Text size="sm" role="status">
              <Trans id="request.origin.saving">Saving the address…</Trans>
            </Text>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}

export function OriginDetailsStep(props: { actor: RequestFlowActor }) {
  const { actor } = props;
  const origin = useSelector(actor, selectOrigin, sameJson);
  const draft = useSelector(actor, selectOriginDraft, sameJson);
  return (
    <Stack gap="md" data-testid="step-origin-details">
      <StepHeading>
        <Trans id="request.origin-details.title">Pick-up details</Trans>
      </StepHeading>
      <dl className="rrp-request-summary">
        <dt>
          <Trans id="request.origin.address">Pick-up address</Trans>
        </dt>
        <dd data-testid="origin-details-address">{origin?.address ?? draft.text}</dd>
        {draft.unit ? (
          <>
            <dt>
              <Trans id="request.form.unit-number">Unit number</Trans>
            </dt>
            <dd>{draft.unit}</dd>
          </>
        ) : null}
        {draft.building ? (
          <>
            <dt>
              <Trans id="request.form.building">Building</Trans>
            </dt>
            <dd>{draft.building}</dd>
          </>
        ) : null}
        {draft.notes ? (
          <>
            <dt>
              <Trans id="request.origin.notes">Notes for the rider at pick-up</Trans>
            </dt>
            <dd>{draft.notes}</dd>
          </>
        ) : null}
      </dl>
      <Group>
        <Button onClick={() => actor.send({ type: "ORIGIN_DETAILS.CONFIRMED" })} data-testid="origin-details-continue">
          <Trans id="request.origin-details.continue">Continue</Trans>
        </Button>
        <Button variant="default" onClick={() => actor.send({ type: "ORIGIN.CHANGE" })} data-testid="origin-details-change">
          <Trans id="request.origin-details.change">Change the pick-up address</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

export function ServiceClosedStep(props: { actor: RequestFlowActor }) {
  const { actor } = props;
  const { i18n } = useLingui();
  const closed = useSelector(actor, selectServiceClosed, sameJson);
  return (
    <Stack gap="md" data-testid="step-service-closed">
      <StepHeading>
        <Trans id="request.service-closed.title">The service is closed</Trans>
      </StepHeading>
      <Alert color="red" icon={<IconClockX aria-hidden />} data-testid="service-closed-message">
        {closed ? i18n._("request.service-hours.closed", closed) : null}
      </Alert>
      <Group>
        <Button variant="default" onClick={() => actor.send({ type: "RETRY" })} data-testid="service-closed-retry">
          <Trans id="request.service-closed.retry">Check again</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
