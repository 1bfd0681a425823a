// The cancel dialog (core section 2; second file section 8 reasons): a confirmation dialog with a
// title, a description, the reasons, a close icon, "keep" and "cancel the order" buttons and a
// loading state. It renders the cancelOrder machine: the machine decides whether the order can be
// cancelled, sends the cancel and says action.attempt-cancel / error.cant-cancel-order.
import type { CancelReason } from "@domain/orders";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import {
  CANCEL_REASON_OPTIONS,
  selectCanConfirmCancel,
  selectCancelDialogOpen,
  selectCancelOrder,
  selectCancelReason,
  selectIsCancelling,
} from "@machines/cancel-order/cancel-order.selectors";
import { Radio, SimpleGrid } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { CancelOrderActor } from "@machines/app/app.machine";
import { useClock } from "../../app-context";
import { ConfirmDialog } from "../confirm-dialog";
import { DETAILS_HEADING_ID } from "./order-details-ids";
import { CANCEL_REASON_MSGS } from "./order-messages";
import { STATUS_COLORS } from "./status-color";

/** The dialog (loaded by cancel-dialog-host.tsx when the cancelOrder machine first opens it). */
export function CancelOrderDialog(props: { cancelOrder: CancelOrderActor }) {
  const clock = useClock();
  const { cancelOrder } = props;
  const { i18n } = useLingui();
  const opened = useSelector(cancelOrder, selectCancelDialogOpen);
  const order = useSelector(cancelOrder, selectCancelOrder);
  const reason = useSelector(cancelOrder, selectCancelReason);
  const canConfirm = useSelector(cancelOrder, selectCanConfirmCancel);
  const cancelling = useSelector(cancelOrder, selectIsCancelling);
  const orderId = order?.order_id ?? "";
  const close = () => cancelOrder.send({ type: "CANCEL.CLOSED" });
  return (
    <ConfirmDialog
      opened={opened}
      onCancel={close}
      onConfirm={() => cancelOrder.send({ type: "CANCEL.CONFIRMED", now: clock() })}
      title={<Trans id="order.cancel.title">Cancel order {orderId}</Trans>}
      description={<Trans id="order.cancel.description">Tell us why you cancel this order. The rider is released and the order moves to Cancelled.</Trans>}
      cancelLabel={<Trans id="order.cancel.keep">Keep the order</Trans>}
      confirmLabel={<Trans id="order.cancel.confirm">Cancel the order</Trans>}
      confirmColor={STATUS_COLORS.cancelled}
      confirmDisabled={!canConfirm}
      loading={cancelling}
      size="xl"
      testId="cancel-dialog"
      // The trigger disappears once the order is cancelled: focus goes back to it when it is still
      // there, else to the heading of the order's details.
      returnFocusTo={`[data-testid="cancel-order"], #${DETAILS_HEADING_ID}`}
    >
      <Radio.Group
        name="cancel-reason"
        label={<Trans id="order.cancel.reason">Reason</Trans>}
        value={reason ?? ""}
        onChange={(value) => cancelOrder.send({ type: "CANCEL.REASON_SELECTED", reason: value as CancelReason })}
        required
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={10} mt="xs">
          {CANCEL_REASON_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={i18n._(CANCEL_REASON_MSGS[option.value])} disabled={cancelling} />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </ConfirmDialog>
  );
}
