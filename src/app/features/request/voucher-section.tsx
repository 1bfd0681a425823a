// The voucher entry of the payment step (second file §4 "Voucher flow"): a code is validated
// against the vendor and the delivery fee by the voucher child of the request flow; a valid voucher
// shows the discounted fee and can be removed; voucher.error.validation.message or
// voucher.error.get.message show on the field and clear when the code is edited. Enter in the field
// applies the code (not the payment form around it).
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import type { voucherMachine } from "@machines/voucher/voucher.machine";
import { selectAppliedVoucher, selectCanEnterVoucher, selectIsValidatingVoucher, selectVoucherErrorKey } from "@machines/voucher/voucher.selectors";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { IconDiscountCheck } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";
import { useRef } from "react";
import type { ActorRefFrom } from "xstate";
import type { RequestFlowActor } from "./request-flow-actor";
import { useMoney } from "../../components/money";

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function VoucherSection(props: { actor: RequestFlowActor; voucher: ActorRefFrom<typeof voucherMachine>; currency: string }) {
  const { actor, voucher } = props;
  const money = useMoney();
  const input = useRef<HTMLInputElement>(null);
  const apply = () => actor.send({ type: "VOUCHER.SUBMITTED", code: input.current?.value ?? "" });
  const { i18n } = useLingui();
  const applied = useSelector(voucher, selectAppliedVoucher, sameJson);
  const validating = useSelector(voucher, selectIsValidatingVoucher);
  const errorKey = useSelector(voucher, selectVoucherErrorKey);
  const canEnter = useSelector(voucher, selectCanEnterVoucher);
  if (applied) {
    const code = applied.voucher.code;
    const fee = money(applied.discountedFee, props.currency);
    return (
      <Group gap="sm" justify="space-between" data-testid="voucher-applied" role="status">
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconDiscountCheck size={18} aria-hidden color="var(--mantine-color-green-9)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            <Trans id="request.voucher.applied">Voucher {code} applied. New delivery fee: {fee}</Trans>
          </Text>
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={() => actor.send({ type: "VOUCHER.CLEARED" })} data-testid="voucher-remove">
          <Trans id="request.voucher.remove">Remove the voucher</Trans>
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <TextInput
        ref={input}
        name="voucher"
        label={<Trans id="request.voucher.label">Voucher code (optional)</Trans>}
        autoComplete="off"
        disabled={!canEnter}
        error={errorKey ? i18n._(errorKey) : undefined}
        data-testid="voucher-code"
        style={{ flex: 1 }}
        onChange={() => {
          if (errorKey) actor.send({ type: "VOUCHER.CLEARED" });
        }}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          apply();
        }}
      />
      <Button type="button" onClick={apply} variant="default" mt={25} loading={validating} disabled={!canEnter} data-testid="voucher-apply">
        <Trans id="request.voucher.apply">Apply</Trans>
      </Button>
    </Group>
  );
}
