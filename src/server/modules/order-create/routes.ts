// POST /order and PUT /order/{orderId} of the orders service. POST: a signed-in owner of the
// vendor (or its parent), a GODROID token of it, or a guest for the guest vendor placeholder
// "vendorID"; every rule of OrderPlacement; → {result:{order_id}}. PUT: owners only (mount() refuses guests),
// while the order has not been picked up (the portal then says "Order Updated!"); the new
// destination must be deliverable and the new fee signed for it.
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { isOrderUpdatable } from "../../../domain/orders/update";
import { exceedsChars } from "../../../domain/request/bytes";
import { DESCRIPTION_MAX_CHARS } from "../../../domain/request/limits";
import { ONLINE_PAYMENT } from "../../../domain/request/payment-methods";
import { VALIDATION_KEYS } from "../../../domain/request/validation";
import type { AppDeps } from "../../context";
import { ApiError, notFound } from "../../http/errors";
import type { Mount } from "../../http/mount";
import type { OrderRow } from "../orders/repository";
import { fieldError, ORDER_CREATE_KEYS, OrderPlacement, orderInvalid } from "./placement";
import { OrderUpdates } from "./repository";
import type { RequestServices } from "./services";

const UPDATE_ATTEMPTS = 3;

/** The domain rule the portal's modify-order button uses too (not picked up yet). */
const isUpdatable = (row: Pick<OrderRow, "status" | "statusHistory">) => isOrderUpdatable({ status: row.status, status_history: row.statusHistory });

export function mountOrderCreateRoutes(mount: Mount, deps: AppDeps, services: RequestServices) {
  const { placement, vendors, fees } = services;
  const updates = new OrderUpdates(deps.db, deps.events);

  // Both answer a body's failures with the spec's field keys (orderInvalid).
  mount(
    ENDPOINTS.createOrder,
    async ({ body: payload, principal }) => {
      const prepared = await placement.prepare(principal, payload, { online: false });
      const record = await placement.place(prepared);
      return { result: { order_id: record.order_id } };
    },
    { invalidBody: orderInvalid },
  );

  mount(ENDPOINTS.updateOrder, async ({ params: { orderId }, body: payload, principal }) => {
    const { row: vendor } = await vendors.resolve(principal, payload.vendor_id);
    const hit = await placement.orders.findWithParent(orderId);
    if (!hit || (hit.row.vendorId !== vendor.vendorId && hit.parentVendorId !== vendor.vendorId)) throw notFound("order not found");

    const notUpdatable = () => new ApiError(409, "Could not update that order: it has already been picked up", ORDER_CREATE_KEYS.notUpdatable);
    if (!isUpdatable(hit.row)) throw notUpdatable();
    // Issue 17: an update is refused outside the service hours (a pre-order's at its scheduled time).
    await placement.assertServiceHours(vendor, hit.row.preorderedFor);
    if (exceedsChars(payload.item_details, DESCRIPTION_MAX_CHARS)) throw fieldError("item_details", VALIDATION_KEYS.descriptionTooLong);
    const wasOnline = hit.row.paymentMethod === ONLINE_PAYMENT;
    if (wasOnline !== (payload.payment_method === ONLINE_PAYMENT)) {
      if (wasOnline) throw new ApiError(400, "An order paid online keeps its payment method", VALIDATION_KEYS.fillPaymentMethod, [{ path: "payment_method", message: "paid online" }]);
      throw fieldError("payment_method", VALIDATION_KEYS.noPaymentMethod);
    }
    if (!wasOnline) await placement.checkPaymentMethod(payload.payment_method, vendor, false, false, "payment_method");

    const destination = { latitude: payload.location.latitude, longitude: payload.location.longitude };
    await placement.assertDeliverable(vendor, destination, "location");
    await fees.check(payload.signature, { vendor: vendor.vendorId, amount: payload.delivery_fee, source: OrderPlacement.vendorPoint(vendor), destination });

    let row = hit.row;
    for (let attempt = 0; attempt < UPDATE_ATTEMPTS; attempt++) {
      if (!isUpdatable(row)) throw notUpdatable();
      const changed = await updates.apply(
        row.orderId,
        row.version,
        {
          address: payload.location.address,
          notes: payload.location.notes,
          latitude: destination.latitude,
          longitude: destination.longitude,
          amount: payload.amount,
          description: payload.item_details,
          paymentMethod: payload.payment_method,
          deliveryFee: payload.delivery_fee,
        },
        deps.now(),
      );
      if (changed) {
        deps.logger.info({ orderId: row.orderId }, "order updated");
        return { result: { order_id: changed.orderId } };
      }
      const fresh = await placement.orders.find(row.orderId);
      if (!fresh) throw notFound("order not found");
      row = fresh;
    }
    throw new ApiError(409, "The order changed while updating, try again", ORDER_CREATE_KEYS.notUpdatable);
  }, { invalidBody: orderInvalid });
}
