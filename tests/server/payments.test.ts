// Payments through the test gateway and vouchers, in process: the public key and card encryption
// (as the portal does it with WebCrypto RSA-OAEP, or compact JWE), wallet, intent (SignatureExpired
// on an expired fee), confirm with the three test cards, the 3-D Secure page and its answers,
// saved cards (no card number stored anywhere), and voucher lookup, validation and use in an order.
import { CompactEncrypt, importJWK } from "jose";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAnswerSchema } from "../../src/domain/contract/orders";
import {
  PaymentConfirmAnswerSchema,
  PaymentIntentAnswerSchema,
  PaymentPublicKeyAnswerSchema,
  PaymentWalletAnswerSchema,
  SavedCardsAnswerSchema,
  VoucherAnswerSchema,
  VoucherValidateAnswerSchema,
} from "../../src/domain/contract/payment";
import { OrderCreateAnswerSchema } from "../../src/domain/contract/request";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { API, getJson, orderPayload, PLACES, postJson, quoteFee, setVendorHours, type Sessions, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;
let publicKey: { kid: string; jwk: JsonWebKey };

beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
  // Kaffebaren (DK-2001) is closed all day in the demo; these tests place orders for it.
  await setVendorHours(p, "DK-2001", "0000:0000");
  const r = await getJson(p, "/order/payment/public-key", s.outlet);
  const parsed = v.parse(PaymentPublicKeyAnswerSchema, r.body).result;
  publicKey = { kid: parsed.kid, jwk: parsed.jwk as JsonWebKey };
});
afterAll(async () => {
  await p?.close();
});

/** What the portal does: RSA-OAEP (SHA-256) with WebCrypto, one ciphertext per field, base64. */
async function encryptCard(number: string, opts: { month?: string; year?: string; cvc?: string; save?: boolean; jwe?: boolean } = {}) {
  let encrypt: (text: string) => Promise<string>;
  if (opts.jwe) {
    const key = await importJWK({ ...publicKey.jwk, alg: "RSA-OAEP-256" }, "RSA-OAEP-256");
    encrypt = (text) => new CompactEncrypt(new TextEncoder().encode(text)).setProtectedHeader({ alg: "RSA-OAEP-256", enc: "A256GCM" }).encrypt(key);
  } else {
    const key = await crypto.subtle.importKey("jwk", { ...publicKey.jwk, alg: "RSA-OAEP-256" }, { name: "RSA-OAEP", hash: "SHA-256" }, false, ["encrypt"]);
    encrypt = async (text) => Buffer.from(await crypto.subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(text))).toString("base64");
  }
  return {
    kid: publicKey.kid,
    encrypted_number: await encrypt(number),
    encrypted_expiry_month: await encrypt(opts.month ?? "12"),
    encrypted_expiry_year: await encrypt(opts.year ?? "2030"),
    encrypted_security_code: await encrypt(opts.cvc ?? "123"),
    holder_name: "Mette Kaffe",
    save_card: opts.save ?? false,
  };
}

const paidOrder = { payment_method: "ONLINE_PAYMENT", amount: 120, description: "Coffee beans", cold_bag_needed: false as const };

/** A wallet and an intent for Kaffebaren (DK-2001, online payment on). */
async function newIntent(over: Record<string, unknown> = {}) {
  const wallet = v.parse(PaymentWalletAnswerSchema, (await postJson(p, "/order/payment/auth/DK-2001", s.outlet, undefined)).body).result;
  const fee = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
  const order = orderPayload("DK-2001", PLACES.norrebrogade, fee, { order: paidOrder, login_pickup_estimation: 0, ...over });
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

const orderOf = async (orderId: string) => v.parse(OrderAnswerSchema, (await getJson(p, `/order?vendorId=DK-2001&orderId=${orderId}`, s.outlet)).body).result;

describe("test payment gateway", () => {
  it("hands out an RSA-OAEP-256 public JWK with a kid", () => {
    expect(publicKey.jwk).toMatchObject({ kty: "RSA", alg: "RSA-OAEP-256", e: "AQAB" });
    expect(Buffer.from(String(publicKey.jwk.n), "base64url").length).toBe(256);
    expect("d" in publicKey.jwk).toBe(false);
  });

  it("gives wallets only to owners of vendors with online payment, never to guests", async () => {
    expect((await postJson(p, "/order/payment/auth/DK-2001", s.guest, undefined)).status).toBe(403);
    expect((await postJson(p, "/order/payment/auth/DK-2001", s.owner, undefined)).status).toBe(403);
    const noOnline = await postJson(p, "/order/payment/auth/DK-1002", s.owner, undefined);
    expect(noOnline).toMatchObject({ status: 400, body: { translation_key: "error.payment.get-if-enabled" } });
    expect((await getJson(p, "/order/payment/cards/DK-2001", s.guest)).status).toBe(403);
  });

  it("answers SignatureExpired on intent creation once the fee expired (injected clock)", async () => {
    const wallet = v.parse(PaymentWalletAnswerSchema, (await postJson(p, "/order/payment/auth/DK-2001", s.outlet, undefined)).body).result;
    const fee = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
    p.clock.advance(600_000);
    const order = orderPayload("DK-2001", PLACES.norrebrogade, fee, { order: paidOrder });
    const r = await postJson(p, "/order/payment/intent", s.outlet, { wallet_id: wallet.wallet_id, bearer_token: wallet.access_token, vendor_id: "DK-2001", order });
    expect(r).toMatchObject({ status: 400, body: { message: "SignatureExpired", translation_key: "error.fee.changed" } });
    const cash = await postJson(p, "/order/payment/intent", s.outlet, { wallet_id: wallet.wallet_id, bearer_token: "wrong", vendor_id: "DK-2001", order });
    expect(cash.status).toBe(401);
    const unnamed = { ...order, customer: { ...order.customer, name: "" } };
    const bad = await postJson(p, "/order/payment/intent", s.outlet, { wallet_id: wallet.wallet_id, bearer_token: wallet.access_token, vendor_id: "DK-2001", order: unnamed });
    expect(bad).toMatchObject({ status: 400, body: { translation_key: "validation.fill-customer-name" } });
    const cod = await postJson(p, "/order/payment/intent", s.outlet, {
      wallet_id: wallet.wallet_id,
      bearer_token: wallet.access_token,
      vendor_id: "DK-2001",
      order: { ...order, order: { ...paidOrder, payment_method: "PAID" } },
    });
    expect(cod.status).toBe(400);
  });

  it("succeeds with 4242 4242 4242 4242: the order is committed and the card saved without its number", async () => {
    const { wallet, intent } = await newIntent();
    expect(intent.payment_methods[0].name).toBe("generic_creditcard");
    const r = await confirm(wallet, intent.intent_id, { card: await encryptCard("4242 4242 4242 4242", { save: true }) });
    expect(r.status).toBe(200);
    const result = v.parse(PaymentConfirmAnswerSchema, r.body).result;
    expect(result.redirect_required).toBeUndefined();
    const order = await orderOf(result.order_id);
    expect(order.status).toBe("PAYMENT_COMMITTED");
    expect(order.order.payment_method).toBe("ONLINE_PAYMENT");
    const cards = v.parse(SavedCardsAnswerSchema, (await getJson(p, "/order/payment/cards/DK-2001", s.outlet)).body).result.cards;
    expect(cards).toEqual([expect.objectContaining({ last_digits: "4242", scheme: "visa", expiry_month: 12, expiry_year: 2030, holder_name: "Mette Kaffe" })]);
    // No card number in any table.
    const dump = JSON.stringify(await p.database.db.execute("SELECT * FROM payment_cards, payment_intents"));
    expect(dump).toContain('"4242"');
    expect(dump).not.toContain("4242424242424242");
    // Confirming the same intent again is refused.
    expect((await confirm(wallet, intent.intent_id, { card: await encryptCard("4242424242424242") })).status).toBe(409);
  });

  it("pays with a saved card and offers it as a payment instrument", async () => {
    const { wallet, intent } = await newIntent();
    const instrument = intent.payment_methods[0].paymentInstruments[0];
    expect(instrument).toBeDefined();
    const r = await confirm(wallet, intent.intent_id, { payment_instrument_id: instrument.id });
    expect(r.status).toBe(200);
    expect((await orderOf(v.parse(PaymentConfirmAnswerSchema, r.body).result.order_id)).status).toBe("PAYMENT_COMMITTED");
  });

  it("declines 4000 0000 0000 0002 with 402 and keeps the intent usable", async () => {
    const { wallet, intent } = await newIntent();
    const declined = await confirm(wallet, intent.intent_id, { card: await encryptCard("4000000000000002") });
    expect(declined).toMatchObject({ status: 402, body: { message: "Card declined", translation_key: "error.payment.declined" } });
    const retry = await confirm(wallet, intent.intent_id, { card: await encryptCard("4242424242424242", { jwe: true }) });
    expect(retry.status).toBe(200);
  });

  it("refuses unreadable, invalid or expired cards with 400 and a key", async () => {
    const { wallet, intent } = await newIntent();
    const card = await encryptCard("4242424242424242");
    const cases = [
      { card: { ...card, encrypted_number: "bm90IGVuY3J5cHRlZA==" } },
      { card: { ...card, kid: "old-key" } },
      { card: await encryptCard("4242424242424241") },
      { card: await encryptCard("4242424242424242", { year: "2020" }) },
      { card: await encryptCard("4242424242424242", { cvc: "1" }) },
      { payment_instrument_id: "card_unknown" },
      { card, payment_instrument_id: "card_x" },
    ];
    for (const c of cases) {
      const r = await confirm(wallet, intent.intent_id, c);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.translation_key).toBeTruthy();
    }
    expect((await confirm({ access_token: "nope" }, intent.intent_id, { card })).status).toBe(401);
    expect((await confirm(wallet, "pi_unknown", { card })).status).toBe(404);
  });

  it("asks 3-D Secure for 4000 0000 0000 3220: the page authenticates and the order goes on", async () => {
    const { wallet, intent } = await newIntent();
    const r = await confirm(wallet, intent.intent_id, { card: await encryptCard("4000000000003220", { save: true }) });
    expect(r.status).toBe(200);
    const result = v.parse(PaymentConfirmAnswerSchema, r.body).result;
    expect(result.redirect_required?.redirectUrl).toBe(`/payments/3ds/${intent.intent_id}`);
    expect((await orderOf(result.order_id)).status).toBe("PAYMENT_INITIATED");

    const page = await p.call(result.redirect_required!.redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<button type="submit" name="outcome" value="authenticate">Authenticate<\/button>/);
    expect(html).toMatch(/value="fail"[^>]*>Fail<\/button>/);
    expect(html).toContain(`action="/payments/3ds/${intent.intent_id}"`);
    expect(html).toContain("ending in 3220");
    expect(html).not.toContain("<script");
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self'");

    const post = await p.call(result.redirect_required!.redirectUrl, { raw: "outcome=authenticate", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe(`/order-tracking?order_id=${encodeURIComponent(result.order_id)}&payment=success`);
    expect((await orderOf(result.order_id)).status).toBe("PAYMENT_COMMITTED");
    const cards = v.parse(SavedCardsAnswerSchema, (await getJson(p, "/order/payment/cards/DK-2001", s.outlet)).body).result.cards;
    expect(cards.some((c) => c.last_digits === "3220")).toBe(true);
    // A second answer lands where the first went.
    const again = await p.call(result.redirect_required!.redirectUrl, { raw: "outcome=fail", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(again.headers.get("location")).toContain("payment=success");
  });

  it("fails 3-D Secure: the payment fails and the browser returns to the request", async () => {
    const { wallet, intent } = await newIntent();
    const r = await confirm(wallet, intent.intent_id, { card: await encryptCard("4000000000003220") });
    const result = v.parse(PaymentConfirmAnswerSchema, r.body).result;
    const bad = await p.call(result.redirect_required!.redirectUrl, { raw: "outcome=maybe", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(bad.status).toBe(400);
    const post = await p.call(result.redirect_required!.redirectUrl, { raw: "outcome=fail", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe(`/request-a-rider?payment=failed&intent=${intent.intent_id}`);
    expect((await orderOf(result.order_id)).status).toBe("PAYMENT_FAILED");
    expect((await p.call("/payments/3ds/pi_nope")).status).toBe(404);
  });
});

describe("vouchers", () => {
  it("looks up vouchers by code, 404 with voucher.error.get.message when unknown", async () => {
    const r = await getJson(p, "/voucher/welcome10", s.owner);
    expect(v.parse(VoucherAnswerSchema, r.body).result).toMatchObject({ code: "WELCOME10", amount: 10, type: "amount" });
    expect(v.parse(VoucherAnswerSchema, (await getJson(p, "/voucher/HALF50", s.guest)).body).result.type).toBe("percentage");
    expect(v.parse(VoucherAnswerSchema, (await getJson(p, "/voucher/EXPIRED1", s.owner)).body).result.valid_until).toBeLessThan(p.clock.now() / 1000);
    expect(await getJson(p, "/voucher/NOPE", s.owner)).toMatchObject({ status: 404, body: { translation_key: "voucher.error.get.message" } });
  });

  it("validates a code against a signed fee: discounted fee and a new signature; invalid, expired and unknown codes refused", async () => {
    const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    const validate = (code: string, over: Record<string, unknown> = {}) =>
      postJson(p, "/voucher/validate", s.owner, { code, order: { order_time: Math.floor(p.clock.now() / 1000), delivery_fee: fee.fee, signature: fee.signature, ...over }, vendor_id: "DK-1001" });
    const welcome = v.parse(VoucherValidateAnswerSchema, (await validate("WELCOME10")).body).result;
    expect(welcome).toMatchObject({ voucher: { code: "WELCOME10", amount: 10, type: "amount" }, delivery_fee: fee.fee - 10 });
    expect(welcome.signature).not.toBe(fee.signature);
    expect(v.parse(VoucherValidateAnswerSchema, (await validate("half50")).body).result.delivery_fee).toBe(fee.fee / 2);
    for (const code of ["EXPIRED1", "NOPE"]) expect(await validate(code)).toMatchObject({ status: 400, body: { translation_key: "voucher.error.validation.message" } });
    expect((await validate("WELCOME10", { delivery_fee: fee.fee + 1 })).body.message).toBe("SignatureExpired");
    expect((await validate("WELCOME10", { signature: welcome.signature })).body.message).toBe("SignatureExpired");
    expect((await validate("")).status).toBe(400);

    // The discounted fee and its signature go with the order.
    const base = orderPayload("DK-1001", PLACES.norrebrogade, fee);
    const withVoucher = { ...base, voucher: welcome.voucher, discounted_delivery_fee: welcome.delivery_fee, discounted_delivery_fee_signature: welcome.signature };
    const created = await postJson(p, "/order", s.owner, withVoucher);
    expect(created.status).toBe(200);
    const orderId = v.parse(OrderCreateAnswerSchema, created.body).result.order_id;
    const order = v.parse(OrderAnswerSchema, (await getJson(p, `/order?vendorId=DK-1001&orderId=${orderId}`, s.owner)).body).result;
    expect(order.delivery_fee).toBe(fee.fee - 10);
    expect((await postJson(p, "/order", s.owner, { ...withVoucher, discounted_delivery_fee: 0 })).body.message).toBe("SignatureExpired");
    expect((await postJson(p, "/order", s.owner, { ...withVoucher, voucher: { ...welcome.voucher, code: "HALF50" } })).body.message).toBe("SignatureExpired");
    const { discounted_delivery_fee: _a, discounted_delivery_fee_signature: _b, ...noDiscount } = withVoucher;
    expect((await postJson(p, "/order", s.owner, noDiscount)).body.translation_key).toBe("voucher.error.validation.message");

    p.clock.advance(601_000);
    expect((await validate("WELCOME10")).body).toMatchObject({ message: "SignatureExpired", translation_key: "error.fee.changed" });
    expect((await postJson(p, "/order", s.owner, withVoucher)).body.message).toBe("SignatureExpired");
  });

  it("answers 401 without authorization on every request-flow call", async () => {
    for (const [method, path] of [
      ["POST", "/voucher/validate"],
      ["GET", "/voucher/WELCOME10"],
      ["GET", "/order/payment/public-key"],
      ["POST", "/order/payment/intent"],
      ["POST", "/delivery/fee"],
      ["PUT", "/vendor/DK-1001/address"],
    ]) {
      const r = await p.call(`${API}${path}`, method === "GET" ? {} : { method, raw: "{}" });
      expect(r.status, path).toBe(401);
    }
  });
});
