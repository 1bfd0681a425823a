// The request and payment contract (src/domain/contract/request.ts, payment.ts): the shapes the
// portal parses and the platform validates, with their limits (bytes, characters, coordinates).
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AreaValidateAnswerSchema,
  AreaValidateRequestSchema,
  AutocompleteQuerySchema,
  DeliveryAreaAnswerSchema,
  DeliveryFeeAnswerSchema,
  DeliveryFeeRequestSchema,
  GeolocatorAnswerSchema,
  PaymentConfirmRequestSchema,
  PaymentIntentAnswerSchema,
  ReverseQuerySchema,
  SavedAddressErrorBodySchema,
  SavedAddressSchema,
  SIGNATURE_EXPIRED_MESSAGE,
  VoucherValidateAnswerSchema,
  VoucherValidateRequestSchema,
} from "../../../src/domain/contract";

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe("request contract", () => {
  it("fee request and answer", () => {
    const req = { source: { latitude: 55.69, longitude: 12.55 }, destination: { latitude: 55.68, longitude: 12.56 }, vendor_id: "DK-1001", delivery_type: "food" };
    expect(ok(DeliveryFeeRequestSchema, req)).toBe(true);
    expect(ok(DeliveryFeeRequestSchema, { ...req, delivery_type: "parcel" })).toBe(false);
    expect(ok(DeliveryFeeRequestSchema, { ...req, source: { latitude: 91, longitude: 0 } })).toBe(false);
    expect(ok(DeliveryFeeAnswerSchema, { result: { fee: 39, signature: "s", type: "percentage", currency: "DKK", expires_at: 1 } })).toBe(true);
    expect(ok(DeliveryFeeAnswerSchema, { result: { fee: 39, signature: "s", type: "flat", currency: "DKK", expires_at: 1 } })).toBe(false);
    expect(SIGNATURE_EXPIRED_MESSAGE).toBe("SignatureExpired");
  });

  it("area validation, delivery areas, geolocator answers and queries", () => {
    expect(ok(AreaValidateRequestSchema, { location: { lat: 55.6, lng: 12.5 }, vendor_location: { latitude: 55.6, longitude: 12.5 }, vendor_id: "DK-1001" })).toBe(true);
    expect(ok(AreaValidateAnswerSchema, { result: "DELIVERABLE" })).toBe(true);
    expect(ok(AreaValidateAnswerSchema, { result: "MAYBE" })).toBe(false);
    expect(ok(DeliveryAreaAnswerSchema, { result: { polygons: [[[12.5, 55.6], [12.6, 55.6], [12.6, 55.7], [12.5, 55.6]]] } })).toBe(true);
    expect(ok(GeolocatorAnswerSchema, { data: { data: [{ address: { id: "1", formatted_address: "A", latitude: 55, longitude: 12 } }] } })).toBe(true);
    expect(v.parse(ReverseQuerySchema, { lat: "55.68", lng: "12.56" })).toEqual({ lat: 55.68, lng: 12.56 });
    expect(ok(ReverseQuerySchema, { lat: "north", lng: "12" })).toBe(false);
    expect(ok(AutocompleteQuerySchema, { query: "  " })).toBe(false);
    expect(v.parse(AutocompleteQuerySchema, { query: "Blå", country: "DK", lat: "55.6", lng: "12.5", language: "en" })).toMatchObject({ lat: 55.6 });
  });

  it("saved address: street ≤ 255 bytes and notes ≤ 1000 bytes; errors carry meta.translation_key", () => {
    const a = { address_text: "A 1", unit: "", notes: "", building: "", city: "København", country_code: "DK", latitude: 55.6, longitude: 12.5, postal_code: "2200", street_address: "A 1" };
    expect(ok(SavedAddressSchema, a)).toBe(true);
    expect(ok(SavedAddressSchema, { ...a, street_address: "æ".repeat(128) })).toBe(false);
    expect(ok(SavedAddressSchema, { ...a, street_address: "æ".repeat(127) })).toBe(true);
    expect(ok(SavedAddressSchema, { ...a, notes: "😀".repeat(251) })).toBe(false);
    expect(ok(SavedAddressSchema, { ...a, latitude: null })).toBe(false);
    expect(ok(SavedAddressErrorBodySchema, { message: "m", translation_key: "k", meta: { translation_key: "k" } })).toBe(true);
  });
});

describe("payment contract", () => {
  const base = { order: { vendor_id: "DK-1001", vat_number: "", preordered_for: null }, bearer_token: "t", purchase_intent_id: "i", payment_method: "generic_creditcard" };
  const card = { kid: "k", encrypted_number: "n", encrypted_expiry_month: "m", encrypted_expiry_year: "y", encrypted_security_code: "c", holder_name: "Ida", save_card: false };

  it("confirm takes exactly one of a saved card or an encrypted new card", () => {
    expect(ok(PaymentConfirmRequestSchema, { ...base, payment_instrument_id: "card_1" })).toBe(true);
    expect(ok(PaymentConfirmRequestSchema, { ...base, card })).toBe(true);
    expect(ok(PaymentConfirmRequestSchema, base)).toBe(false);
    expect(ok(PaymentConfirmRequestSchema, { ...base, card, payment_instrument_id: "card_1" })).toBe(false);
    expect(ok(PaymentConfirmRequestSchema, { ...base, card: { ...card, holder_name: " " } })).toBe(false);
  });

  it("intent answer and vouchers", () => {
    expect(ok(PaymentIntentAnswerSchema, { result: { intent_id: "i", payment_methods: [{ name: "generic_creditcard", paymentInstruments: [{ id: "c", type: "card" }] }] } })).toBe(true);
    expect(ok(VoucherValidateRequestSchema, { code: "WELCOME10", order: { order_time: 1, delivery_fee: 39, signature: "s" }, vendor_id: "DK-1001" })).toBe(true);
    expect(ok(VoucherValidateRequestSchema, { code: "", order: { order_time: 1, delivery_fee: 39, signature: "s" }, vendor_id: "DK-1001" })).toBe(false);
    expect(ok(VoucherValidateAnswerSchema, { result: { voucher: { code: "HALF50", amount: 50, type: "percentage" }, delivery_fee: 19.5, signature: "s" } })).toBe(true);
  });
});
