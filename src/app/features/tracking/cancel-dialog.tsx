// The cancel dialog (core section 2; second file section 8 reasons): a confirmation dialog with a
// title, a description, the reasons, a close icon, "keep" and "cancel the order" buttons and a
// loading state. It renders the cancelOrder machine: the machine decides whether the order can be
// cancelled, sends the cancel and says action.attempt-cancel / error.cant-cancel-order.
import type { CancelReason } from "@domain/orders";
import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import {
  CANCEL_REASON_OPTIONS,
  selectCanConfirmCancel,
  selectCancelDialogOpen,
  selectCancelOrder,
  selectCancelReason,
  selectIsCancelling,
} from "@machines/cancel-order/cancel-order.selectors";
import { Button, Group, Modal, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { CancelOrderActor } from "@machines/app/app.machine";
import { useChild } from "../../app-context";
import { DETAILS_HEADING_ID } from "./order-details-ids";
import { CANCEL_REASON_MSGS } from "./order-messages";
import { STATUS_COLORS } from "./status-color";

/**
 * While a modal dialog is open the page behind it is inert (not focusable, not clickable, hidden
 * from assistive technology); the dialog itself lives in a portal outside #root.
 */
export function useInertBackground(opened: boolean) {
  useEffect(() => {
    const root = document.getElementById("root");
    if (!opened || !root) return;
    root.setAttribute("inert", "");
    return () => root.removeAttribute("inert");
  }, [opened]);
}

export function CancelDialog() {
  const cancelOrder = useChild("cancelOrder");
  return cancelOrder ? <CancelOrderDialog cancelOrder={cancelOrder} /> : null;
}

function CancelOrderDialog(props: { cancelOrder: CancelOrderActor }) {
  const { cancelOrder } = props;
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const opened = useSelector(cancelOrder, selectCancelDialogOpen);
  const order = useSelector(cancelOrder, selectCancelOrder);
  const reason = useSelector(cancelOrder, selectCancelReason);
  const canConfirm = useSelector(cancelOrder, selectCanConfirmCancel);
  const cancelling = useSelector(cancelOrder, selectIsCancelling);
  const orderId = order?.order_id ?? "";
  useInertBackground(opened);
  const close = () => cancelOrder.send({ type: "CANCEL.CLOSED" });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Trans id="order.cancel.title">Cancel order {orderId}</Trans>}
      closeButtonProps={{ "aria-label": t({ id: "common.close", message: "Close" }) }}
      size="xl"
      data-testid="cancel-dialog"
      // The trigger disappears once the order is cancelled: focus goes back to it when it is still
      // there, else to the heading of the order's details.
      returnFocus={false}
      onExitTransitionEnd={() => {
        const target = document.querySelector<HTMLElement>('[data-testid="cancel-order"]') ?? document.getElementById(DETAILS_HEADING_ID);
        target?.focus({ preventScroll: true });
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          cancelOrder.send({ type: "CANCEL.CONFIRMED", now: Date.now() });
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans id="order.cancel.description">Tell us why you cancel this order. The rider is released and the order moves to Cancelled.</Trans>
          </Text>
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-testid="cancel-keep">
              <Trans id="order.cancel.keep">Keep the order</Trans>
            </Button>
            <Button type="submit" color={STATUS_COLORS.cancelled} disabled={!canConfirm && !cancelling} loading={cancelling} data-testid="cancel-confirm">
              <Trans id="order.cancel.confirm">Cancel the order</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
