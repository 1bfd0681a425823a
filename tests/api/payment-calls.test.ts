// The payment and voucher calls (src/api/calls/payment.ts) and the card encryption
// (src/api/card-encryption.ts): paths and bodies as the contract says, a declined card keeps its
// key, and each card field is encrypted with RSA-OAEP SHA-256 under the platform's public JWK —
// decrypting with the private key gives the field back, and the clear number never appears in
// what is sent.
import { encryptCard, encryptCardFields, normaliseCardFields } from "@api/card-encryption";
import {
  confirmPaymentIntent,
  createPaymentIntent,
  getPaymentPublicKey,
  getSavedCards,
  getVoucher,
  initPaymentWallet,
  validateVoucher,
} from "@api/calls/payment";
import { describe, expect, it } from "vitest";
import { clientWith, ORDER, platformFetch } from "./request-fake-platform";

const subtle = globalThis.crypto.subtle;

async function keyPair() {
  const pair = await subtle.generateKey(
    { name: "RSA-OAEP", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
    true,
    ["encrypt", "decrypt"],
  );
  const jwk = (await subtle.exportKey("jwk", pair.publicKey)) as { kty: "RSA"; n: string; e: string };
  return { privateKey: pair.privateKey, publicKey: { kid: "k1", jwk: { kty: "RSA" as const, n: jwk.n, e: jwk.e, alg: "RSA-OAEP-256", use: "enc", kid: "k1" } } };
}

const decrypt = async (key: CryptoKey, b64: string) =>
  new TextDecoder().decode(await subtle.decrypt({ name: "RSA-OAEP" }, key, Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))));

describe("payment calls", () => {
  it("wallet, public key, saved cards", async () => {
    const card = { id: "card_1", last_digits: "4242", scheme: "visa", expiry_month: 12, expiry_year: 2030, holder_name: "Niels Bohr" };
    const p = platformFetch({
      "POST /order/payment/auth/DK-1001": { body: { result: { wallet_id: "wal_1", access_token: "tok", expires_in: 3600 } } },
      "GET /order/payment/public-key": { body: { result: { kid: "k1", jwk: { kty: "RSA", n: "abc", e: "AQAB" } } } },
      "GET /order/payment/cards/DK-1001": { body: { result: { cards: [card] } } },
    });
    const api = clientWith(p.fetch);
    expect(await initPaymentWallet(api, { vendorId: "DK-1001" })).toEqual({ wallet_id: "wal_1", access_token: "tok", expires_in: 3600 });
    expect(p.calls[0].method).toBe("POST");
    expect((await getPaymentPublicKey(api)).kid).toBe("k1");
    expect(await getSavedCards(api, { vendorId: "DK-1001" })).toEqual([card]);
  });

  it("intent and confirmation send the contract's bodies; a declined card keeps its key", async () => {
    const p = platformFetch({
      "POST /order/payment/intent": { body: { result: { payment_methods: [{ name: "generic_creditcard", paymentInstruments: [] }], intent_id: "pi_1" } } },
      "POST /order/payment/intent/confirm": (c) =>
        (c.body as { payment_instrument_id?: string }).payment_instrument_id === "declined"
          ? { status: 402, body: { message: "Card declined", translation_key: "error.payment.declined" } }
          : { body: { result: { order_id: "DK-1001-7", redirect_required: { redirectUrl: "/payments/3ds/pi_1" } } } },
    });
    const api = clientWith(p.fetch);
    const intent = await createPaymentIntent(api, { wallet_id: "wal_1", bearer_token: "tok", vendor_id: "DK-1001", order: { ...ORDER, order: { ...ORDER.order, payment_method: "ONLINE_PAYMENT" }, login_pickup_estimation: 0 } });
    expect(intent.intent_id).toBe("pi_1");
    expect(p.calls[0].body).toMatchObject({ wallet_id: "wal_1", order: { login_pickup_estimation: 0 } });
    const base = { order: { vendor_id: "DK-1001", vat_number: "", preordered_for: null }, bearer_token: "tok", purchase_intent_id: "pi_1", payment_method: "generic_creditcard" };
    expect(await confirmPaymentIntent(api, { ...base, payment_instrument_id: "card_1" })).toEqual({ order_id: "DK-1001-7", redirect_required: { redirectUrl: "/payments/3ds/pi_1" } });
    await expect(confirmPaymentIntent(api, { ...base, payment_instrument_id: "declined" })).rejects.toMatchObject({ status: 402, translationKey: "error.payment.declined" });
    // Neither a card nor a saved card: refused by the contract, never sent.
    const sent = p.calls.length;
    await expect(confirmPaymentIntent(api, base)).rejects.toMatchObject({ kind: "contract" });
    expect(p.calls).toHaveLength(sent);
  });

  it("vouchers: validate and look up, with the spec's keys on failure", async () => {
    const p = platformFetch({
      "POST /voucher/validate": (c) =>
        (c.body as { code: string }).code === "WELCOME10"
          ? { body: { result: { voucher: { code: "WELCOME10", amount: 10, type: "amount" }, delivery_fee: 29, signature: "sig2" } } }
          : { status: 400, body: { message: "invalid voucher", translation_key: "voucher.error.validation.message" } },
      "GET /voucher/HALF50": { body: { result: { code: "HALF50", amount: 50, type: "percentage", description: "Half", valid_until: 1_900_000_000 } } },
      "GET /voucher/NOPE": { status: 404, body: { message: "unknown", translation_key: "voucher.error.get.message" } },
    });
    const api = clientWith(p.fetch);
    const order = { order_time: 1_800_000_000, delivery_fee: 39, signature: "sig" };
    expect((await validateVoucher(api, { code: "WELCOME10", order, vendor_id: "DK-1001" })).delivery_fee).toBe(29);
    expect(p.calls[0].body).toEqual({ code: "WELCOME10", order, vendor_id: "DK-1001" });
    await expect(validateVoucher(api, { code: "EXPIRED1", order, vendor_id: "DK-1001" })).rejects.toMatchObject({ translationKey: "voucher.error.validation.message" });
    expect((await getVoucher(api, { code: "HALF50" })).type).toBe("percentage");
    await expect(getVoucher(api, { code: "NOPE" })).rejects.toMatchObject({ translationKey: "voucher.error.get.message" });
  });
});

describe("card encryption", () => {
  it("normalises the fields as the gateway reads them", () => {
    expect(normaliseCardFields({ number: "4242 4242-4242 4242", expiryMonth: "3", expiryYear: "30", securityCode: " 123 " })).toEqual({
      number: "4242424242424242",
      expiryMonth: "03",
      expiryYear: "2030",
      securityCode: "123",
    });
  });

  it("encrypts every field with the public key: the private key reads them back, nothing is in clear", async () => {
    const { privateKey, publicKey } = await keyPair();
    const encrypted = await encryptCardFields(publicKey, { number: "4000 0000 0000 3220", expiryMonth: "12", expiryYear: "30", securityCode: "123" });
    expect(encrypted.kid).toBe("k1");
    expect(await decrypt(privateKey, encrypted.encrypted_number)).toBe("4000000000003220");
    expect(await decrypt(privateKey, encrypted.encrypted_expiry_month)).toBe("12");
    expect(await decrypt(privateKey, encrypted.encrypted_expiry_year)).toBe("2030");
    expect(await decrypt(privateKey, encrypted.encrypted_security_code)).toBe("123");
    expect(JSON.stringify(encrypted)).not.toContain("4000000000003220");
    // RSA-OAEP is randomised: the same field encrypts differently each time.
    const again = await encryptCardFields(publicKey, { number: "4000 0000 0000 3220", expiryMonth: "12", expiryYear: "30", securityCode: "123" });
    expect(again.encrypted_number).not.toBe(encrypted.encrypted_number);
  });

  it("fetches the platform's current key for each encryption", async () => {
    const { privateKey, publicKey } = await keyPair();
    const p = platformFetch({ "GET /order/payment/public-key": { body: { result: publicKey } } });
    const encrypted = await encryptCard(clientWith(p.fetch), { fields: { number: "4242424242424242", expiryMonth: "1", expiryYear: "2031", securityCode: "999" } });
    expect(await decrypt(privateKey, encrypted.encrypted_number)).toBe("4242424242424242");
    expect(p.calls.map((c) => c.path)).toEqual(["/order/payment/public-key"]);
  });
});
