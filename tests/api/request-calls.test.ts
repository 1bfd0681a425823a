// The request-flow calls of the api layer (src/api/calls/request.ts) against a fake platform that
// answers by path: method, path, query and body of each call; answers unwrapped from their
// envelope; outgoing payloads checked by the contract (a bad payload is never sent); the platform's
// error body (SignatureExpired, meta.translation_key) kept on the ApiError; the service hours cached
// per vendor and the payment-method parameters cached 5 minutes.
import {
  cachedServiceHours,
  createOrder,
  geolocatorAutocomplete,
  geolocatorDetails,
  geolocatorReverse,
  getDeliveryAreas,
  getDeliveryFee,
  getEstimations,
  getItemValueLimit,
  getServiceHours,
  paymentMethodParameters,
  saveVendorAddress,
  searchAddressBook,
  updateOrder,
  validateDeliveryArea,
} from "@api/calls/request";
import { createApiClient } from "@api/client";
import { ApiError } from "@api/errors";
import { fakeFetch } from "./fake-fetch";
import type { Vendor } from "@domain/contract";
import { GUEST_VENDOR } from "@domain/vendors";
import { describe, expect, it } from "vitest";
import { ORDER_UPDATE, SAVED_ADDRESS } from "./fixtures";
import { clientWith, ORDER, platformFetch } from "./request-fake-platform";

const place = (id: string, formatted: string, latitude = 55.69, longitude = 12.55) => ({ address: { id, formatted_address: formatted, latitude, longitude } });
const FEE = { fee: 39, signature: "sig", type: "amount", currency: "DKK", expires_at: 1_900_000_000 };
const POINT = { latitude: 55.69155, longitude: 12.5448 };

describe("request calls", () => {
  it("serviceHours is asked with the vendor and cached per vendor", async () => {
    const p = platformFetch({ "GET /get-country-parameter/serviceHours": (c) => ({ body: { result: c.query.get("vendor_id") === "DK-2001" ? "0300:0301" : "0800:2200" } }) });
    const api = clientWith(p.fetch);
    expect(await getServiceHours(api, { vendorId: "DK-2001" })).toBe("0300:0301");
    const cached = cachedServiceHours(api);
    expect(await cached("DK-1001")).toBe("0800:2200");
    expect(await cached("DK-1001")).toBe("0800:2200");
    expect(await cached("DK-2001")).toBe("0300:0301");
    expect(p.calls.filter((c) => c.query.get("vendor_id") === "DK-1001")).toHaveLength(1);
  });

  it("the item value limit is a number, -1 when it cannot be read", async () => {
    expect(await getItemValueLimit(clientWith(platformFetch({ "GET /get-country-parameter/orderItemValueExceedLimit": { body: { result: "5000" } } }).fetch))).toBe(5000);
    expect(await getItemValueLimit(clientWith(platformFetch({ "GET /get-country-parameter/orderItemValueExceedLimit": { body: { result: "lots" } } }).fetch))).toBe(-1);
    expect(await getItemValueLimit(clientWith(platformFetch({}).fetch))).toBe(-1);
  });

  it("payment-method parameters are read together and cached 5 minutes", async () => {
    let now = 0;
    const p = platformFetch({
      "GET /get-country-parameter/paymentMethods": { body: { result: "CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID" } },
      "GET /get-country-parameter/onlinePaymentActivated": { body: { result: "true" } },
    });
    const read = paymentMethodParameters(clientWith(p.fetch), { now: () => now });
    expect(await read()).toEqual({ countryMethods: ["CASH_ON_DELIVERY", "ONLINE_PAYMENT", "PAID"], onlinePaymentActivated: true });
    now = 299_000;
    await read();
    expect(p.calls).toHaveLength(2);
    now = 300_000;
    await read();
    expect(p.calls).toHaveLength(4);
  });

  it("an unreadable payment-method list is null and not cached", async () => {
    const p = platformFetch({ "GET /get-country-parameter/onlinePaymentActivated": { body: { result: "false" } } });
    const read = paymentMethodParameters(clientWith(p.fetch), { now: () => 0 });
    expect(await read()).toEqual({ countryMethods: null, onlinePaymentActivated: false });
    await read();
    expect(p.calls.filter((c) => c.path.endsWith("paymentMethods")).length).toBeGreaterThanOrEqual(2);
  });

  it("geolocator calls send their query and read data.data (reverse and details: the first item)", async () => {
    const p = platformFetch({
      "GET /geolocator/autocomplete": { body: { data: { data: [place("a", "Nørrebrogade 21"), place("b", "Nørrebrogade 26")] } } },
      "GET /geolocator/reverse": { body: { data: { data: [place("r", "Jægersborggade 14")] } } },
      "GET /geolocator/details": { body: { data: { data: [] } } },
    });
    const api = clientWith(p.fetch);
    const found = await geolocatorAutocomplete(api, { query: "Nørrebrogade 21", country: "DK", latitude: 55.69, longitude: 12.54, language: "en" });
    expect(found.map((x) => x.address.id)).toEqual(["a", "b"]);
    expect(Object.fromEntries(p.calls[0].query)).toEqual({ query: "Nørrebrogade 21", country: "DK", lat: "55.69", lng: "12.54", language: "en" });
    expect((await geolocatorReverse(api, POINT))?.address.formatted_address).toBe("Jægersborggade 14");
    expect(Object.fromEntries(p.calls[1].query)).toEqual({ lat: "55.69155", lng: "12.5448" });
    expect(await geolocatorDetails(api, { queryId: "zz" })).toBeNull();
    expect(p.calls[2].query.get("query_id")).toBe("zz");
  });

  it("the address book is searched per vendor", async () => {
    const entry = { id: "1", name: "Karen", phone_number: "20123456", latitude: 55.6, longitude: 12.5, address: "2 th, Nørrebrogade 21", notes: "" };
    const p = platformFetch({ "GET /addressbook/search-customers/DK-1001": { body: { result: [entry] } } });
    expect(await searchAddressBook(clientWith(p.fetch), { vendorId: "DK-1001", query: "Ka" })).toEqual([entry]);
    expect(p.calls[0].query.get("query")).toBe("Ka");
  });

  it("the address-book search is retried once, not three times (spec: 1 retry)", async () => {
    const f = fakeFetch([{ networkError: true }]);
    const api = createApiClient({ apiHost: "http://platform.test", getAuthorization: () => "Bearer t", fetch: f.fetch, sleep: async () => undefined });
    await expect(searchAddressBook(api, { vendorId: "DK-1001", query: "Ka" })).rejects.toBeInstanceOf(ApiError);
    expect(f.calls).toHaveLength(2);
  });

  it("fee, deliverability, areas and estimations send the contract's bodies", async () => {
    const p = platformFetch({
      "POST /delivery/fee": { body: { result: FEE } },
      "POST /delivery/area/validate": { body: { result: "UNDELIVERABLE" } },
      "GET /delivery/area/DK-1001": { body: { result: { polygons: [[[12.5, 55.6], [12.6, 55.6], [12.6, 55.7]]] } } },
      "POST /estimations": { body: { result: { pickup_minutes: 7, dropoff_minutes: 21, distance_m: 1800 } } },
    });
    const api = clientWith(p.fetch);
    const feeRequest = { source: POINT, destination: { latitude: 55.688, longitude: 12.563 }, vendor_id: "DK-1001", delivery_type: "food" as const };
    expect(await getDeliveryFee(api, feeRequest)).toEqual(FEE);
    expect(p.calls[0].body).toEqual(feeRequest);
    const area = { location: { lat: 55.688, lng: 12.563 }, vendor_location: POINT, vendor_id: "DK-1001" };
    expect(await validateDeliveryArea(api, area)).toBe("UNDELIVERABLE");
    expect(p.calls[1].body).toEqual(area);
    expect(await getDeliveryAreas(api, { vendorId: "DK-1001" })).toHaveLength(1);
    expect((await getEstimations(api, area)).dropoff_minutes).toBe(21);
  });

  it("a payload that breaks the contract is a contract error and is never sent", async () => {
    const p = platformFetch({});
    const api = clientWith(p.fetch);
    await expect(getDeliveryFee(api, { source: { latitude: 200, longitude: 0 }, destination: POINT, vendor_id: "DK-1001", delivery_type: "food" })).rejects.toMatchObject({ kind: "contract" });
    await expect(createOrder(api, { payload: { ...ORDER, customer: { ...ORDER.customer, name: "" } } })).rejects.toMatchObject({ kind: "contract" });
    expect(p.calls).toHaveLength(0);
  });

  it("POST /order answers the order id; SignatureExpired stays readable on the error", async () => {
    const ok = platformFetch({ "POST /order": { body: { result: { order_id: "DK-1001-1" } } } });
    expect(await createOrder(clientWith(ok.fetch), { payload: ORDER })).toEqual({ order_id: "DK-1001-1" });
    expect(ok.calls[0].body).toEqual(ORDER);
    const expired = platformFetch({ "POST /order": { status: 400, body: { message: "SignatureExpired", translation_key: "error.fee.changed" } } });
    const error = await createOrder(clientWith(expired.fetch), { payload: ORDER }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "SignatureExpired", translationKey: "error.fee.changed", status: 400 });
    expect(expired.calls).toHaveLength(1);
  });

  it("PUT /order/{id} sends the update payload", async () => {
    const p = platformFetch({ "PUT /order/DK-1001-9": { body: { result: { order_id: "DK-1001-9" } } } });
    const payload = ORDER_UPDATE;
    expect(await updateOrder(clientWith(p.fetch), { orderId: "DK-1001-9", payload })).toEqual({ order_id: "DK-1001-9" });
    expect(p.calls[0]).toMatchObject({ method: "PUT", body: payload });
  });

  it("PUT /vendor/{id}/address answers the vendor; its meta.translation_key is the error's key", async () => {
    const vendor: Vendor = { ...GUEST_VENDOR, vendor_id: "DK-1003" };
    const address = SAVED_ADDRESS;
    const ok = platformFetch({ "PUT /vendor/DK-1003/address": { body: { result: vendor } } });
    expect((await saveVendorAddress(clientWith(ok.fetch), { vendorId: "DK-1003", address })).vendor_id).toBe("DK-1003");
    const failed = platformFetch({ "PUT /vendor/DK-1003/address": { status: 400, body: { message: "bad", meta: { translation_key: "request.address.too-long" } } } });
    await expect(saveVendorAddress(clientWith(failed.fetch), { vendorId: "DK-1003", address })).rejects.toMatchObject({ translationKey: "request.address.too-long" });
  });
});
