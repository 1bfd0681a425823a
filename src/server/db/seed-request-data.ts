// Seed of the request flow (issue 3): the guest vendor record guests order under, a delivery area
// per Danish vendor (central Copenhagen, without Amager Strand and the airport), the closed-hours
// vendor for the service-closed step, and the demo vouchers. README lists them with the test cards.
import { CENTRAL_COPENHAGEN_AREA } from "../modules/delivery/geo";
import { GUEST_VENDOR_ID, GUEST_VENDOR_OWNER } from "../modules/delivery/request-vendor";
import type { PolygonRing } from "./schema-request";

export const SEED_GUEST_VENDOR = {
  vendorId: GUEST_VENDOR_ID,
  name: "guest",
  owner: GUEST_VENDOR_OWNER,
  paymentMethods: { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: false },
} as const;

/** Vendors that get the central Copenhagen delivery area (outlets without areas use their parent's). */
export const SEED_AREA_VENDORS = ["DK-1000", "DK-1001", "DK-1002", "DK-1003", "DK-2001", "DK-3001", "DK-4001", GUEST_VENDOR_ID];

export const SEED_DELIVERY_AREA: { name: string; polygon: PolygonRing } = { name: "Central Copenhagen", polygon: CENTRAL_COPENHAGEN_AREA };

/** Kaffebaren Christianshavn is closed all day but one minute (03:00–03:01): the e2e's closed-hours vendor. */
export const SEED_VENDOR_SERVICE_HOURS: Record<string, string> = { "DK-2001": "0300:0301" };

/** An address outside every seeded delivery area (Amager Strand), for demos and tests. */
export const UNDELIVERABLE_EXAMPLE = { address: "Amager Strandvej 100, 2300 København S", latitude: 55.659, longitude: 12.635 };

const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const SEED_VOUCHERS = [
  { code: "WELCOME10", type: "amount" as const, amount: 10, description: "10 DKK off the delivery fee", validUntil: unix("2099-12-31T23:59:59Z") },
  { code: "HALF50", type: "percentage" as const, amount: 50, description: "50 % off the delivery fee", validUntil: unix("2099-12-31T23:59:59Z") },
  { code: "EXPIRED1", type: "amount" as const, amount: 20, description: "An expired voucher (for demos)", validUntil: unix("2025-01-31T23:59:59Z") },
];
