// Flags the platform reads (issue 13, item 5), each flipped on and off: pay-at-pickup lets a vendor
// whose methods include PAY_AT_PICKUP order with it (refused without the flag); the customer age
// check (tag-id-check-pg) travels with the order into the order summary the details show;
// cybersource-credit-card-taiwan switches the test gateway's intents to cybersource_creditcard.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendors } from "../../src/server/db/schema";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { getJson, orderPayload, PLACES, postJson, quoteFee, type Sessions, setVendorHours, signIn } from "./request-support";

type Intent = { intent_id: string; payment_methods: { name: string; paymentInstruments: { id: string; type: string }[] }[] };

const ADMIN_KEY = "flag-gates-admin-key-0123456789";
let p: TestPlatform;
let s: Sessions;

const setFlags = (flags: Record<string, boolean>) => p.call("/flags/eu", { method: "PUT", headers: { "x-admin-key": ADMIN_KEY }, body: { flags } });

beforeAll(async () => {
  p = await createTestPlatform({ ADMIN_KEY });
  s = await signIn(p);
  const [row] = await p.database.db.select().from(vendors).where(eq(vendors.vendorId, "DK-1001"));
  await p.database.db.update(vendors).set({ paymentMethods: { ...row!.paymentMethods, PAY_AT_PICKUP: true } }).where(eq(vendors.vendorId, "DK-1001"));
});
afterAll(() => p.close());

async function place(over: Parameters<typeof orderPayload>[3]) {
  const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
  return postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee, over));
}

describe("pay-at-pickup", () => {
  it("PAY_AT_PICKUP is refused without the flag and accepted with it", async () => {
    expect((await setFlags({ "pay-at-pickup": false })).status).toBe(200);
    const off = await place({ order: { payment_method: "PAY_AT_PICKUP", amount: 120, description: "Cake", cold_bag_needed: false } });
    expect(off.status).toBe(400);
    expect((await setFlags({ "pay-at-pickup": true })).status).toBe(200);
    const on = await place({ order: { payment_method: "PAY_AT_PICKUP", amount: 120, description: "Cake", cold_bag_needed: false } });
    expect(on.status).toBe(200);
  });
});

describe("tag-id-check-pg: the age check in the order summary", () => {
  it("an order asking for the age check says so in its summary; one without does not", async () => {
    const summaryOf = async (ageCheck: boolean) => {
      const placed = await place({ age_validation_required: ageCheck });
      expect(placed.status).toBe(200);
      const orderId = (placed.body.result as { order_id: string }).order_id;
      const r = await getJson(p, `/order/summary?${new URLSearchParams({ vendorId: "DK-1001", orderId })}`, s.owner);
      expect(r.status).toBe(200);
      return r.body.result as { age_validation_required: boolean };
    };
    expect((await summaryOf(true)).age_validation_required).toBe(true);
    expect((await summaryOf(false)).age_validation_required).toBe(false);
  });
});

describe("cybersource-credit-card-taiwan", () => {
  const paidOrder = { payment_method: "ONLINE_PAYMENT", amount: 120, description: "Coffee beans", cold_bag_needed: false as const };
  async function intentAndConfirm(paymentMethod: string) {
    const wallet = (await postJson(p, "/order/payment/auth/DK-2001", s.outlet, undefined)).body.result as { wallet_id: string; access_token: string };
    const fee = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
    const order = orderPayload("DK-2001", PLACES.norrebrogade, fee, { order: paidOrder, login_pickup_estimation: 0 });
    const r = await postJson(p, "/order/payment/intent", s.outlet, { wallet_id: wallet.wallet_id, bearer_token: wallet.access_token, vendor_id: "DK-2001", order });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const intent = r.body.result as Intent;
    const confirmed = await postJson(p, "/order/payment/intent/confirm", s.outlet, {
      order: { vendor_id: "DK-2001", vat_number: "", preordered_for: null },
      bearer_token: wallet.access_token,
      purchase_intent_id: intent.intent_id,
      payment_method: paymentMethod,
      payment_instrument_id: "card_unknown",
    });
    return { gateway: intent.payment_methods[0]!.name, confirmed: confirmed.body as { message?: string } };
  }

  beforeAll(() => setVendorHours(p, "DK-2001", "0000:0000"));

  it("off: generic_creditcard, a cybersource confirm is refused; on: cybersource_creditcard, a generic confirm is refused", async () => {
    await setFlags({ "cybersource-credit-card-taiwan": false });
    const off = await intentAndConfirm("cybersource_creditcard");
    expect(off.gateway).toBe("generic_creditcard");
    expect(off.confirmed.message).toBe("Unknown payment gateway");
    expect((await intentAndConfirm("generic_creditcard")).confirmed.message).toBe("Unknown saved card");
    await setFlags({ "cybersource-credit-card-taiwan": true });
    const on = await intentAndConfirm("generic_creditcard");
    expect(on.gateway).toBe("cybersource_creditcard");
    expect(on.confirmed.message).toBe("Unknown payment gateway");
    // The right gateway gets past the check to the card itself.
    expect((await intentAndConfirm("cybersource_creditcard")).confirmed.message).toBe("Unknown saved card");
    await setFlags({ "cybersource-credit-card-taiwan": false });
  });
});
