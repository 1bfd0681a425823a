// Collection point machine: the add/edit collection point dialog of the branch selector (core §2,
// §3 "Collection point form", §4 "Collection point dialog", §5 rules, §7 POST /outlet and PUT
// /outlet/{vendorId}, §8 messages).
//
// `closed` until CP.ADD_OPENED {parents, parentVendorId} (an empty form under the selected parent,
// or the first parent) or CP.EDIT_OPENED {vendor, parents} (the outlet's form, `isEditMode`: its
// parent and collection point ID are locked). Open, the dialog is `editing`:
// - CP.FIELD_CHANGED {field, value} stores a field (the phone keeps digits and + only) and clears
//   that field's error; the parent and the ID are ignored when editing. CP.OWNER_CHANGED/ADDED/
//   REMOVED edit the owner e-mails (an empty one is allowed).
// - CP.ADDRESS_TYPED {text} stores the text and clears the chosen location (and its error); after a
//   pause of 500 ms (`addressDebounce`) the suggestions are fetched (`searching`, actor
//   `autocomplete`, near the parent). CP.SUGGESTION_PICKED {place} reads the place (`fetchingPlace`,
//   actor `placeDetails`; the suggestion itself when the details are missing) and makes it the
//   location. CP.MARKER_MOVED {latitude, longitude} (the dragged marker) reverse-geocodes the point
//   (`reversing`, actor `reverseGeocode`): the address there, with its city, postal code, street and
//   number, at the marker's position. A geolocator failure says geolocator.error.* and keeps the form.
// - CP.SUBMITTED checks the rules of core §5 (domain validateCollectionPoint): errors are stored
//   and nothing is sent; a valid form is sent (`submitting`, tag loading; actor `createOutlet` when
//   adding, `updateOutlet` when editing). Success emits the notification (collection-point.saved;
//   on add collection-point.saved.add-note, which also says that it takes a few minutes) and
//   `collectionPoint.saved {vendor, added}` (the root puts the outlet in the vendors' list), and
//   closes. A failure keeps the dialog open with the platform's message (`failure`; a known field's
//   key also marks that field) and an error notification.
// CP.CLOSED closes from anywhere (a request under way is cancelled).
import type { GeolocatorPlace, Vendor } from "@domain/contract";
import { errorKeyOf, errorMessageOf } from "@domain/request/errors";
import { ADDRESS_DEBOUNCE_MS } from "@domain/request/limits";
import { REQUEST_MESSAGES } from "@domain/request/messages";
import {
  COLLECTION_POINT_KEYS,
  type CollectionPointErrors,
  type CollectionPointField,
  type CollectionPointForm,
  collectionPointFormOf,
  emptyCollectionPointForm,
  hasErrors,
  locationOfPlace,
  outletPayload,
  stripPhone,
  validateCollectionPoint,
} from "@domain/outlets/collection-point";
import { and, assign, emit, setup } from "xstate";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import { autocomplete, createOutlet, placeDetails, reverseGeocode, updateOutlet } from "./collection-point.actors";

export type CollectionPointInput = { country: string; language: string };

/** The text fields of the form a user types into. */
export type CollectionPointTextField = "parentVendorId" | "clientVendorId" | "name" | "unitNo" | "building" | "phone" | "riderInstructions";

export type CollectionPointContext = CollectionPointInput & {
  form: CollectionPointForm;
  errors: CollectionPointErrors;
  /** The user's parent vendors (the parent select, the map's centre). */
  parents: Vendor[];
  suggestions: GeolocatorPlace[];
  /** Where the marker was dropped, while the address there is looked up. */
  pin: { latitude: number; longitude: number } | null;
  /** The platform's refusal of the last submit: its translation key and message. */
  failure: { key: string | null; message: string } | null;
};

export type CollectionPointEvent =
  | { type: "CP.ADD_OPENED"; parents: Vendor[]; parentVendorId: string | null }
  | { type: "CP.EDIT_OPENED"; vendor: Vendor; parents: Vendor[] }
  | { type: "CP.FIELD_CHANGED"; field: CollectionPointTextField; value: string }
  | { type: "CP.OWNER_CHANGED"; index: number; value: string }
  | { type: "CP.OWNER_ADDED" }
  | { type: "CP.OWNER_REMOVED"; index: number }
  | { type: "CP.ADDRESS_TYPED"; text: string }
  | { type: "CP.SUGGESTION_PICKED"; place: GeolocatorPlace }
  | { type: "CP.MARKER_MOVED"; latitude: number; longitude: number }
  | { type: "CP.SUBMITTED" }
  | { type: "CP.CLOSED" };

export type CollectionPointEmitted = NotifyEvent | { type: "collectionPoint.saved"; vendor: Vendor; added: boolean };

/** Which field a refusal of the platform is about (its translation key), if any. */
const FIELD_OF_KEY: Partial<Record<string, CollectionPointField>> = {
  [COLLECTION_POINT_KEYS.duplicateId]: "clientVendorId",
  [COLLECTION_POINT_KEYS.clientVendorIdRequired]: "clientVendorId",
  [COLLECTION_POINT_KEYS.nameRequired]: "name",
  [COLLECTION_POINT_KEYS.phoneRequired]: "phone",
  [COLLECTION_POINT_KEYS.addressRequired]: "location",
};

const closedContext = (input: CollectionPointInput): CollectionPointContext => ({
  ...input,
  form: emptyCollectionPointForm(),
  errors: {},
  parents: [],
  suggestions: [],
  pin: null,
  failure: null,
});

const withoutError = (errors: CollectionPointErrors, field: string): CollectionPointErrors => {
  const next = { ...errors };
  delete next[field as CollectionPointField];
  return next;
};

/** Owner errors follow their e-mails when one is removed (owners.3 becomes owners.2). */
function shiftOwnerErrors(errors: CollectionPointErrors, removed: number): CollectionPointErrors {
  const next: CollectionPointErrors = {};
  for (const [field, key] of Object.entries(errors) as [CollectionPointField, CollectionPointErrors[CollectionPointField]][]) {
    const m = field.match(/^owners\.(\d+)$/);
    if (!m) next[field] = key;
    else if (Number(m[1]) < removed) next[field] = key;
    else if (Number(m[1]) > removed) next[`owners.${Number(m[1]) - 1}`] = key;
  }
  return next;
}

const parentLocation = (c: CollectionPointContext) => {
  const l = c.parents.find((p) => p.vendor_id === c.form.parentVendorId)?.vendor_information.location;
  return { latitude: l?.latitude ?? null, longitude: l?.longitude ?? null };
};

const geolocatorError = (key: string) => notifyEvent("ERROR", key, { values: { location: "ORIGIN_ADDRESS" } });

export const collectionPointMachine = setup({
  types: {
    context: {} as CollectionPointContext,
    events: {} as CollectionPointEvent,
    input: {} as CollectionPointInput,
    emitted: {} as CollectionPointEmitted,
    tags: {} as "loading" | "searching",
  },
  actors: { autocomplete, placeDetails, reverseGeocode, createOutlet, updateOutlet },
  delays: {
    /** Suggestions wait for a pause in typing (500 ms, core §9). */
    addressDebounce: ADDRESS_DEBOUNCE_MS,
  },
  guards: {
    /** The parent and the collection point ID are locked when editing. */
    isLockedField: ({ context }, p: { field: CollectionPointTextField }) => context.form.isEditMode && (p.field === "parentVendorId" || p.field === "clientVendorId"),
    /** Nothing to search for: no suggestions, no call. */
    typedNothing: (_, p: { text: string }) => p.text.trim() === "",
    /** Every rule of core §5 holds. */
    formIsValid: ({ context }) => !hasErrors(validateCollectionPoint(context.form)),
    isEditing: ({ context }) => context.form.isEditMode,
    placeFound: (_, p: { place: GeolocatorPlace | null }) => p.place !== null,
  },
  actions: {
    openForAdd: assign(({ context }, p: { parents: Vendor[]; parentVendorId: string | null }) => ({
      ...closedContext(context),
      parents: p.parents,
      form: emptyCollectionPointForm(p.parents.find((v) => v.vendor_id === p.parentVendorId)?.vendor_id ?? p.parents[0]?.vendor_id ?? ""),
    })),
    openForEdit: assign(({ context }, p: { vendor: Vendor; parents: Vendor[] }) => ({
      ...closedContext(context),
      parents: p.parents,
      form: collectionPointFormOf(p.vendor),
    })),
    close: assign(({ context }) => closedContext(context)),
    storeField: assign(({ context }, p: { field: CollectionPointTextField; value: string }) => ({
      form: { ...context.form, [p.field]: p.field === "phone" ? stripPhone(p.value) : p.value },
      errors: withoutError(context.errors, p.field),
    })),
    storeOwner: assign(({ context }, p: { index: number; value: string }) => ({
      form: { ...context.form, owners: context.form.owners.map((o, i) => (i === p.index ? p.value : o)) },
      errors: withoutError(context.errors, `owners.${p.index}`),
    })),
    addOwner: assign(({ context }) => ({ form: { ...context.form, owners: [...context.form.owners, ""] } })),
    removeOwner: assign(({ context }, p: { index: number }) => ({
      form: { ...context.form, owners: context.form.owners.filter((_, i) => i !== p.index) },
      errors: shiftOwnerErrors(context.errors, p.index),
    })),
    /** Typing in the address forgets the chosen location (it must be chosen again). */
    storeAddressText: assign(({ context }, p: { text: string }) => ({
      form: { ...context.form, addressText: p.text, location: null },
      errors: withoutError(context.errors, "location"),
    })),
    clearSuggestions: assign({ suggestions: [] }),
    storeSuggestions: assign({ suggestions: (_, p: { places: GeolocatorPlace[] }) => p.places }),
    /** A chosen place (or the address at the dragged marker) becomes the location. */
    storePlace: assign(({ context }, p: { place: GeolocatorPlace }) => {
      const location = locationOfPlace({ ...p.place.address, ...(context.pin ?? {}) });
      return {
        form: { ...context.form, addressText: location.formatted_address, location },
        errors: withoutError(context.errors, "location"),
        suggestions: [],
        pin: null,
      };
    }),
    storePin: assign({ pin: (_, p: { latitude: number; longitude: number }) => ({ latitude: p.latitude, longitude: p.longitude }) }),
    /** The address at the marker could not be found: the marker goes back to the chosen location. */
    forgetPin: assign({ pin: null }),
    storeErrors: assign({ errors: ({ context }) => validateCollectionPoint(context.form), failure: null }),
    storeFailure: assign(({ context }, p: { error: unknown }) => {
      const key = errorKeyOf(p.error);
      const field = key ? FIELD_OF_KEY[key] : undefined;
      return {
        failure: { key, message: errorMessageOf(p.error) },
        errors: field && key ? { ...context.errors, [field]: key } : context.errors,
      };
    }),
    notifySaved: emit(({ context }) =>
      notifyEvent("SUCCESS", context.form.isEditMode ? COLLECTION_POINT_KEYS.saved : COLLECTION_POINT_KEYS.savedAddNote),
    ),
    notifyFailed: emit((_, p: { error: unknown }) => notifyEvent("ERROR", errorKeyOf(p.error) ?? COLLECTION_POINT_KEYS.saveFailed)),
    emitSaved: emit(({ context }, p: { vendor: Vendor }) => ({ type: "collectionPoint.saved" as const, vendor: p.vendor, added: !context.form.isEditMode })),
    notifyAutocompleteFailed: emit(geolocatorError(REQUEST_MESSAGES.geolocatorAutocomplete)),
    notifyDetailsFailed: emit(geolocatorError(REQUEST_MESSAGES.geolocatorDetails)),
    notifyReverseFailed: emit(geolocatorError(REQUEST_MESSAGES.geolocatorReverse)),
  },
}).createMachine({
  id: "collectionPoint",
  context: ({ input }) => closedContext(input),
  initial: "closed",
  states: {
    closed: {
      on: {
        "CP.ADD_OPENED": { target: "open", actions: { type: "openForAdd", params: ({ event }) => ({ parents: event.parents, parentVendorId: event.parentVendorId }) } },
        "CP.EDIT_OPENED": { target: "open", actions: { type: "openForEdit", params: ({ event }) => ({ vendor: event.vendor, parents: event.parents }) } },
      },
    },
    open: {
      initial: "editing",
      on: {
        "CP.CLOSED": { target: "closed", actions: "close" },
      },
      states: {
        editing: {
          initial: "idle",
          on: {
            "CP.FIELD_CHANGED": [
              { guard: { type: "isLockedField", params: ({ event }) => ({ field: event.field }) } },
              { actions: { type: "storeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
            ],
            "CP.OWNER_CHANGED": { actions: { type: "storeOwner", params: ({ event }) => ({ index: event.index, value: event.value }) } },
            "CP.OWNER_ADDED": { actions: "addOwner" },
            "CP.OWNER_REMOVED": { actions: { type: "removeOwner", params: ({ event }) => ({ index: event.index }) } },
            "CP.ADDRESS_TYPED": [
              {
                guard: { type: "typedNothing", params: ({ event }) => ({ text: event.text }) },
                target: ".idle",
                actions: [{ type: "storeAddressText", params: ({ event }) => ({ text: event.text }) }, "clearSuggestions"],
              },
              { target: ".waitingToSearch", reenter: true, actions: { type: "storeAddressText", params: ({ event }) => ({ text: event.text }) } },
            ],
            "CP.SUGGESTION_PICKED": { target: ".fetchingPlace" },
            "CP.MARKER_MOVED": {
              target: ".reversing",
              reenter: true,
              actions: { type: "storePin", params: ({ event }) => ({ latitude: event.latitude, longitude: event.longitude }) },
            },
            "CP.SUBMITTED": [
              { guard: and(["formIsValid", "isEditing"]), target: "saving.updating" },
              { guard: "formIsValid", target: "saving.adding" },
              { actions: "storeErrors" },
            ],
          },
          states: {
            idle: {},
            waitingToSearch: {
              after: { addressDebounce: { target: "searching" } },
            },
            searching: {
              tags: ["searching"],
              invoke: {
                id: "autocomplete",
                src: "autocomplete",
                input: ({ context }) => ({ query: context.form.addressText, country: context.country, language: context.language, ...parentLocation(context) }),
                onDone: { target: "idle", actions: { type: "storeSuggestions", params: ({ event }) => ({ places: event.output }) } },
                onError: { target: "idle", actions: "notifyAutocompleteFailed" },
              },
            },
            fetchingPlace: {
              tags: ["loading"],
              invoke: {
                id: "placeDetails",
                src: "placeDetails",
                input: ({ event }) => ({ queryId: (event as Extract<CollectionPointEvent, { type: "CP.SUGGESTION_PICKED" }>).place.address.id }),
                onDone: [
                  {
                    guard: { type: "placeFound", params: ({ event }) => ({ place: event.output }) },
                    target: "idle",
                    actions: { type: "storePlace", params: ({ event }) => ({ place: event.output as GeolocatorPlace }) },
                  },
                  { target: "idle", actions: "notifyDetailsFailed" },
                ],
                onError: { target: "idle", actions: "notifyDetailsFailed" },
              },
            },
            reversing: {
              tags: ["loading"],
              invoke: {
                id: "reverseGeocode",
                src: "reverseGeocode",
                input: ({ context }) => ({ latitude: context.pin?.latitude ?? 0, longitude: context.pin?.longitude ?? 0 }),
                onDone: [
                  {
                    guard: { type: "placeFound", params: ({ event }) => ({ place: event.output }) },
                    target: "idle",
                    // The location is where the marker was dropped; the address is the one found there.
                    actions: { type: "storePlace", params: ({ event }) => ({ place: event.output as GeolocatorPlace }) },
                  },
                  { target: "idle", actions: ["forgetPin", "notifyReverseFailed"] },
                ],
                onError: { target: "idle", actions: ["forgetPin", "notifyReverseFailed"] },
              },
            },
          },
        },
        saving: {
          tags: ["loading"],
          initial: "adding",
          states: {
            adding: {
              invoke: {
                id: "createOutlet",
                src: "createOutlet",
                input: ({ context }) => outletPayload(context.form),
                onDone: { target: "#collectionPoint.closed", actions: ["notifySaved", { type: "emitSaved", params: ({ event }) => ({ vendor: event.output }) }, "close"] },
                onError: {
                  target: "#collectionPoint.open.editing",
                  actions: [{ type: "storeFailure", params: ({ event }) => ({ error: event.error }) }, { type: "notifyFailed", params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
            updating: {
              invoke: {
                id: "updateOutlet",
                src: "updateOutlet",
                input: ({ context }) => ({ vendorId: context.form.vendorId, payload: outletPayload(context.form) }),
                onDone: { target: "#collectionPoint.closed", actions: ["notifySaved", { type: "emitSaved", params: ({ event }) => ({ vendor: event.output }) }, "close"] },
                onError: {
                  target: "#collectionPoint.open.editing",
                  actions: [{ type: "storeFailure", params: ({ event }) => ({ error: event.error }) }, { type: "notifyFailed", params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
          },
        },
      },
    },
  },
});
