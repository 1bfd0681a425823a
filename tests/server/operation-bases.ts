// The table of a VALID request per operation of the OpenAPI document (/api-docs/openapi.json),
// shared by the tests that walk the document: the fuzz test changes one input of each base at a
// time, the IDOR matrix swaps the vendor and order ids of each base for another vendor's. Building
// it places orders for DK-1001 (owner@demo.dk), and creates wallets and payment intents for DK-2001
// (outlet@demo.dk, the vendor with online payment on); one intent is left waiting for 3-D Secure.
import { CompactEncrypt, importJWK } from "jose";
import * as v from "valibot";
import {
  encodeLiveAuthorization,
  OrderCreateAnswerSchema,
  OrdersAnswerSchema,
  PaymentIntentAnswerSchema,
  PaymentPublicKeyAnswerSchema,
  PaymentWalletAnswerSchema,
} from "../../src/domain/contract";
import { CANCEL_REASONS } from "../../src/domain/orders/cancel";
import type { Db } from "../../src/server/db/database";
import { vendorServiceHours } from "../../src/server/db/schema";
import { PASSWORD } from "./helpers";
import { xlsxOf } from "./bulk-support";
import { PLACES } from "./request-support";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Headers = Record<string, string>;

/** What a valid request of an operation looks like; each fuzz case changes one input of it. */
export type Base = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Json;
  /** application/x-www-form-urlencoded fields instead of a JSON body. */
  form?: Record<string, string>;
  /**
   * multipart/form-data: `body` holds the text fields (so the tests replace them like JSON fields)
   * and these the files (the bulk upload's content).
   */
  files?: Record<string, { name: string; bytes: Uint8Array }>;
  /** The vendor token's session: the owner of DK-1001 (default) or the outlet DK-2001 (online payment). */
  vendor?: "owner" | "outlet";
  /** Further authorization modes beside "none" and the vendor token. */
  extraModes?: Headers[];
};

/** A valid POST /outlet and PUT /outlet/{vendorId} body under the parent DK-1000. */
const outletBody = (clientVendorId: string, users: string[]): Json => ({
  parent_vendor_id: "DK-1000",
  name: "Fuzz Collection Point",
  address: "Ravnsborggade 8, 2200 København N",
  latitude: 55.6879,
  longitude: 12.5634,
  rider_instructions: "Ring twice",
  phone_number: "+4531199999",
  city: "København N",
  users,
  unit: "",
  building: "",
  street: "Ravnsborggade",
  postal_code: "2200",
  country_code: "DK",
  client_vendor_id: clientVendorId,
  street_number: "8",
});

/** The key of an operation in the table: "GET /orders/api/v1/order". */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Sends one request to the app under test (in process). */
export type Send = (path: string, init: { method: string; headers?: Headers; body?: string | FormData }) => Promise<Response>;

/** A multipart body: the text fields, then the files (the runtime sets the boundary's content type). */
export function multipartOf(fields: Json | undefined, files: NonNullable<Base["files"]>): FormData {
  const form = new FormData();
  if (fields && typeof fields === "object" && !Array.isArray(fields))
    for (const [name, value] of Object.entries(fields)) form.set(name, typeof value === "string" ? value : JSON.stringify(value));
  for (const [name, file] of Object.entries(files)) form.set(name, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name), file.name);
  return form;
}

/** The answer's JSON (checked with `schema` when given); throws on a status of 300 or more. */
export async function json<T>(res: Response, schema?: v.GenericSchema<unknown, T>): Promise<T> {
  const body = (await res.json()) as unknown;
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return schema ? v.parse(schema, body) : (body as T);
}

/** A JSON call: GET without a body, POST with one, unless `method` says otherwise. */
export const caller =
  (request: Send) =>
  (path: string, headers: Headers, body?: unknown, method = body === undefined ? "GET" : "POST") =>
    request(path, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

export type BasesContext = {
  request: Send;
  /** Authorization headers of owner@demo.dk and outlet@demo.dk. */
  sessions: { owner: Headers; outlet: Headers };
  /** `rrp_refresh=…` of a sign-in of owner@demo.dk (refresh and logout). */
  refreshCookie: string;
  now: () => number;
  /** X-Admin-Key of PUT /flags/{region}. */
  adminKey: string;
  /** The database under test: Kaffebaren (DK-2001) is opened all day there (see below). */
  db: Db;
};

export const orderBody = (vendorId: string, destination: { latitude: number; longitude: number }, f: { fee: number; signature: string }, paymentMethod = "CASH_ON_DELIVERY") => ({
  vendor_id: vendorId,
  customer: {
    location: { ...destination, address: "2. th, Nørrebrogade 52, 2200 København N", notes: "Ring twice\nthen wait" },
    phone_number: "+45 31 23 45 67",
    name: "Freja Hansen",
  },
  order: { payment_method: paymentMethod, amount: 250, description: "Two pizzas", cold_bag_needed: false },
  vat_number: "",
  preordered_for: null,
  age_validation_required: false,
  login_pickup_estimation: paymentMethod === "ONLINE_PAYMENT" ? 0 : 15,
  delivery_fee: f.fee,
  signature: f.signature,
  pickup_tasks: { pickup_code: "A17" },
});

/** A valid request of every documented operation, keyed by operationKey. */
export async function buildOperationBases({ request, sessions, refreshCookie, now, adminKey, db }: BasesContext): Promise<Record<string, Base>> {
  // The platform refuses orders outside the service hours (issue 17) and the demo keeps Kaffebaren
  // (DK-2001, the vendor with online payment) closed all day: the payment bases need it open.
  await db
    .insert(vendorServiceHours)
    .values({ vendorId: "DK-2001", serviceHours: "0000:0000" })
    .onConflictDoUpdate({ target: vendorServiceHours.vendorId, set: { serviceHours: "0000:0000" } });
  const call = caller(request);
  const key = operationKey;

  async function fee(headers: Headers, vendorId: string, source: { latitude: number; longitude: number }, destination: { latitude: number; longitude: number }) {
    const res = await call("/orders/api/v1/delivery/fee", headers, { source, destination, vendor_id: vendorId, delivery_type: "food" });
    return (await json<{ result: { fee: number; signature: string } }>(res)).result;
  }

  async function encryptedCard(number: string) {
    const res = await call("/orders/api/v1/order/payment/public-key", sessions.outlet);
    const { kid, jwk } = (await json(res, PaymentPublicKeyAnswerSchema)).result;
    const keyLike = await importJWK({ ...jwk, alg: "RSA-OAEP-256" } as Parameters<typeof importJWK>[0], "RSA-OAEP-256");
    const encrypt = (text: string) => new CompactEncrypt(new TextEncoder().encode(text)).setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM" }).encrypt(keyLike);
    return {
      kid,
      encrypted_number: await encrypt(number),
      encrypted_expiry_month: await encrypt("12"),
      encrypted_expiry_year: await encrypt("2030"),
      encrypted_security_code: await encrypt("123"),
      holder_name: "Mette Kaffe",
      save_card: false,
    };
  }

  /** A wallet and a payment intent of DK-2001 (online payment on). */
  async function intent() {
    const wallet = (await json(await call("/orders/api/v1/order/payment/auth/DK-2001", sessions.outlet, {}), PaymentWalletAnswerSchema)).result;
    const f = await fee(sessions.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
    const body = { wallet_id: wallet.wallet_id, bearer_token: wallet.access_token, vendor_id: "DK-2001", order: orderBody("DK-2001", PLACES.norrebrogade, f, "ONLINE_PAYMENT") };
    const created = (await json(await call("/orders/api/v1/order/payment/intent", sessions.outlet, body), PaymentIntentAnswerSchema)).result;
    return { wallet, body, intentId: created.intent_id };
  }

  const O = "/orders/api/v1";
  const f1 = await fee(sessions.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
  const f2 = await fee(sessions.owner, "DK-1001", PLACES.jaegersborggade, PLACES.istedgade);
  const place = async () => (await json(await call(`${O}/order`, sessions.owner, orderBody("DK-1001", PLACES.norrebrogade, f1)), OrderCreateAnswerSchema)).result.order_id;
  const [toRead, toCancel] = [await place(), await place()];
  const listed = (await json(await call(`${O}/vendor/DK-1001/orders?count=200`, sessions.owner), OrdersAnswerSchema)).result;
  const delivered = listed.data.find((o) => o.status === "DELIVERED");
  const riderId = listed.data.find((o) => o.rider_id)?.rider_id ?? "R-101";
  const firstPage = (await json(await call(`${O}/vendor/DK-1001/orders?count=2`, sessions.owner), OrdersAnswerSchema)).result;
  const paying = await intent();
  const challenged = await intent();
  const challenge = await call(`${O}/order/payment/intent/confirm`, sessions.outlet, {
    order: { vendor_id: "DK-2001", vat_number: "", preordered_for: null },
    bearer_token: challenged.wallet.access_token,
    purchase_intent_id: challenged.intentId,
    payment_method: "ONLINE_PAYMENT",
    card: await encryptedCard("4000000000003220"),
  });
  await json(challenge);
  const cookie = { cookie: refreshCookie };
  const trackingLink = async (vendorId: string, orderId: string) =>
    (await json<{ result: { public_id: string } }>(await call(`${O}/order/tracking-link?${new URLSearchParams({ vendorId, orderId })}`, sessions.owner))).result.public_id;
  const publicId = await trackingLink("DK-1001", toRead);
  const receiptId = delivered ? await trackingLink(delivered.vendor_id, delivered.order_id) : publicId;
  const voucherFee = await fee(sessions.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
  // The help centre: an hc token of DK-1001, the init call's body, and a help page of it.
  const hcToken = (await json<{ result: { token: string } }>(await call(`${O}/vendor/DK-1001/hc_jwt_token`, sessions.owner))).result.token;
  const helpInit = {
    user_id: String(JSON.parse(Buffer.from(hcToken.split(".")[1], "base64url").toString()).sub),
    email: "owner@demo.dk",
    guest: false,
    name: "Demo owner",
    brand: "product",
    global_entity_id: "ODR_DK",
    country: "dk",
    locale: "da-DK",
    app_version: "dev",
    verification_token: hcToken,
    bridge: true,
    service_type: "on_demand_rider",
  };
  const helpUrl = (await json<{ url: string }>(await call("/conditions-api/v1/init", {}, helpInit))).url;
  const helpSessionId = helpUrl.slice(helpUrl.lastIndexOf("/") + 1);
  const hc = { authorization: `Bearer ${hcToken}` };

  // Bulk jobs of DK-1001: one to read, one to place (its good row becomes an order once, however often it is placed).
  const bulkFile = { name: "orders.xlsx", bytes: new Uint8Array(await xlsxOf([{}, { customerName: "" }])) };
  const bulkJob = async () => {
    const res = await request(`${O}/bulk-job/create`, { method: "POST", headers: sessions.owner, body: multipartOf({ vendor_id: "DK-1001" }, { content: bulkFile }) });
    return (await json<{ result: { bulk_job: { bulk_job_id: string } } }>(res)).result.bulk_job.bulk_job_id;
  };
  const [bulkToRead, bulkToPlace] = [await bulkJob(), await bulkJob()];

  return {
    [key("post", `${O}/bulk-job/create`)]: { body: { vendor_id: "DK-1001" }, files: { content: bulkFile } },
    [key("get", `${O}/bulk-job/example-file`)]: {},
    [key("get", `${O}/bulk-job/all/{vendorId}`)]: { params: { vendorId: "DK-1001" } },
    [key("get", `${O}/bulk-job/detail/{vendorId}/{jobId}`)]: { params: { vendorId: "DK-1001", jobId: bulkToRead } },
    [key("post", `${O}/bulk-job/place-orders/{jobId}`)]: { params: { jobId: bulkToPlace } },
    [key("post", "/identity/v1/login")]: { body: { email: "owner@demo.dk", password: PASSWORD } },
    [key("post", "/identity/v1/refresh")]: { body: {}, extraModes: [cookie] },
    [key("post", "/identity/v1/logout")]: { body: {}, extraModes: [cookie] },
    [key("post", "/identity/v1/register")]: {
      body: {
        email: "fuzz@demo.dk",
        vendor_name: "Fuzz Kitchen",
        business_name: "Fuzz Kitchen ApS",
        mobile_number: "+45 31 00 00 00",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms_accepted: true,
      },
    },
    [key("get", "/identity/v1/verify")]: { query: { token: "not-a-token" } },
    [key("post", "/identity/v1/forgot-password")]: { body: { email: "other@demo.dk" } },
    [key("post", "/identity/v1/reset-password")]: { body: { email: "other@demo.dk", code: "123456", password: PASSWORD, password_confirmation: PASSWORD } },
    [key("post", "/identity/v1/guest")]: {},
    [key("post", "/identity/v1/platform-token")]: { body: { vendor_id: "DK-1001" } },
    [key("get", "/identity/v1/mailbox")]: { query: { email: "other@demo.dk" } },
    [key("get", `${O}/vendors`)]: {},
    [key("get", `${O}/vendor/{id}`)]: { params: { id: "DK-1001" } },
    [key("get", `${O}/get-country-parameter/{name}`)]: { params: { name: "serviceHours" }, query: { vendor_id: "DK-1001" } },
    [key("get", `${O}/vendor/{id}/orders`)]: {
      params: { id: "DK-1000" },
      query: {
        from: "0",
        to: "4102444800",
        count: "5",
        pagination_key: firstPage.pagination_key ?? "",
        include_outlets: "true",
        customer_phone_number: "+45 31",
        scheduled: "false",
      },
    },
    [key("get", `${O}/order`)]: { query: { vendorId: "DK-1001", orderId: toRead } },
    [key("post", `${O}/order`)]: { body: orderBody("DK-1001", PLACES.norrebrogade, f1) },
    [key("get", `${O}/order/proof`)]: { query: { vendorId: delivered?.vendor_id ?? "DK-1001", orderId: delivered?.order_id ?? toRead, kind: "delivery" } },
    [key("put", `${O}/order/cancel`)]: { body: { vendor_id: "DK-1001", order_id: toCancel, reason: CANCEL_REASONS[0] } },
    [key("get", `${O}/riders/{riderId}`)]: { params: { riderId } },
    [key("get", `${O}/geolocator/autocomplete`)]: { query: { query: "Nørrebrogade", country: "DK", lat: "55.68", lng: "12.55", language: "da" } },
    [key("get", `${O}/geolocator/reverse`)]: { query: { lat: "55.68878", lng: "12.55872" } },
    [key("get", `${O}/geolocator/details`)]: { query: { query_id: "dk-1" } },
    [key("post", `${O}/delivery/fee`)]: { body: { source: PLACES.jaegersborggade, destination: PLACES.norrebrogade, vendor_id: "DK-1001", delivery_type: "food" } },
    [key("post", `${O}/delivery/area/validate`)]: {
      body: { location: { lat: PLACES.norrebrogade.latitude, lng: PLACES.norrebrogade.longitude }, vendor_location: PLACES.jaegersborggade, vendor_id: "DK-1001" },
    },
    [key("get", `${O}/delivery/area/{vendorId}`)]: { params: { vendorId: "DK-1001" } },
    [key("post", `${O}/estimations`)]: {
      body: { location: { lat: PLACES.norrebrogade.latitude, lng: PLACES.norrebrogade.longitude }, vendor_location: PLACES.jaegersborggade, vendor_id: "DK-1001" },
    },
    [key("put", `${O}/order/{orderId}`)]: {
      params: { orderId: toRead },
      body: {
        vendor_id: "DK-1001",
        payment_method: "PAID",
        amount: 99,
        item_details: "One pizza\twith basil",
        location: { ...PLACES.istedgade, address: "Istedgade 70, 1650 København V", notes: "" },
        delivery_fee: f2.fee,
        signature: f2.signature,
      },
    },
    // The outlet calls (owner@demo.dk owns the parent DK-1000). The edit keeps DK-1002's owner.
    [key("post", `${O}/outlet`)]: { body: outletBody("NPG-1999", ["fuzz-owner@demo.dk"]) },
    [key("put", `${O}/outlet/{vendorId}`)]: { params: { vendorId: "DK-1002" }, body: outletBody("NPG-1002", ["vesterbro@demo.dk"]) },
    [key("put", `${O}/vendor/{id}/address`)]: {
      params: { id: "DK-1003" },
      body: {
        address_text: "Østerbrogade 56, 2100 København Ø",
        unit: "",
        notes: "Back door",
        building: "",
        city: "København Ø",
        country_code: "DK",
        latitude: 55.69875,
        longitude: 12.57775,
        postal_code: "2100",
        street_address: "Østerbrogade 56",
      },
    },
    [key("get", `${O}/addressbook/search-customers/{vendorId}`)]: { params: { vendorId: "DK-1001" }, query: { query: "Fr" } },
    [key("post", `${O}/order/payment/auth/{vendorId}`)]: { params: { vendorId: "DK-2001" }, vendor: "outlet" },
    [key("get", `${O}/order/payment/public-key`)]: { vendor: "outlet" },
    [key("get", `${O}/order/payment/cards/{vendorId}`)]: { params: { vendorId: "DK-2001" }, vendor: "outlet" },
    [key("post", `${O}/order/payment/intent`)]: { body: paying.body, vendor: "outlet" },
    // Issue 17: a card that does not exist answers 404 (the fuzz and IDOR walks need no real one to remove).
    [key("delete", `${O}/order/payment/cards/{vendorId}/{cardId}`)]: { params: { vendorId: "DK-2001", cardId: "card_unknown" }, vendor: "outlet" },
    [key("get", `${O}/order/payment/intent/{intentId}`)]: { params: { intentId: challenged.intentId }, vendor: "outlet" },
    [key("post", `${O}/order/payment/intent/confirm`)]: {
      vendor: "outlet",
      body: {
        order: { vendor_id: "DK-2001", vat_number: "", preordered_for: null },
        bearer_token: paying.wallet.access_token,
        purchase_intent_id: paying.intentId,
        payment_method: "ONLINE_PAYMENT",
        card: await encryptedCard("4242424242424242"),
      },
    },
    [key("post", `${O}/voucher/validate`)]: {
      body: { code: "WELCOME10", order: { order_time: Math.floor(now() / 1000), delivery_fee: voucherFee.fee, signature: voucherFee.signature }, vendor_id: "DK-1001" },
    },
    [key("get", `${O}/voucher/{code}`)]: { params: { code: "WELCOME10" } },
    [key("get", "/ws")]: { query: { Authorization: encodeLiveAuthorization(sessions.owner.authorization) } },
    [key("get", "/flags/{region}")]: { params: { region: "eu" } },
    [key("put", "/flags/{region}")]: { params: { region: "eu" }, body: { flags: { voucher: true } }, extraModes: [{ "x-admin-key": adminKey }] },
    [key("get", "/flags-fallback.json")]: {},
    [key("get", "/asset-manifest.json")]: {},
    [key("get", "/deployment.json")]: {},
    [key("get", "/legal/v1/terms")]: { query: { language: "da-DK" } },
    [key("get", "/map/style.json")]: {},
    [key("get", "/map/streets.geojson")]: {},
    [key("get", "/map/fonts/{fontstack}/{range}")]: { params: { fontstack: "DejaVu Sans Book", range: "0-255.pbf" } },
    [key("get", "/payments/3ds/{intentId}")]: { params: { intentId: challenged.intentId } },
    [key("post", "/payments/3ds/{intentId}")]: { params: { intentId: challenged.intentId }, form: { outcome: "fail" } },
    [key("get", `${O}/order/tracking-link`)]: { query: { vendorId: "DK-1001", orderId: toRead } },
    [key("get", `${O}/order/summary`)]: { query: { vendorId: "DK-1001", orderId: toRead } },
    [key("get", "/tracking-api/v1/tracking/{publicId}")]: { params: { publicId } },
    [key("get", "/tracking-api/v1/tracking/{publicId}/events")]: { params: { publicId } },
    [key("get", "/tracking-api/v1/receipt/{publicId}")]: { params: { publicId: receiptId } },
    [key("get", `${O}/vendor/{id}/hc_jwt_token`)]: { params: { id: "DK-1001" } },
    [key("post", "/conditions-api/v1/init")]: { body: helpInit },
    [key("get", "/help-centre/page/{sessionId}")]: { params: { sessionId: helpSessionId }, query: { q: "voucher" } },
    [key("post", "/help-centre/api/v1/requests")]: { body: { topic: "paying", message: "Can I get an invoice?", order_id: "DK-1001-1" }, extraModes: [hc] },
    [key("get", "/help-centre/api/v1/requests")]: { extraModes: [hc] },
  };
}
