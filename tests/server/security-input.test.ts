// Hostile input at the contract and validation layer (issue 8, item 3), in process with one app and
// one database: the attacker's NUL-byte requests answer 4xx with the contract's keys and log
// nothing; the text rules (single-line, multi-line, lone surrogates, what stays allowed); every
// string of the contract is built on the one text schema (a walk over the schemas); path and query
// parameters are checked before handlers (404, 400; 401 first on the orders service); numbers are
// bounded; valid data, multi-line notes and right-to-left names included, still parses; an
// unexpected database error is a logged 500 with a request id and without the input.
import { readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as contract from "../../src/domain/contract";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, text } from "../../src/domain/contract";
import { defineEndpoint, ENDPOINTS } from "../../src/domain/contract/endpoints";
import { createAppFromDeps, createDeps } from "../../src/server/app";
import type { AppEnv } from "../../src/server/context";
import type { Database } from "../../src/server/db/database";
import { mounter, mountHandlers } from "../../src/server/http/mount";
import { createLogger, serializeError } from "../../src/server/logger";
import { NAMED_SCHEMAS } from "../../src/server/modules/api-docs/schemas";
import { createClock, openTestDatabase, PASSWORD, TEST_ENV } from "./helpers";
import { PLACES } from "./request-support";

type Headers = Record<string, string>;

let database: Database;
let app: Hono<AppEnv>;
let deps: ReturnType<typeof createDeps>;
let owner: Headers;
const lines: string[] = [];
const clock = createClock();
const SECRET = "ZZ-secret-input-7f3a";

beforeAll(async () => {
  database = await openTestDatabase(clock);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  deps = createDeps({ db: database, env: TEST_ENV, now: clock.now, logger: createLogger("warn", stream) });
  app = createAppFromDeps(deps);
  // A route that fails in the database with the caller's input as a query parameter, as a handler
  // that forgot a check would (Hono builds its router on the first request: add it before).
  app.get("/test/database-error", async (c) => {
    await deps.db.execute(sql`select ${c.req.query("value") ?? ""}::text as value`);
    return c.text("unreachable");
  });
  const res = await call("/identity/v1/login", { body: { email: "owner@demo.dk", password: PASSWORD } });
  owner = { authorization: `Bearer ${((await res.json()) as { meta: { AccessToken: string } }).meta.AccessToken}` };
});

afterAll(async () => {
  await deps?.events.close();
  await database?.close();
});

async function call(path: string, init: { method?: string; headers?: Headers; body?: unknown; raw?: string } = {}) {
  const body = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const headers = body === undefined ? init.headers : { "content-type": "application/json", ...init.headers };
  return app.request(path, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

const errorLines = (from: number) => lines.slice(from).filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

// ---- the attacker's review -----------------------------------------------------------------------------

describe("NUL bytes (the attacker's review)", () => {
  const O = "/orders/api/v1";
  // [what, path, init, status, translation_key]: each of these answered 500 and logged the failed SQL.
  const cases: [string, string, Parameters<typeof call>[1], number, string | null][] = [
    ["login e-mail", "/identity/v1/login", { body: { email: "a\u0000b", password: "x" } }, 400, "auth.Failed to login: invalid parameter"],
    ["reset-password e-mail", "/identity/v1/reset-password", { body: { email: "a\u0000b", code: "123456", password: PASSWORD, password_confirmation: PASSWORD } }, 400, "password-reset.error.code-invalid"],
    ["platform-token vendor", "/identity/v1/platform-token", { body: { vendor_id: "DK\u00001001" } }, 400, "error.invalid-characters"],
    ["mailbox (JSON) e-mail", "/identity/v1/mailbox?email=a%00b", {}, 400, "error.invalid-characters"],
    ["3-D Secure page", "/payments/3ds/pi_%00", {}, 404, null],
    ["3-D Secure answer", "/payments/3ds/%00", { method: "POST", raw: "outcome=fail", headers: { "content-type": "application/x-www-form-urlencoded" } }, 404, null],
    ["vendor", `${O}/vendor/DK-1001%00`, {}, 404, "unable-to-fetch-vendor"],
    ["vendor (alias)", "/hurrier/api/v1/vendor/%00", {}, 404, "unable-to-fetch-vendor"],
    ["vendor orders", `${O}/vendor/%00/orders`, {}, 404, "error.not-found"],
    ["vendor address", `${O}/vendor/%00/address`, { method: "PUT", body: {} }, 404, "error.not-found"],
    ["country parameter vendor", `${O}/get-country-parameter/serviceHours?vendor_id=%00`, {}, 400, "error.invalid-characters"],
    ["voucher", `${O}/voucher/%00`, {}, 404, "voucher.error.get.message"],
    ["voucher validation", `${O}/voucher/validate`, { body: { code: "A\u0000", order: { order_time: 1, delivery_fee: 1, signature: "s" }, vendor_id: "DK-1001" } }, 400, "voucher.error.validation.message"],
    ["order", `${O}/order?vendorId=DK-1001&orderId=%00`, {}, 400, "error.invalid-characters"],
    ["order proof", `${O}/order/proof?vendorId=DK-1001&orderId=a%00b&kind=delivery`, {}, 400, "error.invalid-characters"],
    ["order update", `${O}/order/%00`, { method: "PUT", body: {} }, 404, "error.not-found"],
    ["order cancel", `${O}/order/cancel`, { method: "PUT", body: { vendor_id: "DK-1001", order_id: "\u0000", reason: "mistake_error" } }, 400, "error.invalid-characters"],
    ["order create (customer name)", `${O}/order`, { body: { vendor_id: "DK-1001", customer: { name: "Freja\u0000" } } }, 400, "error.invalid-characters"],
    ["rider", `${O}/riders/%00`, {}, 404, "error.not-found"],
    ["delivery areas", `${O}/delivery/area/%00`, {}, 404, "error.not-found"],
    ["delivery fee vendor", `${O}/delivery/fee`, { body: { source: PLACES.jaegersborggade, destination: PLACES.norrebrogade, vendor_id: "\u0000", delivery_type: "food" } }, 400, "error.invalid-characters"],
    ["address book", `${O}/addressbook/search-customers/%00?query=Fr`, {}, 404, "error.not-found"],
    ["payment wallet", `${O}/order/payment/auth/%00`, { method: "POST" }, 404, "error.not-found"],
    ["saved cards", `${O}/order/payment/cards/%00`, {}, 404, "error.not-found"],
  ];

  it("mailbox (page) e-mail: a 400 page without the control character, nothing logged at error level", async () => {
    const from = lines.length;
    const res = await call("/mailbox?email=a%00b", { headers: owner });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("That is not an e-mail address.");
    expect(html).not.toContain("\u0000");
    expect(errorLines(from)).toEqual([]);
  });

  it.each(cases)("%s: a 4xx with the contract's key, nothing logged at error level", async (_what, path, init, status, key) => {
    const from = lines.length;
    const res = await call(path, { ...init, headers: { ...owner, ...init?.headers } });
    expect(res.status).toBe(status);
    if (key) expect(((await res.json()) as { translation_key: string }).translation_key).toBe(key);
    else expect(await res.text()).toContain("Not found");
    expect(errorLines(from)).toEqual([]);
  });
});

// ---- the text rules ------------------------------------------------------------------------------------------

describe("text: the one string schema of the contract", () => {
  const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i));

  it("single-line text refuses every C0 control character and DEL", () => {
    for (const c of [...controls, "\u007f"]) {
      expect(hasControlCharacters(`a${c}b`), JSON.stringify(c)).toBe(true);
      const r = v.safeParse(text(), `a${c}b`);
      expect(r.success).toBe(false);
      expect(r.issues?.[0].message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it("multi-line text allows tab, line feed and carriage return, and refuses the other controls", () => {
    for (const c of controls) expect(hasControlCharacters(`a${c}b`, true), JSON.stringify(c)).toBe(!["\t", "\n", "\r"].includes(c));
    expect(v.is(contract.multilineText(), "Ring twice\r\nthen\twait")).toBe(true);
    expect(v.is(contract.multilineText(), "a\u0000b")).toBe(false);
    expect(v.is(contract.multilineText(), "a\u007fb")).toBe(false);
  });

  it("refuses lone surrogates and keeps what is text: emoji, right-to-left marks, combining marks, C1, BOM, Arabic", () => {
    for (const bad of ["\ud800", "a\udc00b", "\udbff\ud800", "x\ud83d"]) expect(v.is(text(), bad), JSON.stringify(bad)).toBe(false);
    for (const good of ["💥🚀👩‍👩‍👧", "\u202eevil\u202c", "\u200f\u200e\u061c", "e\u0301", "\u0085", "\ufeff", "مطعم الشرق", "Nørrebro ÆØÅ", "' OR '1'='1", ""])
      expect(v.is(text(), good), JSON.stringify(good)).toBe(true);
  });

  it("bounds the length (10 000 by default) before scanning", () => {
    expect(v.is(text(), "x".repeat(10_000))).toBe(true);
    expect(v.is(text(), "x".repeat(10_001))).toBe(false);
    expect(v.is(text({ max: 3 }), "abcd")).toBe(false);
  });

  it("path and query identifiers are letters, digits, - and _ of a bounded length", () => {
    for (const good of ["DK-1001", "DK-1001-100042", "R-101", "vendorID", `pi_${crypto.randomUUID()}`, "WELCOME10"]) expect(v.is(contract.VendorIdParamSchema, good), good).toBe(true);
    for (const bad of ["", "../", "..", "a/b", "a\u0000b", "%00", "a b", "x".repeat(65), "é"]) expect(v.is(contract.VendorIdParamSchema, bad), bad).toBe(false);
  });
});

/** Where, in a valibot schema, a string is not piped through the control-character check. */
function uncheckedStrings(schema: unknown, at: string): string[] {
  const node = schema as {
    type: string;
    pipe?: { kind: string; type: string; message?: unknown }[];
    entries?: Record<string, unknown>;
    item?: unknown;
    wrapped?: unknown;
    options?: unknown[];
    key?: unknown;
    value?: unknown;
    items?: unknown[];
  };
  if (node.pipe) {
    const [root, ...items] = node.pipe;
    const checked = items.some((i) => i.kind === "validation" && i.type === "check" && i.message === CONTROL_CHARACTERS_MESSAGE);
    if (checked && root.type === "string") return [];
    return uncheckedStrings(root, at);
  }
  switch (node.type) {
    case "string":
      return [at];
    case "object":
    case "loose_object":
    case "strict_object":
    case "object_with_rest":
      return Object.entries(node.entries ?? {}).flatMap(([k, entry]) => uncheckedStrings(entry, `${at}.${k}`));
    case "array":
      return uncheckedStrings(node.item, `${at}[]`);
    case "optional":
    case "nullable":
    case "nullish":
    case "exact_optional":
    case "undefinedable":
      return uncheckedStrings(node.wrapped, at);
    case "union":
    case "variant":
      return (node.options ?? []).flatMap((option, i) => uncheckedStrings(option, `${at}|${i}`));
    case "record":
      return [...uncheckedStrings(node.key, `${at}{key}`), ...uncheckedStrings(node.value, `${at}{}`)];
    case "tuple":
      return (node.items ?? []).flatMap((item, i) => uncheckedStrings(item, `${at}[${i}]`));
    default:
      return [];
  }
}

describe("every string of the contract", () => {
  const isSchema = (x: unknown) => Boolean(x && typeof x === "object" && (x as { kind?: unknown }).kind === "schema");

  it("is built on text(): every exported schema and every schema of the API reference (the deployment file aside)", () => {
    const schemas: [string, unknown][] = [
      ...Object.entries(contract).filter(([, x]) => isSchema(x)),
      // The deployment configuration comes from the platform's environment, not from a caller (src/config).
      ...Object.entries(NAMED_SCHEMAS).filter(([name]) => name !== "Deployment"),
    ];
    expect(schemas.length).toBeGreaterThan(100);
    expect(schemas.flatMap(([name, schema]) => uncheckedStrings(schema, name))).toEqual([]);
  });

  it("keeps valid data valid, in the portal as on the platform: multi-line notes and descriptions, names in any script", () => {
    const order = {
      vendor_id: "DK-1001",
      customer: {
        location: { ...PLACES.norrebrogade, address: "2. th, Nørrebrogade 52, 2200 København N", notes: "Ring twice\r\nthen wait\tby the door 🚪" },
        phone_number: "+45 31 23 45 67",
        name: "مريم الحسيني",
      },
      order: { payment_method: "PAID", amount: 250, description: "Two pizzas:\n- margherita\n- 🍕 diavola", cold_bag_needed: false },
      vat_number: "",
      preordered_for: null,
      age_validation_required: false,
      login_pickup_estimation: 15,
      delivery_fee: 49,
      signature: "sig",
    };
    expect(v.safeParse(contract.OrderCreatePayloadSchema, order).issues).toBeUndefined();
    const tabbed = { ...order, customer: { ...order.customer, name: "Freja\tHansen" } };
    expect(v.safeParse(contract.OrderCreatePayloadSchema, tabbed).issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([["customer.name", CONTROL_CHARACTERS_MESSAGE]]);
    const address = { address_text: "Østerbrogade 56", unit: "", notes: "Back door\nsecond bell", building: "", city: "København Ø", country_code: "DK", latitude: 55.7, longitude: 12.58, postal_code: "2100", street_address: "Østerbrogade 56" };
    expect(v.is(contract.SavedAddressSchema, address)).toBe(true);
  });
});

// ---- parameters and numbers ----------------------------------------------------------------------------------

describe("path and query parameters are checked before the handler", () => {
  it("on the orders service only once the caller is authorized: 401 first, whatever the parameter", async () => {
    expect((await call("/orders/api/v1/vendor/%00")).status).toBe(401);
    expect((await call("/orders/api/v1/get-country-parameter/secretSauce")).status).toBe(401);
    expect((await call("/orders/api/v1/order?orderId=%00")).status).toBe(401);
  });

  it("answers 404 with the parameter's key for a value outside its schema, and for traversal", async () => {
    const O = "/orders/api/v1";
    const cases: [string, string][] = [
      [`${O}/vendor/..%2F..%2Fetc%2Fpasswd`, "unable-to-fetch-vendor"],
      [`${O}/vendor/${"x".repeat(65)}`, "unable-to-fetch-vendor"],
      [`${O}/get-country-parameter/%00`, "country-parameter.not-found"],
      [`${O}/get-country-parameter/secretSauce`, "country-parameter.not-found"],
      [`${O}/voucher/%E0%A4%A`, "voucher.error.get.message"],
      [`${O}/riders/%ED%A0%80`, "error.not-found"],
      ["/flags/%00", "flags.region-not-found"],
      ["/flags/EU", "flags.region-not-found"],
    ];
    for (const [path, key] of cases) {
      const res = await call(path, { headers: owner });
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toMatchObject({ translation_key: key });
    }
    // Known ones still answer.
    expect((await call(`${O}/vendor/DK-1001`, { headers: owner })).status).toBe(200);
    expect((await call("/flags/eu")).status).toBe(200);
  });

  it("answers 400 for numbers that are not finite or out of range, and names the parameter", async () => {
    const O = "/orders/api/v1";
    for (const path of [
      `${O}/vendor/DK-1001/orders?count=1e309`,
      `${O}/vendor/DK-1001/orders?count=NaN`,
      `${O}/vendor/DK-1001/orders?from=-1`,
      `${O}/vendor/DK-1001/orders?to=99999999999999999`,
      `${O}/geolocator/reverse?lat=Infinity&lng=12.5`,
      `${O}/geolocator/reverse?lat=55.6&lng=1e309`,
      `${O}/geolocator/reverse?lat=-91&lng=12.5`,
    ]) {
      const res = await call(path, { headers: owner });
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ translation_key: "error.invalid-request", issues: [expect.objectContaining({ path: expect.any(String) })] });
    }
  });

  it("refuses to start when a declared path parameter has no schema", () => {
    const unchecked = { ...ENDPOINTS.getVendor, params: undefined };
    // The compiler refuses such a declaration; at run time, defining or mounting one throws.
    expect(() => defineEndpoint(unchecked as never)).toThrow(/path parameter :id has no schema/);
    const bare = new Hono<AppEnv>();
    expect(() => mounter(bare, deps)(unchecked as never, () => new Response())).toThrow(/path parameter :id has no schema/);
    expect(() => mountHandlers(bare, unchecked as never, async (c) => c.text(""))).toThrow(/path parameter :id has no schema/);
  });

  it("bounds numbers of bodies: a pick-up estimation of 1e308 minutes or a pre-order in the year 10000 is a 400", async () => {
    const fee = (await (
      await call("/orders/api/v1/delivery/fee", { headers: owner, body: { source: PLACES.jaegersborggade, destination: PLACES.norrebrogade, vendor_id: "DK-1001", delivery_type: "food" } })
    ).json()) as { result: { fee: number; signature: string } };
    const order = {
      vendor_id: "DK-1001",
      customer: { location: { ...PLACES.norrebrogade, address: "Nørrebrogade 52", notes: "" }, phone_number: "+45 31 23 45 67", name: "Freja Hansen" },
      order: { payment_method: "PAID", amount: 250, description: "Two pizzas", cold_bag_needed: false },
      vat_number: "",
      preordered_for: null,
      age_validation_required: false,
      login_pickup_estimation: 15,
      delivery_fee: fee.result.fee,
      signature: fee.result.signature,
    };
    for (const over of [{ login_pickup_estimation: 1e308 }, { preordered_for: 253_402_300_800 }, { delivery_fee: 1e308 }]) {
      const res = await call("/orders/api/v1/order", { headers: owner, body: { ...order, ...over } });
      expect(res.status, JSON.stringify(over)).toBe(400);
    }
    const from = lines.length;
    expect((await call("/orders/api/v1/order", { headers: owner, body: order })).status).toBe(200);
    expect(errorLines(from)).toEqual([]);
  });
});

// ---- unexpected errors ----------------------------------------------------------------------------------------

describe("an unexpected database error", () => {
  it("is a 500 with a request id, logged once with the SQLSTATE and the request id, without the input", async () => {
    const from = lines.length;
    const res = await call(`/test/database-error?value=${encodeURIComponent(`${SECRET}\u0000`)}`);
    expect(res.status).toBe(500);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ message: "Internal error", translation_key: "error.internal", request_id: requestId });
    const logged = errorLines(from);
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]) as { msg: string; request_id: string; route: string; err: { type: string; code: string; message?: string; stack?: string } };
    expect(line).toMatchObject({ msg: "unhandled error", request_id: requestId, route: "/test/database-error", err: { type: "DrizzleQueryError", code: "22021" } });
    expect(line.err.message).toBeUndefined();
    expect(line.err.stack).toMatch(/^\s+at /);
    for (const leak of [SECRET, "\\u0000", "params", "Failed query", "select"]) expect(logged[0], leak).not.toContain(leak);
  });

  it("is serialized without its parameters or PostgreSQL's detail (a unique violation quotes the key); other errors keep their message", async () => {
    const insert = () => deps.db.execute(sql`insert into country_parameters (country, name, value) values (${SECRET}, 'serviceHours', ${`${SECRET}-value`})`);
    await insert();
    const err = await insert().then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const serialized = serializeError(err);
    expect(serialized).toMatchObject({ type: "DrizzleQueryError", code: "23505", severity: "ERROR" });
    expect(JSON.stringify(serialized)).not.toContain(SECRET);
    expect(JSON.stringify(serialized)).not.toContain("serviceHours");

    let parseError: unknown;
    try {
      JSON.parse(`{"a":"${SECRET}`);
    } catch (e) {
      parseError = e;
    }
    expect(JSON.stringify(serializeError(parseError))).not.toContain(SECRET);
    expect(serializeError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toMatchObject({
      type: "TypeError",
      message: "Cannot read properties of undefined (reading 'x')",
    });
    expect(serializeError("a thrown string")).toEqual({ type: "string" });
  });

  it("every answer carries its request id", async () => {
    const a = await call("/healthz");
    const b = await call("/orders/api/v1/vendors", { headers: owner });
    expect(a.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });
});

describe("the answer's translation key", () => {
  it("error.invalid-characters has an English and a Danish message", () => {
    for (const locale of ["en", "da-DK"]) {
      const po = readFileSync(new URL(`../../src/app/locales/${locale}/messages.po`, import.meta.url), "utf8");
      expect(po, locale).toMatch(/msgid "error\.invalid-characters"\nmsgstr "[^"]+"/);
    }
    expect(contract.COMMON_ERROR_KEYS.invalidCharacters).toBe("error.invalid-characters");
  });
});
