// Effect signatures of the collection point dialog. The composition root provides them (src/app/
// composition/app-effects.ts): the geolocator calls of core §7 (autocomplete, details, reverse) and
// POST /outlet and PUT /outlet/{vendorId}, each with the actor's abort signal; tests provide fakes.
import type { GeolocatorPlace, Vendor } from "@domain/contract";
import type { OutletPayload } from "@domain/outlets/collection-point";
import { fromPromise } from "xstate";

export type { GeolocatorPlace, OutletPayload, Vendor };

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};

export type CollectionPointAutocompleteInput = { query: string; country: string; language: string; latitude: number | null; longitude: number | null };

/** GET /geolocator/autocomplete → data.data. */
export const autocomplete = fromPromise<GeolocatorPlace[], CollectionPointAutocompleteInput>(async () => notProvided("autocomplete")());

/** GET /geolocator/details?query_id → the first item, null when there is none. */
export const placeDetails = fromPromise<GeolocatorPlace | null, { queryId: string }>(async () => notProvided("placeDetails")());

/** GET /geolocator/reverse?lat&lng → the first item, null when there is none. */
export const reverseGeocode = fromPromise<GeolocatorPlace | null, { latitude: number; longitude: number }>(async () => notProvided("reverseGeocode")());

/** POST /outlet → the new outlet. */
export const createOutlet = fromPromise<Vendor, OutletPayload>(async () => notProvided("createOutlet")());

/** PUT /outlet/{vendorId} → the outlet as saved. */
export const updateOutlet = fromPromise<Vendor, { vendorId: string; payload: OutletPayload }>(async () => notProvided("updateOutlet")());
