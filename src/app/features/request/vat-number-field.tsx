// The business customer's VAT number in the payment step (second file §5, payment_vat flag): optional;
// when given, 8 characters and valid, with the spec's two messages (the flow checks it with the rest
// of the form on submission and sends it as vat_number in the create and confirm payloads).
import { Trans, useLingui } from "@lingui/react/macro";
import { selectFieldError, selectValues, selectVatEnabled } from "@machines/request-flow/request-flow.selectors";
import { TextInput } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { RequestFlowActor } from "./request-flow-actor";

export function VatNumberField(props: { actor: RequestFlowActor; disabled?: boolean }) {
  const { t } = useLingui();
  const enabled = useSelector(props.actor, selectVatEnabled);
  const value = useSelector(props.actor, (s) => selectValues(s).vatNumber);
  const error = useSelector(props.actor, (s) => selectFieldError(s, "vatNumber"));
  if (!enabled) return null;
  const message =
    error === "vat.error.length"
      ? t({ id: "vat.error.length", message: "Your VAT number should be 8 characters, please check again" })
      : error === "vat.error.invalid"
        ? t({ id: "vat.error.invalid", message: "Your VAT number is invalid, please check again" })
        : null;
  return (
    <TextInput
      label={<Trans id="request.vat-number.label">VAT number (optional)</Trans>}
      description={<Trans id="request.vat-number.help">For business customers: 8 characters, letters and digits.</Trans>}
      value={value}
      maxLength={32}
      autoComplete="off"
      disabled={props.disabled}
      error={message}
      data-testid="vat-number"
      data-field="vatNumber"
      onChange={(e) => props.actor.send({ type: "VAT_NUMBER.CHANGED", value: e.currentTarget.value })}
    />
  );
}
