// Orders service, request side (issue 3; spec core §3 and §7): delivery fee, deliverability,
// delivery areas, estimations, order create and update, geolocator, address book and the origin
// address save. Every schema has an inferred type of the same name minus "Schema". The portal parses
// answers with these; the platform validates request bodies with them and answers 400 on a mismatch.
import * as v from "valibot";
import {
  ADDRESS_PART_MAX_BYTES,
  AMOUNT_MAX,
  DESCRIPTION_MAX_CHARS,
  NAME_MAX_CHARS,
  NOTES_MAX_BYTES,
  ORDER_ADDRESS_MAX_BYTES,
  PHONE_MAX_CHARS,
  PICKUP_CODE_MAX_CHARS,
  STREET_ADDRESS_MAX_BYTES,
} from "../request/limits";
import { VAT_MESSAGES, vatNumberProblem } from "../auth";
import { charLength } from "../request/bytes";
import { unixSecondsSchema, VENDOR_ID_MAX_LENGTH } from "./params";
import { multilineText, text } from "./text";
import { VendorSchema } from "./vendor";

// ---- building blocks -----------------------------------------------------------------------------

const latitude = v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90));
const longitude = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180));
const vendorId = v.pipe(text({ max: VENDOR_ID_MAX_LENGTH }), v.nonEmpty());
const money = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(AMOUNT_MAX));
const unixSeconds = unixSecondsSchema;
/**
 * At most `max` characters counted as code points (an emoji counts once), as the form counts them.
 * The code-unit bound (twice the characters) refuses a huge value before it is counted.
 */
const shortText = (max: number, multiline = false) =>
  v.pipe(text({ max: 2 * max, multiline }), v.check((s) => charLength(s) <= max, `at most ${max} characters`));
/** At most `max` bytes of UTF-8 (a byte is at least one code unit, so `max` code units bound it first). */
const bytesText = (max: number, multiline = false) => v.pipe(text({ max, multiline }), v.maxBytes(max));
/** Minutes from the order to the pick-up: 15 or 0 in the spec; at most a day. */
const pickupMinutes = v.pipe(v.number(), v.finite(), v.integer(), v.minValue(0), v.maxValue(24 * 60));
const signature = v.pipe(text({ max: 1024 }), v.nonEmpty());

/** A point as the fee and estimation calls spell it. */
export const LatLngSchema = v.object({ latitude, longitude });
export type LatLng = v.InferOutput<typeof LatLngSchema>;

/** A point as the area validation spells the destination ({lat, lng}). */
export const ShortLatLngSchema = v.object({ lat: latitude, lng: longitude });
export type ShortLatLng = v.InferOutput<typeof ShortLatLngSchema>;

/** A query value sent as a number or a decimal string, read as a finite number. */
const numberParam = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(text({ max: 32 }), v.regex(/^-?\d+(\.\d+)?$/, "must be a number"))]),
    v.transform(Number),
    v.finite(),
    v.minValue(min),
    v.maxValue(max),
  );

// ---- errors --------------------------------------------------------------------------------------

/** Message of the platform when a fee signature is expired or invalid (answer 400). */
export const SIGNATURE_EXPIRED_MESSAGE = "SignatureExpired";
/** Translation key that goes with SignatureExpired. */
export const FEE_CHANGED_KEY = "error.fee.changed";

/** Translation keys of the request calls (core §8, second file §8). */
export const REQUEST_ERROR_KEYS = {
  feeChanged: "error.fee.changed",
  feeRecompute: "error.fee.recompute",
  undeliverable: "request.error.undeliverable-address",
  cannotComputePrice: "request.error.cannot-compute-price",
  geolocatorReverse: "geolocator.error.reverse",
  geolocatorAutocomplete: "geolocator.error.autocomplete",
  geolocatorDetails: "geolocator.error.fetch-place-details",
  addressUpdate: "address.error.update",
  noPaymentMethod: "error.no-payment-method-available",
  orderForbidden: "error.forbidden",
  orderNotFound: "error.not-found",
} as const;

/** Error body of PUT /vendor/{id}/address: the translation key is also under meta (the portal reads meta.translation_key). */
export const SavedAddressErrorBodySchema = v.object({
  message: multilineText(),
  translation_key: text(),
  meta: v.optional(v.object({ translation_key: text() })),
  issues: v.optional(v.array(v.object({ path: text(), message: multilineText() }))),
});
export type SavedAddressErrorBody = v.InferOutput<typeof SavedAddressErrorBodySchema>;

// ---- POST /delivery/fee --------------------------------------------------------------------------

export const DeliveryFeeRequestSchema = v.object({
  source: LatLngSchema,
  destination: LatLngSchema,
  vendor_id: vendorId,
  delivery_type: v.literal("food"),
});
export type DeliveryFeeRequest = v.InferOutput<typeof DeliveryFeeRequestSchema>;

export const FEE_TYPES = ["amount", "percentage", "deliveryFee"] as const;
export const FeeTypeSchema = v.picklist(FEE_TYPES);
export type FeeType = v.InferOutput<typeof FeeTypeSchema>;

/**
 * The fee and its signature (HMAC-SHA256 over vendor, source, destination, amount and expiry).
 * expires_at is unix seconds; after it the order call answers SignatureExpired.
 */
export const DeliveryFeeSchema = v.object({
  fee: money,
  signature: v.pipe(text(), v.nonEmpty()),
  type: FeeTypeSchema,
  currency: text(),
  expires_at: unixSeconds,
});
export type DeliveryFee = v.InferOutput<typeof DeliveryFeeSchema>;

export const DeliveryFeeAnswerSchema = v.object({ result: DeliveryFeeSchema });
export type DeliveryFeeAnswer = v.InferOutput<typeof DeliveryFeeAnswerSchema>;

// ---- POST /delivery/area/validate and POST /estimations ----------------------------------------------

export const AreaValidateRequestSchema = v.object({
  location: ShortLatLngSchema,
  vendor_location: LatLngSchema,
  vendor_id: vendorId,
});
export type AreaValidateRequest = v.InferOutput<typeof AreaValidateRequestSchema>;

export const DELIVERABILITY = ["DELIVERABLE", "UNDELIVERABLE"] as const;
export const DeliverabilitySchema = v.picklist(DELIVERABILITY);
export type Deliverability = v.InferOutput<typeof DeliverabilitySchema>;

export const AreaValidateAnswerSchema = v.object({ result: DeliverabilitySchema });
export type AreaValidateAnswer = v.InferOutput<typeof AreaValidateAnswerSchema>;

/** GET /delivery/area/{vendorId}: polygons as rings of [lng, lat] pairs (for draw-delivery-areas). */
export const DeliveryAreaAnswerSchema = v.object({
  result: v.object({ polygons: v.array(v.array(v.array(v.pipe(v.number(), v.finite())))) }),
});
export type DeliveryAreaAnswer = v.InferOutput<typeof DeliveryAreaAnswerSchema>;

/** POST /estimations: same body as the area validation. */
export const EstimationsRequestSchema = AreaValidateRequestSchema;
export type EstimationsRequest = AreaValidateRequest;

export const EstimationsSchema = v.object({
  pickup_minutes: v.pipe(v.number(), v.finite(), v.minValue(0)),
  dropoff_minutes: v.pipe(v.number(), v.finite(), v.minValue(0)),
  distance_m: v.pipe(v.number(), v.finite(), v.minValue(0)),
});
export type Estimations = v.InferOutput<typeof EstimationsSchema>;

export const EstimationsAnswerSchema = v.object({ result: EstimationsSchema });
export type EstimationsAnswer = v.InferOutput<typeof EstimationsAnswerSchema>;

// ---- POST /order and PUT /order/{orderId} ------------------------------------------------------------

export const OrderLocationSchema = v.object({
  latitude,
  longitude,
  /** unit, building and text joined by commas. */
  address: v.pipe(bytesText(ORDER_ADDRESS_MAX_BYTES), v.nonEmpty()),
  notes: bytesText(NOTES_MAX_BYTES, true),
  /**
   * The unit number and building the address begins with, each on its own (optional; the reference
   * platform keeps them so the order details show them as their own fields, a platform that does not
   * know them reads the joined address alone).
   */
  unit: v.optional(bytesText(ADDRESS_PART_MAX_BYTES)),
  building: v.optional(bytesText(ADDRESS_PART_MAX_BYTES)),
});
export type OrderLocation = v.InferOutput<typeof OrderLocationSchema>;

export const OrderCustomerPayloadSchema = v.object({
  location: OrderLocationSchema,
  phone_number: v.pipe(text({ max: PHONE_MAX_CHARS }), v.nonEmpty()),
  name: v.pipe(text({ max: NAME_MAX_CHARS }), v.nonEmpty()),
});
export type OrderCustomerPayload = v.InferOutput<typeof OrderCustomerPayloadSchema>;

export const OrderItemPayloadSchema = v.object({
  payment_method: v.pipe(text({ max: 64 }), v.nonEmpty()),
  amount: money,
  description: shortText(DESCRIPTION_MAX_CHARS, true),
  /** Always false. */
  cold_bag_needed: v.literal(false),
});
export type OrderItemPayload = v.InferOutput<typeof OrderItemPayloadSchema>;

export const VoucherPayloadSchema = v.object({
  code: v.pipe(text({ max: 64 }), v.nonEmpty()),
  amount: money,
  type: v.picklist(["amount", "percentage"]),
});
export type VoucherPayload = v.InferOutput<typeof VoucherPayloadSchema>;

/** Guest mode only: taken from the stored guest data; phone holds digits and + only. */
export const SenderPayloadSchema = v.object({
  location: OrderLocationSchema,
  name: v.pipe(text({ max: NAME_MAX_CHARS }), v.nonEmpty()),
  email: text({ max: 254 }),
  phone_number: v.pipe(text({ max: PHONE_MAX_CHARS }), v.regex(/^[\d+]*$/, "digits and + only")),
});
export type SenderPayload = v.InferOutput<typeof SenderPayloadSchema>;

/**
 * vat_number (second file §5, payment_vat): optional; when given, 8 characters and valid, refused with the
 * spec's two messages by the same rule as the portal's payment step (vatNumberProblem).
 */
export const VatNumberSchema = v.pipe(
  text({ max: 32 }),
  v.check((s) => vatNumberProblem(s) !== "vat.error.length", VAT_MESSAGES["vat.error.length"]),
  v.check((s) => vatNumberProblem(s) !== "vat.error.invalid", VAT_MESSAGES["vat.error.invalid"]),
);

/** POST /order (core §3 "Order create payload"). */
export const OrderCreatePayloadSchema = v.object({
  vendor_id: vendorId,
  customer: OrderCustomerPayloadSchema,
  order: OrderItemPayloadSchema,
  vat_number: VatNumberSchema,
  /** Unix seconds of a pre-order, null for an immediate order. */
  preordered_for: v.nullable(unixSeconds),
  age_validation_required: v.boolean(),
  /** 15 from the details step, 0 in the payment-intent path. */
  login_pickup_estimation: pickupMinutes,
  delivery_fee: money,
  signature,
  pickup_tasks: v.optional(v.object({ pickup_code: shortText(PICKUP_CODE_MAX_CHARS) })),
  voucher: v.optional(VoucherPayloadSchema),
  discounted_delivery_fee: v.optional(money),
  discounted_delivery_fee_signature: v.optional(signature),
  sender: v.optional(SenderPayloadSchema),
});
export type OrderCreatePayload = v.InferOutput<typeof OrderCreatePayloadSchema>;

/** PUT /order/{orderId} (core §3 "Order update payload"). */
export const OrderUpdatePayloadSchema = v.object({
  vendor_id: vendorId,
  payment_method: v.pipe(text({ max: 64 }), v.nonEmpty()),
  amount: money,
  item_details: shortText(DESCRIPTION_MAX_CHARS, true),
  location: v.object({
    address: v.pipe(bytesText(ORDER_ADDRESS_MAX_BYTES), v.nonEmpty()),
    notes: bytesText(NOTES_MAX_BYTES, true),
    latitude,
    longitude,
  }),
  delivery_fee: money,
  signature,
});
export type OrderUpdatePayload = v.InferOutput<typeof OrderUpdatePayloadSchema>;

/** Answer of POST /order and PUT /order/{orderId}. */
export const OrderCreateAnswerSchema = v.object({ result: v.object({ order_id: v.pipe(text(), v.nonEmpty()) }) });
export type OrderCreateAnswer = v.InferOutput<typeof OrderCreateAnswerSchema>;

// ---- Geolocator -------------------------------------------------------------------------------------

/** Optional parts of a geolocated address: reverse geocoding of a dragged marker reads them (core §7). */
const placePart = v.optional(text({ max: 256 }));

export const GeolocatorPlaceSchema = v.object({
  address: v.object({
    id: text(),
    formatted_address: text(),
    latitude,
    longitude,
    city: placePart,
    zipcode: placePart,
    suburb: placePart,
    building: placePart,
    country_code: placePart,
    number: placePart,
    street: placePart,
  }),
});
export type GeolocatorPlace = v.InferOutput<typeof GeolocatorPlaceSchema>;

/** Answer of autocomplete, reverse and details: read from data.data (reverse and details use the first item). */
export const GeolocatorAnswerSchema = v.object({ data: v.object({ data: v.array(GeolocatorPlaceSchema) }) });
export type GeolocatorAnswer = v.InferOutput<typeof GeolocatorAnswerSchema>;

/** GET /geolocator/autocomplete?query&country&lat&lng&language */
export const AutocompleteQuerySchema = v.object({
  query: v.pipe(text({ max: 256 }), v.trim(), v.nonEmpty()),
  country: v.optional(v.pipe(text({ max: 2 }), v.regex(/^[A-Za-z]{2}$/, "must be a country code"))),
  lat: v.optional(numberParam(-90, 90)),
  lng: v.optional(numberParam(-180, 180)),
  language: v.optional(text({ max: 16 })),
});
export type AutocompleteQueryInput = v.InferInput<typeof AutocompleteQuerySchema>;
export type AutocompleteQuery = v.InferOutput<typeof AutocompleteQuerySchema>;

/** GET /geolocator/reverse?lat&lng */
export const ReverseQuerySchema = v.object({ lat: numberParam(-90, 90), lng: numberParam(-180, 180) });
export type ReverseQueryInput = v.InferInput<typeof ReverseQuerySchema>;
export type ReverseQuery = v.InferOutput<typeof ReverseQuerySchema>;

/** GET /geolocator/details?query_id */
export const DetailsQuerySchema = v.object({ query_id: v.pipe(text({ max: 256 }), v.nonEmpty()) });
export type DetailsQuery = v.InferOutput<typeof DetailsQuerySchema>;

// ---- Address book -----------------------------------------------------------------------------------

/** address: comma separated, unit number first then building. */
export const AddressBookEntrySchema = v.object({
  id: text(),
  name: text(),
  phone_number: text(),
  latitude,
  longitude,
  address: text(),
  notes: v.optional(multilineText(), ""),
});
export type AddressBookEntry = v.InferOutput<typeof AddressBookEntrySchema>;

/** GET /addressbook/search-customers/{vendorId}?query */
export const AddressBookQuerySchema = v.object({ query: v.pipe(text({ max: 256 }), v.trim(), v.minLength(2)) });
export type AddressBookQuery = v.InferOutput<typeof AddressBookQuerySchema>;

export const AddressBookAnswerSchema = v.object({ result: v.array(AddressBookEntrySchema) });
export type AddressBookAnswer = v.InferOutput<typeof AddressBookAnswerSchema>;

// ---- PUT /vendor/{id}/address -------------------------------------------------------------------------

/** The origin (saved) address; latitude and longitude are required ("No coordinates for that address"). */
export const SavedAddressSchema = v.object({
  address_text: v.pipe(bytesText(ORDER_ADDRESS_MAX_BYTES), v.nonEmpty()),
  unit: bytesText(ADDRESS_PART_MAX_BYTES),
  notes: bytesText(NOTES_MAX_BYTES, true),
  building: bytesText(ADDRESS_PART_MAX_BYTES),
  city: bytesText(ADDRESS_PART_MAX_BYTES),
  country_code: text({ max: 2 }),
  latitude,
  longitude,
  postal_code: text({ max: 16 }),
  street_address: bytesText(STREET_ADDRESS_MAX_BYTES),
});
export type SavedAddress = v.InferOutput<typeof SavedAddressSchema>;

export const SavedAddressAnswerSchema = v.object({ result: VendorSchema });
export type SavedAddressAnswer = v.InferOutput<typeof SavedAddressAnswerSchema>;

// ---- GET /get-country-parameter/serviceHours?vendor_id= ------------------------------------------------

/** Optional query of the country-parameter call: serviceHours answers a vendor's own hours when it has them. */
