// Model of the collection point dialog for generated paths: add under one of two parents and edit an
// outlet; the fields that carry rules (ID, label, phone, an owner e-mail valid or not, adding and
// removing an owner), typing an address (and clearing it), picking a suggestion, dragging the marker,
// submitting, and every actor's answer (found, nothing found, failure). Snapshots are told apart by
// what the chart and the rules read (not by every character typed), so the graph stays small.
import type { GeolocatorPlace } from "@domain/contract";
import { validateCollectionPoint } from "@domain/outlets/collection-point";
import { collectionPointMachine } from "@machines/collection-point/collection-point.machine";
import type { AnyMachineSnapshot } from "xstate";
import { makeVendor, outlet1, parent } from "../../domain/vendors.fixtures";
import type { ModelOptions } from "../../support/model-paths";

export const INPUT = { country: "DK", language: "en" };
export const PARENT_2 = makeVendor({ vendor_id: "DK-5000", name: "Second Group", is_parent: true });
export const PARENTS = [parent, PARENT_2];
export const OUTLET = { ...outlet1, client_vendor_id: "NPG-1001" };
export const PLACE: GeolocatorPlace = {
  address: {
    id: "dk-ravnsborggade-8",
    formatted_address: "Ravnsborggade 8, 2200 København N",
    latitude: 55.6879,
    longitude: 12.5634,
    city: "København N",
    zipcode: "2200",
    suburb: "Nørrebro",
    building: "",
    country_code: "DK",
    number: "8",
    street: "Ravnsborggade",
  },
};
export const SAVED = makeVendor({ vendor_id: "DK-5001", name: "Label", parent_vendor_id: "DK-1000", client_vendor_id: "NPG-1009" });
export const DUPLICATE = Object.assign(new Error("This collection point ID is already in use. Please choose another one."), {
  status: 409,
  translationKey: "collection-point.error.duplicate-id",
});

type Snap = AnyMachineSnapshot;
const form = (s: Snap) => s.context.form as ReturnType<typeof collectionPointMachine.getInitialSnapshot>["context"]["form"];

const OPEN_ADD = { type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-1000" };
const OPEN_EDIT = { type: "CP.EDIT_OPENED", vendor: OUTLET, parents: [parent] };
const FIELD = {
  id: { type: "CP.FIELD_CHANGED", field: "clientVendorId", value: "NPG-1009" },
  name: { type: "CP.FIELD_CHANGED", field: "name", value: "Label" },
  phone: { type: "CP.FIELD_CHANGED", field: "phone", value: "+45 31 10" },
};
const OWNER_BAD = { type: "CP.OWNER_CHANGED", index: 0, value: "not-mail" };
const OWNER_GOOD = { type: "CP.OWNER_CHANGED", index: 0, value: "other@demo.dk" };
const TYPED = { type: "CP.ADDRESS_TYPED", text: "Ravns" };
const TYPED_NOTHING = { type: "CP.ADDRESS_TYPED", text: " " };
const PICKED = { type: "CP.SUGGESTION_PICKED", place: PLACE };
const MARKER = { type: "CP.MARKER_MOVED", latitude: 55.688, longitude: 12.5635 };
const SUBMIT = { type: "CP.SUBMITTED" };
const CLOSE = { type: "CP.CLOSED" };
const outcomes = (id: string, done: unknown[], error: unknown) => [
  ...done.map((output) => ({ type: `xstate.done.actor.${id}`, output })),
  { type: `xstate.error.actor.${id}`, error },
];

/**
 * The offer of each snapshot (exactEvents): adding, a location is chosen first (typing, a
 * suggestion, the marker), then the fields and owners are filled one rule at a time, with a submit
 * at every stage; editing, the locked ID and the submit. Every actor answers found, nothing found
 * or a failure.
 */
function events(s: Snap) {
  const f = form(s);
  if (s.matches("closed")) return [OPEN_ADD, OPEN_EDIT];
  if (s.matches({ open: { editing: "waitingToSearch" } })) return [CLOSE, { type: "xstate.after.addressDebounce.collectionPoint.open.editing.waitingToSearch" }];
  if (s.matches({ open: { editing: "searching" } })) return [CLOSE, ...outcomes("autocomplete", [[PLACE]], new Error("HTTP 500"))];
  if (s.matches({ open: { editing: "fetchingPlace" } })) return [CLOSE, ...outcomes("placeDetails", [PLACE, null], new Error("HTTP 500"))];
  if (s.matches({ open: { editing: "reversing" } })) return [CLOSE, ...outcomes("reverseGeocode", [PLACE, null], new Error("HTTP 500"))];
  if (s.matches({ open: { saving: "adding" } })) return [CLOSE, ...outcomes("createOutlet", [SAVED], DUPLICATE)];
  if (s.matches({ open: { saving: "updating" } })) return [CLOSE, ...outcomes("updateOutlet", [{ ...OUTLET }], new Error("HTTP 500"))];
  if (f.isEditMode) return [FIELD.id, SUBMIT, CLOSE];
  if (!f.location) return [TYPED, TYPED_NOTHING, PICKED, MARKER, SUBMIT];
  const errors = validateCollectionPoint(f);
  const owners = f.owners.length < 2 ? { type: "CP.OWNER_ADDED" } : { type: "CP.OWNER_REMOVED", index: 1 };
  if (errors.clientVendorId) return [FIELD.id, OWNER_BAD, owners, SUBMIT];
  if (errors["owners.0"]) return [OWNER_GOOD];
  if (errors.name) return [FIELD.name];
  if (errors.phone) return [FIELD.phone];
  return [SUBMIT, CLOSE];
}

export const collectionPointModel: ModelOptions = {
  input: INPUT,
  events,
  exactEvents: true,
  serializeState: (s) => {
    const f = form(s);
    const c = s.context;
    const rules = validateCollectionPoint(f);
    return JSON.stringify({
      value: s.value,
      edit: f.isEditMode,
      rules: Object.keys(rules).sort(),
      errors: Object.keys(c.errors).sort(),
      owners: f.owners.length,
      address: f.addressText === "" ? "" : "text",
      pin: c.pin !== null,
      suggestions: c.suggestions.length,
      failure: c.failure !== null,
    });
  },
};

export { collectionPointMachine };
