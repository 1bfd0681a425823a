// The request flow's platform calls in process (one PGlite, injected clock): signed fees and their
// expiry, delivery areas, estimations, order create and update with every refusal, the origin
// address save (bytes, not characters), the address book and per-vendor service hours.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OrderAnswerSchema } from "../../src/domain/contract/orders";
import { AreaValidateAnswerSchema, DeliveryAreaAnswerSchema, EstimationsAnswerSchema, OrderCreateAnswerSchema, SavedAddressAnswerSchema } from "../../src/domain/contract/request";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { API, getJson, orderPayload, orderPayload as basePayload, PLACES, postJson, quoteFee, setVendorHours, type Sessions, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;

beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
  // Kaffebaren (DK-2001) is closed all day in the demo; these tests place orders for it.
  await setVendorHours(p, "DK-2001", "0000:0000");
});
afterAll(async () => {
  await p?.close();
});

const tamper = (signature: string) => {
  const [claims, mac] = signature.split(".");
  const json = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { amount: number };
  json.amount = 1;
  return `${Buffer.from(JSON.stringify(json)).toString("base64url")}.${mac}`;
};

describe("POST /delivery/fee", () => {
  it("answers a distance-based fee in the vendor's currency with a signature that expires", async () => {
    const near = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    expect(near).toMatchObject({ fee: 39, type: "amount", currency: "DKK" });
    expect(near.expires_at).toBe(Math.floor(p.clock.now() / 1000) + 600);
    const far = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.amagerStrand);
    expect(far.fee).toBeGreaterThan(39);
    expect(far.signature).not.toBe(near.signature);
  });

  it("refuses vendors the caller does not own, and guests for real vendors", async () => {
    const body = { source: PLACES.torvegade, destination: PLACES.norrebrogade, vendor_id: "DK-2001", delivery_type: "food" };
    expect((await postJson(p, "/delivery/fee", s.owner, body)).status).toBe(403);
    expect((await postJson(p, "/delivery/fee", s.guest, body)).status).toBe(403);
    expect((await postJson(p, "/delivery/fee", s.owner, { ...body, vendor_id: "DK-9999" })).status).toBe(404);
    const guest = await postJson(p, "/delivery/fee", s.guest, { ...body, vendor_id: "vendorID" });
    expect(guest.status).toBe(200);
  });

  it("answers 400 with the spec's key when no price can be computed, and for bad bodies", async () => {
    const far = await postJson(p, "/delivery/fee", s.owner, {
      source: PLACES.jaegersborggade,
      destination: { latitude: 56.15, longitude: 10.2 },
      vendor_id: "DK-1001",
      delivery_type: "food",
    });
    expect(far).toMatchObject({ status: 400, body: { translation_key: "request.error.cannot-compute-price" } });
    for (const body of [{}, { source: PLACES.jaegersborggade, destination: PLACES.norrebrogade, vendor_id: "DK-1001", delivery_type: "parcel" }, []]) {
      const r = await postJson(p, "/delivery/fee", s.owner, body);
      expect(r.status).toBe(400);
      expect(r.body.translation_key).toBe("error.invalid-request");
    }
  });
});

describe("delivery areas and estimations", () => {
  const validate = (headers: Record<string, string>, vendorId: string, at: { latitude: number; longitude: number }) =>
    postJson(p, "/delivery/area/validate", headers, { location: { lat: at.latitude, lng: at.longitude }, vendor_location: PLACES.jaegersborggade, vendor_id: vendorId });

  it("answers DELIVERABLE inside the vendor's polygon and UNDELIVERABLE at Amager Strand", async () => {
    const inside = await validate(s.owner, "DK-1001", PLACES.istedgade);
    expect(v.parse(AreaValidateAnswerSchema, inside.body).result).toBe("DELIVERABLE");
    const outside = await validate(s.owner, "DK-1001", PLACES.amagerStrand);
    expect(v.parse(AreaValidateAnswerSchema, outside.body).result).toBe("UNDELIVERABLE");
    const airport = await validate(s.guest, "vendorID", { latitude: 55.63, longitude: 12.647 });
    expect(v.parse(AreaValidateAnswerSchema, airport.body).result).toBe("UNDELIVERABLE");
    expect((await validate(s.other, "DK-1001", PLACES.istedgade)).status).toBe(403);
  });

  it("hands out the polygons as [lng, lat] rings", async () => {
    const r = await getJson(p, "/delivery/area/DK-2001", s.outlet);
    const rings = v.parse(DeliveryAreaAnswerSchema, r.body).result.polygons;
    expect(rings.length).toBe(1);
    expect(rings[0][0]).toEqual(rings[0][rings[0].length - 1]);
    expect(rings[0][0][0]).toBeLessThan(rings[0][0][1]);
    expect((await getJson(p, "/delivery/area/DK-2001", s.owner)).status).toBe(403);
  });

  it("estimates pickup and drop-off minutes from the distance, never below the country's 15 minutes", async () => {
    const r = await postJson(p, "/estimations", s.owner, { location: { lat: PLACES.istedgade.latitude, lng: PLACES.istedgade.longitude }, vendor_location: PLACES.jaegersborggade, vendor_id: "DK-1001" });
    const e = v.parse(EstimationsAnswerSchema, r.body).result;
    expect(e.pickup_minutes).toBe(15);
    expect(e.distance_m).toBeGreaterThan(2000);
    expect(e.dropoff_minutes).toBeGreaterThan(e.pickup_minutes);
  });
});

describe("POST /order", () => {
  it("creates the order through the orders repository: it is readable at once with status NEW", async () => {
    const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    const r = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee, { pickup_tasks: { pickup_code: "A-17" } }));
    expect(r.status).toBe(200);
    const { order_id } = v.parse(OrderCreateAnswerSchema, r.body).result;
    expect(order_id).toMatch(/^DK-1001-\d+$/);
    const got = await getJson(p, `/order?vendorId=DK-1001&orderId=${order_id}`, s.owner);
    const order = v.parse(OrderAnswerSchema, got.body).result;
    expect(order).toMatchObject({ status: "NEW", delivery_fee: 39, customer: { name: "Freja Hansen", phone_number: "+4531234567" } });
    // The same call under /hurrier.
    const fee2 = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.istedgade);
    const h = await p.call(`/hurrier/api/v1/order`, { headers: s.owner, body: orderPayload("DK-1001", PLACES.istedgade, fee2) });
    expect(h.status).toBe(200);
  });

  it("refuses an order for a vendor the caller does not own (403) or that does not exist (404)", async () => {
    const fee = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
    const r = await postJson(p, "/order", s.owner, orderPayload("DK-2001", PLACES.norrebrogade, fee));
    expect(r).toMatchObject({ status: 403, body: { translation_key: "error.forbidden" } });
    expect((await postJson(p, "/order", s.other, orderPayload("DK-2001", PLACES.norrebrogade, fee))).status).toBe(403);
    expect((await postJson(p, "/order", s.guest, orderPayload("DK-2001", PLACES.norrebrogade, fee))).status).toBe(403);
    expect((await postJson(p, "/order", s.owner, orderPayload("DK-0000", PLACES.norrebrogade, fee))).status).toBe(404);
    expect((await p.call(`${API}/order`, { body: orderPayload("DK-2001", PLACES.norrebrogade, fee) })).status).toBe(401);
  });

  it("answers SignatureExpired once the fee signature expired (injected clock), and for a tampered one", async () => {
    const fee = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
    const expired = { status: 400, body: { message: "SignatureExpired", translation_key: "error.fee.changed" } };
    // Kaffebaren takes PAID (no cash on delivery).
    const paid = { payment_method: "PAID", amount: 0, description: "", cold_bag_needed: false as const };
    const orderPayload = (vendorId: string, to: { latitude: number; longitude: number }, f: { fee: number; signature: string }) => basePayload(vendorId, to, f, { order: paid });
    expect(await postJson(p, "/order", s.outlet, orderPayload("DK-2001", PLACES.norrebrogade, { ...fee, signature: tamper(fee.signature) }))).toMatchObject(expired);
    expect(await postJson(p, "/order", s.outlet, orderPayload("DK-2001", PLACES.norrebrogade, { ...fee, fee: fee.fee - 10 }))).toMatchObject(expired);
    expect(await postJson(p, "/order", s.outlet, orderPayload("DK-2001", PLACES.istedgade, fee))).toMatchObject(expired);
    expect(await postJson(p, "/order", s.outlet, orderPayload("DK-2001", PLACES.norrebrogade, { ...fee, signature: "garbage" }))).toMatchObject(expired);
    p.clock.advance(601_000);
    expect(await postJson(p, "/order", s.outlet, orderPayload("DK-2001", PLACES.norrebrogade, fee))).toMatchObject(expired);
    const fresh = await quoteFee(p, s.outlet, "DK-2001", PLACES.torvegade, PLACES.norrebrogade);
    expect((await postJson(p, "/order", s.outlet, orderPayload("DK-2001", PLACES.norrebrogade, fresh))).status).toBe(200);
  });

  it("refuses an undeliverable destination with the spec's key", async () => {
    const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.amagerStrand);
    const r = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.amagerStrand, fee));
    expect(r).toMatchObject({ status: 400, body: { translation_key: "request.error.undeliverable-address" } });
  });

  it("applies the spec's field rules with their keys", async () => {
    const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    const base = orderPayload("DK-1001", PLACES.norrebrogade, fee);
    const cases: [unknown, number, string][] = [
      [{ ...base, customer: { ...base.customer, name: "R2D2" } }, 400, "validation.wrong-customer-name"],
      [{ ...base, customer: { ...base.customer, phone_number: "12" } }, 400, "validation.phone-incorrect"],
      [{ ...base, order: { ...base.order, description: "é".repeat(201) } }, 400, "validation.fill-description"],
      [{ ...base, pickup_tasks: { pickup_code: "x".repeat(31) } }, 400, "request.pickup-code.submit.validation-error.length"],
      [{ ...base, customer: { ...base.customer, name: "" } }, 400, "validation.fill-customer-name"],
      [{ ...base, order: { ...base.order, amount: "12" } }, 400, "validation.fill-amount"],
      [{ ...base, order: { ...base.order, payment_method: "BITCOIN" } }, 400, "validation.fill-payment-method"],
      [{ ...base, order: { ...base.order, payment_method: "ONLINE_PAYMENT" } }, 400, "error.payment.intent-creation"],
      [{ ...base, preordered_for: Math.floor(p.clock.now() / 1000) - 3600 }, 400, "request.preorder.invalid"],
      [{ ...base, order: { ...base.order, cold_bag_needed: true } }, 400, "error.invalid-request"],
      [{ ...base, customer: { ...base.customer, location: { ...base.customer.location, latitude: null } } }, 400, "validation.invalid-coordinates"],
      [{ ...base, customer: { ...base.customer, location: { ...base.customer.location, notes: "ø".repeat(501) } } }, 400, "request.notes.too-long"],
      [{ ...base, customer: { ...base.customer, location: { ...base.customer.location, notes: "ø".repeat(500) } }, signature: "x" }, 400, "error.fee.changed"],
    ];
    for (const [body, status, key] of cases) {
      const r = await postJson(p, "/order", s.owner, body);
      expect(r.status, key).toBe(status);
      expect(r.body.translation_key, JSON.stringify(r.body)).toBe(key);
    }
    const vesterbro = await quoteFee(p, s.owner, "DK-1002", PLACES.istedgade, PLACES.norrebrogade);
    const noCash = await postJson(p, "/order", s.owner, orderPayload("DK-1002", PLACES.norrebrogade, vesterbro, { order: { ...base.order, payment_method: "PAYMENT_ON_DELIVERY" } }));
    expect(noCash.body.translation_key).toBe("error.no-payment-method-available");
    // DK-1003 has no coordinates: the flow must save an origin address first.
    const noCoords = await postJson(p, "/order", s.owner, orderPayload("DK-1003", PLACES.norrebrogade, fee));
    expect(noCoords.body).toMatchObject({ message: "No coordinates for that address" });
  });

  it("answers 400 for malformed JSON and 413 for an oversized body, never 500", async () => {
    const bad = await p.call(`${API}/order`, { headers: s.owner, raw: "{not json" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { translation_key: string }).translation_key).toBe("error.malformed-json");
    const empty = await p.call(`${API}/order`, { headers: s.owner, raw: "", method: "POST" });
    expect(empty.status).toBe(400);
    const big = await p.call(`${API}/order`, { headers: s.owner, raw: JSON.stringify({ vendor_id: "DK-1001", pad: "x".repeat(1_100_000) }) });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { translation_key: string }).translation_key).toBe("error.payload-too-large");
    for (const raw of ["null", "42", '"x"', "[]", '{"vendor_id":{}}']) {
      const r = await p.call(`${API}/order`, { headers: s.owner, raw });
      expect(r.status, raw).toBe(400);
    }
  });

  it("lets a guest order for the guest vendor placeholder with its sender as pickup point", async () => {
    const sender = { location: { ...PLACES.istedgade, address: "Istedgade 70, 1650 København V", notes: "" }, name: "Guest Sender", email: "g@example.com", phone_number: "+4531000000" };
    const fee = await quoteFee(p, s.guest, "vendorID", PLACES.istedgade, PLACES.norrebrogade);
    const r = await postJson(p, "/order", s.guest, orderPayload("vendorID", PLACES.norrebrogade, fee, { sender }));
    expect(r.status).toBe(200);
    const { order_id } = v.parse(OrderCreateAnswerSchema, r.body).result;
    expect(order_id).toMatch(/^DK-GUEST-/);
    const got = await getJson(p, `/order?vendorId=vendorID&orderId=${order_id}`, s.guest);
    expect(got.status).toBe(200);
    const noSender = await postJson(p, "/order", s.guest, orderPayload("vendorID", PLACES.norrebrogade, fee));
    expect(noSender.status).toBe(400);
    const otherSource = await postJson(p, "/order", s.guest, orderPayload("vendorID", PLACES.norrebrogade, fee, { sender: { ...sender, location: { ...sender.location, ...PLACES.torvegade } } }));
    expect(otherSource.body.message).toBe("SignatureExpired");
  });
});

describe("unit number and building", () => {
  it("are kept on their own beside the joined address, and the order summary answers them", async () => {
    const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    const base = orderPayload("DK-1001", PLACES.norrebrogade, fee);
    const location = { ...base.customer.location, address: "4. tv., Bygning B, Nørrebrogade 52, 2200 København N", unit: "4. tv.", building: "Bygning B" };
    const r = await postJson(p, "/order", s.owner, { ...base, customer: { ...base.customer, location } });
    expect(r.status).toBe(200);
    const { order_id } = v.parse(OrderCreateAnswerSchema, r.body).result;
    const order = v.parse(OrderAnswerSchema, (await getJson(p, `/order?vendorId=DK-1001&orderId=${order_id}`, s.owner)).body).result;
    // The order record keeps the spec's joined address.
    expect(order.customer.location.address).toBe("4. tv., Bygning B, Nørrebrogade 52, 2200 København N");
    const summary = (await getJson(p, `/order/summary?vendorId=DK-1001&orderId=${order_id}`, s.owner)).body as { result: Record<string, unknown> };
    expect(summary.result).toMatchObject({ unit_number: "4. tv.", building: "Bygning B" });
    // Without them (a platform client that sends the joined address only): null.
    const fee2 = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    const plain = v.parse(OrderCreateAnswerSchema, (await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee2))).body).result;
    const none = (await getJson(p, `/order/summary?vendorId=DK-1001&orderId=${plain.order_id}`, s.owner)).body as { result: Record<string, unknown> };
    expect(none.result).toMatchObject({ unit_number: null, building: null });
  });
});

describe("PUT /order/{orderId}", () => {
  it("updates an order that has not been picked up; refuses guests, strangers and picked-up orders", async () => {
    const fee = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.norrebrogade);
    const created = await postJson(p, "/order", s.owner, orderPayload("DK-1001", PLACES.norrebrogade, fee));
    const { order_id } = v.parse(OrderCreateAnswerSchema, created.body).result;
    const fee2 = await quoteFee(p, s.owner, "DK-1001", PLACES.jaegersborggade, PLACES.istedgade);
    const update = {
      vendor_id: "DK-1001",
      payment_method: "PAID",
      amount: 99,
      item_details: "One pizza",
      location: { ...PLACES.istedgade, address: "Istedgade 70, 1650 København V", notes: "" },
      delivery_fee: fee2.fee,
      signature: fee2.signature,
    };
    expect((await postJson(p, `/order/${order_id}`, s.guest, update, "PUT")).status).toBe(403);
    expect((await postJson(p, `/order/${order_id}`, s.other, { ...update, vendor_id: "DK-3001" }, "PUT")).status).toBe(404);
    expect((await postJson(p, `/order/${order_id}`, s.other, update, "PUT")).status).toBe(403);
    expect((await postJson(p, `/order/${order_id}`, s.owner, { ...update, signature: fee.signature }, "PUT")).body.message).toBe("SignatureExpired");
    const ok = await postJson(p, `/order/${order_id}`, s.owner, update, "PUT");
    expect(ok).toMatchObject({ status: 200, body: { result: { order_id } } });
    const got = v.parse(OrderAnswerSchema, (await getJson(p, `/order?vendorId=DK-1001&orderId=${order_id}`, s.owner)).body).result;
    expect(got).toMatchObject({ status: "MODIFIED", order: { amount: 99, description: "One pizza", payment_method: "PAID" }, delivery_fee: fee2.fee });
    expect(got.customer.location).toMatchObject(PLACES.istedgade);

    // Picked up: no more updates.
    await p.database.db.execute(`UPDATE orders SET status = 'PICKED_UP' WHERE order_id = '${order_id}'`);
    const late = await postJson(p, `/order/${order_id}`, s.owner, update, "PUT");
    expect(late).toMatchObject({ status: 409, body: { translation_key: "request.error.order-not-updatable" } });
    expect((await postJson(p, "/order/DK-1001-1", s.owner, update, "PUT")).status).toBe(404);
    expect((await postJson(p, `/order/${order_id}`, s.owner, { ...update, amount: "a lot" }, "PUT")).status).toBe(400);
  });
});

describe("PUT /vendor/{id}/address", () => {
  const address = {
    address_text: "Østerbrogade 56, 2100 København Ø",
    unit: "",
    notes: "Back door",
    building: "",
    city: "København Ø",
    country_code: "DK",
    latitude: 55.69875,
    longitude: 12.57775,
    postal_code: "2100",
    street_address: "Østerbrogade 56",
  };
  const put = (headers: Record<string, string>, vendorId: string, body: unknown) => postJson(p, `/vendor/${vendorId}/address`, headers, body, "PUT");

  it("saves the origin address of an owned vendor and answers the vendor", async () => {
    const r = await put(s.owner, "DK-1003", address);
    expect(r.status).toBe(200);
    const vendor = v.parse(SavedAddressAnswerSchema, r.body).result;
    expect(vendor.vendor_information.location).toMatchObject({ latitude: 55.69875, longitude: 12.57775, street: "Østerbrogade", street_number: "56", rider_instructions: "Back door" });
    // Now DK-1003 can order.
    const fee = await quoteFee(p, s.owner, "DK-1003", { latitude: 55.69875, longitude: 12.57775 }, PLACES.norrebrogade);
    expect((await postJson(p, "/order", s.owner, orderPayload("DK-1003", PLACES.norrebrogade, fee))).status).toBe(200);
  });

  it("checks coordinates, then notes ≤ 1000 bytes, then street ≤ 255 bytes (bytes, not characters), with meta.translation_key", async () => {
    const noCoords = await put(s.owner, "DK-1003", { ...address, latitude: null });
    expect(noCoords).toMatchObject({ status: 400, body: { message: "No coordinates for that address", translation_key: "request.origin.no-coordinates", meta: { translation_key: "request.origin.no-coordinates" } } });
    const { latitude: _, ...missing } = address;
    expect((await put(s.owner, "DK-1003", missing)).body.message).toBe("No coordinates for that address");
    // 400 "ø" are 400 characters but 800 bytes: fine; 501 are 1002 bytes: too long.
    expect((await put(s.owner, "DK-1003", { ...address, notes: "ø".repeat(500) })).status).toBe(200);
    const notes = await put(s.owner, "DK-1003", { ...address, notes: "ø".repeat(501) });
    expect(notes).toMatchObject({ status: 400, body: { message: "Notes are too long", meta: { translation_key: "request.notes.too-long" } } });
    // 128 "æ" = 256 bytes (> 255) although only 128 characters.
    const street = await put(s.owner, "DK-1003", { ...address, street_address: "æ".repeat(128) });
    expect(street).toMatchObject({ status: 400, body: { message: "Address is too long", meta: { translation_key: "request.address.too-long" } } });
    expect((await put(s.owner, "DK-1003", { ...address, street_address: "a".repeat(255) })).status).toBe(200);
    // Coordinates come first even when everything is wrong.
    expect((await put(s.owner, "DK-1003", { ...address, latitude: "x", notes: "ø".repeat(600), street_address: "æ".repeat(200) })).body.message).toBe("No coordinates for that address");
  });

  it("refuses other vendors, guests and malformed bodies with meta.translation_key", async () => {
    const forbidden = await put(s.other, "DK-1003", address);
    expect(forbidden).toMatchObject({ status: 403, body: { meta: { translation_key: "error.forbidden" } } });
    expect((await put(s.guest, "vendorID", address)).status).toBe(403);
    const bad = await p.call(`${API}/vendor/DK-1003/address`, { method: "PUT", headers: s.owner, raw: "{" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { meta: { translation_key: string } }).meta.translation_key).toBe("error.malformed-json");
  });
});

describe("address book and service hours", () => {
  it("searches the vendor's past customers from 2 characters", async () => {
    const r = await getJson(p, "/addressbook/search-customers/DK-1001?query=Freja", s.owner);
    expect(r.status).toBe(200);
    const entries = r.body.result as { name: string; phone_number: string; address: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.name.includes("Freja"))).toBe(true);
    expect(new Set(entries.map((e) => `${e.phone_number}|${e.address}`)).size).toBe(entries.length);
    const byPhone = await getJson(p, "/addressbook/search-customers/DK-1000?query=31234567", s.owner);
    expect((byPhone.body.result as unknown[]).length).toBeGreaterThan(0);
    expect((await getJson(p, "/addressbook/search-customers/DK-1001?query=F", s.owner)).status).toBe(400);
    expect((await getJson(p, "/addressbook/search-customers/DK-1001?query=Freja", s.other)).status).toBe(403);
    expect((await getJson(p, "/addressbook/search-customers/DK-1001?query=%25%25", s.owner)).status).toBe(200);
    expect((await getJson(p, "/addressbook/search-customers/vendorID?query=Freja", s.guest)).body.result).toEqual([]);
  });

  it("answers a vendor's own service hours (Kaffebaren is closed) and the country's otherwise", async () => {
    await setVendorHours(p, "DK-2001", "0300:0301");
    expect((await getJson(p, "/get-country-parameter/serviceHours?vendor_id=DK-2001", s.outlet)).body.result).toBe("0300:0301");
    expect((await getJson(p, "/get-country-parameter/serviceHours?vendor_id=DK-1001", s.owner)).body.result).toBe("0800:2200");
    expect((await getJson(p, "/get-country-parameter/serviceHours", s.guest)).body.result).toBe("0800:2200");
    expect((await getJson(p, "/get-country-parameter/onlinePaymentActivated?vendor_id=DK-2001", s.outlet)).body.result).toBe("true");
  });
});
