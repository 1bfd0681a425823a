// The portal's calls derive from the endpoint declarations (src/domain/contract/endpoints): every
// declaration the portal uses has an exported function in src/api/calls, and each function sends
// its declaration's method to a path the platform serves it at, with the Authorization header and
// the cookie exactly when the declaration says so. call() itself is generic: a declaration made
// up here is called the same way (its service's base, the portal's host for portal files, the
// answer parsed with its schema, the retry policy by its method).
import { call } from "@api/call";
import * as calls from "@api/calls";
import * as helpCalls from "@api/calls/help-centre";
import { HELP_CENTRE_ENDPOINTS } from "@domain/contract/endpoints/help-centre";
import { createApiClient } from "@api/client";
import { defineEndpoint, ENDPOINTS, type EndpointDefinition, type EndpointId, SENDS_AUTHORIZATION, servedPaths } from "@domain/contract";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type FakeStep, fakeFetch, recordingSleep } from "./fake-fetch";
import { ORDER_UPDATE, REGISTRATION, SAVED_ADDRESS } from "./fixtures";
import { ORDER } from "./request-fake-platform";

const OUTLET = {
  parent_vendor_id: "DK-1000",
  name: "Vesterbro",
  address: "Istedgade 1, 1650 København V",
  latitude: 55.671,
  longitude: 12.56,
  rider_instructions: "",
  phone_number: "+4535351001",
  city: "København V",
  users: [],
  unit: "",
  building: "",
  street: "Istedgade",
  postal_code: "1650",
  country_code: "DK",
  client_vendor_id: "NPG-1004",
  street_number: "1",
};

const API = "https://platform.test";
const SITE = "https://portal.test";

function setup(steps: FakeStep[] = [{ status: 200, body: {} }], ordersService: "orders" | "hurrier" = "orders") {
  const f = fakeFetch(steps);
  const sleep = recordingSleep();
  const client = createApiClient({ apiHost: API, siteHost: SITE, helpHost: API, ordersService, getAuthorization: () => "Bearer at;it", fetch: f.fetch, sleep: sleep.sleep });
  return { client, calls: f.calls, delays: sleep.delays };
}

type Client = ReturnType<typeof setup>["client"];

const POINT = { latitude: 55.69155, longitude: 12.5448 };
const AREA = { location: { lat: 55.688, lng: 12.563 }, vendor_location: POINT, vendor_id: "DK-1001" };
const CONFIRM = {
  order: { vendor_id: "DK-1001", vat_number: "", preordered_for: null },
  bearer_token: "tok",
  purchase_intent_id: "pi_1",
  payment_method: "generic_creditcard",
  payment_instrument_id: "card_1",
};

/** Every declaration of the contract, the help centre's (declared apart) included. */
const ALL_ENDPOINTS = { ...ENDPOINTS, ...HELP_CENTRE_ENDPOINTS };
type AnyEndpointId = EndpointId | keyof typeof HELP_CENTRE_ENDPOINTS;

/** The exported function that calls each declaration, with a valid input. */
const PORTAL_CALLS: Partial<Record<AnyEndpointId, (client: Client) => Promise<unknown>>> = {
  login: (c) => calls.login(c, { email: "owner@demo.dk", password: "pw" }),
  refresh: (c) => calls.refresh(c, undefined),
  logout: (c) => calls.logout(c),
  register: (c) => calls.register(c, REGISTRATION),
  forgotPassword: (c) => calls.forgotPassword(c, { email: "owner@demo.dk" }),
  resetPassword: (c) => calls.resetPassword(c, { email: "owner@demo.dk", code: "123456", password: "Aa1!aaaa", password_confirmation: "Aa1!aaaa" }),
  guestToken: (c) => calls.guestToken(c),
  platformToken: (c) => calls.platformToken(c, { vendor_id: "DK-1000" }),
  mailbox: (c) => calls.mailbox(c, { email: "owner@demo.dk" }),
  getVendors: (c) => calls.getVendors(c),
  getVendor: (c) => calls.getVendor(c, { vendorId: "DK-1001" }),
  getCountryParameter: (c) => calls.getCountryParameter(c, "serviceHours"),
  getVendorOrders: (c) => calls.getVendorOrders(c, { vendorId: "DK-1001", query: {} }),
  getOrder: (c) => calls.getOrder(c, { vendorId: "DK-1001", orderId: "DK-1001-100001" }),
  getOrderProof: (c) => calls.getOrderProof(c, { vendorId: "DK-1001", orderId: "DK-1001-100001", kind: "pickup" }),
  cancelOrder: (c) => calls.cancelOrder(c, { vendor_id: "DK-1001", order_id: "DK-1001-100001", reason: "mistake_error" }),
  getRider: (c) => calls.getRider(c, { riderId: "R-101" }),
  geolocatorAutocomplete: (c) => calls.geolocatorAutocomplete(c, { query: "Nørre", latitude: null }),
  geolocatorReverse: (c) => calls.geolocatorReverse(c, POINT),
  geolocatorDetails: (c) => calls.geolocatorDetails(c, { queryId: "a-1" }),
  createOutlet: (c) => calls.createOutlet(c, OUTLET),
  updateOutlet: (c) => calls.updateOutlet(c, { vendorId: "DK-1001", payload: OUTLET }),
  createBulkJob: (c) => calls.createBulkJob(c, { vendorId: "DK-1001", file: new File([new Uint8Array([0x50, 0x4b, 3, 4])], "orders.xlsx") }),
  getBulkTemplate: (c) => calls.getBulkTemplate(c),
  listBulkJobs: (c) => calls.listBulkJobs(c, { vendorId: "DK-1001" }),
  getBulkJob: (c) => calls.getBulkJob(c, { vendorId: "DK-1001", jobId: "BJ-1" }),
  placeBulkOrders: (c) => calls.placeBulkOrders(c, { jobId: "BJ-1" }),
  getDeliveryFee: (c) => calls.getDeliveryFee(c, { source: POINT, destination: POINT, vendor_id: "DK-1001", delivery_type: "food" }),
  validateDeliveryArea: (c) => calls.validateDeliveryArea(c, AREA),
  getDeliveryAreas: (c) => calls.getDeliveryAreas(c, { vendorId: "DK-1001" }),
  getEstimations: (c) => calls.getEstimations(c, AREA),
  createOrder: (c) => calls.createOrder(c, { payload: ORDER }),
  updateOrder: (c) => calls.updateOrder(c, { orderId: "DK-1001-9", payload: ORDER_UPDATE }),
  saveVendorAddress: (c) => calls.saveVendorAddress(c, { vendorId: "DK-1003", address: SAVED_ADDRESS }),
  searchAddressBook: (c) => calls.searchAddressBook(c, { vendorId: "DK-1001", query: "Karen" }),
  initPaymentWallet: (c) => calls.initPaymentWallet(c, { vendorId: "DK-1001" }),
  getPaymentPublicKey: (c) => calls.getPaymentPublicKey(c),
  getSavedCards: (c) => calls.getSavedCards(c, { vendorId: "DK-1001" }),
  removeSavedCard: (c) => calls.removeSavedCard(c, { vendorId: "DK-1001", cardId: "card_1" }),
  getPaymentIntentStatus: (c) => calls.getPaymentIntentStatus(c, { intentId: "pi_1" }),
  createPaymentIntent: (c) =>
    calls.createPaymentIntent(c, { wallet_id: "wal_1", bearer_token: "tok", vendor_id: "DK-1001", order: { ...ORDER, order: { ...ORDER.order, payment_method: "ONLINE_PAYMENT" } } }),
  confirmPaymentIntent: (c) => calls.confirmPaymentIntent(c, CONFIRM),
  validateVoucher: (c) => calls.validateVoucher(c, { code: "WELCOME10", order: { order_time: 1_800_000_000, delivery_fee: 39, signature: "sig" }, vendor_id: "DK-1001" }),
  getVoucher: (c) => calls.getVoucher(c, { code: "HALF50" }),
  getFlags: (c) => calls.fetchProviderFlags(c, "eu"),
  getFallbackFlags: (c) => calls.fetchFallbackFlags(c),
  getAssetManifest: (c) => calls.fetchManifest(c, { timestamp: 1_700_000_000_000 }),
  getPublicTracking: (c) => calls.getPublicTracking(c, { publicId: "AbCdEfGhIjKlMnOpQrStUv" }),
  getDeliveryReceipt: (c) => calls.getDeliveryReceipt(c, { publicId: "AbCdEfGhIjKlMnOpQrStUv" }),
  getTrackingLink: (c) => calls.getTrackingLink(c, { vendorId: "DK-1001", orderId: "DK-1001-100001" }),
  getOrderSummary: (c) => calls.getOrderSummary(c, { vendorId: "DK-1001", orderId: "DK-1001-100001" }),
  getHcToken: (c) => helpCalls.getHcToken(c, { vendorId: "DK-1001" }),
  helpCentreInit: (c) =>
    helpCalls.initHelpCentre(c, { user: { id: "u1", email: "owner@demo.dk", name: "N" }, brand: "product", country: "DK", locale: "en", appVersion: "dev", token: "hc" }),
};

/** Declarations the portal's client does not call, and why. */
const NOT_CALLED_BY_THE_PORTAL: Partial<Record<AnyEndpointId, string>> = {
  verifyEmail: "the link of the verification mail, opened by the browser",
  putFlags: "an operator's call (X-Admin-Key), used by the end-to-end tests",
  openLiveChannel: "a WebSocket, opened by the live channel's actor",
  getMapStyle: "read by MapLibre from the deployment's mapStyleUrl",
  getStreets: "read by MapLibre through the style",
  getMapGlyphs: "read by MapLibre through the style (its glyphs URL)",
  showThreeDsChallenge: "a page the browser is redirected to",
  answerThreeDsChallenge: "the form of that page",
  followPublicTracking: "a server-sent event stream, opened by the public tracking page's EventSource (publicTrackingStreamUrl)",
  showHelpPage: "the help page, shown in the help centre's iframe",
  createSupportRequest: "called by the help page's own script with the token the bridge granted it",
  listSupportRequests: "called by the help page's own script with the token the bridge granted it",
};

/** A served path template as a pattern for a real URL path (each :name one segment). */
const pathPattern = (template: string) => new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/:[A-Za-z0-9_]+/g, "[^/]+")}$`);

describe("every declaration the portal uses has a call", () => {
  it("each declaration is called by an exported function, or listed as not the portal's with a reason", () => {
    const ids = Object.keys(ALL_ENDPOINTS) as AnyEndpointId[];
    const called = Object.keys(PORTAL_CALLS);
    const notCalled = Object.keys(NOT_CALLED_BY_THE_PORTAL);
    expect(called.filter((id) => notCalled.includes(id)), "both called and not called").toEqual([]);
    expect(ids.filter((id) => !called.includes(id) && !notCalled.includes(id)), "declarations without a call").toEqual([]);
    expect([...called, ...notCalled].filter((id) => !(id in ALL_ENDPOINTS)), "unknown declarations").toEqual([]);
  });

  for (const [id, invoke] of Object.entries(PORTAL_CALLS)) {
    const endpoint: EndpointDefinition = ALL_ENDPOINTS[id as AnyEndpointId];
    it(`${id}: ${endpoint.method} ${servedPaths(endpoint)[0]}, authorized as the declaration says`, async () => {
      for (const mount of ["orders", "hurrier"] as const) {
        const { client, calls: sent } = setup([{ status: 200, body: {} }], mount);
        // The answer {} fits few declarations: what matters here is the request.
        await invoke(client).catch(() => undefined);
        expect(sent, "one request, sent").toHaveLength(1);
        const url = new URL(sent[0].url);
        expect(sent[0].method).toBe(endpoint.method);
        expect(url.origin).toBe(endpoint.portalFile ? SITE : API);
        const served = servedPaths(endpoint).filter((path) => pathPattern(path).test(url.pathname));
        expect(served, url.pathname).toHaveLength(1);
        if (endpoint.service === "orders") expect(served[0].startsWith(`/${mount}/`)).toBe(true);
        expect(sent[0].headers.has("authorization")).toBe(SENDS_AUTHORIZATION[endpoint.auth]);
        expect(sent[0].credentials).toBe(endpoint.service === "identity" ? "include" : undefined);
      }
    });
  }
});

describe("call()", () => {
  const Answer = v.object({ result: v.object({ n: v.pipe(v.number(), v.integer()) }) });
  const made = defineEndpoint({
    id: "madeUp",
    service: "map",
    method: "POST",
    path: "/tiles/:z/:x",
    summary: "A declaration only this test knows",
    auth: "owner",
    params: v.object({ z: v.string(), x: v.string() }),
    query: v.object({ detail: v.optional(v.picklist(["low", "high"])) }),
    body: v.object({ name: v.pipe(v.string(), v.nonEmpty()) }),
    answer: Answer,
    success: { description: "A number." },
  });

  it("builds the URL from the service's base and the path, encodes the parameters, sends query and body", async () => {
    const { client, calls: sent } = setup([{ status: 200, body: { result: { n: 3 } } }]);
    const answer = await call(client, made, { params: { z: "1/2", x: "é" }, query: { detail: "high" }, body: { name: "x" } });
    expect(answer.result.n).toBe(3);
    expect(sent[0].url).toBe(`${API}/map/tiles/1%2F2/%C3%A9?detail=high`);
    expect(sent[0].method).toBe("POST");
    expect(JSON.parse(sent[0].body ?? "")).toEqual({ name: "x" });
    expect(sent[0].headers.get("authorization")).toBe("Bearer at;it");
  });

  it("sends no Authorization for a public declaration, and reads a portal file from the portal's host", async () => {
    const { client, calls: sent } = setup([{ status: 200, body: { result: { n: 1 } } }]);
    await call(client, { ...made, auth: "none", portalFile: true }, { params: { z: "1", x: "2" }, body: { name: "x" } });
    expect(sent[0].url).toBe(`${SITE}/tiles/1/2`);
    expect(sent[0].headers.has("authorization")).toBe(false);
  });

  it("parses the answer with the declaration's schema: a mismatch is a contract error", async () => {
    const { client } = setup([{ status: 200, body: { result: { n: 1.5 } } }]);
    await expect(call(client, made, { params: { z: "1", x: "2" }, body: { name: "x" } })).rejects.toMatchObject({ kind: "contract" });
  });

  it("with check, refuses a body the declaration refuses without sending it", async () => {
    const { client, calls: sent } = setup();
    await expect(call(client, made, { params: { z: "1", x: "2" }, body: { name: "" }, check: true })).rejects.toMatchObject({ kind: "contract" });
    await expect(call(client, made, { params: { z: "1", x: "2" }, query: { detail: "medium" as never }, body: { name: "x" }, check: true })).rejects.toMatchObject({
      kind: "contract",
    });
    expect(sent).toHaveLength(0);
  });

  it("retries by the declaration's method: a POST is not retried after a 503, a GET is", async () => {
    const post = setup([{ status: 503, body: { message: "down", translation_key: "error.unavailable" } }]);
    await expect(call(post.client, made, { params: { z: "1", x: "2" }, body: { name: "x" } })).rejects.toMatchObject({ status: 503 });
    expect(post.calls).toHaveLength(1);
    const get = setup([{ status: 503, body: { message: "down", translation_key: "error.unavailable" } }]);
    await expect(call(get.client, { ...made, method: "GET" }, { params: { z: "1", x: "2" }, body: { name: "x" } })).rejects.toMatchObject({ status: 503 });
    expect(get.calls).toHaveLength(4);
    expect(get.delays).toEqual([1000, 2000, 3000]);
  });
});
