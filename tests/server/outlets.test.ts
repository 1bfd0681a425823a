// POST /outlet and PUT /outlet/{vendorId} in-process (core §7, §5, §6): an owner of the parent adds
// and edits collection points; owner e-mails grant access (GET /vendors, ordering) and removing one
// takes it away; a foreign parent, an outlet's own owner, "a-"/"b-" ids, the form rules and a
// duplicate collection point ID are refused with the spec's messages.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutletAnswerSchema, VendorsAnswerSchema } from "../../src/domain/contract";
import { COLLECTION_POINT_KEYS as K } from "../../src/domain/outlets/collection-point";
import type WebSocket from "ws";
import { createDeps } from "../../src/server/app";
import { vendors as vendorsTable } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/logger";
import { type RunningPlatform, startPlatform } from "../../src/server/server";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";
import { authOf, connectLive, subscribe } from "./orders-support";

const BASE = "/orders/api/v1";
let p: TestPlatform;
let owner: Record<string, string>;
let other: Record<string, string>;
let outletOwner: Record<string, string>;

const payload = (over: Record<string, unknown> = {}) => ({
  parent_vendor_id: "DK-1000",
  name: "Nørrebro Pizza – Ravnsborggade",
  address: "Ravnsborggade 8, 2200 København N",
  latitude: 55.6879,
  longitude: 12.5634,
  rider_instructions: "Ring the bell",
  phone_number: "+4531100009",
  city: "København N",
  users: ["other@demo.dk"],
  unit: "",
  building: "",
  street: "Ravnsborggade",
  postal_code: "2200",
  country_code: "DK",
  client_vendor_id: "NPG-1009",
  street_number: "8",
  ...over,
});

const post = (body: unknown, headers = owner) => p.call(`${BASE}/outlet`, { body, headers });
const put = (id: string, body: unknown, headers = owner) => p.call(`${BASE}/outlet/${id}`, { body, headers, method: "PUT" });
const visible = async (headers: Record<string, string>) =>
  v.parse(VendorsAnswerSchema, await (await p.call(`${BASE}/vendors`, { headers })).json()).result.vendors.map((x) => x.vendor_id);
const fee = (vendorId: string, headers: Record<string, string>) =>
  p.call(`${BASE}/delivery/fee`, {
    headers,
    body: { source: { latitude: 55.6879, longitude: 12.5634 }, destination: { latitude: 55.68, longitude: 12.57 }, vendor_id: vendorId, delivery_type: "food" },
  });

beforeAll(async () => {
  p = await createTestPlatform();
  const [o, x, j] = await Promise.all([p.login("owner@demo.dk"), p.login("other@demo.dk"), p.login("outlet@demo.dk")]);
  owner = p.bearer(o);
  other = p.bearer(x);
  outletOwner = p.bearer(j);
});
let running: RunningPlatform | undefined;
const sockets: WebSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await running?.close();
  await p?.close();
});

describe("outlets", () => {
  let added = "";

  it("an owner of the parent adds an outlet; its owners see it and may order for it", async () => {
    expect(await visible(other)).toEqual(["DK-3001"]);
    const res = await post(payload());
    expect(res.status).toBe(201);
    const { result } = v.parse(OutletAnswerSchema, await res.json());
    added = result.vendor_id;
    expect(added).toMatch(/^DK-\d+$/);
    expect(result).toMatchObject({ parent_vendor_id: "DK-1000", client_vendor_id: "NPG-1009", is_parent: false, is_active: true });
    expect(result.vendor_information).toMatchObject({ name: "Nørrebro Pizza – Ravnsborggade", owners: ["other@demo.dk"], contact: { phone: "+4531100009" } });
    expect(result.vendor_information.location).toMatchObject({ city: "København N", postal_code: "2200", street: "Ravnsborggade", street_number: "8", latitude: 55.6879 });
    expect(await visible(other)).toEqual(["DK-3001", added]);
    expect(await visible(owner)).toContain(added);
    expect((await fee(added, other)).status).toBe(200);
  });

  it("an outlet and a business registered after it get different vendor numbers (one sequence)", async () => {
    const res = await p.call("/identity/v1/register", {
      body: {
        email: "after-outlet@example.dk",
        vendor_name: "Cykelsmeden",
        business_name: "Cykelsmeden ApS",
        mobile_number: "+4512345678",
        password: "Bike-Shop-2026!",
        password_confirmation: "Bike-Shop-2026!",
        terms_accepted: true,
      },
    });
    expect(res.status).toBe(201);
    const second = v.parse(OutletAnswerSchema, await (await post(payload({ client_vendor_id: "NPG-1010", users: [] }))).json()).result.vendor_id;
    expect(second).not.toBe(added);
  });

  it("refuses a duplicate collection point ID (also a vendor id or another case) with a clear message", async () => {
    for (const id of ["NPG-1009", "npg-1001", "DK-2001"]) {
      const res = await post(payload({ client_vendor_id: id }));
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ translation_key: K.duplicateId, message: "This collection point ID is already in use. Please choose another one." });
    }
  });

  it("an edit changes the details and the owners: a removed owner loses access at once", async () => {
    const res = await put(added, payload({ name: "Ravnsborggade 2", users: ["outlet@demo.dk", ""], client_vendor_id: "IGNORED", parent_vendor_id: "DK-3001" }));
    expect(res.status).toBe(200);
    const { result } = v.parse(OutletAnswerSchema, await res.json());
    expect(result).toMatchObject({ vendor_id: added, client_vendor_id: "NPG-1009", parent_vendor_id: "DK-1000" });
    expect(result.vendor_information).toMatchObject({ name: "Ravnsborggade 2", owners: ["outlet@demo.dk"] });
    expect(await visible(other)).toEqual(["DK-3001"]);
    expect((await fee(added, other)).status).toBe(403);
    expect(await visible(outletOwner)).toEqual(["DK-2001", added]);
    // Empty owners are allowed: nobody but the parent's owners then.
    expect((await put(added, payload({ users: [] }))).status).toBe(200);
    expect(await visible(outletOwner)).toEqual(["DK-2001"]);
  });

  it("only owners of the parent: a foreign parent, a non-parent and the outlet's own owner are refused", async () => {
    for (const [body, headers] of [
      [payload({ parent_vendor_id: "DK-3001", client_vendor_id: "X-1" }), other],
      [payload({ parent_vendor_id: "DK-3001", client_vendor_id: "X-2" }), owner],
      [payload({ parent_vendor_id: "DK-0404", client_vendor_id: "X-3" }), owner],
    ] as const) {
      const res = await post(body, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ translation_key: K.notParentOwner });
    }
    await put(added, payload({ users: ["outlet@demo.dk"] }));
    // An owner of the outlet itself may not edit it (nor grant access to others).
    const res = await put(added, payload({ users: ["outlet@demo.dk", "intruder@demo.dk"] }), outletOwner);
    expect(res.status).toBe(403);
    expect((await put("DK-1001", payload(), other)).status).toBe(403);
    expect((await put("DK-0404", payload())).status).toBe(404);
    // A guest has no say at all (the calls are for signed-in users).
    const { token } = (await (await p.call("/identity/v1/guest", { method: "POST" })).json()) as { token: string };
    expect((await post(payload({ client_vendor_id: "X-4" }), { authorization: `Bearer ${token}` })).status).toBe(403);
  });

  it('refuses ids starting "a-" or "b-" for edit', async () => {
    const now = new Date(p.clock.now());
    for (const id of ["a-5001", "b-5002"]) {
      await p.database.db.insert(vendorsTable).values({ vendorId: id, parentVendorId: "DK-1000", name: id, currency: "DKK", countryCode: "DK", createdAt: now });
      const res = await put(id, payload());
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ translation_key: K.notEditable, message: "This collection point cannot be edited." });
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["no collection point ID", { client_vendor_id: " " }, K.clientVendorIdRequired, "Please enter collection point ID"],
    ["no label", { name: "" }, K.nameRequired, "Please enter label"],
    ["no phone", { phone_number: "-" }, K.phoneRequired, "Please enter phone number"],
    ["no address", { address: "" }, K.addressRequired, "Please select pickup address"],
    ["no coordinates", { latitude: 0, longitude: 0 }, K.addressRequired, "Please select pickup address"],
    ["an invalid owner e-mail", { users: ["", "not-mail"] }, K.invalidEmail, "Please enter a valid email"],
  ])("validation: %s → 400 with the spec's message", async (_, over, key, message) => {
    const res = await post(payload({ client_vendor_id: "NPG-2000", ...over }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ translation_key: key, message });
    const edit = await put(added, payload(over));
    if (key !== K.clientVendorIdRequired) expect(edit.status).toBe(400);
    else expect(edit.status).toBe(200); // the stored ID is kept when editing
  });

  it("refuses a body outside the contract", async () => {
    expect((await post({ ...payload(), latitude: "north" })).status).toBe(400);
    expect((await post({ ...payload(), users: "other@demo.dk" })).status).toBe(400);
    expect((await p.call(`${BASE}/outlet`, { body: payload() })).status).toBe(401);
  });

  it("the live channel follows owner changes: a removed owner stops following, a new owner may follow", async () => {
    // A second instance on the same database, like a platform behind a load balancer: the change is announced by NOTIFY.
    const deps = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
    running = await startPlatform({ deps, port: 0, hostname: "127.0.0.1" });
    expect((await put(added, payload({ users: ["outlet@demo.dk"] }))).status).toBe(200);
    const kept = await connectLive(running.port, authOf(outletOwner), {}, sockets);
    subscribe(kept, added);
    expect(await kept.next()).toEqual({ type: "subscribe_ok", data: { vendor_id: added } });
    const newcomer = await connectLive(running.port, authOf(other), {}, sockets);
    subscribe(newcomer, added);
    expect(await newcomer.next()).toMatchObject({ type: "error", data: { translation_key: "error.forbidden" } });

    expect((await put(added, payload({ users: ["other@demo.dk"] }))).status).toBe(200);
    expect(await kept.next()).toEqual({ type: "error", data: { message: `Not allowed to follow vendor ${added}`, translation_key: "error.forbidden" } });
    subscribe(newcomer, added);
    expect(await newcomer.next((m) => m.type === "subscribe_ok")).toEqual({ type: "subscribe_ok", data: { vendor_id: added } });
  });
});
