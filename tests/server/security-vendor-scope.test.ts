// Issue 8.6, GET /get-country-parameter/{name}?vendor_id= answered for vendors the caller does not
// own (serviceHours answers the vendor's own hours). A vendor_id is now checked like every other
// vendor-scoped call: owner of the vendor or of its parent, 403 otherwise, 404 for an unknown one,
// and a guest only with the guest placeholder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { API, getJson, type Sessions, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;
beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
});
afterAll(async () => {
  await p?.close();
});

const hours = (vendorId: string, name = "serviceHours") => `/get-country-parameter/${name}?vendor_id=${encodeURIComponent(vendorId)}`;

describe("country parameters with a vendor_id", () => {
  it("refuses other@demo.dk on DK-1001 and on DK-2001 (whose own hours it could read before)", async () => {
    for (const vendorId of ["DK-1001", "DK-2001"]) {
      const res = await getJson(p, hours(vendorId), s.other);
      expect(res.status, vendorId).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain("0300:0301");
    }
  });

  it("refuses a vendor_id the caller does not own whatever the parameter's name", async () => {
    for (const name of ["onlinePaymentActivated", "orderItemValueExceedLimit", "paymentMethods", "allOutletOrders"])
      expect((await getJson(p, hours("DK-2001", name), s.other)).status, name).toBe(403);
  });

  it("answers the owner, the owner of the parent, and 404 for an unknown vendor", async () => {
    expect((await getJson(p, hours("DK-2001"), s.outlet)).body).toEqual({ result: "0300:0301" });
    expect((await getJson(p, hours("DK-1001"), s.owner)).body).toEqual({ result: "0800:2200" });
    expect((await getJson(p, hours("DK-3001"), s.other)).status).toBe(200);
    expect((await getJson(p, hours("DK-9999"), s.owner)).status).toBe(404);
  });

  it("lets a guest ask with the guest placeholder only", async () => {
    expect((await getJson(p, hours("vendorID"), s.guest)).status).toBe(200);
    expect((await getJson(p, hours("DK-2001"), s.guest)).status).toBe(403);
    expect((await p.call(`${API}/get-country-parameter/serviceHours`, { headers: s.guest })).status).toBe(200);
  });
});
