// Flags the platform reads (issue 13, item 5), each flipped on and off: pay-at-pickup lets a vendor
// whose methods include PAY_AT_PICKUP order with it (refused without the flag); the customer age
// check (tag-id-check-pg) travels with the order into the order summary the details show.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendors } from "../../src/server/db/schema";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { getJson, orderPayload, PLACES, postJson, quoteFee, type Sessions, signIn } from "./request-support";

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
