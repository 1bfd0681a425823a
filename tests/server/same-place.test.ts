// Issue 13 (item 7): a destination at the pick-up (0 m) is no delivery: the fee is refused with
// request.error.same-as-pickup (the portal refuses it before asking, by the same domain rule).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceMetres, isSameAsPickup } from "../../src/domain/request/coordinates";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { PLACES, postJson, type Sessions, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;
beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
});
afterAll(async () => {
  await p?.close();
});

describe("a destination at the pick-up", () => {
  it("the domain rule: within 10 m is the same place", () => {
    expect(isSameAsPickup(PLACES.jaegersborggade, PLACES.jaegersborggade)).toBe(true);
    expect(isSameAsPickup(PLACES.jaegersborggade, { latitude: 55.69159, longitude: 12.5448 })).toBe(true);
    expect(isSameAsPickup(PLACES.jaegersborggade, PLACES.norrebrogade)).toBe(false);
    expect(Math.round(distanceMetres(PLACES.jaegersborggade, PLACES.norrebrogade))).toBeGreaterThan(500);
  });

  it("gets no fee from the platform", async () => {
    const r = await postJson(p, "/delivery/fee", s.owner, { source: PLACES.jaegersborggade, destination: PLACES.jaegersborggade, vendor_id: "DK-1001", delivery_type: "food" });
    expect(r.status).toBe(400);
    expect(r.body.translation_key).toBe("request.error.same-as-pickup");
    const ok = await postJson(p, "/delivery/fee", s.owner, { source: PLACES.jaegersborggade, destination: PLACES.norrebrogade, vendor_id: "DK-1001", delivery_type: "food" });
    expect(ok.status).toBe(200);
  });
});
