// Orders service: the outlet (collection point) calls of core §7, POST /outlet and PUT
// /outlet/{vendorId}. The body carries the spec's fields; the schema bounds every string, and the
// form rules of core §5 (required ID, label, phone and address, owner e-mails) are checked after it
// by the same domain function the portal runs (src/domain/outlets/collection-point.ts), so an empty
// field is answered with the spec's message rather than a schema issue.
import * as v from "valibot";
import { ADDRESS_PART_MAX_BYTES, NAME_MAX_CHARS, NOTES_MAX_BYTES, PHONE_MAX_CHARS, STREET_ADDRESS_MAX_BYTES } from "../request/limits";
import { VENDOR_ID_MAX_LENGTH } from "./params";
import { multilineText, text } from "./text";
import { VendorSchema } from "./vendor";

/** Most owner e-mails one collection point takes. */
export const OUTLET_MAX_OWNERS = 50;
/** Longest collection point ID (client vendor id). */
export const CLIENT_VENDOR_ID_MAX_LENGTH = 64;

const part = (max: number) => v.pipe(text({ max }), v.maxBytes(max));

export const OutletPayloadSchema = v.object({
  parent_vendor_id: text({ max: VENDOR_ID_MAX_LENGTH }),
  name: text({ max: NAME_MAX_CHARS * 2 }),
  address: part(STREET_ADDRESS_MAX_BYTES),
  latitude: v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180)),
  rider_instructions: v.pipe(multilineText({ max: NOTES_MAX_BYTES }), v.maxBytes(NOTES_MAX_BYTES)),
  phone_number: text({ max: PHONE_MAX_CHARS }),
  city: part(ADDRESS_PART_MAX_BYTES),
  users: v.pipe(v.array(text({ max: 254 })), v.maxLength(OUTLET_MAX_OWNERS)),
  unit: part(ADDRESS_PART_MAX_BYTES),
  building: part(ADDRESS_PART_MAX_BYTES),
  street: part(ADDRESS_PART_MAX_BYTES),
  postal_code: text({ max: 16 }),
  country_code: text({ max: 2 }),
  client_vendor_id: text({ max: CLIENT_VENDOR_ID_MAX_LENGTH }),
  street_number: text({ max: 16 }),
});
export type OutletPayloadInput = v.InferInput<typeof OutletPayloadSchema>;

/** Answer of both calls: the outlet as GET /vendor/{id} shows it. */
export const OutletAnswerSchema = v.object({ result: VendorSchema });
export type OutletAnswer = v.InferOutput<typeof OutletAnswerSchema>;
