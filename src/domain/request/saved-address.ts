// The origin (saved) address of a vendor without coordinates (core §3 "Saved address", §5
// "Addresses"): built from the place the user picked or the pin, checked before PUT
// /vendor/{id}/address — coordinates required ("No coordinates for that address", a warning),
// notes at most 1000 bytes ("Notes are too long"), street address at most 255 bytes ("Address is
// too long").
import type { SavedAddress } from "../contract";
import { exceedsBytes } from "./bytes";
import { hasCoordinates } from "./coordinates";
import { NOTES_MAX_BYTES, STREET_ADDRESS_MAX_BYTES } from "./limits";
import { joinAddress } from "./join-address";

export const SAVED_ADDRESS_KEYS = {
  noCoordinates: "request.origin.no-coordinates",
  notesTooLong: "request.notes.too-long",
  addressTooLong: "request.address.too-long",
  saveFailed: "request.origin.save-failed",
  saved: "request.origin.saved",
  updateFailed: "address.error.update",
} as const;

export const SAVED_ADDRESS_TEXTS: Record<(typeof SAVED_ADDRESS_KEYS)[keyof typeof SAVED_ADDRESS_KEYS], string> = {
  "request.origin.no-coordinates": "No coordinates for that address",
  "request.notes.too-long": "Notes are too long",
  "request.address.too-long": "Address is too long",
  "request.origin.save-failed": "Unable to save address",
  "request.origin.saved": "Address saved",
  "address.error.update": "We were unable to update the address.",
};

/** What the origin step collects: the picked place (or pin) and the details the user typed. */
export type OriginAddressDraft = {
  text: string;
  latitude: number | null;
  longitude: number | null;
  unit: string;
  building: string;
  notes: string;
  city: string;
  countryCode: string;
  postalCode: string;
  /** "Street number" of the geolocated address (reverse geocoding or a chosen place); "" when unknown. */
  streetAddress: string;
};

export const EMPTY_ORIGIN_DRAFT: OriginAddressDraft = {
  text: "",
  latitude: null,
  longitude: null,
  unit: "",
  building: "",
  notes: "",
  city: "",
  countryCode: "",
  postalCode: "",
  streetAddress: "",
};

export type SavedAddressProblem = (typeof SAVED_ADDRESS_KEYS)["noCoordinates" | "notesTooLong" | "addressTooLong"];

/** The first problem of the draft (coordinates, then notes, then street), or null. */
export function savedAddressProblem(draft: OriginAddressDraft): SavedAddressProblem | null {
  if (!hasCoordinates(draft)) return SAVED_ADDRESS_KEYS.noCoordinates;
  if (exceedsBytes(draft.notes, NOTES_MAX_BYTES)) return SAVED_ADDRESS_KEYS.notesTooLong;
  if (exceedsBytes(draft.text, STREET_ADDRESS_MAX_BYTES)) return SAVED_ADDRESS_KEYS.addressTooLong;
  return null;
}

/** What a geolocated address says about the draft (core §7 reverse geocoding fields). */
export function draftPartsOfPlace(a: { city?: string; zipcode?: string; country_code?: string; street?: string; number?: string }): Pick<
  OriginAddressDraft,
  "city" | "postalCode" | "countryCode" | "streetAddress"
> {
  return {
    city: a.city ?? "",
    postalCode: a.zipcode ?? "",
    countryCode: (a.country_code ?? "").toUpperCase(),
    streetAddress: a.street ? `${a.street} ${a.number ?? ""}`.trim() : "",
  };
}

/** The PUT /vendor/{id}/address payload of a draft that has coordinates (the street and number when geolocated). */
export function savedAddressPayload(draft: OriginAddressDraft & { latitude: number; longitude: number }): SavedAddress {
  return {
    address_text: joinAddress(draft.unit, draft.building, draft.text),
    unit: draft.unit.trim(),
    notes: draft.notes.trim(),
    building: draft.building.trim(),
    city: draft.city.trim(),
    country_code: draft.countryCode.trim().toUpperCase().slice(0, 2),
    latitude: draft.latitude,
    longitude: draft.longitude,
    postal_code: draft.postalCode.trim(),
    street_address: draft.streetAddress.trim() || draft.text.trim(),
  };
}
