// Which orders may still be updated (core section 4, update mode "?orderID="): one rule for both
// sides. The portal offers the modify-order button with it; the platform refuses PUT /order/{id}
// with 409 by the same rule, so the button is never shown for an order the platform would refuse.
import { isInGroup, type OrderStatus } from "./statuses";

export type UpdatableOrder = {
  status: OrderStatus;
  status_history: readonly { status: OrderStatus }[];
};

/**
 * Not picked up yet: a status of the "new" group, or DELAYED while the rider is still on the way to
 * the outlet (a DELAYED order that was already picked up is on its way to the customer).
 */
export function isOrderUpdatable(order: UpdatableOrder): boolean {
  if (isInGroup(order.status, "new")) return true;
  return order.status === "DELAYED" && !order.status_history.some((e) => e.status === "PICKED_UP");
}
