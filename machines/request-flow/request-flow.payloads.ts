// The order payloads of the request flow's context (core §3): the create payload (guest: with the
// sender block; online: the payment-intent path's method and pickup estimation) and the update
// payload. Part of the ordering part's chunk (src/app/composition/ordering-part.ts, issue 14): the
// flow builds them through context.orderingPart.payloads, once the payment step has it.
import { buildOrderCreatePayload, buildOrderUpdatePayload } from "@domain/request/order-payload";
import { LOGIN_PICKUP_ESTIMATION_PAYMENT } from "@domain/request/limits";
import { ONLINE_PAYMENT } from "@domain/request/payment-methods";
import { isGuestVendorId } from "@domain/vendors";
import type { RequestFlowContext } from "./request-flow.machine";

// Types only from the flow's file: importing its code would make the chart a chunk of its own,
// shared by the request page and this part (one more file on the page's first load).
const isGuestContext = (c: RequestFlowContext): boolean => c.mode === "GUEST" || isGuestVendorId(c.vendor.vendor_id);
const destinationPoint = (c: RequestFlowContext) => ({ latitude: c.destination?.latitude ?? 0, longitude: c.destination?.longitude ?? 0 });

/** The order create payload of the current context (guest: with the sender block). */
export const createPayloadOf = (c: RequestFlowContext, online = false) =>
  buildOrderCreatePayload(c.values, {
    vendorId: c.vendor.vendor_id,
    ...(c.phoneRules ? { phone: { country: c.country.code, toE164: c.phoneRules.toE164 } } : {}),
    destination: destinationPoint(c),
    fee: { fee: c.deliveryFee?.fee ?? 0, signature: c.deliveryFee?.signature ?? "" },
    voucher: c.voucher,
    guestSender: isGuestContext(c) ? c.guestSender : null,
    preOrderEnabled: c.flags.preOrder,
    ageCheckEnabled: c.flags.ageCheck ?? false,
    vatNumber: c.flags.paymentVat ? c.values.vatNumber : "",
    ...(online ? { loginPickupEstimation: LOGIN_PICKUP_ESTIMATION_PAYMENT, paymentMethod: ONLINE_PAYMENT } : {}),
  });

export const updatePayloadOf = (c: RequestFlowContext) =>
  buildOrderUpdatePayload(c.values, {
    vendorId: c.vendor.vendor_id,
    destination: destinationPoint(c),
    fee: { fee: c.deliveryFee?.fee ?? 0, signature: c.deliveryFee?.signature ?? "" },
  });

/** The builders the ordering part hands the flow. */
export const ORDER_PAYLOADS = { create: createPayloadOf, update: updatePayloadOf };
