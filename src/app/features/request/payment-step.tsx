// The payment details step (core §4, second file §2–4): the route and order summary, the payment
// methods the flow offers (the vendor's, the country's; online payment only when activated and
// never for guests), the voucher entry (voucher flag, new orders), the card section for an online
// payment, Back (to the details) and the submission. While the order is being placed the step
// shows it; after SignatureExpired with a changed fee the flow asks "The delivery fee is now:
// {fee}{currency}. Are you ok?" in a dialog.
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { ONLINE_PAYMENT } from "@domain/request/payment-methods";
import { parseAmount } from "@domain/request/validation";
import {
  selectAvailablePaymentMethods,
  selectCanGoBack,
  selectFeeChangedPrompt,
  selectFeeIncrease,
  selectFieldError,
  selectIsGuest,
  selectIsUpdateMode,
  selectPaymentActor,
  selectPaymentMethod,
  selectSavedCards,
  selectStep,
  selectValues,
  selectVoucherActor,
  selectVoucherEnabled,
} from "@machines/request-flow/request-flow.selectors";
import { Button, Group, Loader, Paper, Radio, Stack, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useConfig } from "../../app-context";
import type { RequestFlowActor } from "./request-flow-actor";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { CardSection } from "./card-section";
import { RouteSummary } from "./destination-steps";
import { useMoney } from "../../components/money";
import { PAYMENT_METHOD_LABELS } from "./request-messages";
import { StepHeading } from "./step-heading";
import { VatNumberField } from "./vat-number-field";
import { VoucherSection } from "./voucher-section";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function PaymentStep(props: { actor: RequestFlowActor }) {
  const { actor } = props;
  const money = useMoney();
  const { i18n } = useLingui();
  const config = useConfig();
  const step = useSelector(actor, selectStep);
  const loadingMethods = useSelector(actor, (s) => s.matches({ ordering: { fillingPaymentDetails: "loadingPaymentMethods" } }) || s.matches({ ordering: { fillingPaymentDetails: "loadingSavedCards" } }));
  const methods = useSelector(actor, selectAvailablePaymentMethods, sameJson);
  const method = useSelector(actor, selectPaymentMethod);
  const methodError = useSelector(actor, (s) => selectFieldError(s, "paymentMethod"));
  const values = useSelector(actor, selectValues, sameJson);
  const canGoBack = useSelector(actor, selectCanGoBack);
  const updateMode = useSelector(actor, selectIsUpdateMode);
  const guest = useSelector(actor, selectIsGuest);
  const voucherEnabled = useSelector(actor, selectVoucherEnabled);
  const voucherActor = useSelector(actor, selectVoucherActor);
  const paymentActor = useSelector(actor, selectPaymentActor);
  const savedCards = useSelector(actor, selectSavedCards, sameJson);
  const prompt = useSelector(actor, selectFeeChangedPrompt, sameJson);
  const increase = useSelector(actor, selectFeeIncrease, sameJson);
  const busy = step === "payingOnline" || step === "submitting" || step === "confirmingNewFee";
  const online = method === ONLINE_PAYMENT;
  const amount = parseAmount(values.orderAmount);
  const amountText = amount !== null && Number.isFinite(amount) ? money(amount) : "";

  return (
    <Stack gap="md" data-testid="step-payment">
      <StepHeading>
        <Trans id="request.payment.title">Payment</Trans>
      </StepHeading>
      <RouteSummary actor={actor} currency={config.currency} />
      <Paper withBorder p="md" radius="md" data-testid="order-summary">
        <dl className="rrp-request-summary">
          <dt>
            <Trans id="request.summary.customer">Customer</Trans>
          </dt>
          <dd>
            {values.destinationName} · {values.destinationPhoneNumber}
          </dd>
          {amountText ? (
            <>
              <dt>
                <Trans id="request.summary.item-value">Item value</Trans>
              </dt>
              <dd>{amountText}</dd>
            </>
          ) : null}
          {values.orderDescription ? (
            <>
              <dt>
                <Trans id="request.summary.description">Item description</Trans>
              </dt>
              <dd>{values.orderDescription}</dd>
            </>
          ) : null}
        </dl>
      </Paper>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: "PAYMENT.SUBMITTED" });
        }}
        data-testid="payment-form"
      >
        <Stack gap="md">
          {loadingMethods ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>
                <Trans id="request.payment.loading">Loading the payment methods…</Trans>
              </Text>
            </Group>
          ) : (
            <Radio.Group
              label={<Trans id="request.payment.method">Payment method</Trans>}
              value={method}
              onChange={(m) => actor.send({ type: "PAYMENT_METHOD.SELECTED", method: m })}
              error={methodError ? i18n._(methodError) : undefined}
              required
              data-testid="payment-methods"
            >
              <Stack gap="xs" mt="xs">
                {methods.map((m) => (
                  <Radio key={m} value={m} label={PAYMENT_METHOD_LABELS[m] ? i18n._(PAYMENT_METHOD_LABELS[m]) : m} data-testid={`payment-method-${m}`} disabled={busy} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {guest ? (
            <Text size="sm" c="dimmed">
              <Trans id="request.payment.guest-note">Online payment is available once you create an account.</Trans>
            </Text>
          ) : null}
          <VatNumberField actor={actor} disabled={busy} />
          {voucherEnabled && voucherActor ? <VoucherSection actor={actor} voucher={voucherActor} currency={config.currency} /> : null}
          {online && paymentActor ? <CardSection actor={actor} payment={paymentActor} savedCards={savedCards} /> : null}
          <Group>
            {canGoBack ? (
              <Button variant="default" onClick={() => actor.send({ type: "BACK" })} disabled={busy} data-testid="payment-back">
                <Trans id="request.payment.back">Back</Trans>
              </Button>
            ) : null}
            <Button type="submit" loading={busy} disabled={loadingMethods} data-testid="payment-submit">
              {updateMode ? (
                <Trans id="request.payment.submit-update">Update the order</Trans>
              ) : online ? (
                <Trans id="request.payment.submit-online">Pay and request a rider</Trans>
              ) : (
                <Trans id="request.payment.submit">Request a rider</Trans>
              )}
            </Button>
          </Group>
          {increase && !prompt ? <FeeIncreaseNote increase={increase} /> : null}
          {busy ? (
            <Text size="sm" role="status" data-testid="payment-busy">
              {online ? <Trans id="request.payment.paying">Processing the payment…</Trans> : <Trans id="request.payment.placing">Placing the order…</Trans>}
            </Text>
          ) : null}
        </Stack>
      </form>
      <ConfirmDialog
        opened={prompt !== null}
        onCancel={() => actor.send({ type: "FEE.REJECTED" })}
        onConfirm={() => actor.send({ type: "FEE.ACCEPTED" })}
        title={<Trans id="request.fee-changed.title">The delivery fee has changed</Trans>}
        description={
          <>
            <span data-testid="fee-changed-text">{prompt ? i18n._(prompt.key, prompt.values) : null}</span>
            {increase && prompt ? <FeeIncreaseNote increase={increase} /> : null}
          </>
        }
        cancelLabel={<Trans id="request.fee-changed.no">No</Trans>}
        confirmLabel={<Trans id="request.fee-changed.yes">Yes, request the rider</Trans>}
        testId="fee-changed-dialog"
      />
    </Stack>
  );
}

/**
 * increased-fee-info: why the fee rose, with the old and the new fee (in the fee-changed confirm
 * while it waits, then on the payment step). A fee quote is signed for a short time; when it
 * expired the fee is computed again at the time of ordering, and that price can be higher.
 */
function FeeIncreaseNote(props: { increase: { from: number; to: number; currency: string } }) {
  const money = useMoney();
  const from = money(props.increase.from, props.increase.currency);
  const to = money(props.increase.to, props.increase.currency);
  return (
    <Text size="sm" component="span" display="block" mt="xs" data-testid="fee-increase-info">
      <Trans id="request.fee-increase.info">
        The delivery fee rose from {from} to {to}: your price quote had expired, and the price computed again at the time of ordering is higher.
      </Trans>
    </Text>
  );
}
