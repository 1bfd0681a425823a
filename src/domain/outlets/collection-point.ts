// The add/edit collection point form (core §3 "Collection point form", §5 "Collection point form on
// submit", §7 POST /outlet and PUT /outlet/{vendorId}): its values, the rules checked on submit (in
// the browser by the collectionPoint machine, and again by the platform on POST/PUT), the phone
// input's filter, the payload of the calls and the form of an outlet being edited.
// Checks in the spec's order: collection point ID, label, phone, pickup address, owner e-mails
// (each non-empty one must match a simple pattern; empty ones are allowed and dropped).
import type { Vendor } from "../contract/vendor";

export const COLLECTION_POINT_KEYS = {
  clientVendorIdRequired: "collection-point.validation.client-vendor-id",
  nameRequired: "collection-point.validation.label",
  phoneRequired: "collection-point.validation.phone",
  addressRequired: "collection-point.validation.address",
  invalidEmail: "collection-point.validation.email",
  saved: "collection-point.saved",
  savedAddNote: "collection-point.saved.add-note",
  duplicateId: "collection-point.error.duplicate-id",
  notEditable: "collection-point.error.not-editable",
  notParentOwner: "collection-point.error.not-parent-owner",
  saveFailed: "collection-point.error.save-failed",
} as const;

export type CollectionPointKey = (typeof COLLECTION_POINT_KEYS)[keyof typeof COLLECTION_POINT_KEYS];

/** The spec's English texts (the platform answers them as messages; the portal's catalog translates the keys). */
export const COLLECTION_POINT_TEXTS: Record<CollectionPointKey, string> = {
  "collection-point.validation.client-vendor-id": "Please enter collection point ID",
  "collection-point.validation.label": "Please enter label",
  "collection-point.validation.phone": "Please enter phone number",
  "collection-point.validation.address": "Please select pickup address",
  "collection-point.validation.email": "Please enter a valid email",
  "collection-point.saved": "The collection point has been saved successfully",
  "collection-point.saved.add-note": "The collection point has been saved successfully. It takes a few minutes before it is available.",
  "collection-point.error.duplicate-id": "This collection point ID is already in use. Please choose another one.",
  "collection-point.error.not-editable": "This collection point cannot be edited.",
  "collection-point.error.not-parent-owner": "Only owners of the parent vendor can add or edit its collection points.",
  "collection-point.error.save-failed": "We could not save the collection point.",
};

/** The location chosen from the suggestions (or the dragged marker); null until one is chosen. */
export type CollectionPointLocation = {
  formatted_address: string;
  latitude: number;
  longitude: number;
  city: string;
  countryCode: string;
  zipcode: string;
  street: string;
  streetNumber: string;
};

export type CollectionPointForm = {
  parentVendorId: string;
  clientVendorId: string;
  name: string;
  unitNo: string;
  building: string;
  phone: string;
  riderInstructions: string;
  /** Owner e-mails; empty entries are allowed (and not sent). */
  owners: string[];
  /** The text in the address field (what the user typed or the chosen address). */
  addressText: string;
  location: CollectionPointLocation | null;
  isEditMode: boolean;
  /** The outlet being edited ("" when adding). */
  vendorId: string;
};

/** The fields that can carry an error (owners by index: "owners.0"). */
export type CollectionPointField = "clientVendorId" | "name" | "phone" | "location" | `owners.${number}`;
export type CollectionPointErrors = Partial<Record<CollectionPointField, CollectionPointKey>>;

/** A simple e-mail pattern: something@something.tld, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidOwnerEmail = (email: string): boolean => SIMPLE_EMAIL.test(email.trim());

/** The phone input keeps digits and + only. */
export const stripPhone = (value: string): string => value.replace(/[^\d+]/g, "");

export const emptyCollectionPointForm = (parentVendorId = ""): CollectionPointForm => ({
  parentVendorId,
  clientVendorId: "",
  name: "",
  unitNo: "",
  building: "",
  phone: "",
  riderInstructions: "",
  owners: [""],
  addressText: "",
  location: null,
  isEditMode: false,
  vendorId: "",
});

/** The form of an outlet being edited, filled from the vendor. */
export function collectionPointFormOf(vendor: Vendor): CollectionPointForm {
  const info = vendor.vendor_information;
  const l = info.location;
  const located = l.latitude !== null && l.longitude !== null;
  return {
    parentVendorId: vendor.parent_vendor_id ?? "",
    clientVendorId: vendor.client_vendor_id,
    name: info.name,
    unitNo: l.unit,
    building: l.building,
    phone: stripPhone(info.contact.phone),
    riderInstructions: l.rider_instructions,
    owners: info.owners.length ? [...info.owners] : [""],
    addressText: l.address_text,
    location: located
      ? {
          formatted_address: l.address_text,
          latitude: l.latitude as number,
          longitude: l.longitude as number,
          city: l.city,
          countryCode: l.country_code,
          zipcode: l.postal_code,
          street: l.street,
          streetNumber: l.street_number,
        }
      : null,
    isEditMode: true,
    vendorId: vendor.vendor_id,
  };
}

/** Every rule of the form on submit; an empty object when it can be sent. */
export function validateCollectionPoint(form: Pick<CollectionPointForm, "clientVendorId" | "name" | "phone" | "location" | "owners">): CollectionPointErrors {
  const errors: CollectionPointErrors = {};
  if (!form.clientVendorId.trim()) errors.clientVendorId = COLLECTION_POINT_KEYS.clientVendorIdRequired;
  if (!form.name.trim()) errors.name = COLLECTION_POINT_KEYS.nameRequired;
  if (!stripPhone(form.phone)) errors.phone = COLLECTION_POINT_KEYS.phoneRequired;
  if (!form.location) errors.location = COLLECTION_POINT_KEYS.addressRequired;
  form.owners.forEach((email, i) => {
    if (email.trim() && !isValidOwnerEmail(email)) errors[`owners.${i}`] = COLLECTION_POINT_KEYS.invalidEmail;
  });
  return errors;
}

export const hasErrors = (errors: CollectionPointErrors): boolean => Object.keys(errors).length > 0;

/** Owner e-mails as sent: trimmed, lower-cased, empty ones dropped, each once. */
export const ownerEmails = (owners: readonly string[]): string[] => [...new Set(owners.map((o) => o.trim().toLowerCase()).filter(Boolean))];

/** Body of POST /outlet and PUT /outlet/{vendorId} (core §7). */
export type OutletPayload = {
  parent_vendor_id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  rider_instructions: string;
  phone_number: string;
  city: string;
  users: string[];
  unit: string;
  building: string;
  street: string;
  postal_code: string;
  country_code: string;
  client_vendor_id: string;
  street_number: string;
};

/** The payload of a form that passed validateCollectionPoint (a form without location sends 0,0, which the platform refuses). */
export function outletPayload(form: CollectionPointForm): OutletPayload {
  const l = form.location;
  return {
    parent_vendor_id: form.parentVendorId,
    name: form.name.trim(),
    address: l?.formatted_address ?? form.addressText.trim(),
    latitude: l?.latitude ?? 0,
    longitude: l?.longitude ?? 0,
    rider_instructions: form.riderInstructions.trim(),
    phone_number: stripPhone(form.phone),
    city: l?.city ?? "",
    users: ownerEmails(form.owners),
    unit: form.unitNo.trim(),
    building: form.building.trim(),
    street: l?.street ?? "",
    postal_code: l?.zipcode ?? "",
    country_code: (l?.countryCode ?? "").toUpperCase().slice(0, 2),
    client_vendor_id: form.clientVendorId.trim(),
    street_number: l?.streetNumber ?? "",
  };
}

/**
 * The platform's check of a payload with the same rules, as the first problem in the spec's order
 * (a payload without an address or with coordinates 0,0 has no chosen location).
 */
export function outletPayloadProblem(p: OutletPayload): { field: string; key: CollectionPointKey } | null {
  const errors = validateCollectionPoint({
    clientVendorId: p.client_vendor_id,
    name: p.name,
    phone: p.phone_number,
    location: p.address.trim() && !(p.latitude === 0 && p.longitude === 0) ? ({} as CollectionPointLocation) : null,
    owners: p.users,
  });
  const order: [CollectionPointField, string][] = [
    ["clientVendorId", "client_vendor_id"],
    ["name", "name"],
    ["phone", "phone_number"],
    ["location", "address"],
  ];
  for (const [field, wire] of order) {
    const key = errors[field];
    if (key) return { field: wire, key };
  }
  const bad = p.users.findIndex((_, i) => errors[`owners.${i}`]);
  return bad >= 0 ? { field: `users.${bad}`, key: COLLECTION_POINT_KEYS.invalidEmail } : null;
}

/** A geolocator place as the form's location (reverse geocoding of the marker or a chosen suggestion). */
export type GeocodedAddress = {
  formatted_address: string;
  latitude: number;
  longitude: number;
  city?: string;
  zipcode?: string;
  suburb?: string;
  building?: string;
  country_code?: string;
  number?: string;
  street?: string;
};

export function locationOfPlace(a: GeocodedAddress): CollectionPointLocation {
  return {
    formatted_address: a.formatted_address,
    latitude: a.latitude,
    longitude: a.longitude,
    city: a.city ?? "",
    countryCode: (a.country_code ?? "").toUpperCase(),
    zipcode: a.zipcode ?? "",
    street: a.street ?? "",
    streetNumber: a.number ?? "",
  };
}
