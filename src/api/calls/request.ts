// Orders service calls of the request flow (issue 3; core §7): country parameters of the flow
// (service hours per vendor, item value limit, payment methods cached 5 minutes, online payment),
// geolocator (autocomplete, reverse, details: answers read from data.data), address book, delivery
// fee, deliverability, delivery areas, estimations, origin address save, order create and update.
// Outgoing payloads are checked against the contract before they leave (a bad payload is a bug of
// the caller, thrown as a contract error rather than sent); answers are parsed with the contract and
// unwrapped from their envelope.
import type { AddressBookEntry, AreaValidateRequest, CountryParameterName, Deliverability, DeliveryFee, DeliveryFeeRequest, Estimations, EstimationsRequest, GeolocatorPlace, OrderCreatePayload, OrderUpdatePayload, SavedAddress, Vendor } from "@domain/contract";
import { VENDOR_ENDPOINTS } from "@domain/contract/endpoints/vendors";
import { REQUEST_ENDPOINTS } from "@domain/contract/endpoints/request";
import { parseItemValueLimit } from "@domain/request/item-value";
import { PAYMENT_METHODS_CACHE_MS } from "@domain/request/limits";
import { parseCountryPaymentMethods } from "@domain/request/payment-methods";
import { call } from "../call";
import type { ApiClient } from "../client";

// ---- country parameters of the flow ---------------------------------------------------------------

const countryParameter = async (client: ApiClient, name: CountryParameterName, query: { vendor_id?: string } | undefined, signal?: AbortSignal) =>
  (await call(client, VENDOR_ENDPOINTS.getCountryParameter, { params: { name }, query, signal })).result;

/** GET /get-country-parameter/serviceHours?vendor_id= → "from:to" (the vendor's own hours when it has them). */
export const getServiceHours = (client: ApiClient, input: { vendorId?: string }, signal?: AbortSignal): Promise<string> =>
  countryParameter(client, "serviceHours", input.vendorId ? { vendor_id: input.vendorId } : undefined, signal);

/** GET /get-country-parameter/orderItemValueExceedLimit as a number; -1 when it cannot be read. */
export const getItemValueLimit = async (client: ApiClient, _input?: undefined, signal?: AbortSignal): Promise<number> => {
  try {
    return parseItemValueLimit(await countryParameter(client, "orderItemValueExceedLimit", undefined, signal));
  } catch (e) {
    if (signal?.aborted) throw e;
    return -1;
  }
};

/** GET /get-country-parameter/onlinePaymentActivated: "true" means on. */
export const getOnlinePaymentActivated = async (client: ApiClient, _input?: undefined, signal?: AbortSignal): Promise<boolean> =>
  (await countryParameter(client, "onlinePaymentActivated", undefined, signal)).trim().toLowerCase() === "true";

/** GET /get-country-parameter/paymentMethods, pipe-separated → the names. */
export const getCountryPaymentMethods = async (client: ApiClient, _input?: undefined, signal?: AbortSignal): Promise<string[]> =>
  parseCountryPaymentMethods(await countryParameter(client, "paymentMethods", undefined, signal)) ?? [];

export type PaymentMethodParameters = { countryMethods: string[] | null; onlinePaymentActivated: boolean };

/**
 * The payment-method parameters of the country, cached 5 minutes per client (core §7): the
 * pipe-separated list (null when unreadable) and whether online payment is activated.
 */
export function paymentMethodParameters(
  client: ApiClient,
  options: { now?: () => number; ttlMs?: number } = {},
): (signal?: AbortSignal) => Promise<PaymentMethodParameters> {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? PAYMENT_METHODS_CACHE_MS;
  let cached: { at: number; value: PaymentMethodParameters } | null = null;
  return async (signal) => {
    if (cached && now() - cached.at < ttl) return cached.value;
    const [methods, online] = await Promise.all([
      getCountryPaymentMethods(client, undefined, signal).catch((e) => {
        if (signal?.aborted) throw e;
        return null;
      }),
      getOnlinePaymentActivated(client, undefined, signal).catch((e) => {
        if (signal?.aborted) throw e;
        return false;
      }),
    ]);
    const value = { countryMethods: methods, onlinePaymentActivated: online };
    // Only a complete answer is cached: an unreadable list is asked again next time.
    if (methods !== null) cached = { at: now(), value };
    return value;
  };
}

/** The service hours cached per vendor for the life of the client (the spec caches them). */
export function cachedServiceHours(client: ApiClient): (vendorId: string, signal?: AbortSignal) => Promise<string> {
  const cache = new Map<string, string>();
  return async (vendorId, signal) => {
    const hit = cache.get(vendorId);
    if (hit !== undefined) return hit;
    const value = await getServiceHours(client, { vendorId }, signal);
    cache.set(vendorId, value);
    return value;
  };
}

// ---- geolocator ------------------------------------------------------------------------------------

export interface AutocompleteInput {
  query: string;
  country?: string;
  latitude?: number | null;
  longitude?: number | null;
  language?: string;
}

/** GET /geolocator/autocomplete?query&country&lat&lng&language → data.data. */
export const geolocatorAutocomplete = async (client: ApiClient, input: AutocompleteInput, signal?: AbortSignal): Promise<GeolocatorPlace[]> => {
  const query = { query: input.query, country: input.country, lat: input.latitude ?? undefined, lng: input.longitude ?? undefined, language: input.language };
  return (await call(client, REQUEST_ENDPOINTS.geolocatorAutocomplete, { query, signal })).data.data;
};

/** GET /geolocator/reverse?lat&lng → the first item, or null. */
export const geolocatorReverse = async (
  client: ApiClient,
  input: { latitude: number; longitude: number },
  signal?: AbortSignal,
): Promise<GeolocatorPlace | null> =>
  (await call(client, REQUEST_ENDPOINTS.geolocatorReverse, { query: { lat: input.latitude, lng: input.longitude }, signal })).data.data[0] ?? null;

/** GET /geolocator/details?query_id → the first item, or null. */
export const geolocatorDetails = async (client: ApiClient, input: { queryId: string }, signal?: AbortSignal): Promise<GeolocatorPlace | null> =>
  (await call(client, REQUEST_ENDPOINTS.geolocatorDetails, { query: { query_id: input.queryId }, signal })).data.data[0] ?? null;

// ---- address book -----------------------------------------------------------------------------------

/** GET /addressbook/search-customers/{vendorId}?query → result (retried once at most: the user is typing). */
export const searchAddressBook = async (
  client: ApiClient,
  input: { vendorId: string; query: string },
  signal?: AbortSignal,
): Promise<AddressBookEntry[]> =>
  (await call(client, REQUEST_ENDPOINTS.searchAddressBook, { params: { vendorId: input.vendorId }, query: { query: input.query }, maxRetries: 1, signal })).result;

// ---- delivery ----------------------------------------------------------------------------------------

/** POST /delivery/fee → the fee, its type, currency, signature and expiry. */
export const getDeliveryFee = async (client: ApiClient, input: DeliveryFeeRequest, signal?: AbortSignal): Promise<DeliveryFee> =>
  (await call(client, REQUEST_ENDPOINTS.getDeliveryFee, { body: input, check: true, signal })).result;

/** POST /delivery/area/validate → "DELIVERABLE" | "UNDELIVERABLE". */
export const validateDeliveryArea = async (client: ApiClient, input: AreaValidateRequest, signal?: AbortSignal): Promise<Deliverability> =>
  (await call(client, REQUEST_ENDPOINTS.validateDeliveryArea, { body: input, check: true, signal })).result;

/** GET /delivery/area/{vendorId} → polygons as rings of [lng, lat] (draw-delivery-areas). */
export const getDeliveryAreas = async (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<number[][][]> =>
  (await call(client, REQUEST_ENDPOINTS.getDeliveryAreas, { params: { vendorId: input.vendorId }, signal })).result.polygons;

/** POST /estimations (same body as the area validation). */
export const getEstimations = async (client: ApiClient, input: EstimationsRequest, signal?: AbortSignal): Promise<Estimations> =>
  (await call(client, REQUEST_ENDPOINTS.getEstimations, { body: input, check: true, signal })).result;

// ---- origin address ---------------------------------------------------------------------------------

/** PUT /vendor/{id}/address → the updated vendor; failures carry meta.translation_key (read by the client). */
export const saveVendorAddress = async (client: ApiClient, input: { vendorId: string; address: SavedAddress }, signal?: AbortSignal): Promise<Vendor> =>
  (await call(client, REQUEST_ENDPOINTS.saveVendorAddress, { params: { id: input.vendorId }, body: input.address, check: true, signal })).result;

// ---- orders ------------------------------------------------------------------------------------------

/** POST /order → result.order_id; 400 {message:"SignatureExpired"} when the fee signature expired. */
export const createOrder = async (client: ApiClient, input: { payload: OrderCreatePayload }, signal?: AbortSignal): Promise<{ order_id: string }> =>
  (await call(client, REQUEST_ENDPOINTS.createOrder, { body: input.payload, check: true, signal })).result;

/** PUT /order/{orderId} with the update payload → result.order_id. */
export const updateOrder = async (
  client: ApiClient,
  input: { orderId: string; payload: OrderUpdatePayload },
  signal?: AbortSignal,
): Promise<{ order_id: string }> =>
  (await call(client, REQUEST_ENDPOINTS.updateOrder, { params: { orderId: input.orderId }, body: input.payload, check: true, signal })).result;
