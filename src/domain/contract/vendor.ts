// Orders service: the vendor entity of the spec and the answers of GET /vendors and GET /vendor/{id}.
// Optional text fields default to "" so an answer that omits them still parses; identity and
// ownership fields are required.
import * as v from "valibot";
import { multilineText, text } from "./text";

const optionalText = v.optional(text(), "");
const coordinate = v.nullable(v.pipe(v.number(), v.finite()));

export const VendorLocationSchema = v.object({
  address_text: optionalText,
  building: optionalText,
  city: optionalText,
  country_code: optionalText,
  /** null when the outlet has no coordinates (the request flow then asks for the origin address). */
  latitude: coordinate,
  longitude: coordinate,
  postal_code: optionalText,
  street: optionalText,
  street_number: optionalText,
  unit: optionalText,
  rider_instructions: v.optional(multilineText(), ""),
});
export type VendorLocation = v.InferOutput<typeof VendorLocationSchema>;

export const VendorContactSchema = v.object({ phone: optionalText });
export type VendorContact = v.InferOutput<typeof VendorContactSchema>;

export const VendorInformationSchema = v.object({
  name: text(),
  currency: text(),
  /** E-mails of the users who own this vendor (owners of a parent also see its outlets). */
  owners: v.array(text()),
  contact: VendorContactSchema,
  location: VendorLocationSchema,
});
export type VendorInformation = v.InferOutput<typeof VendorInformationSchema>;

export const VendorFlagsSchema = v.object({
  /** Payment method name (PAID, CASH_ON_DELIVERY, ONLINE_PAYMENT, ...) to whether the vendor offers it. */
  payment_methods: v.record(text({ max: 64 }), v.boolean()),
});
export type VendorFlags = v.InferOutput<typeof VendorFlagsSchema>;

export const VendorSchema = v.object({
  vendor_id: v.pipe(text(), v.nonEmpty()),
  parent_vendor_id: v.nullable(text()),
  client_vendor_id: optionalText,
  is_active: v.boolean(),
  is_registered: v.boolean(),
  is_parent: v.boolean(),
  vendor_information: VendorInformationSchema,
  flags: VendorFlagsSchema,
  /** Seconds (core §3); shown in minutes when above 0 (pickUpEstimateMinutes in src/domain/vendors.ts). */
  estimation_pick_up_time: v.number(),
});
export type Vendor = v.InferOutput<typeof VendorSchema>;

/** GET /vendors → {result: {vendors}}. */
export const VendorsAnswerSchema = v.object({ result: v.object({ vendors: v.array(VendorSchema) }) });
export type VendorsAnswer = v.InferOutput<typeof VendorsAnswerSchema>;

/** GET /vendor/{id} → {result: vendor}. */
export const VendorAnswerSchema = v.object({ result: VendorSchema });
export type VendorAnswer = v.InferOutput<typeof VendorAnswerSchema>;

/** Key of the error when a vendor cannot be fetched (403 not owned, 404 unknown). */
export const VENDOR_FETCH_ERROR_KEY = "unable-to-fetch-vendor";
