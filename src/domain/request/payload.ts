// Payloads of the request flow (core §3): the order create payload from the form values (address =
// unit, building and text joined by commas, and unit and building also on their own when filled in; the
// customer's phone in E.164 for the deployment's country (the `toE164` rule of ./phone-rules.ts, given
// by the caller; without it, stripped to digits and +); the sender block only
// in guest mode; pickup_tasks only with a pickup code; voucher with the discounted fee and its
// signature; preordered_for only where the pre_order flag is on), the order update payload (both
// built in ./order-payload.ts, which is only needed to send an order), and the form values of an
// existing order (update mode).
import type { OrderRecord, SenderPayload } from "../contract";
import { joinAddress } from "./join-address";
import { EMPTY_ORDER_FORM, type OrderFormValues } from "./validation";

export { joinAddress } from "./join-address";

/**
 * An order's address taken apart again for the order details: when the platform kept the unit number
 * and building and the address still begins with them (an update may have retyped it), they are their
 * own fields and `text` is the rest; otherwise all of it is `text`.
 */
export function splitOrderAddress(
  address: string,
  unit: string | null | undefined,
  building: string | null | undefined,
): { unit: string | null; building: string | null; text: string } {
  const u = unit?.trim() ?? "";
  const b = building?.trim() ?? "";
  const head = joinAddress(u, b, "");
  if (head === "" || !address.startsWith(`${head}, `)) return { unit: null, building: null, text: address };
  return { unit: u || null, building: b || null, text: address.slice(head.length + 2) };
}

/** The unit number and building as their own fields, each only when filled in. */
export const addressParts = (unit: string, building: string): { unit?: string; building?: string } => ({
  ...(unit.trim() ? { unit: unit.trim() } : {}),
  ...(building.trim() ? { building: building.trim() } : {}),
});

/** Everything except digits and + removed. */
export const stripPhone = (phone: string): string => phone.replace(/[^\d+]/g, "");

/** The guest's stored sender data (local storage), as the sender block needs it. */
export type GuestSender = {
  name: string;
  email: string;
  phone_number: string;
  location: { latitude: number; longitude: number; address: string; notes: string };
};

export const senderPayload = (guest: GuestSender): SenderPayload => ({
  location: { ...guest.location, notes: guest.location.notes ?? "" },
  name: guest.name.trim(),
  email: guest.email.trim(),
  phone_number: stripPhone(guest.phone_number),
});

export type AppliedVoucher = {
  voucher: { code: string; amount: number; type: "amount" | "percentage" };
  /** The discounted delivery fee and its signature. */
  discountedFee: number;
  signature: string;
};

export type OrderPayloadContext = {
  vendorId: string;
  /** The deployment's country (ISO code) and its E.164 rule (./phone-rules.ts): the customer's phone is sent in E.164 ("20304051" → "+4520304051"). */
  phone?: { country: string; toE164: (phone: string, country: string) => string };
  destination: { latitude: number; longitude: number };
  fee: { fee: number; signature: string };
  voucher?: AppliedVoucher | null;
  /** Guest mode only: the sender block. */
  guestSender?: GuestSender | null;
  vatNumber?: string;
  /** 15 from the details step, 0 in the payment-intent path. */
  loginPickupEstimation?: number;
  /** pre_order flag. */
  preOrderEnabled: boolean;
  /** tag-id-check-pg flag: without it the customer age check is never asked for (false). Absent: as the form says. */
  ageCheckEnabled?: boolean;
  /** Overrides the method of the values (the payment-intent path sends ONLINE_PAYMENT). */
  paymentMethod?: string;
};

/** Form values of an existing order (update mode from ?orderID=): the stored address is kept as text. */
export function formValuesFromOrder(order: OrderRecord): OrderFormValues {
  return {
    ...EMPTY_ORDER_FORM,
    riderNotes: order.customer.location.notes ?? "",
    orderAmount: String(order.order.amount),
    orderDescription: order.order.description,
    paymentMethod: order.order.payment_method,
    destinationName: order.customer.name,
    destinationPhoneNumber: order.customer.phone_number,
    destinationTextAddress: order.customer.location.address,
    preordered_for: order.preordered_for,
  };
}

/** Unix seconds of the order for the voucher call: the pre-order time, else now. */
export const orderTime = (preorderedFor: number | null, nowMs: number): number => preorderedFor ?? Math.floor(nowMs / 1000);

/** A voucher can be validated only when a vendor and a delivery fee exist (core §5). */
export const canValidateVoucher = (vendorId: string | null | undefined, deliveryFee: { fee: number; signature: string } | null | undefined): boolean =>
  !!vendorId && !!deliveryFee && Number.isFinite(deliveryFee.fee) && !!deliveryFee.signature;
