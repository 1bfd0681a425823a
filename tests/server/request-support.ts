// Support of the request-flow, payment and geolocator tests: sign-ins, a guest token, the fee
// call and a valid order create payload for a vendor and a destination.
import * as v from "valibot";
import { DeliveryFeeAnswerSchema, type DeliveryFee, type OrderCreatePayload } from "../../src/domain/contract/request";
import { vendorServiceHours } from "../../src/server/db/schema";
import type { TestPlatform } from "./helpers";

export const API = "/orders/api/v1";
export type Headers = Record<string, string>;

/** Where things are (WGS84). */
export const PLACES = {
  /** DK-1001 Nørrebro Pizza - Jægersborggade (its seeded coordinates). */
  jaegersborggade: { latitude: 55.69155, longitude: 12.5448 },
  /** DK-2001 Kaffebaren Christianshavn, Torvegade 45. */
  torvegade: { latitude: 55.6726, longitude: 12.5919 },
  /** Nørrebrogade 52 (inside the central area). */
  norrebrogade: { latitude: 55.68878, longitude: 12.55872 },
  /** Istedgade 70, Vesterbro (inside). */
  istedgade: { latitude: 55.66951, longitude: 12.55629 },
  /** Amager Strandvej 100 (outside every seeded area). */
  amagerStrand: { latitude: 55.659, longitude: 12.635 },
} as const;

export type Sessions = { owner: Headers; outlet: Headers; other: Headers; guest: Headers };

export async function signIn(p: TestPlatform): Promise<Sessions> {
  const [owner, outlet, other] = await Promise.all([p.login("owner@demo.dk"), p.login("outlet@demo.dk"), p.login("other@demo.dk")]);
  const guestRes = await p.call("/identity/v1/guest", { method: "POST" });
  const guest = (await guestRes.json()) as { token: string };
  return { owner: p.bearer(owner), outlet: p.bearer(outlet), other: p.bearer(other), guest: { authorization: `Bearer ${guest.token}` } };
}

export async function postJson(p: TestPlatform, path: string, headers: Headers, body: unknown, method = "POST") {
  const res = await p.call(`${API}${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { result?: unknown; message?: string; translation_key?: string } };
}

export async function getJson(p: TestPlatform, path: string, headers: Headers) {
  const res = await p.call(`${API}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { result?: unknown; message?: string; translation_key?: string } };
}

type Point = { latitude: number; longitude: number };

export async function quoteFee(p: TestPlatform, headers: Headers, vendorId: string, source: Point, destination: Point): Promise<DeliveryFee> {
  const r = await postJson(p, "/delivery/fee", headers, { source, destination, vendor_id: vendorId, delivery_type: "food" });
  if (r.status !== 200) throw new Error(`fee ${r.status} ${JSON.stringify(r.body)}`);
  return v.parse(DeliveryFeeAnswerSchema, r.body).result;
}

export function orderPayload(vendorId: string, destination: Point, fee: Pick<DeliveryFee, "fee" | "signature">, over: Partial<OrderCreatePayload> = {}): OrderCreatePayload {
  return {
    vendor_id: vendorId,
    customer: {
      location: { ...destination, address: "2. th, Nørrebrogade 52, 2200 København N", notes: "Ring twice" },
      phone_number: "+45 31 23 45 67",
      name: "Freja Hansen",
    },
    order: { payment_method: "CASH_ON_DELIVERY", amount: 250, description: "Two pizzas", cold_bag_needed: false },
    vat_number: "",
    preordered_for: null,
    age_validation_required: false,
    login_pickup_estimation: 15,
    delivery_fee: fee.fee,
    signature: fee.signature,
    ...over,
  };
}

/**
 * Sets a vendor's own service hours in the test database. The platform refuses orders outside the
 * service hours (issue 17) and the demo keeps Kaffebaren (DK-2001) closed all day: the tests that place
 * orders for it open it first ("0000:0000"), and put the demo's hours back where they read them.
 */
export async function setVendorHours(p: TestPlatform, vendorId: string, hours: string): Promise<void> {
  await p.database.db
    .insert(vendorServiceHours)
    .values({ vendorId, serviceHours: hours })
    .onConflictDoUpdate({ target: vendorServiceHours.vendorId, set: { serviceHours: hours } });
}
