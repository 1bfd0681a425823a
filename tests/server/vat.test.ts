// Issue 13, the VAT number (second file §5): the platform refuses a vat_number that the payment
// step would refuse (not 8 characters, or not letters and digits), with the spec's messages, on the
// order create and the payment confirmation; an empty one or a valid one is accepted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { orderPayload, PLACES, postJson, quoteFee, type Sessions, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;
beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
});
afterAll(async () => {
  await p?.close();
});

const issues = (body: Record<string, unknown>) => JSON.stringify(body.issues ?? body);

describe("vat_number on the platform", () => {
  it("refuses a wrong length and an invalid one on POST /order, accepts empty and valid ones", async () => {
    const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    const short = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee, { vat_number: "1234567" }));
    expect(short.status).toBe(400);
    expect(issues(short.body)).toContain("Your VAT number should be 8 characters, please check again");
    const invalid = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee, { vat_number: "DK12345!" }));
    expect(invalid.status).toBe(400);
    expect(issues(invalid.body)).toContain("Your VAT number is invalid, please check again");
    const valid = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee, { vat_number: "DK123456" }));
    expect(valid.status, JSON.stringify(valid.body)).toBeLessThan(300);
    const empty = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee));
    expect(empty.status).toBeLessThan(300);
  });

  it("refuses an invalid one on the payment confirmation before anything else", async () => {
    const r = await postJson(p, "/order/payment/intent/confirm", s.outlet, {
      order: { vendor_id: "DK-2001", vat_number: "123", preordered_for: null },
      bearer_token: "x",
      purchase_intent_id: "pi_1",
      payment_method: "generic_creditcard",
      payment_instrument_id: "card_1",
    });
    expect(r.status).toBe(400);
    expect(issues(r.body)).toContain("Your VAT number should be 8 characters, please check again");
  });
});
