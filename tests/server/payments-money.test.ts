// Money and rules the platform keeps (issue 17), in process on a simulated clock, with the live
// channel over a real socket on the same database: a card payment refunded once on cancel (a retried
// cancel never refunds twice; half kept once a rider is assigned; a refund the issuer refuses stays
// failed and is asked again by the next cancel), payment intents left open past
// their lifetime cancelled by the sweeper (PAYMENT_CANCELLED), a failed 3-D Secure reaching the live
// channel as PAYMENT_FAILED, saved cards removed for good, service hours refused at 03:00 in
// Copenhagen (pre-orders judged at their time, midnight spans), and the test-vendor bypass accepted
// exactly for the hard-coded test ids where no fee can be computed.
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type WebSocket from "ws";
import { OrderAnswerSchema } from "../../src/domain/contract/orders";
import {
  PaymentConfirmAnswerSchema,
  PaymentIntentAnswerSchema,
  PaymentIntentStatusAnswerSchema,
  PaymentPublicKeyAnswerSchema,
  PaymentWalletAnswerSchema,
  SavedCardsAnswerSchema,
} from "../../src/domain/contract/payment";
import { serviceClosedValuesOf } from "../../src/domain/request/errors";
import { TEST_VENDOR_SIGNATURE } from "../../src/domain/request/fees";
import { TEST_VENDOR_FALLBACK_FEE } from "../../src/domain/request/limits";
import { createDeps } from "../../src/server/app";
import { paymentRefunds } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/logger";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { INTENT_TTL_MS } from "../../src/server/modules/payments/gateway";
import { PaymentSweeper } from "../../src/server/modules/payments/sweeper";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";
import { authOf, cancelOrder, connectLive, type LiveClient, subscribe } from "./orders-support";
import { API, getJson, orderPayload, PLACES, postJson, quoteFee, type Sessions, setVendorHours, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;
let running: RunningPlatform;
let deps: ReturnType<typeof createDeps>;
let live: LiveClient;
let publicKey: { kid: string; jwk: JsonWebKey };
const sockets: WebSocket[] = [];

beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
  await setVendorHours(p, "DK-2001", "0000:0000");
  deps = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
  running = await startPlatform({ deps, port: 0, hostname: "127.0.0.1" });
  live = await connectLive(running.port, authOf(s.outlet), {}, sockets);
  subscribe(live, "DK-2001");
  await live.next((m) => m.type === "subscribe_ok");
  const key = v.parse(PaymentPublicKeyAnswerSchema, (await getJson(p, "/order/payment/public-key", s.outlet)).body).result;
  publicKey = { kid: key.kid, jwk: key.jwk as JsonWebKey };
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await running?.close();
  await p?.close();
});

async function encryptCard(number: string, save = false) {
  const key = await crypto.subtle.importKey("jwk", { ...publicKey.jwk, alg: "RSA-OAEP-256" }, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
  const encrypt = async (text: string) => Buffer.from(await crypto.subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(text))).toString("base64");
  return {
    kid: publicKey.kid,
    encrypted_number: await encrypt(number),
    encrypted_expiry_month: await encrypt("12"),
    encrypted_expiry_year: await encrypt("2030"),
    encrypted_security_code: await encrypt("123"),
    holder_name: "Mette Kaffe",
    save_card: save,
  };
}

const paidOrder = { payment_method: "ONLINE_PAYMENT", amount: 120, description: "Coffee beans", cold_bag_needed: false as const };

async function newIntent() {
  const wallet = v.parse(PaymentWalletAnswerSchema, (await postJson(p, "/order/payment/auth/DK-2001", s.outlet, undefined)).body).result;
  const fee = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
  const order = orderPayload("DK-2001", PLACES.norrebrogade, fee, { order: paidOrder, login_pickup_estimation: 0 });
  const r = await postJson(p, "/order/payment/intent", s.outlet, { wallet_id: wallet.wallet_id, bearer_token: wallet.access_token, vendor_id: "DK-2001", order });
  if (r.status !== 200) throw new Error(`intent ${r.status} ${JSON.stringify(r.body)}`);
  return { wallet, fee, intent: v.parse(PaymentIntentAnswerSchema, r.body).result };
}

const confirm = (wallet: { access_token: string }, intentId: string, payment: Record<string, unknown>) =>
  postJson(p, "/order/payment/intent/confirm", s.outlet, {
    order: { vendor_id: "DK-2001", vat_number: "", preordered_for: null },
    bearer_token: wallet.access_token,
    purchase_intent_id: intentId,
    payment_method: "ONLINE_PAYMENT",
    ...payment,
  });

/** Pays an order by card (4242… unless told) and answers its id and the captured fee. */
async function paidByCard(number = "4242424242424242", save = false) {
  const { wallet, fee, intent } = await newIntent();
  const r = await confirm(wallet, intent.intent_id, { card: await encryptCard(number, save) });
  if (r.status !== 200) throw new Error(`confirm ${r.status} ${JSON.stringify(r.body)}`);
  return { ...v.parse(PaymentConfirmAnswerSchema, r.body).result, fee: fee.fee, intentId: intent.intent_id, wallet };
}

const orderOf = async (orderId: string) => v.parse(OrderAnswerSchema, (await getJson(p, `/order?vendorId=DK-2001&orderId=${orderId}`, s.outlet)).body).result;
const intentOf = async (intentId: string) => v.parse(PaymentIntentStatusAnswerSchema, (await getJson(p, `/order/payment/intent/${intentId}`, s.outlet)).body).result;
const refundRows = (orderId: string) => p.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
const update = (orderId: string, status: string) => (m: { type: string; data?: unknown }) =>
  m.type === "order_update" && (m.data as { order_id: string; status: string }).order_id === orderId && (m.data as { status: string }).status === status;

/** Moves the simulated clock forward to the next hh:mm in Copenhagen (winter: UTC+1). */
const advanceTo = (hour: number, minute = 0) => {
  const now = p.clock.now();
  const target = new Date(now);
  target.setUTCHours(hour - 1, minute, 0, 0);
  let at = target.getTime();
  while (at <= now) at += 24 * 3600_000;
  p.clock.advance(at - now);
};

describe("refund on cancel", () => {
  it("refunds a card payment once: a retried (or concurrent) cancel never refunds twice", async () => {
    const paid = await paidByCard();
    expect((await orderOf(paid.order_id)).status).toBe("PAYMENT_COMMITTED");
    const body = { vendor_id: "DK-2001", order_id: paid.order_id, reason: "mistake_error" };
    // PAYMENT_COMMITTED is cancellable only after 10 minutes (the spec's rule, on the simulated clock).
    expect((await cancelOrder(p, s.outlet, body)).status).toBe(400);
    p.clock.advance(11 * 60_000);
    const [first, second] = await Promise.all([cancelOrder(p, s.outlet, body), cancelOrder(p, s.outlet, body)]);
    const ok = [first, second].filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0].order).toMatchObject({ status: "CANCELLED", refund: { amount: paid.fee, kept: 0, currency: "DKK", rule: "full", state: "succeeded" } });
    // A retry after the answer was lost: still "cannot be cancelled", and no second refund.
    expect((await cancelOrder(p, s.outlet, body)).body.translation_key).toBe("error.cant-cancel-order");
    const rows = await refundRows(paid.order_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: paid.fee, captured: paid.fee, state: "succeeded", attempts: 1 });
    expect(rows[0].gatewayRef).toMatch(/^re_/);
    // Order details show it, and the live channel carried it.
    expect((await orderOf(paid.order_id)).refund).toEqual({ amount: paid.fee, kept: 0, currency: "DKK", rule: "full", state: "succeeded" });
    const pushed = await live.next((m) => m.type === "order_update" && m.data.order_id === paid.order_id && m.data.refund?.state === "succeeded");
    expect(pushed).toMatchObject({ data: { status: "CANCELLED" } });
  });

  it("keeps half once a rider is assigned (the README's rule), and refunds nothing for orders not paid by card", async () => {
    const paid = await paidByCard();
    const orders = new OrderRepository(p.database.db, { now: p.clock.now, events: deps.events });
    const row = await orders.find(paid.order_id);
    await orders.changeStatus(paid.order_id, row!.version, { status: "ASSIGNED_TO_TRANSPORT", atMs: p.clock.now(), riderId: "R-101" });
    const r = await cancelOrder(p, s.outlet, { vendor_id: "DK-2001", order_id: paid.order_id, reason: "no_courier" });
    expect(r.order?.refund).toEqual({ amount: paid.fee - Math.floor(paid.fee * 50) / 100, kept: Math.floor(paid.fee * 50) / 100, currency: "DKK", rule: "rider-assigned", state: "succeeded" });

    const fee = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
    const cash = await postJson(p, "/order", s.outlet, orderPayload("DK-2001", PLACES.norrebrogade, fee, { order: { ...paidOrder, payment_method: "PAID" } }));
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const cashId = (cash.body as { result: { order_id: string } }).result.order_id;
    const cashRow = await orders.find(cashId);
    await orders.changeStatus(cashId, cashRow!.version, { status: "RECEIVED", atMs: p.clock.now() });
    const cancelled = await cancelOrder(p, s.outlet, { vendor_id: "DK-2001", order_id: cashId, reason: "mistake_error" });
    expect(cancelled.order?.status).toBe("CANCELLED");
    expect(cancelled.order?.refund).toBeUndefined();
    expect(await refundRows(cashId)).toHaveLength(0);
  });
  it("a card whose issuer refuses refunds (4000 0000 0000 5126): the refund fails, the order shows it, and a retried cancel asks again", async () => {
    const paid = await paidByCard("4000000000005126");
    expect((await orderOf(paid.order_id)).status).toBe("PAYMENT_COMMITTED");
    p.clock.advance(11 * 60_000);
    const body = { vendor_id: "DK-2001", order_id: paid.order_id, reason: "mistake_error" };
    const r = await cancelOrder(p, s.outlet, body);
    expect(r.status).toBe(200);
    expect(r.order).toMatchObject({ status: "CANCELLED", refund: { amount: paid.fee, kept: 0, currency: "DKK", rule: "full", state: "failed" } });
    expect(await refundRows(paid.order_id)).toMatchObject([{ state: "failed", attempts: 1, gatewayRef: null }]);
    await live.next((m) => m.type === "order_update" && m.data.order_id === paid.order_id && m.data.refund?.state === "failed");
    // The next cancel call tries the refund again (never a second refund row); the issuer still refuses.
    expect((await cancelOrder(p, s.outlet, body)).body.translation_key).toBe("error.cant-cancel-order");
    expect(await refundRows(paid.order_id)).toMatchObject([{ state: "failed", attempts: 2, gatewayRef: null }]);
    expect((await orderOf(paid.order_id)).refund?.state).toBe("failed");
  });
});

describe("open intents", () => {
  it("3-D Secure failure: PAYMENT_FAILED reaches the order and the live channel", async () => {
    const paid = await paidByCard("4000000000003220");
    expect(paid.redirect_required?.redirectUrl).toBe(`/payments/3ds/${paid.intentId}`);
    await live.next(update(paid.order_id, "PAYMENT_INITIATED"));
    const post = await p.call(paid.redirect_required!.redirectUrl, { raw: "outcome=fail", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(post.headers.get("location")).toBe(`/request-a-rider?payment=failed&intent=${paid.intentId}`);
    await live.next(update(paid.order_id, "PAYMENT_FAILED"));
    expect(await intentOf(paid.intentId)).toEqual({ intent_id: paid.intentId, status: "failed", order_id: paid.order_id, order_status: "PAYMENT_FAILED" });
  });

  it("cancels intents left open past their lifetime: never confirmed, or 3-D Secure abandoned (PAYMENT_CANCELLED on the live channel)", async () => {
    const unconfirmed = await newIntent();
    const abandoned = await paidByCard("4000000000003220");
    const sweeper = new PaymentSweeper(deps);
    expect(await sweeper.sweep()).toEqual({ intents: [], orders: [] });
    p.clock.advance(INTENT_TTL_MS - 1000);
    expect((await sweeper.sweep()).intents).toEqual([]);
    p.clock.advance(1000);
    const swept = await sweeper.sweep();
    expect(swept.intents.sort()).toEqual([unconfirmed.intent.intent_id, abandoned.intentId].sort());
    expect(swept.orders).toEqual([abandoned.order_id]);
    await live.next(update(abandoned.order_id, "PAYMENT_CANCELLED"));
    expect(await intentOf(abandoned.intentId)).toMatchObject({ status: "cancelled", order_status: "PAYMENT_CANCELLED" });
    expect(await intentOf(unconfirmed.intent.intent_id)).toMatchObject({ status: "cancelled", order_id: null });
    // Nothing left to do, and a cancelled intent cannot be paid or authenticated any more.
    expect(await sweeper.sweep()).toEqual({ intents: [], orders: [] });
    expect((await confirm(unconfirmed.wallet, unconfirmed.intent.intent_id, { card: await encryptCard("4242424242424242") })).status).toBe(400);
    const late = await p.call(abandoned.redirect_required!.redirectUrl, { raw: "outcome=authenticate", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(late.headers.get("location")).toBe(`/request-a-rider?payment=cancelled&intent=${abandoned.intentId}`);
    expect((await orderOf(abandoned.order_id)).status).toBe("PAYMENT_CANCELLED");
  });
});

describe("saved cards", () => {
  it("lists and removes a saved card (owner only); a removed card can no longer be charged", async () => {
    await paidByCard("5555555555554444", true);
    const list = async () => v.parse(SavedCardsAnswerSchema, (await getJson(p, "/order/payment/cards/DK-2001", s.outlet)).body).result.cards;
    const card = (await list()).find((c) => c.last_digits === "4444");
    expect(card).toMatchObject({ scheme: "mastercard", expiry_month: 12, expiry_year: 2030 });
    const path = `/order/payment/cards/DK-2001/${card!.id}`;
    expect((await postJson(p, path, s.owner, undefined, "DELETE")).status).toBe(403);
    expect((await postJson(p, path, s.guest, undefined, "DELETE")).status).toBe(403);
    expect((await postJson(p, `/order/payment/cards/DK-1001/${card!.id}`, s.owner, undefined, "DELETE")).status).toBe(404);
    expect(await postJson(p, path, s.outlet, undefined, "DELETE")).toMatchObject({ status: 200, body: { result: { id: card!.id, removed: true } } });
    expect((await list()).some((c) => c.id === card!.id)).toBe(false);
    expect(await postJson(p, path, s.outlet, undefined, "DELETE")).toMatchObject({ status: 404, body: { translation_key: "error.payment.card-not-found" } });
    const { wallet, intent } = await newIntent();
    expect(intent.payment_methods[0].paymentInstruments.some((i) => i.id === card!.id)).toBe(false);
    expect(await confirm(wallet, intent.intent_id, { payment_instrument_id: card!.id })).toMatchObject({ status: 400, body: { translation_key: "error.payment.card-invalid" } });
  });
});

describe("service hours on the platform", () => {
  it("refuses a non-pre-order at 03:00 with the service-closed key (card payments too, read back by the portal); pre-orders are judged at their time; midnight spans", async () => {
    const fee = async () => quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    // An order placed at noon, to update at night (days on the simulated clock: sign in again).
    advanceTo(12);
    s = await signIn(p);
    const placed = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, await fee()));
    expect(placed.status).toBe(200);
    const placedId = (placed.body as { result: { order_id: string } }).result.order_id;

    advanceTo(3);
    s = await signIn(p);
    const closed = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, await fee()));
    expect(closed).toMatchObject({
      status: 400,
      body: { message: "Service hours: 08:00 to 22:00. It's 03:00", translation_key: "request.service-hours.closed" },
    });
    const nowS = Math.floor(p.clock.now() / 1000);
    // A pre-order for 12:00 is inside the hours at its time; one for 23:00 is not.
    expect((await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, await fee(), { preordered_for: nowS + 9 * 3600 }))).status).toBe(200);
    expect(await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, await fee(), { preordered_for: nowS + 20 * 3600 }))).toMatchObject({
      status: 400,
      body: { message: "Service hours: 08:00 to 22:00. It's 23:00", translation_key: "request.service-hours.closed" },
    });
    // PUT /order/{id} is refused at night too.
    const updateBody = {
      vendor_id: "DK-1001",
      payment_method: "CASH_ON_DELIVERY",
      amount: 100,
      item_details: "Pizza",
      location: { address: "Nørrebrogade 21", notes: "", latitude: PLACES.norrebrogade.latitude, longitude: PLACES.norrebrogade.longitude },
      delivery_fee: (await fee()).fee,
      signature: (await fee()).signature,
    };
    expect((await postJson(p, `/order/${placedId}`, s.owner, updateBody, "PUT")).body).toMatchObject({ translation_key: "request.service-hours.closed" });
    // A card payment too, when the intent is created and when it is confirmed; the portal reads the
    // hours back from the answer (serviceClosedValuesOf) and shows the service-closed message.
    const portalReading = (body: unknown) => {
      const b = body as { message: string; translation_key: string };
      return serviceClosedValuesOf({ message: b.message, translationKey: b.translation_key });
    };
    const openIntent = await newIntent(); // DK-2001 is open all day here
    await setVendorHours(p, "DK-2001", "0800:2200");
    const wallet = v.parse(PaymentWalletAnswerSchema, (await postJson(p, "/order/payment/auth/DK-2001", s.outlet, undefined)).body).result;
    const order = orderPayload("DK-2001", PLACES.norrebrogade, openIntent.fee, { order: paidOrder, login_pickup_estimation: 0 });
    const intentRefused = await postJson(p, "/order/payment/intent", s.outlet, { wallet_id: wallet.wallet_id, bearer_token: wallet.access_token, vendor_id: "DK-2001", order });
    expect(intentRefused.status).toBe(400);
    expect(portalReading(intentRefused.body)).toEqual({ from: "08:00", to: "22:00", time: "03:00" });
    const confirmRefused = await confirm(openIntent.wallet, openIntent.intent.intent_id, { card: await encryptCard("4242424242424242") });
    expect(confirmRefused.status).toBe(400);
    expect(portalReading(confirmRefused.body)).toEqual({ from: "08:00", to: "22:00", time: "03:00" });
    await setVendorHours(p, "DK-2001", "0000:0000");
    // A window across midnight (22:00–04:00) is open at 03:00.
    await setVendorHours(p, "DK-1001", "2200:0400");
    expect((await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, await fee()))).status).toBe(200);
    await setVendorHours(p, "DK-1001", "0800:2200");
  });
});

describe("test vendors", () => {
  it("accept an undeliverable address and the fallback fee 1337 exactly for the hard-coded test ids, where no fee can be computed", async () => {
    advanceTo(12);
    s = await signIn(p);
    const test = p.bearer(await p.login("test@demo.dk"));
    const vendors = (await getJson(p, "/vendors", test)).body as { result: { vendors: { vendor_id: string }[] } };
    expect(vendors.result.vendors.map((x) => x.vendor_id)).toEqual(["DK-TEST-1"]);
    const fallback = { fee: TEST_VENDOR_FALLBACK_FEE, signature: TEST_VENDOR_SIGNATURE };
    // Aarhus to Amager Strand: outside the delivery area, and no fee can be computed (> 50 km).
    expect((await postJson(p, "/delivery/area/validate", test, { location: { lat: PLACES.amagerStrand.latitude, lng: PLACES.amagerStrand.longitude }, vendor_location: { latitude: 56.15674, longitude: 10.21076 }, vendor_id: "DK-TEST-1" })).body).toEqual({ result: "UNDELIVERABLE" });
    expect((await postJson(p, "/delivery/fee", test, { source: { latitude: 56.15674, longitude: 10.21076 }, destination: PLACES.amagerStrand, vendor_id: "DK-TEST-1", delivery_type: "food" })).body).toMatchObject({ translation_key: "request.error.cannot-compute-price" });
    const accepted = await postJson(p, "/order", test, orderPayload("DK-TEST-1", PLACES.amagerStrand, fallback));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const orderId = (accepted.body as { result: { order_id: string } }).result.order_id;
    expect(((await getJson(p, `/order?vendorId=DK-TEST-1&orderId=${orderId}`, test)).body as { result: { delivery_fee: number } }).result.delivery_fee).toBe(1337);
    // Another fee with that signature, or that signature for another vendor: refused.
    expect((await postJson(p, "/order", test, orderPayload("DK-TEST-1", PLACES.amagerStrand, { ...fallback, fee: 1000 }))).status).toBe(400);
    expect((await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fallback))).body).toMatchObject({ message: "SignatureExpired" });
    // Where a fee can be computed (near Aarhus) the fallback is refused; the signed fee is accepted though the address is undeliverable.
    const aarhus = { latitude: 56.1496, longitude: 10.2134 };
    expect((await postJson(p, "/order", test, orderPayload("DK-TEST-1", aarhus, fallback))).body).toMatchObject({ message: "SignatureExpired" });
    const signed = await quoteFee(p, test, "DK-TEST-1", { latitude: 56.15674, longitude: 10.21076 }, aarhus);
    const signedOrder = await postJson(p, "/order", test, orderPayload("DK-TEST-1", aarhus, signed));
    expect(signedOrder.status, JSON.stringify(signedOrder.body)).toBe(200);
    // Not a test vendor: the undeliverable address is refused.
    const far = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.amagerStrand);
    expect((await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.amagerStrand, far))).body).toMatchObject({ translation_key: "request.error.undeliverable-address" });
    expect(API).toBe("/orders/api/v1");
  });
});
