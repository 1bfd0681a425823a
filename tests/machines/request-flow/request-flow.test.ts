// Hand-written specs of the request flow: every branch of the chart with deferred fake actors on
// the simulated clock — origin address (save until it works), service hours (closed, open, a
// failed fetch, the daylight-saving day), the 500 ms debounce of the destination search, address
// book, "lat,lng", the pin, deliverability and fee failures, the test vendor, the details step and
// its validation, the item value confirm step, payment methods, both SignatureExpired branches (with
// the real feeRefresh child, whose recompute the spec settles), failed orders, update mode, the
// guest branch, online payment and vouchers (with the real child machines) and the root events.
import { REQUEST_PHONE_RULES } from "@domain/request/phone-rules";
import { requestFlowMachine, type RequestFlowInput } from "@machines/request-flow/request-flow.machine";
import { createPayloadOf, ORDER_PAYLOADS } from "@machines/request-flow/request-flow.payloads";
import { confirmRequestOf } from "@machines/payment-intent/payment-intent.machine";
import {
  selectAvailablePaymentMethods,
  selectCanGoBack,
  selectDestination,
  selectDetailsPending,
  selectErrors,
  selectFeeAmount,
  selectFeeChangedPrompt,
  selectFeeIncrease,
  selectIsLoading,
  selectIsWaitingForRules,
  selectNoResults,
  selectOrderId,
  selectServiceClosed,
  selectShowOnlinePayment,
  selectStep,
  selectSuggestions,
  selectTrackingPath,
  selectValues,
} from "@machines/request-flow/request-flow.selectors";
import { paymentIntentMachine } from "@machines/payment-intent/payment-intent.machine"; // (confirmRequestOf above)
import { feeRefreshMachine } from "@machines/fee-refresh/fee-refresh.machine";
import { voucherMachine } from "@machines/voucher/voucher.machine";
import { describe, expect, it } from "vitest";
import { type AnyActorLogic, type AnyEventObject, fromPromise } from "xstate";
import type { OrderingPart } from "@machines/request-flow/request-flow.actors";
import { type Controlled, deferredLogic, type ExecuteOptions, settle, startControlled } from "../../support/model-paths";
import { controllableFeeRefresh } from "../fee-refresh/fee-refresh.model";
import {
  ADDRESS_BOOK_ENTRY,
  ADDRESS_BOOK_SUGGESTION,
  COUNTRY,
  DEST_PLACE,
  ESTIMATIONS,
  FEE,
  FLAGS,
  GUEST_SENDER,
  GUEST_VENDOR,
  INPUT,
  NETWORK_ERROR,
  NEW_FEE,
  NOW_MS,
  ORDER_TO_UPDATE,
  ORDERING_PART,
  ORIGIN_PLACE,
  PLACE_SUGGESTION,
  SAME_FEE,
  SAVE_FAILED,
  SAVED_CARD,
  SERVER_ERROR,
  SIGNATURE_EXPIRED,
  TEST_VENDOR,
  VENDOR,
  VENDOR_NO_COORDS,
  VENDOR_SAVED,
} from "./request-flow.fixtures";

type Snap = ReturnType<typeof requestFlowMachine.getInitialSnapshot>;
type Flow = Controlled & { snap: () => Snap; notes: () => Array<{ kind: string; key: string; values?: unknown }> };

/**
 * The flow with deferred fake actors. The ordering part's chunk loads at once (its children are
 * deferred actors settled by id, or the real machines a spec provides as voucher, paymentIntent,
 * feeRefresh); with `lazyPart` its loads stay deferred too (settled as loadOrderingPart, prefetchOrderingPart).
 */
async function start(input: Partial<RequestFlowInput> = {}, provide?: ExecuteOptions["provide"], lazyPart = false): Promise<Flow> {
  const { voucher, paymentIntent, feeRefresh, ...actors } = provide?.actors ?? {};
  const part: OrderingPart = {
    voucher: (voucher ?? deferredLogic("voucher")) as OrderingPart["voucher"],
    paymentIntent: (paymentIntent ?? deferredLogic("paymentIntent")) as OrderingPart["paymentIntent"],
    feeRefresh: (feeRefresh ?? deferredLogic("feeRefresh")) as OrderingPart["feeRefresh"],
    payloads: ORDER_PAYLOADS,
  };
  const loader: Record<string, AnyActorLogic> = lazyPart ? {} : { loadOrderingPart: fromPromise(async () => part) };
  const c = startControlled(requestFlowMachine, { input: { ...INPUT, ...input }, provide: { ...provide, actors: { ...loader, ...actors } } });
  await settle();
  return {
    ...c,
    snap: () => c.actor.getSnapshot() as unknown as Snap,
    notes: () => c.emitted.filter((e) => e.type === "notify").map(({ kind, key, values }: AnyEventObject) => (values ? { kind, key, values } : { kind, key })),
  };
}

const METHODS_ANSWER = { countryMethods: ["CASH_ON_DELIVERY", "ONLINE_PAYMENT", "PAID"], onlinePaymentActivated: true };

async function passServiceHours(f: Flow, hours = "0800:2200", now = NOW_MS) {
  await f.resolve("readClock", now);
  await f.resolve("fetchServiceHours", hours);
}

async function pickDestination(f: Flow) {
  await f.send({ type: "SUGGESTION.PICKED", suggestion: PLACE_SUGGESTION });
  await f.resolve("placeDetails", DEST_PLACE);
}

async function checkDestination(f: Flow, limit = 5000) {
  await f.resolve("validateArea", "DELIVERABLE");
  await f.resolve("computeFee", FEE);
  await f.resolve("fetchEstimations", ESTIMATIONS);
  if (f.isRunning("fetchItemValueLimit")) await f.resolve("fetchItemValueLimit", limit);
}

async function fillDetails(f: Flow, amount = "250") {
  await f.send({ type: "FIELD.CHANGED", field: "destinationName", value: "Ida Jensen" });
  await f.send({ type: "FIELD.CHANGED", field: "destinationPhoneNumber", value: "+45 31 23 45 67" });
  await f.send({ type: "FIELD.CHANGED", field: "orderAmount", value: amount });
  await f.send({ type: "FIELD.CHANGED", field: "orderDescription", value: "2 pizzas" });
}

/** A classic vendor up to the payment step (methods loaded, saved cards read). */
async function toPayment(input: Partial<RequestFlowInput> = {}, provide?: ExecuteOptions["provide"]) {
  const f = await start(input, provide);
  await passServiceHours(f);
  await pickDestination(f);
  await checkDestination(f);
  await fillDetails(f);
  await f.send({ type: "DETAILS.SUBMITTED" });
  await f.resolve("fetchPaymentMethods", METHODS_ANSWER);
  if (f.isRunning("fetchSavedCards")) await f.resolve("fetchSavedCards", [SAVED_CARD]);
  return f;
}

describe("requestFlow: start and service hours", () => {
  it("a vendor with coordinates starts by reading the clock and the vendor's hours", async () => {
    const f = await start();
    expect(f.snap().matches({ checkingServiceHours: "readingClock" })).toBe(true);
    expect(selectStep(f.snap())).toBe("checkingServiceHours");
    expect(selectIsLoading(f.snap())).toBe(true);
    await f.resolve("readClock", NOW_MS);
    expect(f.inputOf("fetchServiceHours")).toEqual({ vendorId: "DK-1001" });
    await f.resolve("fetchServiceHours", "0800:2200");
    expect(selectStep(f.snap())).toBe("askingDestination");
    expect(f.notes()).toEqual([]);
  });

  it.each([
    ["0000:0001", NOW_MS, { from: "00:00", to: "00:01", time: "12:00" }],
    ["2200:0600", NOW_MS, { from: "22:00", to: "06:00", time: "12:00" }],
    // spring forward: 05:30 UTC is 07:30 in Copenhagen (not 06:30)
    ["0800:2200", Date.parse("2026-03-29T05:30:00Z"), { from: "08:00", to: "22:00", time: "07:30" }],
    // fall back: 06:30 UTC is 07:30 in Copenhagen (not 08:30)
    ["0800:2200", Date.parse("2026-10-25T06:30:00Z"), { from: "08:00", to: "22:00", time: "07:30" }],
  ])("hours %s at %i: the service-closed step and its error", async (hours, now, values) => {
    const f = await start();
    await passServiceHours(f, hours, now);
    expect(selectStep(f.snap())).toBe("serviceClosed");
    expect(selectServiceClosed(f.snap())).toEqual(values);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.service-hours.closed", values }]);
  });

  it.each([
    ["0800:2200", Date.parse("2026-03-29T06:30:00Z")],
    ["2200:0600", Date.parse("2026-05-04T22:30:00Z")],
    ["1200:1200", NOW_MS],
    ["0000:2359", Date.parse("2026-05-04T21:59:00Z")],
    ["garbage", NOW_MS],
  ])("hours %s at %i: open", async (hours, now) => {
    const f = await start();
    await passServiceHours(f, hours, now);
    expect(selectStep(f.snap())).toBe("askingDestination");
  });

  it("a failed fetch of the hours counts as open; so does a clock that cannot be read", async () => {
    const f = await start();
    await f.resolve("readClock", NOW_MS);
    await f.reject("fetchServiceHours", SERVER_ERROR);
    expect(selectStep(f.snap())).toBe("askingDestination");
    const g = await start();
    await g.reject("readClock", new Error("no clock"));
    await g.resolve("fetchServiceHours", "0000:0001");
    expect(selectStep(g.snap())).toBe("askingDestination");
  });

  it("RETRY checks the hours again", async () => {
    const f = await start();
    await passServiceHours(f, "0000:0001");
    await f.send({ type: "RETRY" });
    expect(selectStep(f.snap())).toBe("checkingServiceHours");
    await passServiceHours(f, "0800:2200");
    expect(selectStep(f.snap())).toBe("askingDestination");
  });
});

describe("requestFlow: origin address of a vendor without coordinates", () => {
  it("asks for the origin; a draft without coordinates is refused with a warning", async () => {
    const f = await start({ vendor: VENDOR_NO_COORDS });
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    await f.send({ type: "ORIGIN.SAVE" });
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    expect(f.notes()).toEqual([{ kind: "WARNING", key: "request.origin.no-coordinates" }]);
  });

  it("typed, debounced, picked, saved — and saved again until it works", async () => {
    const f = await start({ vendor: VENDOR_NO_COORDS });
    await f.send({ type: "ORIGIN.TYPED", text: "Nordre Frihavnsgade" });
    await f.advance(499);
    expect(f.isRunning("autocompleteOrigin")).toBe(false);
    await f.advance(1);
    expect(f.inputOf("autocompleteOrigin")).toEqual({ query: "Nordre Frihavnsgade", country: "DK", latitude: null, longitude: null, language: "en" });
    await f.resolve("autocompleteOrigin", [ORIGIN_PLACE]);
    expect(f.snap().context.originSuggestions).toHaveLength(1);
    await f.send({ type: "ORIGIN.SUGGESTION_PICKED", suggestion: { ...PLACE_SUGGESTION, id: "gz-origin" } });
    expect(f.inputOf("originPlaceDetails")).toEqual({ queryId: "gz-origin" });
    await f.resolve("originPlaceDetails", ORIGIN_PLACE);
    await f.send({ type: "ORIGIN.FIELD_CHANGED", field: "unit", value: "st. tv" });
    await f.send({ type: "ORIGIN.SAVE" });
    expect(selectStep(f.snap())).toBe("savingOriginAddress");
    expect(f.inputOf("saveOriginAddress")).toEqual({
      vendorId: "DK-1003",
      address: expect.objectContaining({
        address_text: "st. tv, Nordre Frihavnsgade 20, 2100 København Ø",
        street_address: "Nordre Frihavnsgade 20, 2100 København Ø",
        unit: "st. tv",
        latitude: 55.6961,
        longitude: 12.5856,
      }),
    });
    await f.reject("saveOriginAddress", SAVE_FAILED);
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "address.error.update" }]);
    await f.send({ type: "ORIGIN.SAVE" });
    await f.reject("saveOriginAddress", new Error("boom"));
    expect(f.notes()[1]).toEqual({ kind: "ERROR", key: "address.error.update" });
    await f.send({ type: "ORIGIN.SAVE" });
    await f.resolve("saveOriginAddress", VENDOR_SAVED);
    expect(f.notes()[2]).toEqual({ kind: "SUCCESS", key: "request.origin.saved" });
    // The vendor is read again every 200 ms until the platform gives it with coordinates.
    expect(selectStep(f.snap())).toBe("savingOriginAddress");
    expect(f.inputOf("fetchVendor")).toEqual({ vendorId: VENDOR_NO_COORDS.vendor_id });
    await f.resolve("fetchVendor", VENDOR_NO_COORDS);
    await f.advance(199);
    expect(f.isRunning("fetchVendor")).toBe(false);
    await f.advance(1);
    await f.resolve("fetchVendor", VENDOR_SAVED);
    expect(selectStep(f.snap())).toBe("askingOriginAddressDetails");
    expect(f.snap().context.origin).toEqual({ latitude: 55.6961, longitude: 12.5856, address: "Nordre Frihavnsgade 20" });
    await f.send({ type: "ORIGIN_DETAILS.CONFIRMED" });
    expect(selectStep(f.snap())).toBe("checkingServiceHours");
  });

  it("a vendor that cannot be read after the save says unable-to-fetch-vendor and asks again", async () => {
    const f = await start({ vendor: VENDOR_NO_COORDS });
    await f.send({ type: "PIN.MOVED", latitude: 55.7, longitude: 12.58 });
    await f.resolve("reverseOrigin", ORIGIN_PLACE);
    await f.resolve("saveOriginAddress", VENDOR_SAVED);
    await f.reject("fetchVendor", new Error("HTTP 403"));
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    expect(f.notes().at(-1)).toEqual({ kind: "ERROR", key: "unable-to-fetch-vendor" });
  });

  it("a moved pin is reverse geocoded and saved at once; a failed reverse keeps asking", async () => {
    const f = await start({ vendor: VENDOR_NO_COORDS });
    await f.send({ type: "PIN.MOVED", latitude: 55.7, longitude: 12.58 });
    expect(f.inputOf("reverseOrigin")).toEqual({ latitude: 55.7, longitude: 12.58 });
    await f.reject("reverseOrigin", SERVER_ERROR);
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "geolocator.error.reverse", values: { location: "ORIGIN_ADDRESS" } }]);
    await f.send({ type: "PIN.MOVED", latitude: 55.7, longitude: 12.58 });
    await f.resolve("reverseOrigin", ORIGIN_PLACE);
    expect(selectStep(f.snap())).toBe("savingOriginAddress");
    expect(f.inputOf("saveOriginAddress")).toMatchObject({ address: { latitude: 55.7, longitude: 12.58, street_address: ORIGIN_PLACE.address.formatted_address } });
  });

  it("the address at a moved pin gives the saved origin its city, postal code, street and number", async () => {
    const f = await start({ vendor: VENDOR_NO_COORDS });
    await f.send({ type: "PIN.MOVED", latitude: 55.69611, longitude: 12.58561 });
    const address = { ...ORIGIN_PLACE.address, street: "Nordre Frihavnsgade", number: "20", zipcode: "2100", city: "København Ø", country_code: "dk", suburb: "Østerbro" };
    await f.resolve("reverseOrigin", { address });
    expect(f.inputOf("saveOriginAddress")).toMatchObject({
      address: { latitude: 55.69611, longitude: 12.58561, street_address: "Nordre Frihavnsgade 20", city: "København Ø", postal_code: "2100", country_code: "DK" },
    });
  });

  it("notes over 1000 bytes are refused before saving (bytes, not characters)", async () => {
    const f = await start({ vendor: VENDOR_NO_COORDS });
    await f.send({ type: "ORIGIN.FIELD_CHANGED", field: "notes", value: "ø".repeat(501) });
    await f.send({ type: "PIN.MOVED", latitude: 55.7, longitude: 12.58 });
    await f.resolve("reverseOrigin", ORIGIN_PLACE);
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.notes.too-long" }]);
  });

  it("origin details can ask again (ORIGIN.CHANGE) and the details step can go back to them", async () => {
    const f = await start();
    await passServiceHours(f);
    await pickDestination(f);
    await checkDestination(f);
    await f.send({ type: "BACK_TO_ORIGIN_DETAILS" });
    expect(selectStep(f.snap())).toBe("askingOriginAddressDetails");
    await f.send({ type: "ORIGIN.CHANGE" });
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    expect(f.snap().context.originDraft.text).toBe(VENDOR.vendor_information.location.address_text);
  });
});

describe("requestFlow: destination", () => {
  it("debounces the search 500 ms after the last keystroke", async () => {
    const f = await start();
    await passServiceHours(f);
    await f.send({ type: "ADDRESS.TYPED", text: "Blå" });
    await f.advance(300);
    await f.send({ type: "ADDRESS.TYPED", text: "Blågårdsgade" });
    await f.advance(499);
    expect(f.started.filter((a) => a.src === "autocomplete")).toHaveLength(0);
    await f.advance(1);
    expect(f.started.filter((a) => a.src === "autocomplete")).toHaveLength(1);
    expect(f.inputOf("autocomplete")).toEqual({ query: "Blågårdsgade", country: "DK", latitude: 55.69, longitude: 12.55, language: "en" });
    await f.resolve("autocomplete", [DEST_PLACE]);
    expect(selectSuggestions(f.snap())).toEqual([PLACE_SUGGESTION]);
    expect(f.isRunning("searchAddressBook")).toBe(false);
  });

  it("a search that finds nothing shows the no-results text; clearing the text clears the suggestions", async () => {
    const f = await start();
    await passServiceHours(f);
    await f.send({ type: "ADDRESS.TYPED", text: "Zzz" });
    await f.advance(500);
    await f.resolve("autocomplete", []);
    expect(selectNoResults(f.snap())).toBe(true);
    await f.send({ type: "ADDRESS.TYPED", text: "" });
    expect(selectSuggestions(f.snap())).toEqual([]);
    expect(selectNoResults(f.snap())).toBe(false);
  });

  it("searches the address book from 2 characters when activate-address-book is on", async () => {
    const f = await start({ flags: { ...FLAGS, activateAddressBook: true } });
    await passServiceHours(f);
    await f.send({ type: "ADDRESS.TYPED", text: "I" });
    await f.advance(500);
    await f.resolve("autocomplete", []);
    expect(f.isRunning("searchAddressBook")).toBe(false);
    await f.send({ type: "ADDRESS.TYPED", text: "Id" });
    await f.advance(500);
    await f.reject("autocomplete", SERVER_ERROR);
    expect(f.inputOf("searchAddressBook")).toEqual({ vendorId: "DK-1001", query: "Id" });
    await f.resolve("searchAddressBook", [ADDRESS_BOOK_ENTRY]);
    expect(selectSuggestions(f.snap())).toEqual([ADDRESS_BOOK_SUGGESTION]);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "geolocator.error.autocomplete", values: { location: "DESTINATION_ADDRESS" } }]);
    await f.send({ type: "SUGGESTION.PICKED", suggestion: ADDRESS_BOOK_SUGGESTION });
    expect(selectStep(f.snap())).toBe("checkingDestination");
    expect(selectDestination(f.snap())).toEqual({ latitude: 55.6831, longitude: 12.5716, address: "3. th, Nørre Voldgade 2" });
    expect(selectValues(f.snap())).toMatchObject({ destinationName: "Ida Jensen", destinationPhoneNumber: "+4531234567", riderNotes: "Ring twice" });
  });

  it("guests never search an address book", async () => {
    const f = await start({ vendor: GUEST_VENDOR, mode: "GUEST", flags: { ...FLAGS, activateAddressBook: true } });
    await passServiceHours(f);
    await f.send({ type: "ADDRESS.TYPED", text: "Ida" });
    await f.advance(500);
    await f.resolve("autocomplete", []);
    expect(f.started.some((a) => a.src === "searchAddressBook")).toBe(false);
  });

  it('"lat,lng" is reverse geocoded at once; nothing found falls back to the autocomplete', async () => {
    const f = await start();
    await passServiceHours(f);
    await f.send({ type: "ADDRESS.TYPED", text: "55.6869, 12.5553" });
    expect(f.inputOf("reverseTyped")).toEqual({ latitude: 55.6869, longitude: 12.5553 });
    await f.resolve("reverseTyped", null);
    expect(f.inputOf("autocomplete")).toMatchObject({ query: "55.6869, 12.5553" });
    await f.resolve("autocomplete", [DEST_PLACE]);
    await f.send({ type: "ADDRESS.TYPED", text: "55.6869,12.5553" });
    await f.resolve("reverseTyped", DEST_PLACE);
    expect(selectStep(f.snap())).toBe("checkingDestination");
    expect(selectDestination(f.snap())).toEqual({ latitude: 55.6869, longitude: 12.5553, address: DEST_PLACE.address.formatted_address });
  });

  it("a picked suggestion is read with its details; a failure notifies and stays", async () => {
    const f = await start();
    await passServiceHours(f);
    await f.send({ type: "SUGGESTION.PICKED", suggestion: PLACE_SUGGESTION });
    expect(f.inputOf("placeDetails")).toEqual({ queryId: "gz-dest" });
    await f.resolve("placeDetails", null);
    expect(selectStep(f.snap())).toBe("askingDestination");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "geolocator.error.fetch-place-details", values: { location: "DESTINATION_ADDRESS" } }]);
    await pickDestination(f);
    expect(selectStep(f.snap())).toBe("checkingDestination");
    expect(selectValues(f.snap()).destinationTextAddress).toBe(DEST_PLACE.address.formatted_address);
  });

  it("the pin: its position is the destination, the reverse geocoding gives the address", async () => {
    const f = await start();
    await passServiceHours(f);
    await f.send({ type: "PIN.MOVED", latitude: 55.68, longitude: 12.56 });
    await f.reject("reversePin", SERVER_ERROR);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "geolocator.error.reverse", values: { location: "DESTINATION_ADDRESS" } }]);
    await f.send({ type: "PIN.MOVED", latitude: 55.68, longitude: 12.56 });
    expect(f.inputOf("reversePin")).toEqual({ latitude: 55.68, longitude: 12.56 });
    await f.resolve("reversePin", DEST_PLACE);
    expect(selectDestination(f.snap())).toEqual({ latitude: 55.68, longitude: 12.56, address: DEST_PLACE.address.formatted_address });
  });
});

describe("requestFlow: checking the destination", () => {
  async function toCheck(input: Partial<RequestFlowInput> = {}) {
    const f = await start(input);
    await passServiceHours(f);
    await pickDestination(f);
    return f;
  }

  it("calls area validation, fee and estimations with the origin and the destination", async () => {
    const f = await toCheck();
    expect(f.inputOf("validateArea")).toEqual({ location: { lat: 55.6869, lng: 12.5553 }, vendor_location: { latitude: 55.69, longitude: 12.55 }, vendor_id: "DK-1001" });
    await f.resolve("validateArea", "DELIVERABLE");
    expect(f.inputOf("computeFee")).toEqual({
      source: { latitude: 55.69, longitude: 12.55 },
      destination: { latitude: 55.6869, longitude: 12.5553 },
      vendor_id: "DK-1001",
      delivery_type: "food",
    });
    await f.resolve("computeFee", { ...FEE, type: "percentage", fee: 10 });
    await f.reject("fetchEstimations", SERVER_ERROR);
    await f.reject("fetchItemValueLimit", SERVER_ERROR);
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(f.snap().context.itemValueLimit).toBe(-1);
    expect(f.snap().context.estimations).toBeNull();
    await f.send({ type: "FIELD.CHANGED", field: "orderAmount", value: "250" });
    expect(selectFeeAmount(f.snap())).toBe(25);
    expect(f.notes()).toEqual([]);
  });

  it("undeliverable: field error and warning, back to the destination; typing clears the error", async () => {
    const f = await toCheck();
    await f.resolve("validateArea", "UNDELIVERABLE");
    expect(selectStep(f.snap())).toBe("askingDestination");
    expect(selectErrors(f.snap())).toEqual({ destinationTextAddress: "request.error.undeliverable-address" });
    expect(f.notes()).toEqual([{ kind: "WARNING", key: "request.destination.undeliverable" }]);
    await f.send({ type: "ADDRESS.TYPED", text: "Nørrebrogade" });
    expect(selectErrors(f.snap())).toEqual({});
  });

  it("undeliverable with draw-delivery-areas on: the field error without the warning", async () => {
    const f = await toCheck({ flags: { ...FLAGS, drawDeliveryAreas: true } });
    await f.resolve("validateArea", "UNDELIVERABLE");
    expect(selectErrors(f.snap())).toEqual({ destinationTextAddress: "request.error.undeliverable-address" });
    expect(f.notes()).toEqual([]);
  });

  it("a failed deliverability check: 'Unable to verify if order is deliverable'", async () => {
    const f = await toCheck();
    await f.reject("validateArea", NETWORK_ERROR);
    expect(selectStep(f.snap())).toBe("askingDestination");
    expect(selectErrors(f.snap())).toEqual({ destinationTextAddress: "request.error.undeliverable-address" });
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.destination.cannot-verify" }]);
  });

  it("a fee that cannot be computed: message and field error", async () => {
    const f = await toCheck();
    await f.resolve("validateArea", "DELIVERABLE");
    await f.reject("computeFee", SERVER_ERROR);
    expect(selectStep(f.snap())).toBe("askingDestination");
    expect(selectErrors(f.snap())).toEqual({ destinationTextAddress: "request.error.cannot-compute-price" });
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.destination.cannot-compute-price" }]);
  });

  it("a test vendor bypasses deliverability and fee errors with a warning and the fee 1337", async () => {
    const f = await toCheck({ vendor: TEST_VENDOR });
    await f.resolve("validateArea", "UNDELIVERABLE");
    await f.reject("computeFee", SERVER_ERROR);
    await f.resolve("fetchEstimations", ESTIMATIONS);
    await f.resolve("fetchItemValueLimit", 5000);
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(f.snap().context.deliveryFee).toMatchObject({ fee: 1337, type: "amount", currency: "DKK" });
    expect(f.notes()).toEqual([
      { kind: "WARNING", key: "request.destination.test-vendor" },
      { kind: "WARNING", key: "request.destination.test-vendor" },
    ]);
    const g = await toCheck({ vendor: TEST_VENDOR });
    await g.reject("validateArea", SERVER_ERROR);
    expect(selectStep(g.snap())).toBe("checkingDestination");
  });

  it("the item value limit is read once per flow", async () => {
    const f = await toCheck();
    await checkDestination(f, 5000);
    await f.send({ type: "DESTINATION.CHANGE" });
    await pickDestination(f);
    await f.resolve("validateArea", "DELIVERABLE");
    await f.resolve("computeFee", FEE);
    await f.resolve("fetchEstimations", ESTIMATIONS);
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(f.started.filter((a) => a.src === "fetchItemValueLimit")).toHaveLength(1);
  });
});

describe("requestFlow: order details", () => {
  async function toDetails() {
    const f = await start();
    await passServiceHours(f);
    await pickDestination(f);
    await checkDestination(f);
    return f;
  }

  it("details submitted before the phone rules came wait for them (busy), are checked when they come; a failed load returns to the form", async () => {
    const f = await start({ phoneRules: null });
    await passServiceHours(f);
    await pickDestination(f);
    await checkDestination(f);
    await fillDetails(f);
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(f.snap().matches({ ordering: "waitingForRules" })).toBe(true);
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(selectIsWaitingForRules(f.snap())).toBe(true);
    await f.send({ type: "PHONE_RULES.FAILED" });
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.network" }]);
    await f.send({ type: "DETAILS.SUBMITTED" });
    await f.send({ type: "PHONE_RULES.LOADED", rules: REQUEST_PHONE_RULES });
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    // The payload's phone is in E.164 under the rules.
    expect(createPayloadOf(f.snap().context).customer.phone_number).toBe("+4531234567");
  });

  it("validates in the spec's order; each error clears when its field is edited and keeps the value", async () => {
    const f = await toDetails();
    await f.send({ type: "FIELD.CHANGED", field: "pickupCode", value: "x".repeat(31) });
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(Object.entries(selectErrors(f.snap()))).toEqual([
      ["destinationName", "validation.fill-customer-name"],
      ["destinationPhoneNumber", "validation.fill-customer-phone"],
      ["pickupCode", "request.pickup-code.submit.validation-error.length"],
      ["orderAmount", "validation.fill-amount"],
    ]);
    await f.send({ type: "FIELD.CHANGED", field: "destinationName", value: "Agent 007" });
    expect(selectErrors(f.snap()).destinationName).toBeUndefined();
    expect(selectErrors(f.snap()).destinationPhoneNumber).toBe("validation.fill-customer-phone");
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(selectErrors(f.snap()).destinationName).toBe("validation.wrong-customer-name");
    expect(selectValues(f.snap()).destinationName).toBe("Agent 007");
    expect(selectValues(f.snap()).pickupCode).toBe("x".repeat(31));
  });

  it("a valid form goes to the payment step; an item value above the limit asks first", async () => {
    const f = await toDetails();
    await fillDetails(f, "9000");
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("confirmingItemValue");
    expect(f.notes()).toEqual([{ kind: "WARNING", key: "request.item-value.exceeds-limit", values: { limit: 5000, currency: "DKK" } }]);
    await f.send({ type: "ITEM_VALUE.CANCELLED" });
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    await f.send({ type: "DETAILS.SUBMITTED" });
    await f.send({ type: "ITEM_VALUE.CONFIRMED" });
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    await f.send({ type: "BACK" });
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    await f.resolve("fetchPaymentMethods", METHODS_ANSWER);
    await f.resolve("fetchSavedCards", []);
    await f.send({ type: "BACK" });
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    // the same amount was confirmed: no second question
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
  });

  it("an unknown limit (-1) never asks", async () => {
    const f = await start();
    await passServiceHours(f);
    await pickDestination(f);
    await checkDestination(f, -1);
    await fillDetails(f, "1000000");
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
  });
});

describe("requestFlow: payment step and submission", () => {
  it("offers the vendor's methods the country allows, preselects the default, and pushes the order", async () => {
    const f = await toPayment();
    expect(f.inputOf("paymentIntent")).toEqual({ vendorId: "DK-1001", now: NOW_MS });
    expect(selectAvailablePaymentMethods(f.snap())).toEqual(["PAID", "CASH_ON_DELIVERY", "ONLINE_PAYMENT"]);
    expect(selectShowOnlinePayment(f.snap())).toBe(true);
    expect(f.snap().context.savedCards).toEqual([SAVED_CARD]);
    expect(selectValues(f.snap()).paymentMethod).toBe("PAID");
    expect(selectCanGoBack(f.snap())).toBe(true);
    await f.send({ type: "PAYMENT_METHOD.SELECTED", method: "CASH_ON_DELIVERY" });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("submitting");
    expect(f.inputOf("createOrder")).toEqual({
      payload: {
        vendor_id: "DK-1001",
        customer: {
          location: { latitude: 55.6869, longitude: 12.5553, address: DEST_PLACE.address.formatted_address, notes: "" },
          phone_number: "+4531234567",
          name: "Ida Jensen",
        },
        order: { payment_method: "CASH_ON_DELIVERY", amount: 250, description: "2 pizzas", cold_bag_needed: false },
        vat_number: "",
        preordered_for: null,
        age_validation_required: false,
        login_pickup_estimation: 15,
        delivery_fee: 39,
        signature: "fee-sig-1",
      },
    });
    await f.resolve("createOrder", { order_id: "DK-1001-200001" });
    expect(f.snap().status).toBe("done");
    expect(f.snap().output).toEqual({ orderId: "DK-1001-200001", redirectUrl: null });
    expect(selectOrderId(f.snap())).toBe("DK-1001-200001");
    expect(selectTrackingPath(f.snap())).toBe("/order-tracking?order_id=DK-1001-200001");
    expect(f.notes()).toEqual([{ kind: "SUCCESS", key: "request.order.pushed" }]);
    expect(f.emitted.some((e) => e.type === "request.guestOrderPlaced")).toBe(false);
  });

  it("a method that is not offered or not valid stays on the payment step with its key", async () => {
    const f = await toPayment();
    await f.send({ type: "PAYMENT_METHOD.SELECTED", method: "BITCOIN" });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(selectErrors(f.snap())).toEqual({ paymentMethod: "validation.fill-payment-method" });
    await f.send({ type: "PAYMENT_METHOD.SELECTED", method: "NONE" });
    expect(selectErrors(f.snap())).toEqual({});
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(selectErrors(f.snap())).toEqual({ paymentMethod: "error.no-payment-method-available" });
  });

  it("no online payment without onlinePaymentActivated; a failed parameter read notifies", async () => {
    const f = await start();
    await passServiceHours(f);
    await pickDestination(f);
    await checkDestination(f);
    await fillDetails(f);
    await f.send({ type: "DETAILS.SUBMITTED" });
    await f.reject("fetchPaymentMethods", SERVER_ERROR);
    expect(selectAvailablePaymentMethods(f.snap())).toEqual(["PAID", "CASH_ON_DELIVERY"]);
    expect(f.started.some((a) => a.src === "fetchSavedCards")).toBe(false);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.payment.get-if-enabled" }]);
  });

  /** Up to the payment step with the real feeRefresh child: `calls` are its recompute calls. */
  async function toPaymentWithFeeRefresh(input: Partial<RequestFlowInput> = {}) {
    const feeRefresh = controllableFeeRefresh();
    const f = await toPayment(input, { actors: { feeRefresh: feeRefresh.machine } });
    const recompute = async (settleWith: (call: (typeof feeRefresh.calls)[number]) => void) => {
      settleWith(feeRefresh.calls[feeRefresh.calls.length - 1]);
      await settle();
    };
    return { f, calls: feeRefresh.calls, recompute };
  }

  it("SignatureExpired, same fee: waits 1 s on the clock, recomputes and retries with the new signature", async () => {
    const { f, calls, recompute } = await toPaymentWithFeeRefresh();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    expect(f.snap().matches({ ordering: "refreshingFee" })).toBe(true);
    expect(selectIsLoading(f.snap())).toBe(true);
    await f.advance(999);
    expect(calls).toHaveLength(0);
    await f.advance(1);
    expect(calls.map((c) => c.input)).toEqual([
      {
        source: { latitude: 55.69, longitude: 12.55 },
        destination: { latitude: 55.6869, longitude: 12.5553 },
        vendor_id: "DK-1001",
        delivery_type: "food",
      },
    ]);
    await recompute((c) => c.resolve(SAME_FEE));
    expect(f.inputOf("createOrder")).toMatchObject({ payload: { delivery_fee: 39, signature: "fee-sig-2" } });
    await f.resolve("createOrder", { order_id: "DK-1001-200002" });
    expect(f.snap().output).toEqual({ orderId: "DK-1001-200002", redirectUrl: null });
  });

  it("SignatureExpired, changed fee: asks to confirm the new fee; accepted → retried with it", async () => {
    const { f, recompute } = await toPaymentWithFeeRefresh();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    await f.fire("xstate.after.signatureRetryDelay.feeRefresh.waiting");
    await recompute((c) => c.resolve(NEW_FEE));
    expect(selectStep(f.snap())).toBe("confirmingNewFee");
    expect(selectFeeChangedPrompt(f.snap())).toEqual({
      key: "request.fee.changed-confirm",
      values: { fee: 45, currency: "DKK" },
      text: "The delivery fee is now: 45DKK. Are you ok?",
    });
    await f.send({ type: "FEE.ACCEPTED" });
    expect(f.inputOf("createOrder")).toMatchObject({ payload: { delivery_fee: 45, signature: "fee-sig-3" } });
  });

  it("SignatureExpired, changed fee rejected: back to the payment step with the new fee", async () => {
    const { f, recompute } = await toPaymentWithFeeRefresh();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    await f.advance(1000);
    await recompute((c) => c.resolve(NEW_FEE));
    await f.send({ type: "FEE.REJECTED" });
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(f.snap().context.deliveryFee).toEqual(NEW_FEE);
    expect(f.isRunning("createOrder")).toBe(false);
  });

  it("increased-fee-info: a risen fee says from what, in the confirm and after it; nothing without the flag", async () => {
    const on = await toPaymentWithFeeRefresh({ flags: { ...INPUT.flags, increasedFeeInfo: true } });
    await on.f.send({ type: "PAYMENT.SUBMITTED" });
    await on.f.reject("createOrder", SIGNATURE_EXPIRED);
    await on.f.advance(1000);
    await on.recompute((c) => c.resolve(NEW_FEE));
    expect(selectFeeIncrease(on.f.snap())).toEqual({ from: 39, to: 45, currency: "DKK" });
    await on.f.send({ type: "FEE.REJECTED" });
    expect(selectFeeIncrease(on.f.snap())).toEqual({ from: 39, to: 45, currency: "DKK" });
    const off = await toPaymentWithFeeRefresh({ flags: { ...INPUT.flags, increasedFeeInfo: false } });
    await off.f.send({ type: "PAYMENT.SUBMITTED" });
    await off.f.reject("createOrder", SIGNATURE_EXPIRED);
    await off.f.advance(1000);
    await off.recompute((c) => c.resolve(NEW_FEE));
    expect(selectStep(off.f.snap())).toBe("confirmingNewFee");
    expect(selectFeeIncrease(off.f.snap())).toBeNull();
  });

  it("a fee that cannot be recomputed: error.fee.recompute, back to the payment step", async () => {
    const { f, recompute } = await toPaymentWithFeeRefresh();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    await f.advance(1000);
    await recompute((c) => c.reject(SERVER_ERROR));
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.fee.recompute" }]);
  });

  it("the same amount of another type is a changed fee (the flow knows the type)", async () => {
    const { f, recompute } = await toPaymentWithFeeRefresh();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    await f.advance(1000);
    await recompute((c) => c.resolve({ ...SAME_FEE, type: "deliveryFee" }));
    expect(selectStep(f.snap())).toBe("confirmingNewFee");
  });

  it("the child gets the fee request and the accepted fee; its outcome decides (fake child)", async () => {
    const f = await toPayment();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    expect(f.inputOf("feeRefresh")).toMatchObject({ request: { vendor_id: "DK-1001", delivery_type: "food" }, accepted: FEE });
    await f.resolve("feeRefresh", { status: "changed", fee: NEW_FEE });
    expect(selectStep(f.snap())).toBe("confirmingNewFee");
    await f.send({ type: "FEE.ACCEPTED" });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    expect(f.inputOf("feeRefresh")).toMatchObject({ accepted: NEW_FEE });
    await f.reject("feeRefresh", SERVER_ERROR);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.fee.recompute" }]);
  });

  it("any other failure is recorded, then 'Could not create that order'", async () => {
    const f = await toPayment();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("createOrder", SERVER_ERROR);
    expect(f.inputOf("recordFailedTransaction")).toMatchObject({ kind: "create", vendorId: "DK-1001", error: "Internal error", errorKey: "error.internal", payload: { vendor_id: "DK-1001" } });
    expect(f.notes()).toEqual([]);
    await f.reject("recordFailedTransaction", new Error("log down"));
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.order.create-failed" }]);
  });

  it("refused outside the service hours by the platform (issue 17): the service-closed message with its values", async () => {
    const f = await toPayment();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    const closed = Object.assign(new Error("Service hours: 08:00 to 22:00. It's 03:00"), { status: 400, translationKey: "request.service-hours.closed" });
    await f.reject("createOrder", closed);
    await f.resolve("recordFailedTransaction", undefined);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.service-hours.closed", values: { from: "08:00", to: "22:00", time: "03:00" } }]);
  });
});

describe("requestFlow: update mode (?orderID=)", () => {
  async function toUpdatePayment() {
    const f = await start({ orderToUpdate: ORDER_TO_UPDATE });
    await passServiceHours(f);
    expect(selectStep(f.snap())).toBe("checkingDestination");
    await checkDestination(f);
    expect(selectValues(f.snap())).toMatchObject({ destinationName: "Jens Jensen", orderAmount: "189", paymentMethod: "PAID" });
    await f.send({ type: "DETAILS.SUBMITTED" });
    await f.resolve("fetchPaymentMethods", METHODS_ANSWER);
    return f;
  }

  it("checks the order's destination, never offers online payment, and PUTs the update", async () => {
    const f = await toUpdatePayment();
    expect(selectAvailablePaymentMethods(f.snap())).toEqual(["PAID", "CASH_ON_DELIVERY"]);
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(f.inputOf("updateOrder")).toEqual({
      orderId: "DK-1001-100001",
      payload: {
        vendor_id: "DK-1001",
        payment_method: "PAID",
        amount: 189,
        item_details: "2 pizzas",
        location: { address: "Blågårdsgade 12, 2200 København N", notes: "", latitude: 55.6869, longitude: 12.5553 },
        delivery_fee: 39,
        signature: "fee-sig-1",
      },
    });
    await f.resolve("updateOrder", { order_id: "DK-1001-100001" });
    expect(f.snap().output).toEqual({ orderId: "DK-1001-100001", redirectUrl: null });
    expect(f.notes()).toEqual([{ kind: "SUCCESS", key: "request.order.updated" }]);
  });

  it("no SignatureExpired retry for updates: recorded and 'Could not update that order'", async () => {
    const f = await toUpdatePayment();
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.reject("updateOrder", SIGNATURE_EXPIRED);
    expect(f.inputOf("recordFailedTransaction")).toMatchObject({ kind: "update", error: "SignatureExpired" });
    await f.resolve("recordFailedTransaction", undefined);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.order.update-failed" }]);
  });

  it("ORDER_TO_UPDATE.CHANGED switches modes and starts over", async () => {
    const f = await start();
    await f.send({ type: "ORDER_TO_UPDATE.CHANGED", order: ORDER_TO_UPDATE });
    expect(selectStep(f.snap())).toBe("checkingServiceHours");
    expect(f.snap().context.orderToUpdate).toEqual(ORDER_TO_UPDATE);
    await passServiceHours(f);
    expect(selectStep(f.snap())).toBe("checkingDestination");
  });
});

describe("requestFlow: guests", () => {
  const guestInput = { vendor: GUEST_VENDOR, mode: "GUEST" as const };

  it("the stored guest location is the origin; online payment is hidden; the sender block goes with the order", async () => {
    const f = await start(guestInput);
    expect(selectStep(f.snap())).toBe("checkingServiceHours");
    expect(f.snap().context.origin).toEqual({ latitude: 55.6761, longitude: 12.5683, address: "Rådhuspladsen 1" });
    await passServiceHours(f);
    await pickDestination(f);
    await checkDestination(f);
    await fillDetails(f);
    await f.send({ type: "DETAILS.SUBMITTED" });
    await f.resolve("fetchPaymentMethods", METHODS_ANSWER);
    expect(selectAvailablePaymentMethods(f.snap())).toEqual(["PAID", "CASH_ON_DELIVERY"]);
    expect(selectShowOnlinePayment(f.snap())).toBe(false);
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(f.inputOf("createOrder")).toMatchObject({
      payload: {
        vendor_id: "vendorID",
        sender: {
          location: { latitude: 55.6761, longitude: 12.5683, address: "Rådhuspladsen 1", notes: "" },
          name: "Gæst Hansen",
          email: "guest@example.com",
          phone_number: "+4520304050",
        },
      },
    });
    await f.resolve("createOrder", { order_id: "G-1" });
    expect(f.emitted.filter((e) => e.type !== "notify")).toEqual([{ type: "request.guestOrderPlaced", orderId: "G-1" }]);
    expect(f.notes()).toEqual([{ kind: "SUCCESS", key: "request.order.pushed" }]);
  });

  it("a guest without a stored location picks an origin that is kept, not saved", async () => {
    const f = await start({ ...guestInput, guestSender: { ...GUEST_SENDER, location: { ...GUEST_SENDER.location, latitude: Number.NaN } } });
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    await f.send({ type: "ORIGIN.SUGGESTION_PICKED", suggestion: { ...PLACE_SUGGESTION, id: "gz-origin" } });
    await f.resolve("originPlaceDetails", ORIGIN_PLACE);
    await f.send({ type: "ORIGIN.SAVE" });
    expect(selectStep(f.snap())).toBe("askingOriginAddressDetails");
    expect(f.started.some((a) => a.src === "saveOriginAddress")).toBe(false);
    expect(f.snap().context.origin).toEqual({ latitude: 55.6961, longitude: 12.5856, address: ORIGIN_PLACE.address.formatted_address });
    expect(f.snap().context.guestSender?.location).toMatchObject({ latitude: 55.6961, longitude: 12.5856 });
  });
});

describe("requestFlow: online payment (with the real payment child)", () => {
  const WALLET = { wallet_id: "w-1", access_token: "tok", expires_in: 3600 };
  const INTENT = { intent_id: "i-1", payment_methods: [{ name: "generic_creditcard", paymentInstruments: [] }] };
  function paymentChild(confirm: () => Promise<unknown>, createIntent: (args: unknown) => Promise<unknown> = async () => INTENT) {
    return paymentIntentMachine.provide({
      actors: {
        initWallet: fromPromise(async () => WALLET),
        createIntent: fromPromise(createIntent) as never,
        feeRefresh: feeRefreshMachine.provide({ actors: { recomputeFee: fromPromise(async () => NEW_FEE) as never } }),
        encryptCard: fromPromise(async () => ({ kid: "k", encrypted_number: "n", encrypted_expiry_month: "m", encrypted_expiry_year: "y", encrypted_security_code: "c" })),
        confirmIntent: fromPromise(confirm) as never,
      },
    });
  }

  async function payOnline(child: ReturnType<typeof paymentChild>) {
    const f = await toPayment({}, { actors: { paymentIntent: child } });
    await f.send({ type: "PAYMENT_METHOD.SELECTED", method: "ONLINE_PAYMENT" });
    await f.send({ type: "CARD.MODE_SELECTED", mode: "EXISTING" });
    await f.send({ type: "CARD.SELECTED", cardId: "card_1" });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await settle();
    await settle();
    return f;
  }

  it("paid: done with the order id; the intent carries login_pickup_estimation 0 and ONLINE_PAYMENT", async () => {
    const intents: Array<{ order: { login_pickup_estimation: number; order: { payment_method: string } } }> = [];
    const f = await payOnline(
      paymentChild(
        async () => ({ order_id: "DK-1001-300001" }),
        async (args) => {
          intents.push((args as { input: (typeof intents)[number] }).input);
          return INTENT;
        },
      ),
    );
    expect(intents).toHaveLength(1);
    expect(intents[0].order.login_pickup_estimation).toBe(0);
    expect(intents[0].order.order.payment_method).toBe("ONLINE_PAYMENT");
    expect(f.snap().status).toBe("done");
    expect(f.snap().output).toEqual({ orderId: "DK-1001-300001", redirectUrl: null });
    expect(f.notes()).toEqual([{ kind: "SUCCESS", key: "request.order.pushed" }]);
  });

  it("3-D Secure: ends with the redirect URL for the root to follow", async () => {
    const f = await payOnline(paymentChild(async () => ({ order_id: "DK-1001-300001", redirect_required: { redirectUrl: "/payments/3ds/i-1" } })));
    expect(f.snap().matches("redirectingToPayment")).toBe(true);
    expect(f.snap().output).toEqual({ orderId: "DK-1001-300001", redirectUrl: "/payments/3ds/i-1" });
  });

  it("declined: back to the payment step with the key", async () => {
    const declined = Object.assign(new Error("Card declined"), { status: 402, translationKey: "error.payment.declined" });
    const f = await payOnline(
      paymentChild(async () => {
        throw declined;
      }),
    );
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.payment.declined" }]);
  });

  it.each([
    ["creating the intent", "intent"],
    ["confirming it", "confirm"],
  ] as const)("refused outside the service hours while %s: the service-closed message with its values, as on the cash path", async (_, step) => {
    const closed = Object.assign(new Error("Service hours: 08:00 to 22:00. It's 03:00"), { status: 400, translationKey: "request.service-hours.closed" });
    const refuse = async () => {
      throw closed;
    };
    const f = await payOnline(step === "intent" ? paymentChild(async () => ({ order_id: "x" }), refuse) : paymentChild(refuse));
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "request.service-hours.closed", values: { from: "08:00", to: "22:00", time: "03:00" } }]);
  });

  it("SignatureExpired with a changed fee: error.fee.changed and the new fee shown", async () => {
    const f = await payOnline(
      paymentChild(
        async () => ({ order_id: "x" }),
        async () => {
          throw SIGNATURE_EXPIRED;
        },
      ),
    );
    await f.advance(1000);
    await settle();
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.fee.changed" }]);
    expect(f.snap().context.deliveryFee).toEqual(NEW_FEE);
  });

  it("payingOnline waits for the child; PAYMENT.FAILED returns to the payment step (fake child)", async () => {
    const f = await toPayment();
    await f.send({ type: "PAYMENT_METHOD.SELECTED", method: "ONLINE_PAYMENT" });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("payingOnline");
    await f.send({ type: "PAYMENT.FAILED", errorKey: "error.payment.init", fee: null });
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.payment.init" }]);
  });
});

describe("requestFlow: vouchers (with the real voucher child)", () => {
  it("a valid voucher goes with the order; a changed fee drops it", async () => {
    const validation = { voucher: { code: "WELCOME10", amount: 10, type: "amount" as const }, delivery_fee: 29, signature: "d-sig" };
    const child = voucherMachine.provide({ actors: { validateVoucher: fromPromise(async () => validation) as never } });
    const f = await toPayment({}, { actors: { voucher: child } });
    await f.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    await settle();
    expect(f.snap().context.voucher).toEqual({ voucher: validation.voucher, discountedFee: 29, signature: "d-sig" });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(f.inputOf("createOrder")).toMatchObject({
      payload: { voucher: { code: "WELCOME10", amount: 10, type: "amount" }, discounted_delivery_fee: 29, discounted_delivery_fee_signature: "d-sig" },
    });
    await f.reject("createOrder", SIGNATURE_EXPIRED);
    await f.resolve("feeRefresh", { status: "changed", fee: NEW_FEE });
    await f.send({ type: "FEE.ACCEPTED" });
    expect(f.snap().context.voucher).toBeNull();
    expect(f.inputOf("createOrder")).not.toHaveProperty("payload.voucher");
  });

  it("VOUCHER events are ignored without the voucher flag", async () => {
    const calls: unknown[] = [];
    const validateVoucher = fromPromise(async ({ input }: { input: unknown }) => {
      calls.push(input);
      return { voucher: { code: "X", amount: 1, type: "amount" as const }, delivery_fee: 1, signature: "s" };
    });
    const child = voucherMachine.provide({ actors: { validateVoucher: validateVoucher as never } });
    const f = await toPayment({ flags: { ...FLAGS, voucher: false } }, { actors: { voucher: child } });
    await f.send({ type: "VOUCHER.SUBMITTED", code: "WELCOME10" });
    await settle();
    expect(calls).toEqual([]);
    expect(f.snap().context.voucher).toBeNull();
  });
});

describe("requestFlow: root events", () => {
  it("VENDOR.CHANGED starts over with the new vendor (no coordinates: the origin step)", async () => {
    const f = await start();
    await passServiceHours(f);
    await pickDestination(f);
    await f.send({ type: "VENDOR.CHANGED", vendor: VENDOR_NO_COORDS });
    expect(selectStep(f.snap())).toBe("askingOriginAddress");
    expect(f.snap().context.destination).toBeNull();
    expect(f.snap().context.vendor.vendor_id).toBe("DK-1003");
  });

  it("FLAGS.CHANGED keeps the flags; a finished flow ignores the root events", async () => {
    const f = await toPayment();
    await f.send({ type: "FLAGS.CHANGED", flags: { drawDeliveryAreas: true } });
    expect(f.snap().context.flags).toEqual({ ...FLAGS, drawDeliveryAreas: true });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    await f.resolve("createOrder", { order_id: "DK-1001-200009" });
    await f.send({ type: "VENDOR.CHANGED", vendor: VENDOR });
    expect(f.snap().status).toBe("done");
  });

  it("COUNTRY config is used for the geolocator and the currency", () => {
    expect(COUNTRY).toMatchObject({ code: "DK", currency: "DKK", timezone: "Europe/Copenhagen" });
  });
});

describe("requestFlow: the VAT number (payment_vat)", () => {
  const VAT_FLAGS = { ...INPUT.flags, paymentVat: true };

  it("is optional, must be 8 characters and valid, and is sent as vat_number", async () => {
    const f = await toPayment({ flags: VAT_FLAGS });
    await f.send({ type: "PAYMENT_METHOD.SELECTED", method: "CASH_ON_DELIVERY" });
    await f.send({ type: "VAT_NUMBER.CHANGED", value: "1234567" });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(selectErrors(f.snap())).toEqual({ vatNumber: "vat.error.length" });
    expect(selectStep(f.snap())).not.toBe("submitting");
    await f.send({ type: "VAT_NUMBER.CHANGED", value: "DK12345!" });
    expect(selectErrors(f.snap())).toEqual({});
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(selectErrors(f.snap())).toEqual({ vatNumber: "vat.error.invalid" });
    await f.send({ type: "VAT_NUMBER.CHANGED", value: "DK123456" });
    await f.send({ type: "PAYMENT.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("submitting");
    expect((f.inputOf("createOrder") as { payload: { vat_number: string } }).payload.vat_number).toBe("DK123456");
  });

  it("an empty VAT number is fine; with the flag off nothing is checked or sent", async () => {
    const on = await toPayment({ flags: VAT_FLAGS });
    await on.send({ type: "PAYMENT_METHOD.SELECTED", method: "CASH_ON_DELIVERY" });
    await on.send({ type: "PAYMENT.SUBMITTED" });
    expect((on.inputOf("createOrder") as { payload: { vat_number: string } }).payload.vat_number).toBe("");
    const off = await toPayment({ flags: { ...INPUT.flags, paymentVat: false } });
    await off.send({ type: "PAYMENT_METHOD.SELECTED", method: "CASH_ON_DELIVERY" });
    await off.send({ type: "VAT_NUMBER.CHANGED", value: "12" });
    await off.send({ type: "PAYMENT.SUBMITTED" });
    expect((off.inputOf("createOrder") as { payload: { vat_number: string } }).payload.vat_number).toBe("");
  });

  it("goes with the online payment's create and confirm payloads", async () => {
    const f = await toPayment({ flags: VAT_FLAGS });
    await f.send({ type: "VAT_NUMBER.CHANGED", value: "DK123456" });
    expect(createPayloadOf(f.snap().context as never, true).vat_number).toBe("DK123456");
    const confirm = confirmRequestOf({
      vendorId: "DK-1001",
      order: createPayloadOf(f.snap().context as never, true),
      card: { newOrExistingCard: "EXISTING", selectedCardId: "card_1" },
    } as never);
    expect(confirm.order.vat_number).toBe("DK123456");
  });
});

describe("requestFlow: a destination at the pick-up (0 m)", () => {
  it("is refused with a field error before any check; another destination goes on", async () => {
    const f = await start();
    await passServiceHours(f);
    const origin = f.snap().context.origin as { latitude: number; longitude: number };
    await f.send({ type: "PIN.MOVED", latitude: origin.latitude, longitude: origin.longitude });
    if (f.isRunning("reversePin")) await f.resolve("reversePin", DEST_PLACE);
    expect(selectErrors(f.snap())).toEqual({ destinationTextAddress: "request.error.same-as-pickup" });
    expect(selectStep(f.snap())).toBe("askingDestination");
    expect(f.started.some((a) => a.src === "validateArea")).toBe(false);
    await pickDestination(f);
    expect(f.isRunning("validateArea")).toBe(true);
  });
});

describe("requestFlow: the payment step's children come with their own chunk (issue 14)", () => {
  const PAYMENT_CHILDREN = ["voucher", "paymentIntent", "feeRefresh"];
  const childIds = (f: Flow) => Object.keys(f.snap().children).filter((id) => PAYMENT_CHILDREN.includes(id));

  /** Up to the details step with the chunk's loads left to the spec (`lazyPart`). */
  async function toDetailsLazy() {
    const f = await start({}, undefined, true);
    await passServiceHours(f);
    await pickDestination(f);
    // Nothing of the ordering part while the destination is checked.
    expect(f.started.some((a) => a.src === "loadOrderingPart")).toBe(false);
    await checkDestination(f);
    return f;
  }

  it("nothing of it starts before the details step; it loads while they are filled in, then the voucher and, on the payment step, the payment child start", async () => {
    const f = await toDetailsLazy();
    expect(f.started.filter((a) => a.src === "loadOrderingPart").map((a) => a.id)).toEqual(["prefetchOrderingPart"]);
    expect(childIds(f)).toEqual([]);
    await f.resolve("prefetchOrderingPart", ORDERING_PART);
    expect(childIds(f)).toEqual(["voucher"]);
    expect(f.inputOf("voucher")).toEqual({ vendorId: "DK-1001", deliveryFee: { fee: FEE.fee, signature: FEE.signature }, orderTime: Math.floor(NOW_MS / 1000) });
    await fillDetails(f);
    await f.send({ type: "DETAILS.SUBMITTED" });
    // The chunk is there: straight on to the payment step, no second load.
    expect(f.snap().matches({ ordering: { fillingPaymentDetails: "loadingPaymentMethods" } })).toBe(true);
    expect(f.started.filter((a) => a.src === "loadOrderingPart")).toHaveLength(1);
    expect(childIds(f).sort()).toEqual(["paymentIntent", "voucher"]);
    expect(f.inputOf("paymentIntent")).toEqual({ vendorId: "DK-1001", now: NOW_MS });
    // Back to the details (the payment child stops), to the destination (the voucher stops) and on
    // again: the chunk is kept, the voucher starts with the step.
    await f.resolve("fetchPaymentMethods", METHODS_ANSWER);
    await f.resolve("fetchSavedCards", [SAVED_CARD]);
    await f.send({ type: "BACK" });
    expect(childIds(f)).toEqual(["voucher"]);
    await f.send({ type: "DESTINATION.CHANGE" });
    expect(childIds(f)).toEqual([]);
    await pickDestination(f);
    await checkDestination(f);
    expect(childIds(f)).toEqual(["voucher"]);
    expect(f.snap().context.orderingPart).toBe(ORDERING_PART);
  });

  it("details submitted before it came wait for it (busy submit) and go on to the payment step once it is there", async () => {
    const f = await toDetailsLazy();
    await fillDetails(f);
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(f.snap().matches({ ordering: "loadingOrderingPart" })).toBe(true);
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(selectDetailsPending(f.snap())).toBe(true);
    expect(f.signalOf("prefetchOrderingPart").aborted).toBe(true);
    expect(childIds(f)).toEqual([]);
    await f.resolve("loadOrderingPart", ORDERING_PART);
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(childIds(f).sort()).toEqual(["paymentIntent", "voucher"]);
    expect(f.notes()).toEqual([]);
  });

  it("a failed load tells error.network on the payment step's demand and the next submission loads it again", async () => {
    const f = await toDetailsLazy();
    // The early load fails silently: nobody needs it yet.
    await f.reject("prefetchOrderingPart", NETWORK_ERROR);
    expect(f.notes()).toEqual([]);
    await fillDetails(f);
    await f.send({ type: "DETAILS.SUBMITTED" });
    await f.reject("loadOrderingPart", NETWORK_ERROR);
    expect(selectStep(f.snap())).toBe("fillingOrderDetails");
    expect(selectDetailsPending(f.snap())).toBe(false);
    expect(f.notes()).toEqual([{ kind: "ERROR", key: "error.network" }]);
    expect(childIds(f)).toEqual([]);
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(f.isRunning("loadOrderingPart")).toBe(true);
    await f.resolve("loadOrderingPart", ORDERING_PART);
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
    expect(childIds(f).sort()).toEqual(["paymentIntent", "voucher"]);
  });

  it("an item value confirmed above the limit waits for it too", async () => {
    const f = await toDetailsLazy();
    await fillDetails(f, "9000");
    await f.send({ type: "DETAILS.SUBMITTED" });
    expect(selectStep(f.snap())).toBe("confirmingItemValue");
    await f.send({ type: "ITEM_VALUE.CONFIRMED" });
    expect(f.snap().matches({ ordering: "loadingOrderingPart" })).toBe(true);
    await f.resolve("loadOrderingPart", ORDERING_PART);
    expect(selectStep(f.snap())).toBe("fillingPaymentDetails");
  });
});
