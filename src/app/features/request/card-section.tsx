// The card of an online payment (second file §2–4): a new card (name on card, card number, expiry
// month and year, security code, save the card) or one of the saved cards. The choice and the card
// form live in the payment-intent child of the request flow (CARD.* events go through the flow);
// the number is encrypted with the platform's key before it leaves the portal. The problem that
// stopped the last attempt (payment.card.*, error.payment.*, or the service hours when the platform
// refused the order outside them) shows under the section. A saved card
// can be removed (issue 17: CARD.REMOVE, the payment child's removeSavedCard); it can no longer be charged.
// With the cybersource-credit-card-taiwan flag the platform's intents go through the
// cybersource_creditcard gateway (the confirm sends the intent's gateway) and the form says so.
import type { SavedCard } from "@domain/contract";
import { type CardFields, CYBERSOURCE_CARD_GATEWAY, cardGatewayFor } from "@domain/request/card";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import type { paymentIntentMachine } from "@machines/payment-intent/payment-intent.machine";
import {
  selectNameOnCard,
  selectNewOrExistingCard,
  selectPaymentErrorKey,
  selectPaymentErrorValues,
  selectRemovedCardIds,
  selectRemovingCardId,
  selectSaveCard,
  selectSelectedCardId,
} from "@machines/payment-intent/payment-intent.selectors";
import { Alert, Button, Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconLock, IconTrash } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { useFlags } from "../../components/use-session-view";
import type { RequestFlowActor } from "./request-flow-actor";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function CardSection(props: { actor: RequestFlowActor; payment: ActorRefFrom<typeof paymentIntentMachine>; savedCards: readonly SavedCard[] }) {
  const { actor, payment, savedCards } = props;
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const gateway = cardGatewayFor(useFlags());
  const mode = useSelector(payment, selectNewOrExistingCard);
  const name = useSelector(payment, selectNameOnCard);
  const save = useSelector(payment, selectSaveCard);
  const selectedCard = useSelector(payment, selectSelectedCardId);
  const fields = useSelector(payment, (s) => s.context.cardFields, sameJson);
  const errorKey = useSelector(payment, selectPaymentErrorKey);
  const errorValues = useSelector(payment, selectPaymentErrorValues);
  // Issue 17: cards removed in this step are hidden; the one being removed shows its spinner.
  const removed = useSelector(payment, selectRemovedCardIds);
  const removing = useSelector(payment, selectRemovingCardId);
  const cards = savedCards.filter((c) => !removed.includes(c.id));
  const hasSaved = cards.length > 0;
  const showNew = mode === "NEW" || !hasSaved;

  /** Without saved cards the new card form is the only choice: the first edit chooses it. */
  const chooseNew = () => {
    if (mode !== "NEW") actor.send({ type: "CARD.MODE_SELECTED", mode: "NEW" });
  };
  const setField = (field: keyof CardFields, value: string) => {
    chooseNew();
    actor.send({ type: "CARD.FORM_CHANGED", fields: { ...fields, [field]: value } });
  };

  return (
    <Fieldset
      legend={
        <Group gap={6}>
          <IconLock size={16} aria-hidden />
          <Trans id="request.card.legend">Card</Trans>
        </Group>
      }
      data-testid="card-section"
    >
      <Stack gap="sm">
        {gateway === CYBERSOURCE_CARD_GATEWAY ? <CardGatewayNote /> : null}
        {hasSaved ? (
          <Radio.Group
            label={<Trans id="request.card.choice">Which card?</Trans>}
            value={mode === "NOT_SET" ? "" : mode}
            onChange={(m) => actor.send({ type: "CARD.MODE_SELECTED", mode: m === "EXISTING" ? "EXISTING" : "NEW" })}
          >
            <Group mt="xs">
              <Radio value="EXISTING" label={<Trans id="request.card.existing">A saved card</Trans>} data-testid="card-mode-existing" />
              <Radio value="NEW" label={<Trans id="request.card.new">A new card</Trans>} data-testid="card-mode-new" />
            </Group>
          </Radio.Group>
        ) : null}
        {mode === "EXISTING" && hasSaved ? (
          <Radio.Group
            label={<Trans id="request.card.saved">Saved cards</Trans>}
            value={selectedCard ?? ""}
            onChange={(cardId) => actor.send({ type: "CARD.SELECTED", cardId })}
          >
            <Stack gap="xs" mt="xs">
              {cards.map((c) => {
                const digits = c.last_digits;
                return (
                  <Group key={c.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Radio
                      value={c.id}
                      style={{ flex: 1, minWidth: 0 }}
                      data-testid="saved-card"
                      label={`${c.scheme} •••• ${c.last_digits} · ${String(c.expiry_month).padStart(2, "0")}/${String(c.expiry_year).slice(-2)} · ${c.holder_name}`}
                    />
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      style={{ flexShrink: 0 }}
                      leftSection={<IconTrash size={14} aria-hidden />}
                      loading={removing === c.id}
                      disabled={removing !== null}
                      data-testid="saved-card-remove"
                      aria-label={t({ id: "request.card.remove.label", message: `Remove the card ending in ${digits}` })}
                      onClick={() => actor.send({ type: "CARD.REMOVE", cardId: c.id })}
                    >
                      <Trans id="request.card.remove">Remove</Trans>
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          </Radio.Group>
        ) : null}
        {showNew ? (
          <>
            <TextInput
              label={<Trans id="request.card.name">Name on card</Trans>}
              autoComplete="cc-name"
              value={name}
              data-testid="card-name"
              onChange={(e) => {
                chooseNew();
                actor.send({ type: "CARD.NAME_CHANGED", name: e.currentTarget.value });
              }}
            />
            <TextInput
              label={<Trans id="request.card.number">Card number</Trans>}
              autoComplete="cc-number"
              inputMode="numeric"
              value={fields.number}
              data-testid="card-number"
              onChange={(e) => setField("number", e.currentTarget.value)}
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label={<Trans id="request.card.expiry-month">Expiry month (MM)</Trans>}
                autoComplete="cc-exp-month"
                inputMode="numeric"
                maxLength={2}
                value={fields.expiryMonth}
                data-testid="card-expiry-month"
                onChange={(e) => setField("expiryMonth", e.currentTarget.value)}
              />
              <TextInput
                label={<Trans id="request.card.expiry-year">Expiry year (YY)</Trans>}
                autoComplete="cc-exp-year"
                inputMode="numeric"
                maxLength={4}
                value={fields.expiryYear}
                data-testid="card-expiry-year"
                onChange={(e) => setField("expiryYear", e.currentTarget.value)}
              />
              <TextInput
                label={<Trans id="request.card.cvc">Security code (CVC)</Trans>}
                autoComplete="cc-csc"
                inputMode="numeric"
                maxLength={4}
                value={fields.securityCode}
                data-testid="card-cvc"
                onChange={(e) => setField("securityCode", e.currentTarget.value)}
              />
            </SimpleGrid>
            <Checkbox
              label={<Trans id="request.card.save">Save the card for next time</Trans>}
              checked={save}
              data-testid="card-save"
              onChange={(e) => actor.send({ type: "CARD.SAVE_TOGGLED", save: e.currentTarget.checked })}
            />
          </>
        ) : null}
        {errorKey ? (
          <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} data-testid="card-error">
            {i18n._(errorKey, errorValues ?? undefined)}
          </Alert>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** cybersource-credit-card-taiwan: the card is charged through the CyberSource gateway. */
export function CardGatewayNote() {
  return (
    <Text size="sm" c="dimmed" data-testid="card-gateway-cybersource">
      <Trans id="request.card.gateway.cybersource">Card payments are processed securely by CyberSource.</Trans>
    </Text>
  );
}
