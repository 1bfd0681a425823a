// What the request page gives the request flow, built from the deployment and the flags: the
// country (code, currency, zone, geolocator language, default payment method), the flags the flow
// reads, and a guest's stored sender data as the sender block the flow expects. Pure.
import { geolocatorLanguageOf } from "@config/country-basics";
import type { DeploymentConfig } from "@config/deployment";
import type { Flags } from "@domain/flags";
import type { GuestSender } from "@domain/request/payload";
import type { RequestCountry, RequestFlags } from "../request-flow/request-flow.machine";

/** What a guest told us about themselves; the location comes from the origin step of a flow. */
export type StoredGuestSender = Omit<GuestSender, "location"> & { location: GuestSender["location"] | null };

/** The request flow's view of the deployment. */
export function requestCountry(config: Pick<DeploymentConfig, "country" | "currency" | "timezone" | "paymentMethod">): RequestCountry {
  return {
    code: config.country,
    currency: config.currency,
    timezone: config.timezone,
    language: geolocatorLanguageOf(config.country),
    defaultPaymentMethod: config.paymentMethod,
  };
}

/** The flags the flow reads. */
export const requestFlags = (f: Flags): RequestFlags => ({
  preOrder: f.pre_order,
  activateAddressBook: f["activate-address-book"],
  drawDeliveryAreas: f["draw-delivery-areas"],
  voucher: f.voucher,
  nonePaymentMethod: f["none-payment-method"],
  payAtPickup: f["pay-at-pickup"],
  ageCheck: f["tag-id-check-pg"],
  increasedFeeInfo: f["increased-fee-info"],
  paymentVat: f.payment_vat,
});

/** The sender block the flow expects; without a stored location the flow asks for the origin first. */
export function guestSenderInput(sender: StoredGuestSender): GuestSender {
  return { ...sender, location: sender.location ?? { latitude: Number.NaN, longitude: Number.NaN, address: "", notes: "" } };
}
