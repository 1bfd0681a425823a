// The request side as the composition root provides it (composition/request-side.ts): the request
// page machine with the real request-flow, payment-intent and voucher machines and the real api
// calls, on a fake platform: a flow opens for a vendor and reaches the destination step; a cash order
// navigates to tracking with the order id, says "Order pushed!" and starts a fresh flow; a 3-D Secure
// payment sends the browser to the gateway through the page's redirect actor; a guest gives their
// sender data first, then picks the origin, and the order carries the sender block, lands in the
// guest orders list and the sender (with the origin) is stored; update mode reads the order first and
// answers with PUT; a failed order is recorded and shown; flags reach the running flow; closing stops it.
import { DEFAULT_DEPLOYMENT } from "@config/deployment";
import type { OrderRecord, Vendor } from "@domain/contract";
import { DEFAULT_FLAGS, type Flags } from "@domain/flags";
import { GUEST_VENDOR } from "@domain/vendors";
import type { AddressSuggestion } from "@machines/request-flow/request-flow.machine";
import { selectStep } from "@machines/request-flow/request-flow.selectors";
import { requestCountry, requestFlags } from "@machines/request-page/request-page.inputs";
import { selectDeliveryAreas, selectRequestFlow, selectRequestPageStep } from "@machines/request-page/request-page.selectors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Actor, type AnyEventObject, createActor, waitFor } from "xstate";
import type { AppDeps } from "../../src/app/composition/app-deps";
import { loadRequestSide } from "../../src/app/composition/request-side";
import type { RequestFlowActor } from "../../src/app/features/request/request-flow-actor";
import { GUEST_SENDER_KEY, readGuestSender } from "../../src/app/services/guest-sender";
import { memoryStore, STORAGE_KEYS } from "../../src/app/services/storage";
import { clientWith, platformFetch, type Call } from "../api/request-fake-platform";

const NOON = Date.UTC(2026, 10, 22, 11, 0); // 12:00 in Copenhagen
const VENDOR: Vendor = {
  ...GUEST_VENDOR,
  vendor_id: "DK-1001",
  vendor_information: {
    ...GUEST_VENDOR.vendor_information,
    name: "Nørrebro Pizza - Jægersborggade",
    currency: "DKK",
    location: { ...GUEST_VENDOR.vendor_information.location, address_text: "Jægersborggade 14, 2200 København N", latitude: 55.69155, longitude: 12.5448, country_code: "DK" },
  },
  flags: { payment_methods: { PAID: true, CASH_ON_DELIVERY: true, ONLINE_PAYMENT: true } },
};
const place = (id: string, formatted: string, latitude: number, longitude: number) => ({ address: { id, formatted_address: formatted, latitude, longitude } });
const DESTINATION = place("n21", "Nørrebrogade 21, 2200 København N", 55.6878, 12.5635);
const SUGGESTION: AddressSuggestion = { kind: "place", id: "n21", label: DESTINATION.address.formatted_address, latitude: 55.6878, longitude: 12.5635 };
const FEE = { fee: 39, signature: "sig", type: "amount", currency: "DKK", expires_at: Math.floor(NOON / 1000) + 600 };

function platform(overrides: Record<string, Parameters<typeof platformFetch>[0][string]> = {}) {
  return platformFetch({
    "GET /get-country-parameter/serviceHours": { body: { result: "0800:2200" } },
    "GET /get-country-parameter/orderItemValueExceedLimit": { body: { result: "5000" } },
    "GET /get-country-parameter/paymentMethods": { body: { result: "CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID" } },
    "GET /get-country-parameter/onlinePaymentActivated": { body: { result: "true" } },
    "GET /geolocator/details": (c) => ({ body: { data: { data: [c.query.get("query_id") === "b4" ? place("b4", "Blågårdsgade 4, 2200 København N", 55.688, 12.559) : DESTINATION] } } }),
    "GET /geolocator/autocomplete": { body: { data: { data: [place("b4", "Blågårdsgade 4, 2200 København N", 55.688, 12.559)] } } },
    "POST /delivery/area/validate": { body: { result: "DELIVERABLE" } },
    "POST /delivery/fee": { body: { result: FEE } },
    "POST /estimations": { body: { result: { pickup_minutes: 6, dropoff_minutes: 18, distance_m: 1500 } } },
    "GET /order/payment/cards/DK-1001": { body: { result: { cards: [] } } },
    "POST /order": { body: { result: { order_id: "DK-1001-500" } } },
    ...overrides,
  });
}

type RequestPage = Actor<ReturnType<typeof loadRequestSide>["requestPage"]>;

const running: RequestPage[] = [];
afterEach(() => {
  for (const page of running.splice(0)) page.stop();
});

/** The request page as the root spawns it, with the composition root's real effects over the fake platform. */
async function setup(options: { fetch?: ReturnType<typeof platform>; store?: ReturnType<typeof memoryStore>; flags?: Partial<Flags> } = {}) {
  const p = options.fetch ?? platform();
  const notify = vi.fn();
  const navigateToTracking = vi.fn();
  const redirect = vi.fn();
  const store = options.store ?? memoryStore();
  const router = { navigate: async (o: { search: { order_id: string } }) => navigateToTracking(o.search.order_id), invalidate: async () => {} };
  const deps = {
    config: DEFAULT_DEPLOYMENT,
    api: clientWith(p.fetch),
    store,
    link: { app: null, router: router as never },
    notify: () => {},
    now: () => NOON,
    reload: () => {},
    redirect,
    download: () => {},
    openSocket: () => ({ isOpen: () => false, send: () => {}, close: () => {} }),
    liveUrl: "ws://portal.test/ws",
    warn: () => {},
    encrypt: async () => ({ kid: "k1", encrypted_number: "x", encrypted_expiry_month: "x", encrypted_expiry_year: "x", encrypted_security_code: "x" }),
  } satisfies AppDeps;
  const page: RequestPage = createActor(loadRequestSide(deps).requestPage, {
    input: { country: requestCountry(DEFAULT_DEPLOYMENT), flags: requestFlags({ ...DEFAULT_FLAGS, voucher: true, pre_order: true, ...options.flags }) },
  });
  // The root shows the page's notify events.
  page.on("notify", (e: AnyEventObject) => notify(e));
  page.start();
  running.push(page);
  const open = (vendor: Vendor, mode: "CLASSIC" | "GUEST", orderId: string | null = null) => page.send({ type: "REQUEST.OPENED", vendor, mode, orderId });
  return { page, open, p, notify, navigateToTracking, redirect, store };
}

const actorOf = (page: RequestPage) => {
  const actor = selectRequestFlow(page.getSnapshot());
  if (!actor) throw new Error("no flow");
  return actor as unknown as RequestFlowActor;
};
const flowOf = (page: RequestPage) => waitFor(page, (s) => selectRequestFlow(s) !== null, { timeout: 5000 }).then(() => actorOf(page));
const step = async (page: RequestPage, name: string) => waitFor(await flowOf(page), (s) => selectStep(s) === name, { timeout: 5000 });
const lastBody = (calls: Call[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key).at(-1)?.body as Record<string, unknown>;

async function fillDetails(page: RequestPage) {
  const actor = actorOf(page);
  actor.send({ type: "SUGGESTION.PICKED", suggestion: SUGGESTION });
  await step(page, "fillingOrderDetails");
  actor.send({ type: "FIELD.CHANGED", field: "destinationName", value: "Karen Blixen" });
  actor.send({ type: "FIELD.CHANGED", field: "destinationPhoneNumber", value: "20 12 34 56" });
  actor.send({ type: "FIELD.CHANGED", field: "orderAmount", value: "250" });
  actor.send({ type: "DETAILS.SUBMITTED" });
  await step(page, "fillingPaymentDetails");
  await waitFor(actor, (s) => s.matches({ ordering: { fillingPaymentDetails: "choosing" } }), { timeout: 5000 });
}

describe("request page (composition's request side)", () => {
  it("opening starts the vendor's flow: service hours of that vendor, then the destination", async () => {
    const { page, open, p } = await setup();
    open(VENDOR, "CLASSIC");
    await step(page, "askingDestination");
    expect(p.calls.find((c) => c.path === "/get-country-parameter/serviceHours")?.query.get("vendor_id")).toBe("DK-1001");
    // The same route again keeps the flow.
    const first = actorOf(page);
    open(VENDOR, "CLASSIC");
    expect(actorOf(page)).toBe(first);
  });

  it("a cash order goes to tracking with its id, says Order pushed! and starts a fresh flow", async () => {
    const { page, open, p, notify, navigateToTracking } = await setup();
    open(VENDOR, "CLASSIC");
    await step(page, "askingDestination");
    const first = actorOf(page);
    await fillDetails(page);
    first.send({ type: "PAYMENT_METHOD.SELECTED", method: "CASH_ON_DELIVERY" });
    first.send({ type: "PAYMENT.SUBMITTED" });
    await vi.waitFor(() => expect(navigateToTracking).toHaveBeenCalledWith("DK-1001-500"));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: "SUCCESS", key: "request.order.pushed" }));
    const order = lastBody(p.calls, "POST /order");
    expect(order).toMatchObject({ vendor_id: "DK-1001", delivery_fee: 39, signature: "sig", order: { payment_method: "CASH_ON_DELIVERY", amount: 250 } });
    expect(order.sender).toBeUndefined();
    await vi.waitFor(() => expect(selectRequestFlow(page.getSnapshot())).not.toBe(first));
    await step(page, "askingDestination");
  });

  it("a 3-D Secure card payment sends the browser to the gateway's page", async () => {
    const p = platform({
      "POST /order/payment/auth/DK-1001": { body: { result: { wallet_id: "wal", access_token: "tok", expires_in: 3600 } } },
      "POST /order/payment/intent": { body: { result: { payment_methods: [{ name: "generic_creditcard", paymentInstruments: [] }], intent_id: "pi_1" } } },
      "POST /order/payment/intent/confirm": { body: { result: { order_id: "DK-1001-501", redirect_required: { redirectUrl: "/payments/3ds/pi_1" } } } },
    });
    const { page, open, redirect, navigateToTracking } = await setup({ fetch: p });
    open(VENDOR, "CLASSIC");
    await step(page, "askingDestination");
    await fillDetails(page);
    const actor = actorOf(page);
    actor.send({ type: "PAYMENT_METHOD.SELECTED", method: "ONLINE_PAYMENT" });
    actor.send({ type: "CARD.MODE_SELECTED", mode: "NEW" });
    actor.send({ type: "CARD.NAME_CHANGED", name: "Niels Bohr" });
    actor.send({ type: "CARD.FORM_CHANGED", fields: { number: "4000 0000 0000 3220", expiryMonth: "12", expiryYear: "30", securityCode: "123" } });
    actor.send({ type: "PAYMENT.SUBMITTED" });
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledWith("/payments/3ds/pi_1"));
    expect(selectRequestPageStep(page.getSnapshot())).toBe("redirecting");
    expect(navigateToTracking).not.toHaveBeenCalled();
    expect(lastBody(p.calls, "POST /order/payment/intent/confirm")).toMatchObject({ purchase_intent_id: "pi_1", card: { kid: "k1", holder_name: "Niels Bohr" } });
    expect(JSON.stringify(p.calls.map((c) => c.body))).not.toContain("4000");
  });

  it("a guest gives their details, picks the pick-up, and the order carries the sender", async () => {
    const p = platform({ "POST /order": { body: { result: { order_id: "G-1" } } } });
    const store = memoryStore();
    const { page, open, navigateToTracking } = await setup({ fetch: p, store });
    open(GUEST_VENDOR, "GUEST");
    await waitFor(page, (s) => selectRequestPageStep(s) === "askingGuestSender");
    expect(selectRequestFlow(page.getSnapshot())).toBeNull();

    page.send({ type: "GUEST_SENDER.SAVED", sender: { name: "Hans Christian Andersen", phone_number: "+45 40 11-22 33", email: "hca@example.dk", location: null } });
    await step(page, "askingOriginAddress");
    const actor = actorOf(page);
    actor.send({ type: "ORIGIN.SUGGESTION_PICKED", suggestion: { kind: "place", id: "b4", label: "Blågårdsgade 4", latitude: 55.688, longitude: 12.559 } });
    await waitFor(actor, (s) => s.matches({ askingOriginAddress: "idle" }) && s.context.originDraft.latitude !== null, { timeout: 5000 });
    actor.send({ type: "ORIGIN.SAVE" });
    await step(page, "askingOriginAddressDetails");
    actor.send({ type: "ORIGIN_DETAILS.CONFIRMED" });
    await step(page, "askingDestination");
    await fillDetails(page);
    expect(actor.getSnapshot().context.availablePaymentMethods).not.toContain("ONLINE_PAYMENT");
    actor.send({ type: "PAYMENT.SUBMITTED" });
    await vi.waitFor(() => expect(navigateToTracking).toHaveBeenCalledWith("G-1"));

    expect(lastBody(p.calls, "POST /order")).toMatchObject({
      vendor_id: "vendorID",
      sender: { name: "Hans Christian Andersen", email: "hca@example.dk", phone_number: "+4540112233", location: { latitude: 55.688, longitude: 12.559 } },
    });
    expect(p.calls.some((c) => c.path.startsWith("/vendor/"))).toBe(false);
    expect(JSON.parse(store.get(STORAGE_KEYS.guestOrders) ?? "[]")).toEqual(["G-1"]);
    expect(readGuestSender(store)?.location).toMatchObject({ latitude: 55.688, longitude: 12.559 });

    // Next time the guest starts at the destination, with the stored sender and origin.
    page.send({ type: "REQUEST.CLOSED" });
    open(GUEST_VENDOR, "GUEST");
    await step(page, "askingDestination");
    page.send({ type: "GUEST_SENDER.EDIT" });
    expect(selectRequestPageStep(page.getSnapshot())).toBe("askingGuestSender");
    expect(selectRequestFlow(page.getSnapshot())).toBeNull();
    expect(page.getSnapshot().context.guestSender?.name).toBe("Hans Christian Andersen");
    expect(store.get(GUEST_SENDER_KEY)).toBeNull();
  });

  it("update mode reads the order first and sends PUT /order/{id}", async () => {
    const order: OrderRecord = {
      order_id: "DK-1001-42",
      vendor_id: "DK-1001",
      created_at: NOON / 1000 - 60,
      updated_at: NOON / 1000 - 60,
      preordered_for: null,
      status: "NEW",
      status_history: [],
      delivery_fee: 39,
      customer: { name: "Karen Blixen", phone_number: "20123456", location: { address: "Nørrebrogade 21", latitude: 55.6878, longitude: 12.5635, notes: "" } },
      order: { description: "Pizza", amount: 100, payment_method: "CASH_ON_DELIVERY" },
      rider_id: null,
      cancel_reason: null,
      eta_vendor: null,
      eta_customer: null,
    };
    const p = platform({
      "GET /order": (c) => (c.query.get("orderId") === "DK-1001-42" ? { body: { result: order } } : undefined),
      "PUT /order/DK-1001-42": { body: { result: { order_id: "DK-1001-42" } } },
    });
    const { page, open, notify, navigateToTracking } = await setup({ fetch: p });
    open(VENDOR, "CLASSIC", "DK-1001-42");
    await waitFor(page, (s) => selectRequestPageStep(s) === "loadingOrder");
    await step(page, "fillingOrderDetails");
    const actor = actorOf(page);
    expect(actor.getSnapshot().context.values.destinationName).toBe("Karen Blixen");
    actor.send({ type: "DETAILS.SUBMITTED" });
    await waitFor(actor, (s) => s.matches({ ordering: { fillingPaymentDetails: "choosing" } }), { timeout: 5000 });
    actor.send({ type: "PAYMENT.SUBMITTED" });
    await vi.waitFor(() => expect(navigateToTracking).toHaveBeenCalledWith("DK-1001-42"));
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ key: "request.order.updated" }));
    expect(lastBody(p.calls, "PUT /order/DK-1001-42")).toMatchObject({ vendor_id: "DK-1001", payment_method: "CASH_ON_DELIVERY", amount: 100 });
    // The next flow creates a new order.
    await vi.waitFor(() => expect(page.getSnapshot().context.request?.orderId).toBeNull());
  });

  it("an order that cannot be found in update mode says so", async () => {
    const { page, open } = await setup();
    open(VENDOR, "CLASSIC", "missing");
    await waitFor(page, (s) => selectRequestPageStep(s) === "orderNotFound", { timeout: 5000 });
    expect(selectRequestFlow(page.getSnapshot())).toBeNull();
  });

  it("a failed order is recorded and shown as Could not create that order", async () => {
    const p = platform({ "POST /order": { status: 400, body: { message: "Invalid request", translation_key: "error.invalid-request" } } });
    const { page, open, notify, navigateToTracking } = await setup({ fetch: p });
    const layer = globalThis as unknown as { dataLayer?: unknown[] };
    layer.dataLayer = [];
    open(VENDOR, "CLASSIC");
    await step(page, "askingDestination");
    await fillDetails(page);
    actorOf(page).send({ type: "PAYMENT.SUBMITTED" });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: "ERROR", key: "request.order.create-failed" })));
    expect(layer.dataLayer.at(-1)).toMatchObject({ event: "request_failed_transaction", kind: "create", vendor_id: "DK-1001", error_key: "error.invalid-request" });
    expect(navigateToTracking).not.toHaveBeenCalled();
    await step(page, "fillingPaymentDetails");
  });

  it("a service-hours notification carries from, to and the time", async () => {
    const p = platform({ "GET /get-country-parameter/serviceHours": { body: { result: "0300:0301" } } });
    const { page, open, notify } = await setup({ fetch: p });
    open(VENDOR, "CLASSIC");
    await step(page, "serviceClosed");
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: "ERROR", key: "request.service-hours.closed", values: { from: "03:00", to: "03:01", time: "12:00" } }));
  });

  it("flags reach the running flow; the delivery areas are read when draw-delivery-areas is on; closing stops everything", async () => {
    const p = platform({ "GET /delivery/area/DK-1001": { body: { result: { polygons: [[[12.5, 55.6], [12.6, 55.6], [12.6, 55.7]]] } } } });
    const { page, open } = await setup({ fetch: p, flags: { "draw-delivery-areas": true } });
    open(VENDOR, "CLASSIC");
    await vi.waitFor(() => expect(selectDeliveryAreas(page.getSnapshot())).toHaveLength(1));
    await step(page, "askingDestination");
    expect(actorOf(page).getSnapshot().context.flags.drawDeliveryAreas).toBe(true);
    page.send({ type: "FLAGS.CHANGED", flags: requestFlags({ ...DEFAULT_FLAGS, voucher: false }) });
    expect(actorOf(page).getSnapshot().context.flags.voucher).toBe(false);
    expect(selectDeliveryAreas(page.getSnapshot())).toBeNull();
    page.send({ type: "REQUEST.CLOSED" });
    expect(selectRequestFlow(page.getSnapshot())).toBeNull();
    expect(page.getSnapshot().matches("closed")).toBe(true);
  });

  it("a vendor without coordinates saves its origin; the next flow starts from the saved address", async () => {
    const bare: Vendor = { ...VENDOR, vendor_id: "DK-1003", vendor_information: { ...VENDOR.vendor_information, location: { ...VENDOR.vendor_information.location, latitude: null, longitude: null, address_text: "" } } };
    const saved: Vendor = { ...bare, vendor_information: { ...bare.vendor_information, location: { ...bare.vendor_information.location, latitude: 55.7, longitude: 12.57, address_text: "Østerbrogade 61" } } };
    const p = platform({
      "PUT /vendor/DK-1003/address": { body: { result: saved } },
      "GET /vendor/DK-1003": { body: { result: saved } },
      "GET /geolocator/details": { body: { data: { data: [place("o61", "Østerbrogade 61, 2100 København Ø", 55.7, 12.57)] } } },
    });
    const { page, open, notify } = await setup({ fetch: p });
    open(bare, "CLASSIC");
    await step(page, "askingOriginAddress");
    const actor = actorOf(page);
    actor.send({ type: "ORIGIN.SUGGESTION_PICKED", suggestion: { kind: "place", id: "o61", label: "Østerbrogade 61", latitude: 55.7, longitude: 12.57 } });
    await waitFor(actor, (s) => s.context.originDraft.latitude !== null && s.matches({ askingOriginAddress: "idle" }), { timeout: 5000 });
    actor.send({ type: "ORIGIN.SAVE" });
    await step(page, "askingOriginAddressDetails");
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: "SUCCESS", key: "request.origin.saved" }));
    expect(lastBody(p.calls, "PUT /vendor/DK-1003/address")).toMatchObject({ latitude: 55.7, longitude: 12.57, street_address: "Østerbrogade 61, 2100 København Ø" });
    page.send({ type: "REQUEST.CLOSED" });
    open(bare, "CLASSIC");
    await step(page, "askingDestination");
  });
});
