// The order create and update payloads of the request flow (core §3; the rules are told in
// ./payload.ts). A module of their own: only the submission needs them, so they come with the request
// flow's ordering part (issue 14), not with the request page's first load.
import type { OrderCreatePayload, OrderUpdatePayload } from "../contract";
import { joinAddress } from "./join-address";
import { LOGIN_PICKUP_ESTIMATION_DETAILS } from "./limits";
import { addressParts, type OrderPayloadContext, senderPayload, stripPhone } from "./payload";
import { type OrderFormValues, parseAmount } from "./validation";

export function buildOrderCreatePayload(values: OrderFormValues, ctx: OrderPayloadContext): OrderCreatePayload {
  const amount = parseAmount(values.orderAmount);
  const payload: OrderCreatePayload = {
    vendor_id: ctx.vendorId,
    customer: {
      location: {
        latitude: ctx.destination.latitude,
        longitude: ctx.destination.longitude,
        address: joinAddress(values.destinationUnitNumber, values.destinationBuilding, values.destinationTextAddress),
        notes: values.riderNotes.trim(),
        ...addressParts(values.destinationUnitNumber, values.destinationBuilding),
      },
      phone_number: ctx.phone ? ctx.phone.toE164(values.destinationPhoneNumber, ctx.phone.country) : stripPhone(values.destinationPhoneNumber),
      name: values.destinationName.trim(),
    },
    order: {
      payment_method: ctx.paymentMethod ?? values.paymentMethod,
      amount: amount !== null && Number.isFinite(amount) ? amount : 0,
      description: values.orderDescription.trim(),
      cold_bag_needed: false,
    },
    vat_number: (ctx.vatNumber ?? "").trim(),
    preordered_for: ctx.preOrderEnabled ? values.preordered_for : null,
    age_validation_required: ctx.ageCheckEnabled === false ? false : values.ageValidation,
    login_pickup_estimation: ctx.loginPickupEstimation ?? LOGIN_PICKUP_ESTIMATION_DETAILS,
    delivery_fee: ctx.fee.fee,
    signature: ctx.fee.signature,
  };
  const pickupCode = values.pickupCode.trim();
  if (pickupCode) payload.pickup_tasks = { pickup_code: pickupCode };
  if (ctx.voucher) {
    payload.voucher = { ...ctx.voucher.voucher };
    payload.discounted_delivery_fee = ctx.voucher.discountedFee;
    payload.discounted_delivery_fee_signature = ctx.voucher.signature;
  }
  if (ctx.guestSender) payload.sender = senderPayload(ctx.guestSender);
  return payload;
}

export function buildOrderUpdatePayload(
  values: OrderFormValues,
  ctx: Pick<OrderPayloadContext, "vendorId" | "destination" | "fee">,
): OrderUpdatePayload {
  const amount = parseAmount(values.orderAmount);
  return {
    vendor_id: ctx.vendorId,
    payment_method: values.paymentMethod,
    amount: amount !== null && Number.isFinite(amount) ? amount : 0,
    item_details: values.orderDescription.trim(),
    location: {
      address: joinAddress(values.destinationUnitNumber, values.destinationBuilding, values.destinationTextAddress),
      notes: values.riderNotes.trim(),
      latitude: ctx.destination.latitude,
      longitude: ctx.destination.longitude,
    },
    delivery_fee: ctx.fee.fee,
    signature: ctx.fee.signature,
  };
}
