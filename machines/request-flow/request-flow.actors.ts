// Effect signatures of the request flow (core §4, §7; second file §4). The composition root
// provides the real calls with `requestFlowMachine.provide({ actors })` (the api layer passes
// `signal` so leaving a state cancels its request); tests provide fakes. Inputs and outputs are the
// contract's shapes where a call has one.
import type {
  AddressBookEntry,
  AreaValidateRequest,
  Deliverability,
  DeliveryFee,
  DeliveryFeeRequest,
  Estimations,
  EstimationsRequest,
  GeolocatorPlace,
  OrderCreatePayload,
  OrderUpdatePayload,
  SavedAddress,
  SavedCard,
  Vendor,
} from "@domain/contract";
import { fromPromise } from "xstate";
import type { feeRefreshMachine } from "../fee-refresh/fee-refresh.machine";
import type { paymentIntentMachine } from "../payment-intent/payment-intent.machine";
import type { voucherMachine } from "../voucher/voucher.machine";

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};

/** The current time (epoch ms). The machine never reads a clock itself. */
export const readClock = fromPromise<number, void>(async () => notProvided("readClock")());

/** PUT /vendor/{id}/address → the updated vendor; rejects with the meta translation key. */
export const saveOriginAddress = fromPromise<Vendor, { vendorId: string; address: SavedAddress }>(async () => notProvided("saveOriginAddress")());

/** GET /vendor/{id} → the vendor; rejects with unable-to-fetch-vendor. */
export const fetchVendor = fromPromise<Vendor, { vendorId: string }>(async () => notProvided("fetchVendor")());

/** GET /get-country-parameter/serviceHours?vendor_id= → "from:to" (cached by the api layer). */
export const fetchServiceHours = fromPromise<string, { vendorId: string }>(async () => notProvided("fetchServiceHours")());

export type AutocompleteInput = { query: string; country: string; latitude: number | null; longitude: number | null; language: string };

/** GET /geolocator/autocomplete → data.data. */
export const autocomplete = fromPromise<GeolocatorPlace[], AutocompleteInput>(async () => notProvided("autocomplete")());

/** GET /addressbook/search-customers/{vendorId}?query → result. */
export const searchAddressBook = fromPromise<AddressBookEntry[], { vendorId: string; query: string }>(async () => notProvided("searchAddressBook")());

/** GET /geolocator/reverse?lat&lng → the first item, null when there is none. */
export const reverseGeocode = fromPromise<GeolocatorPlace | null, { latitude: number; longitude: number }>(async () => notProvided("reverseGeocode")());

/** GET /geolocator/details?query_id → the first item, null when there is none. */
export const placeDetails = fromPromise<GeolocatorPlace | null, { queryId: string }>(async () => notProvided("placeDetails")());

/** POST /delivery/area/validate → "DELIVERABLE" | "UNDELIVERABLE". */
export const validateArea = fromPromise<Deliverability, AreaValidateRequest>(async () => notProvided("validateArea")());

/** POST /delivery/fee → the fee, its type and its signature. */
export const computeFee = fromPromise<DeliveryFee, DeliveryFeeRequest>(async () => notProvided("computeFee")());

/** POST /estimations. */
export const fetchEstimations = fromPromise<Estimations, EstimationsRequest>(async () => notProvided("fetchEstimations")());

/** GET /get-country-parameter/orderItemValueExceedLimit as a number (-1 when unreadable). */
export const fetchItemValueLimit = fromPromise<number, void>(async () => notProvided("fetchItemValueLimit")());

export type PaymentMethodsAnswer = {
  /** Parsed country parameter paymentMethods (cached 5 min by the api layer); null when unreadable. */
  countryMethods: string[] | null;
  /** Country parameter onlinePaymentActivated is "true". */
  onlinePaymentActivated: boolean;
};

/** The country's payment-method parameters (the vendor's own methods come with the vendor). */
export const fetchPaymentMethods = fromPromise<PaymentMethodsAnswer, { vendorId: string }>(async () => notProvided("fetchPaymentMethods")());

/** GET /order/payment/cards/{vendorId} → result.cards. */
export const fetchSavedCards = fromPromise<SavedCard[], { vendorId: string }>(async () => notProvided("fetchSavedCards")());

/** POST /order → result; rejects with message "SignatureExpired" when the fee signature expired. */
export const createOrder = fromPromise<{ order_id: string }, { payload: OrderCreatePayload }>(async () => notProvided("createOrder")());

/** PUT /order/{orderId} → result. */
export const updateOrder = fromPromise<{ order_id: string }, { orderId: string; payload: OrderUpdatePayload }>(async () => notProvided("updateOrder")());

export type FailedTransaction = {
  kind: "create" | "update";
  vendorId: string;
  payload: OrderCreatePayload | OrderUpdatePayload;
  /** Message of the failure. */
  error: string;
  /** Translation key of the failure, when the platform gave one. */
  errorKey: string | null;
};

/** Records a failed order call (analytics / the transaction log of the composition root). */
export const recordFailedTransaction = fromPromise<void, FailedTransaction>(async () => notProvided("recordFailedTransaction")());

/**
 * The payment step's children (issue 14): the voucher, the online payment and the fee refresh machines,
 * provided with their real effects, and the order payload builders. They are a chunk of their own: the composition root's
 * `loadOrderingPart` imports it while the details are filled in (dynamic import), and the flow
 * spawns them from what it answers, with the same ids the views find them by.
 */
export type OrderingPart = {
  voucher: typeof voucherMachine;
  paymentIntent: typeof paymentIntentMachine;
  feeRefresh: typeof feeRefreshMachine;
  /** The order payload builders (request-flow.payloads.ts): only sending an order needs them. */
  payloads: OrderPayloadBuilders<never>;
};

/** Builders of the order payloads from the flow's context (typed by the flow: this file cannot name its context). */
export type OrderPayloadBuilders<Context> = {
  create: (context: Context, online?: boolean) => OrderCreatePayload;
  update: (context: Context) => OrderUpdatePayload;
};

/** The ordering step's children (a chunk of their own) → their logic. */
export const loadOrderingPart = fromPromise<OrderingPart, void>(async () => notProvided("loadOrderingPart")());
