// The order details step (core §3 "Order form values", §5): customer name, phone (the country's
// prefix by default, helper text request.form.phone.helper-text), unit number, building, notes to
// the rider, item description, item value, pickup code (display-pickup-code flag), pre-order time
// (pre_order flag) and age validation. Every value lives in the request flow (FIELD.CHANGED keeps
// it and clears that field's error); DETAILS.SUBMITTED validates with the domain rules. Errors show
// on their fields and the first one takes the focus. An item value above the country limit asks
// for a confirmation (confirmingItemValue, in the ConfirmDialog every confirm uses) before the payment step.
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { selectFlag } from "@machines/flags/flags.selectors";
import type { OrderFormErrors, OrderFormValues } from "@domain/request/validation";
import {
  selectAgeCheckEnabled,
  selectErrors,
  selectDetailsPending,
  selectItemValueLimit,
  selectPreOrderEnabled,
  selectStep,
  selectValues,
} from "@machines/request-flow/request-flow.selectors";
import { Alert, Button, Checkbox, Group, Loader, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { lazy, Suspense, useRef } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { focusFirstInvalid } from "../../components/focus-first-error";
import { useChild, useConfig } from "../../app-context";
import type { RequestFlowActor } from "./request-flow-actor";
import { RouteSummary } from "./destination-steps";
import { useMoney } from "../../components/money";

import { StepHeading } from "./step-heading";

// The pre-order field (and @mantine/dates with it) loads only where the pre_order flag shows it.
const PreorderField = lazy(() => import("./preorder-field").then((m) => ({ default: m.PreorderField })));

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type TextField = Exclude<keyof OrderFormValues, "preordered_for" | "ageValidation">;

export function DetailsStep(props: { actor: RequestFlowActor }) {
  const { actor } = props;
  const money = useMoney();
  const { i18n } = useLingui();
  const config = useConfig();
  const flags = useChild("flags");
  const values = useSelector(actor, selectValues, sameJson);
  const errors: OrderFormErrors = useSelector(actor, selectErrors, sameJson);
  const preOrder = useSelector(actor, selectPreOrderEnabled);
  const waitingForRules = useSelector(actor, selectDetailsPending);
  const ageCheck = useSelector(actor, selectAgeCheckEnabled);
  const confirming = useSelector(actor, (s) => selectStep(s) === "confirmingItemValue");
  const limit = useSelector(actor, selectItemValueLimit);
  const showPickupCode = useSelector(flags, selectFlag("display-pickup-code"));
  const formRef = useRef<HTMLFormElement>(null);

  const errorOf = (field: keyof OrderFormErrors) => (errors[field] ? i18n._(errors[field] as string) : undefined);
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    readOnly: confirming,
    onChange: (e: { currentTarget: { value: string } }) => actor.send({ type: "FIELD.CHANGED", field, value: e.currentTarget.value }),
  });
  const descriptionLength = [...values.orderDescription].length;
  const prefix = config.phonePrefix;
  const limitText = limit !== null && limit >= 0 ? money(limit) : "";

  return (
    <Stack gap="md" data-testid="step-details">
      <StepHeading>
        <Trans id="request.details.title">Order details</Trans>
      </StepHeading>
      <RouteSummary actor={actor} currency={config.currency} />
      {errors.vendor ? (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {errorOf("vendor")}
        </Alert>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "DETAILS.SUBMITTED" });
          if (Object.keys(actor.getSnapshot().context.errors).length > 0) focusFirstInvalid(formRef.current);
        }}
        data-testid="details-form"
      >
        <Stack gap="sm">
          <TextInput label={<Trans id="request.form.customer-name">Customer name</Trans>} required autoComplete="off" data-testid="field-name" {...text("destinationName")} />
          <TextInput
            label={<Trans id="request.form.phone">Customer phone</Trans>}
            description={<Trans id="request.form.phone.helper-text">The customer's mobile number. Without a country code it is read as a {prefix} number.</Trans>}
            required
            type="tel"
            inputMode="tel"
            autoComplete="off"
            leftSection={<span className="rrp-phone-prefix">{config.phonePrefix}</span>}
            leftSectionWidth={48}
            data-testid="field-phone"
            {...text("destinationPhoneNumber")}
          />
          <Group grow align="flex-start">
            <TextInput label={<Trans id="request.form.unit-number">Unit number</Trans>} data-testid="field-unit" {...text("destinationUnitNumber")} />
            <TextInput label={<Trans id="request.form.building">Building</Trans>} data-testid="field-building" {...text("destinationBuilding")} />
          </Group>
          <Textarea label={<Trans id="request.form.rider-notes">Notes for the rider</Trans>} autosize minRows={2} data-testid="field-notes" {...text("riderNotes")} />
          <Textarea
            label={<Trans id="request.form.description">Item description</Trans>}
            description={<Trans id="request.form.description.counter">{descriptionLength} of 200 characters</Trans>}
            autosize
            minRows={2}
            data-testid="field-description"
            {...text("orderDescription")}
          />
          <TextInput
            label={<Trans id="request.form.amount">Item value</Trans>}
            required={config.country !== "KW"}
            inputMode="decimal"
            autoComplete="off"
            rightSection={<Text size="xs" c="dimmed">{config.currency}</Text>}
            rightSectionWidth={48}
            data-testid="field-amount"
            {...text("orderAmount")}
          />
          {showPickupCode ? (
            <TextInput label={<Trans id="request.form.pickup-code">Pickup code</Trans>} autoComplete="off" data-testid="field-pickup-code" {...text("pickupCode")} />
          ) : null}
          {preOrder ? (
            <Suspense fallback={<Loader size="sm" aria-hidden />}>
              <PreorderField
                value={values.preordered_for}
                error={errorOf("preordered_for")}
                readOnly={confirming}
                onChange={(value) => actor.send({ type: "FIELD.CHANGED", field: "preordered_for", value })}
              />
            </Suspense>
          ) : null}
          {ageCheck ? (
            <Checkbox
              label={<Trans id="request.form.age-validation">The rider checks the customer's age on delivery</Trans>}
              checked={values.ageValidation}
              data-testid="field-age-validation"
              onChange={(e) => actor.send({ type: "FIELD.CHANGED", field: "ageValidation", value: e.currentTarget.checked })}
            />
          ) : null}
          <Group>
            <Button type="submit" data-testid="details-submit" loading={waitingForRules}>
              <Trans id="request.details.submit">Continue to payment</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        onCancel={() => actor.send({ type: "ITEM_VALUE.CANCELLED" })}
        onConfirm={() => actor.send({ type: "ITEM_VALUE.CONFIRMED" })}
        title={<Trans id="request.item-value.title">Please confirm the item value</Trans>}
        description={<Trans id="request.item-value.text">The item value is above the limit ({limitText}). Is it correct?</Trans>}
        cancelLabel={<Trans id="request.item-value.change">Change the value</Trans>}
        confirmLabel={<Trans id="request.item-value.confirm">Yes, the value is correct</Trans>}
        returnFocusTo='[data-testid="field-amount"]'
        testId="item-value-confirm"
      />
    </Stack>
  );
}
