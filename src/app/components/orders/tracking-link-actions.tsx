// "Copy tracking link" and "Delivery receipt" in the order details (issue 12). A trackingLink machine
// per order (the root's child `trackingLink:<orderId>`, opened while the actions are shown) fetches the order's public link once and copies it (or opens the receipt). Shown:
// - the copy button once the order is collected, and before that only with the
//   show-track-order-before-picked-up flag (reading: a vendor may hand out the link before pickup);
//   never for an order that ended without reaching the recipient (cancelled-like);
// - the receipt button for a delivered order with the show-delivery-receipt-cta flag;
// - for a guest's own order (an individual sender), "Open tracking page": its c2c tracking page.
import type { OrderRecord } from "@domain/contract";
import { isInGroup, statusRank } from "@domain/orders/statuses";
import { Trans } from "@lingui/react/macro";
import { selectLinkBusy, selectLinkCopied, selectLinkFailed } from "@machines/tracking-link/tracking-link.selectors";
import { Button, Text } from "@mantine/core";
import { IconCheck, IconExternalLink, IconLink, IconReceipt } from "@tabler/icons-react";
import { usePart, usePartSelector } from "../../app-context";
import { partKeys } from "@machines/app/app.parts";
import type { Flags } from "@domain/flags";

/** Whether the order details offer the tracking link: collected or later, or before with the flag. */
export function offersTrackingLink(order: Pick<OrderRecord, "status" | "status_history">, flags: Pick<Flags, "show-track-order-before-picked-up">): boolean {
  if (isInGroup(order.status, "cancelled")) return false;
  const collected = statusRank(order.status) >= statusRank("PICKED_UP") || order.status_history.some((e) => e.status === "PICKED_UP");
  return collected || flags["show-track-order-before-picked-up"];
}

/** Whether the order details offer the delivery receipt (delivered, show-delivery-receipt-cta on). */
export const offersReceipt = (order: Pick<OrderRecord, "status">, flags: Pick<Flags, "show-delivery-receipt-cta">): boolean =>
  order.status === "DELIVERED" && flags["show-delivery-receipt-cta"];

export function TrackingLinkActions(props: { order: OrderRecord; flags: Flags }) {
  const { order, flags } = props;
  const actor = usePart("trackingLink", partKeys.trackingLink(order.order_id), { vendorId: order.vendor_id, orderId: order.order_id });
  const busy = usePartSelector(actor, selectLinkBusy, false);
  const copied = usePartSelector(actor, selectLinkCopied, false);
  const failed = usePartSelector(actor, selectLinkFailed, false);
  const copy = offersTrackingLink(order, flags);
  const receipt = offersReceipt(order, flags);
  const guestOrder = !!order.pickup && !isInGroup(order.status, "cancelled");
  if (!copy && !receipt && !guestOrder) return null;
  return (
    <>
      {copy ? (
        <Button
          variant="default"
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
          loading={busy}
          onClick={() => actor?.send({ type: "COPY" })}
          data-testid="copy-tracking-link"
        >
          {copied ? <Trans id="tracking-link.copied">Link copied</Trans> : <Trans id="tracking-link.copy">Copy tracking link</Trans>}
        </Button>
      ) : null}
      {guestOrder ? (
        <Button variant="default" leftSection={<IconExternalLink size={16} aria-hidden />} onClick={() => actor?.send({ type: "OPEN_TRACKING" })} data-testid="open-tracking">
          <Trans id="tracking-link.open">Open tracking page</Trans>
        </Button>
      ) : null}
      {receipt ? (
        <Button variant="default" leftSection={<IconReceipt size={16} aria-hidden />} onClick={() => actor?.send({ type: "OPEN_RECEIPT" })} data-testid="open-receipt">
          <Trans id="tracking-link.receipt">Delivery receipt</Trans>
        </Button>
      ) : null}
      <Text size="sm" c={failed ? "red.8" : undefined} role="status" aria-live="polite" className={failed ? undefined : "visually-hidden"}>
        {failed ? <Trans id="tracking-link.copy-error">The tracking link could not be copied. Try again.</Trans> : copied ? <Trans id="tracking-link.copied">Link copied</Trans> : null}
      </Text>
    </>
  );
}
