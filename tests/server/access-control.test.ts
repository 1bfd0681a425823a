// Orders service access control in-process: who sees which vendor on both mounts, the accepted
// Authorization forms, and the calls any authenticated caller may make (country parameters).
// Flag provider (GET/PUT /flags/{region}, admin key) and the static fallback file.
import { readFileSync } from "node:fs";
import { SignJWT } from "jose";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FlagsAnswerSchema, VendorAnswerSchema, VendorsAnswerSchema } from "../../src/domain/contract";
import { FLAG_NAMES } from "../../src/domain/flags";
import { createTestPlatform, type TestPlatform, TEST_ENV } from "./helpers";

let p: TestPlatform;
let owner: Awaited<ReturnType<TestPlatform["login"]>>;
let outlet: Awaited<ReturnType<TestPlatform["login"]>>;
let other: Awaited<ReturnType<TestPlatform["login"]>>;

beforeAll(async () => {
  p = await createTestPlatform({ ADMIN_KEY: "secret-admin" });
  [owner, outlet, other] = await Promise.all([p.login("owner@demo.dk"), p.login("outlet@demo.dk"), p.login("other@demo.dk")]);
});
afterAll(async () => {
  await p?.close();
});

const vendorIds = async (path: string, headers: Record<string, string>) =>
  v.parse(VendorsAnswerSchema, await (await p.call(path, { headers })).json()).result.vendors.map((x) => x.vendor_id);

describe.each(["/orders/api/v1", "/hurrier/api/v1"])("vendors on %s", (base) => {
  it("owner@demo.dk sees the parent DK-1000 and its outlets DK-1001..DK-1003", async () => {
    expect(await vendorIds(`${base}/vendors`, p.bearer(owner))).toEqual(["DK-1000", "DK-1001", "DK-1002", "DK-1003"]);
  });

  it("outlet@demo.dk sees only DK-2001, other@demo.dk only DK-3001", async () => {
    expect(await vendorIds(`${base}/vendors`, p.bearer(outlet))).toEqual(["DK-2001"]);
    expect(await vendorIds(`${base}/vendors`, p.bearer(other))).toEqual(["DK-3001"]);
  });

  it("owner@demo.dk cannot read DK-2001 (403) nor DK-3001, but reads its outlets", async () => {
    for (const id of ["DK-2001", "DK-3001"]) {
      const res = await p.call(`${base}/vendor/${id}`, { headers: p.bearer(owner) });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "forbidden", translation_key: "unable-to-fetch-vendor" });
    }
    const res = await p.call(`${base}/vendor/DK-1002`, { headers: p.bearer(owner) });
    expect(res.status).toBe(200);
    const { result } = v.parse(VendorAnswerSchema, await res.json());
    expect(result).toMatchObject({ vendor_id: "DK-1002", parent_vendor_id: "DK-1000", is_parent: false });
    expect(result.vendor_information.location.city).toBe("København V");
  });

  it("outlet@demo.dk cannot read the owner's outlets", async () => {
    expect((await p.call(`${base}/vendor/DK-1001`, { headers: p.bearer(outlet) })).status).toBe(403);
    expect((await p.call(`${base}/vendor/DK-1000`, { headers: p.bearer(outlet) })).status).toBe(403);
  });

  it("an unknown vendor is 404", async () => {
    const res = await p.call(`${base}/vendor/DK-0404`, { headers: p.bearer(owner) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ translation_key: "unable-to-fetch-vendor" });
  });
});

describe("seeded vendors", () => {
  it("are in Copenhagen; DK-1003 has no coordinates", async () => {
    const res = await p.call("/orders/api/v1/vendors", { headers: p.bearer(owner) });
    const vendors = v.parse(VendorsAnswerSchema, await res.json()).result.vendors;
    const byId = Object.fromEntries(vendors.map((x) => [x.vendor_id, x]));
    expect(byId["DK-1000"]).toMatchObject({ is_parent: true, parent_vendor_id: null });
    expect(byId["DK-1000"].vendor_information.name).toBe("Nørrebro Pizza Group");
    expect(byId["DK-1001"].vendor_information.name).toBe("Nørrebro Pizza - Jægersborggade");
    expect(byId["DK-1003"].vendor_information.location).toMatchObject({ latitude: null, longitude: null, street: "Østerbrogade" });
    for (const id of ["DK-1000", "DK-1001", "DK-1002"]) {
      const { latitude, longitude } = byId[id].vendor_information.location;
      expect(latitude).toBeGreaterThan(55.6);
      expect(latitude).toBeLessThan(55.75);
      expect(longitude).toBeGreaterThan(12.45);
      expect(longitude).toBeLessThan(12.65);
    }
    for (const x of vendors) expect(x.vendor_information.currency).toBe("DKK");
  });

  it("answer estimation_pick_up_time in seconds (core §3): 15 minutes as 900, 20 as 1200", async () => {
    const res = await p.call("/orders/api/v1/vendors", { headers: p.bearer(owner) });
    const byId = Object.fromEntries(v.parse(VendorsAnswerSchema, await res.json()).result.vendors.map((x) => [x.vendor_id, x.estimation_pick_up_time]));
    expect(byId).toEqual({ "DK-1000": 900, "DK-1001": 900, "DK-1002": 1200, "DK-1003": 900 });
  });
});

describe("authorization header", () => {
  it("accepts `Bearer <AccessToken>;<IdToken>` and `Bearer <AccessToken>`", async () => {
    const combined = { authorization: `Bearer ${owner.meta.AccessToken};${owner.meta.IdToken}` };
    expect(await vendorIds("/orders/api/v1/vendors", combined)).toHaveLength(4);
    expect(await vendorIds("/orders/api/v1/vendors", p.bearer(owner))).toHaveLength(4);
  });

  it("answers 401 JSON without a header, with garbage, with an id token and with a foreign or unsigned token", async () => {
    const payload = { email: "owner@demo.dk", role: "vendor" };
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("rrp-identity")
      .setAudience("rrp-api")
      .setSubject(owner.user.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-platform-secret-at-all-0123456789"));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${Buffer.from(
      JSON.stringify({ ...payload, sub: owner.user.id, aud: "rrp-api", iss: "rrp-identity", exp: 9_999_999_999 }),
    ).toString("base64url")}.`;
    for (const authorization of [undefined, "Bearer", "Bearer nope", "Basic abc", `Bearer ${owner.meta.IdToken}`, `Bearer ${foreign}`, `Bearer ${unsigned}`, `ExternalPlatform ${owner.meta.AccessToken}`]) {
      const res = await p.call("/orders/api/v1/vendors", { headers: authorization ? { authorization } : {} });
      expect(res.status, String(authorization)).toBe(401);
      expect(await res.json()).toMatchObject({ message: "unauthorized", translation_key: "error.unauthorized" });
    }
  });
});

describe("country parameters", () => {
  const cases = [
    ["serviceHours", "0800:2200"],
    ["onlinePaymentActivated", "true"],
    ["orderItemValueExceedLimit", "5000"],
    ["paymentMethods", "CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID"],
    ["allOutletOrders", "true"],
  ];
  it.each(cases)("%s is %s", async (name, value) => {
    const res = await p.call(`/hurrier/api/v1/get-country-parameter/${name}`, { headers: p.bearer(outlet) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: value });
  });

  it("others are 404 and every parameter needs an authorization", async () => {
    const res = await p.call("/orders/api/v1/get-country-parameter/secretSauce", { headers: p.bearer(outlet) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ translation_key: "country-parameter.not-found" });
    expect((await p.call("/orders/api/v1/get-country-parameter/serviceHours")).status).toBe(401);
  });
});

describe("flags", () => {
  const put = (region: string, body: unknown, key?: string) =>
    p.call(`/flags/${region}`, { method: "PUT", body, headers: key === undefined ? {} : { "x-admin-key": key } });

  it("GET /flags/eu answers the seeded flags: defaults plus the demo's features", async () => {
    const res = await p.call("/flags/eu");
    expect(res.status).toBe(200);
    const { flags } = v.parse(FlagsAnswerSchema, await res.json());
    expect(Object.keys(flags).sort()).toEqual([...FLAG_NAMES].sort());
    expect(flags).toMatchObject({
      guest_checkout: true,
      "bulk-order-upload": true,
      "edit-vendor-outlet": true,
      "add-vendor-outlet": true,
      pre_order: true,
      voucher: true,
      helpcenter: true,
      planned_maintenance: false,
      unplanned_maintenance: false,
      "display-pickup-code": false,
    });
  });

  it("PUT needs the admin key", async () => {
    expect((await put("eu", { flags: { planned_maintenance: true } })).status).toBe(401);
    const wrong = await put("eu", { flags: { planned_maintenance: true } }, "dev-admin");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ translation_key: "error.unauthorized" });
    expect((v.parse(FlagsAnswerSchema, await (await p.call("/flags/eu")).json())).flags.planned_maintenance).toBe(false);
  });

  it("PUT with the admin key changes only the given flags of that region", async () => {
    const res = await put("eu", { flags: { unplanned_maintenance: true, voucher: false } }, "secret-admin");
    expect(res.status).toBe(200);
    const after = v.parse(FlagsAnswerSchema, await (await p.call("/flags/eu")).json()).flags;
    expect(after).toMatchObject({ unplanned_maintenance: true, voucher: false, guest_checkout: true });
    expect(v.parse(FlagsAnswerSchema, await (await p.call("/flags/ap")).json()).flags.unplanned_maintenance).toBe(false);
    await put("eu", { flags: { unplanned_maintenance: false, voucher: true } }, "secret-admin");
  });

  it("PUT refuses unknown flags, wrong values and malformed JSON with 400", async () => {
    for (const body of [{ flags: { made_up: true } }, { flags: { voucher: "yes" } }, { nope: 1 }]) {
      const res = await put("eu", body, "secret-admin");
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ translation_key: "error.invalid-request", issues: expect.any(Array) });
    }
    const malformed = await p.call("/flags/eu", { method: "PUT", raw: "{", headers: { "x-admin-key": "secret-admin" } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ translation_key: "error.malformed-json" });
  });

  it("an unknown region is 404", async () => {
    expect((await p.call("/flags/zz")).status).toBe(404);
    expect((await p.call("/flags/NOT_A_REGION")).status).toBe(404);
  });

  it("GET /flags-fallback.json serves the static file: known flags only, same as the seed", async () => {
    const res = await p.call("/flags-fallback.json");
    expect(res.status).toBe(200);
    const { flags } = v.parse(FlagsAnswerSchema, await res.json());
    for (const name of Object.keys(flags)) expect(FLAG_NAMES).toContain(name);
    const file = JSON.parse(readFileSync(new URL("../../src/server/data/flags-fallback.json", import.meta.url), "utf8"));
    expect(flags).toEqual(file.flags);
    expect(flags.guest_checkout).toBe(true);
  });

  it("without ADMIN_KEY no guessable key works (a random one is generated for the run)", async () => {
    const dev = await createTestPlatform({ ...TEST_ENV }, { database: p.database, clock: p.clock });
    const res = await dev.call("/flags/me", { method: "PUT", body: { flags: { voucher: true } }, headers: { "x-admin-key": "dev-admin" } });
    expect(res.status).toBe(401);
  });
});
