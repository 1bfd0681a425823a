// The caller's vendor set is cached for the token's life (issue 14, modules/vendors/access-cache.ts),
// and the cache never serves a de-owned or revoked caller. Two instances share one database: `a`
// makes the change (owners edited, logout, address saved), `b` had the caller's set cached and must
// follow at once (the change is announced with NOTIFY to every instance). A verified token is
// remembered too (security/tokens.ts), but never past its expiry.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutletAnswerSchema, VendorsAnswerSchema } from "../../src/domain/contract";
import { createTestPlatform, type TestPlatform } from "./helpers";

const BASE = "/orders/api/v1";
let a: TestPlatform;
let b: TestPlatform;

const outlet = (users: string[]) => ({
  parent_vendor_id: "DK-1000",
  name: "Nørrebro Pizza – Cache",
  address: "Ravnsborggade 8, 2200 København N",
  latitude: 55.6879,
  longitude: 12.5634,
  rider_instructions: "",
  phone_number: "+4531100019",
  city: "København N",
  users,
  unit: "",
  building: "",
  street: "Ravnsborggade",
  postal_code: "2200",
  country_code: "DK",
  client_vendor_id: "NPG-CACHE-1",
  street_number: "8",
});

// Each answer of a set is made once, as JSON, gzipped and in brotli (http/encoded-answer.ts): all are
// read every time, and must say the same, so a kept gzip or brotli never outlives its set.
const vendorsOf = async (p: TestPlatform, headers: Record<string, string>) => {
  const res = await p.call(`${BASE}/vendors`, { headers });
  const zipped = await p.call(`${BASE}/vendors`, { headers: { ...headers, "accept-encoding": "gzip, deflate" } });
  const brotli = await p.call(`${BASE}/vendors`, { headers: { ...headers, "accept-encoding": "gzip, deflate, br" } });
  expect(zipped.status).toBe(res.status);
  expect(brotli.status).toBe(res.status);
  if (res.status !== 200) return res.status;
  const text = await res.text();
  // Under compress()'s 1 KB threshold an answer goes out as it is.
  const compressed = Buffer.byteLength(text) >= 1024;
  expect(zipped.headers.get("content-encoding")).toBe(compressed ? "gzip" : null);
  expect(brotli.headers.get("content-encoding")).toBe(compressed ? "br" : null);
  const body = Buffer.from(await zipped.arrayBuffer());
  expect((compressed ? gunzipSync(body) : body).toString("utf8")).toBe(text);
  const brBody = Buffer.from(await brotli.arrayBuffer());
  expect((compressed ? brotliDecompressSync(brBody) : brBody).toString("utf8")).toBe(text);
  return v.parse(VendorsAnswerSchema, JSON.parse(text)).result.vendors;
};
const ordersStatus = async (p: TestPlatform, vendorId: string, headers: Record<string, string>) => (await p.call(`${BASE}/vendor/${vendorId}/orders?count=5`, { headers })).status;

beforeAll(async () => {
  a = await createTestPlatform();
  b = await createTestPlatform({}, { database: a.database, clock: a.clock });
});
afterAll(async () => {
  await a?.close();
});

describe("the cached vendor set", () => {
  it("drops an owner removed on another instance at once: GET /vendors and the outlet's orders refuse", async () => {
    const owner = a.bearer(await a.login("owner@demo.dk"));
    const other = b.bearer(await b.login("other@demo.dk"));
    const created = await a.call(`${BASE}/outlet`, { body: outlet(["other@demo.dk"]), headers: owner });
    expect(created.status).toBe(201);
    const id = v.parse(OutletAnswerSchema, await created.json()).result.vendor_id;
    // b caches other's set with the new outlet in it.
    const before = await vendorsOf(b, other);
    expect(Array.isArray(before) && before.map((x) => x.vendor_id)).toEqual(["DK-3001", id]);
    expect(await ordersStatus(b, id, other)).toBe(200);
    expect(await ordersStatus(b, id, other)).toBe(200);

    expect((await a.call(`${BASE}/outlet/${id}`, { method: "PUT", body: outlet([]), headers: owner })).status).toBe(200);
    const after = await vendorsOf(b, other);
    expect(Array.isArray(after) && after.map((x) => x.vendor_id)).toEqual(["DK-3001"]);
    expect(await ordersStatus(b, id, other)).toBe(403);
    expect((await b.call(`${BASE}/vendor/${id}`, { headers: other })).status).toBe(403);
    // An owner added back sees it again.
    expect((await a.call(`${BASE}/outlet/${id}`, { method: "PUT", body: outlet(["other@demo.dk"]), headers: owner })).status).toBe(200);
    expect(await ordersStatus(b, id, other)).toBe(200);
  });

  it("never serves a logged-out session, on either instance", async () => {
    const session = await a.login("owner@demo.dk");
    const headers = a.bearer(session);
    const vendors = await vendorsOf(b, headers);
    expect(Array.isArray(vendors) && vendors.length).toBeGreaterThan(1);
    expect(await ordersStatus(b, "DK-1001", headers)).toBe(200);
    expect((await a.call("/identity/v1/logout", { method: "POST", headers: { cookie: session.cookie } })).status).toBe(204);
    expect(await vendorsOf(b, headers)).toBe(401);
    expect(await ordersStatus(b, "DK-1001", headers)).toBe(401);
    expect(await vendorsOf(a, headers)).toBe(401);
  });

  it("shows a saved vendor address at once (the record is cached with the set)", async () => {
    const headers = b.bearer(await b.login("outlet@demo.dk"));
    const before = await vendorsOf(b, headers);
    expect(Array.isArray(before) && before[0].vendor_id).toBe("DK-2001");
    const saved = await a.call(`${BASE}/vendor/DK-2001/address`, {
      method: "PUT",
      headers: a.bearer(await a.login("outlet@demo.dk")),
      body: { address_text: "Torvegade 20, 1400 København K", street_address: "Torvegade 20", unit: "", building: "", city: "København K", country_code: "DK", latitude: 55.672, longitude: 12.592, postal_code: "1400", notes: "" },
    });
    expect(saved.status).toBe(200);
    const after = await vendorsOf(b, headers);
    expect(Array.isArray(after) && after[0].vendor_information.location.address_text).toBe("Torvegade 20, 1400 København K");
  });

  it("forgets a token and its set when the token expires (the verified-token cache checks the expiry again)", async () => {
    const headers = b.bearer(await b.login("owner@demo.dk"));
    expect(Array.isArray(await vendorsOf(b, headers))).toBe(true);
    expect(await ordersStatus(b, "DK-1001", headers)).toBe(200);
    b.clock.advance(3600 * 1000);
    expect(await vendorsOf(b, headers)).toBe(401);
    expect(await ordersStatus(b, "DK-1001", headers)).toBe(401);
  });
});
