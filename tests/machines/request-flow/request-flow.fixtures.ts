// Fixtures of the request flow specs and model: Copenhagen vendors (with and without coordinates,
// a test vendor, the guest placeholder), geolocator places, an address-book entry, fees, an order to
// update, the stored guest data and errors shaped like the api client's.
import { REQUEST_PHONE_RULES } from "@domain/request/phone-rules";
import type { AddressBookEntry, DeliveryFee, GeolocatorPlace, OrderRecord, Vendor } from "@domain/contract";
import type { GuestSender } from "@domain/request/payload";
import { GUEST_VENDOR } from "@domain/vendors";
import type { RequestFlowInput } from "@machines/request-flow/request-flow.machine";
import type { OrderingPart } from "@machines/request-flow/request-flow.actors";
import { ORDER_PAYLOADS } from "@machines/request-flow/request-flow.payloads";
import { makeVendor } from "../../domain/vendors.fixtures";
import { deferredLogic } from "../../support/model-paths";

/** 2026-05-04 12:00 in Copenhagen (10:00 UTC). */
export const NOW_MS = Date.parse("2026-05-04T10:00:00Z");
export const TZ = "Europe/Copenhagen";

const METHODS = { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: true, PAYMENT_ON_DELIVERY: false };

export const VENDOR: Vendor = makeVendor({
  vendor_id: "DK-1001",
  name: "Nørrebro Pizza - Jægersborggade",
  flags: { payment_methods: METHODS },
});

const withoutCoordinates = (v: Vendor): Vendor => ({
  ...v,
  vendor_information: { ...v.vendor_information, location: { ...v.vendor_information.location, latitude: null, longitude: null, address_text: "" } },
});

export const VENDOR_NO_COORDS: Vendor = withoutCoordinates(
  makeVendor({ vendor_id: "DK-1003", name: "Nørrebro Pizza - Østerbro", flags: { payment_methods: METHODS } }),
);

/** DK-1003 as PUT /vendor/{id}/address answers it. */
export const VENDOR_SAVED: Vendor = {
  ...VENDOR_NO_COORDS,
  vendor_information: {
    ...VENDOR_NO_COORDS.vendor_information,
    location: { ...VENDOR_NO_COORDS.vendor_information.location, address_text: "Nordre Frihavnsgade 20", latitude: 55.6961, longitude: 12.5856 },
  },
};

export const TEST_VENDOR: Vendor = makeVendor({ vendor_id: "DK-TEST-1", name: "Test vendor", flags: { payment_methods: METHODS } });

export { GUEST_VENDOR };

export const GUEST_SENDER: GuestSender = {
  name: "Gæst Hansen",
  email: "guest@example.com",
  phone_number: "+45 20 30 40 50",
  location: { latitude: 55.6761, longitude: 12.5683, address: "Rådhuspladsen 1", notes: "" },
};

export const COUNTRY = { code: "DK", currency: "DKK", timezone: TZ, language: "en", defaultPaymentMethod: "PAID" };
export const FLAGS = { preOrder: true, activateAddressBook: false, drawDeliveryAreas: false, voucher: true };

export const INPUT: RequestFlowInput = { vendor: VENDOR, mode: "CLASSIC", country: COUNTRY, flags: FLAGS, guestSender: GUEST_SENDER, phoneRules: REQUEST_PHONE_RULES };

const place = (id: string, formatted_address: string, latitude: number, longitude: number): GeolocatorPlace => ({
  address: { id, formatted_address, latitude, longitude },
});

export const ORIGIN_PLACE = place("gz-origin", "Nordre Frihavnsgade 20, 2100 København Ø", 55.6961, 12.5856);
export const DEST_PLACE = place("gz-dest", "Blågårdsgade 12, 2200 København N", 55.6869, 12.5553);

export const PLACE_SUGGESTION = { kind: "place" as const, id: "gz-dest", label: DEST_PLACE.address.formatted_address, latitude: 55.6869, longitude: 12.5553 };

export const ADDRESS_BOOK_ENTRY: AddressBookEntry = {
  id: "ab-1",
  name: "Ida Jensen",
  phone_number: "+4531234567",
  latitude: 55.6831,
  longitude: 12.5716,
  address: "3. th, Nørre Voldgade 2",
  notes: "Ring twice",
};
export const ADDRESS_BOOK_SUGGESTION = { kind: "addressBook" as const, id: "ab-1", label: "Ida Jensen - 3. th, Nørre Voldgade 2", entry: ADDRESS_BOOK_ENTRY };

export const FEE: DeliveryFee = { fee: 39, signature: "fee-sig-1", type: "amount", currency: "DKK", expires_at: 1_777_890_000 };
export const SAME_FEE: DeliveryFee = { ...FEE, signature: "fee-sig-2" };
export const NEW_FEE: DeliveryFee = { ...FEE, fee: 45, signature: "fee-sig-3" };
export const ESTIMATIONS = { pickup_minutes: 12, dropoff_minutes: 25, distance_m: 2300 };

export const APPLIED_VOUCHER = { voucher: { code: "WELCOME10", amount: 10, type: "amount" as const }, discountedFee: 29, signature: "discount-sig" };
export const SAVED_CARD = { id: "card_1", last_digits: "4242", scheme: "visa", expiry_month: 12, expiry_year: 2030, holder_name: "Ida Jensen" };

export const ORDER_TO_UPDATE: OrderRecord = {
  order_id: "DK-1001-100001",
  vendor_id: "DK-1001",
  created_at: 1_777_880_000,
  updated_at: 1_777_880_000,
  preordered_for: null,
  status: "NEW",
  status_history: [{ status: "NEW", created_at: 1_777_880_000 }],
  delivery_fee: 39,
  customer: {
    name: "Jens Jensen",
    phone_number: "+4520000000",
    location: { address: "Blågårdsgade 12, 2200 København N", latitude: 55.6869, longitude: 12.5553, notes: "" },
  },
  order: { description: "2 pizzas", amount: 189, payment_method: "PAID" },
  rider_id: null,
  cancel_reason: null,
  eta_vendor: null,
  eta_customer: null,
};

/** Errors shaped like the api client's ApiError (message, status, translationKey). */
const apiError = (message: string, status: number, translationKey: string) => Object.assign(new Error(message), { status, translationKey });
export const SIGNATURE_EXPIRED = apiError("SignatureExpired", 400, "error.fee.changed");
export const SERVER_ERROR = apiError("Internal error", 500, "error.internal");
export const SAVE_FAILED = apiError("Unable to save address", 400, "address.error.update");
export const NETWORK_ERROR = apiError("Network error", 0, "error.network");

/**
 * The ordering part's chunk as the model hands it over: its children are deferred actors the run
 * settles by id (done paymentIntent, error feeRefresh…), as the setup's actors are.
 */
export const ORDERING_PART = {
  payloads: ORDER_PAYLOADS,
  voucher: deferredLogic("voucher"),
  paymentIntent: deferredLogic("paymentIntent"),
  feeRefresh: deferredLogic("feeRefresh"),
} as unknown as OrderingPart;
