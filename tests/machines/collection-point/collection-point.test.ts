// Hand-written specs of the collection point dialog (core §4 dialog state, §5 rules, §8 messages):
// the add and edit forms, the rules on submit and their clearing, the locked fields when editing,
// the phone filter, the address (typing clears the location, a suggestion or the marker sets it with
// city, postal code, street and number), the calls and their answers.
import { COLLECTION_POINT_KEYS as K } from "@domain/outlets/collection-point";
import { collectionPointMachine } from "@machines/collection-point/collection-point.machine";
import {
  selectDialogOpen,
  selectErrors,
  selectFailure,
  selectForm,
  selectIsSaving,
  selectMapView,
  selectShowsParentSelect,
  selectSuggestions,
} from "@machines/collection-point/collection-point.selectors";
import { describe, expect, it } from "vitest";
import { parent } from "../../domain/vendors.fixtures";
import { settle, startControlled } from "../../support/model-paths";
import { DUPLICATE, INPUT, OUTLET, PARENT_2, PARENTS, PLACE, SAVED } from "./collection-point.model";

type Snap = ReturnType<typeof collectionPointMachine.getInitialSnapshot>;

async function start() {
  const c = startControlled(collectionPointMachine, { input: INPUT });
  await settle();
  const snap = () => c.actor.getSnapshot() as unknown as Snap;
  const field = (field: string, value: string) => c.send({ type: "CP.FIELD_CHANGED", field, value });
  const fillValid = async () => {
    await field("clientVendorId", "NPG-1009");
    await field("name", "Ravnsborggade");
    await field("phone", "+45 31 10 00 09");
    await c.send({ type: "CP.SUGGESTION_PICKED", place: PLACE });
    await c.resolve("placeDetails", PLACE);
  };
  return { ...c, snap, field, fillValid };
}

describe("collectionPoint", () => {
  it("opens an empty add form under the selected parent; the parent select shows with more than one parent", async () => {
    const f = await start();
    expect(selectDialogOpen(f.snap())).toBe(false);
    await f.send({ type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-5000" });
    expect(selectDialogOpen(f.snap())).toBe(true);
    expect(selectForm(f.snap())).toMatchObject({ parentVendorId: "DK-5000", isEditMode: false, clientVendorId: "", owners: [""] });
    expect(selectShowsParentSelect(f.snap())).toBe(true);
    await f.field("parentVendorId", "DK-1000");
    expect(selectForm(f.snap()).parentVendorId).toBe("DK-1000");
    // Around the parent at zoom 12 until a location is chosen.
    expect(selectMapView(f.snap())).toEqual({ center: { lat: 55.69, lng: 12.55 }, zoom: 12, marker: { lat: 55.69, lng: 12.55 } });
    await f.send({ type: "CP.CLOSED" });
    await f.send({ type: "CP.ADD_OPENED", parents: [parent], parentVendorId: null });
    expect(selectForm(f.snap()).parentVendorId).toBe("DK-1000");
    expect(selectShowsParentSelect(f.snap())).toBe(false);
  });

  it("checks every rule on submit, sends nothing, and clears a field's error when it is edited", async () => {
    const f = await start();
    await f.send({ type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-1000" });
    await f.send({ type: "CP.OWNER_CHANGED", index: 0, value: "not-mail" });
    await f.send({ type: "CP.SUBMITTED" });
    expect(selectErrors(f.snap())).toEqual({
      clientVendorId: K.clientVendorIdRequired,
      name: K.nameRequired,
      phone: K.phoneRequired,
      location: K.addressRequired,
      "owners.0": K.invalidEmail,
    });
    expect(f.started).toEqual([]);
    await f.field("name", "x");
    expect(selectErrors(f.snap()).name).toBeUndefined();
    await f.send({ type: "CP.OWNER_CHANGED", index: 0, value: "" });
    expect(selectErrors(f.snap())["owners.0"]).toBeUndefined();
    await f.send({ type: "CP.ADDRESS_TYPED", text: "Ravns" });
    expect(selectErrors(f.snap()).location).toBeUndefined();
    expect(selectErrors(f.snap()).clientVendorId).toBe(K.clientVendorIdRequired);
  });

  it("keeps digits and + of the phone; owners can be added and removed, their errors follow", async () => {
    const f = await start();
    await f.send({ type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-1000" });
    await f.field("phone", "tel: +45 (31) 10-00-09");
    expect(selectForm(f.snap()).phone).toBe("+4531100009");
    await f.send({ type: "CP.OWNER_ADDED" });
    await f.send({ type: "CP.OWNER_ADDED" });
    await f.send({ type: "CP.OWNER_CHANGED", index: 2, value: "bad" });
    await f.send({ type: "CP.SUBMITTED" });
    expect(selectErrors(f.snap())["owners.2"]).toBe(K.invalidEmail);
    await f.send({ type: "CP.OWNER_REMOVED", index: 0 });
    expect(selectForm(f.snap()).owners).toEqual(["", "bad"]);
    expect(selectErrors(f.snap())["owners.1"]).toBe(K.invalidEmail);
    expect(selectErrors(f.snap())["owners.2"]).toBeUndefined();
  });

  it("searches after a pause in typing, near the parent; typing clears the chosen location", async () => {
    const f = await start();
    await f.send({ type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-1000" });
    await f.send({ type: "CP.ADDRESS_TYPED", text: "Rav" });
    await f.advance(300);
    await f.send({ type: "CP.ADDRESS_TYPED", text: "Ravns" });
    await f.advance(499);
    expect(f.started).toEqual([]);
    await f.advance(1);
    expect(f.inputOf("autocomplete")).toEqual({ query: "Ravns", country: "DK", language: "en", latitude: 55.69, longitude: 12.55 });
    await f.resolve("autocomplete", [PLACE]);
    expect(selectSuggestions(f.snap())).toEqual([PLACE]);
    await f.send({ type: "CP.SUGGESTION_PICKED", place: PLACE });
    expect(f.inputOf("placeDetails")).toEqual({ queryId: "dk-ravnsborggade-8" });
    await f.resolve("placeDetails", PLACE);
    expect(selectForm(f.snap()).location).toEqual({
      formatted_address: "Ravnsborggade 8, 2200 København N",
      latitude: 55.6879,
      longitude: 12.5634,
      city: "København N",
      countryCode: "DK",
      zipcode: "2200",
      street: "Ravnsborggade",
      streetNumber: "8",
    });
    expect(selectMapView(f.snap())).toMatchObject({ zoom: 17, marker: { lat: 55.6879, lng: 12.5634 } });
    await f.send({ type: "CP.ADDRESS_TYPED", text: "Ravnsborggade 9" });
    expect(selectForm(f.snap()).location).toBeNull();
  });

  it("reverse-geocodes the dragged marker: the address found there, at the marker's position", async () => {
    const f = await start();
    await f.send({ type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-1000" });
    await f.send({ type: "CP.MARKER_MOVED", latitude: 55.688, longitude: 12.5635 });
    expect(f.inputOf("reverseGeocode")).toEqual({ latitude: 55.688, longitude: 12.5635 });
    expect(selectMapView(f.snap()).marker).toEqual({ lat: 55.688, lng: 12.5635 });
    await f.resolve("reverseGeocode", PLACE);
    expect(selectForm(f.snap())).toMatchObject({
      addressText: "Ravnsborggade 8, 2200 København N",
      location: { latitude: 55.688, longitude: 12.5635, city: "København N", zipcode: "2200", street: "Ravnsborggade", streetNumber: "8", countryCode: "DK" },
    });
    await f.send({ type: "CP.MARKER_MOVED", latitude: 1, longitude: 1 });
    await f.reject("reverseGeocode", new Error("HTTP 500"));
    expect(f.emitted.at(-1)).toEqual({ type: "notify", kind: "ERROR", key: "geolocator.error.reverse", values: { location: "ORIGIN_ADDRESS" } });
    expect(selectMapView(f.snap()).marker).toEqual({ lat: 55.688, lng: 12.5635 });
  });

  it("adds: POST with the form's payload, success message with the note, the saved outlet emitted", async () => {
    const f = await start();
    await f.send({ type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-1000" });
    await f.fillValid();
    await f.send({ type: "CP.OWNER_CHANGED", index: 0, value: "Other@Demo.dk" });
    await f.send({ type: "CP.SUBMITTED" });
    expect(selectIsSaving(f.snap())).toBe(true);
    expect(f.inputOf("createOutlet")).toMatchObject({ parent_vendor_id: "DK-1000", client_vendor_id: "NPG-1009", phone_number: "+4531100009", users: ["other@demo.dk"], postal_code: "2200", street_number: "8" });
    await f.resolve("createOutlet", SAVED);
    expect(selectDialogOpen(f.snap())).toBe(false);
    expect(f.emitted).toEqual([
      { type: "notify", kind: "SUCCESS", key: K.savedAddNote },
      { type: "collectionPoint.saved", vendor: SAVED, added: true },
    ]);
  });

  it("a refused add keeps the dialog open with the platform's message and marks the field", async () => {
    const f = await start();
    await f.send({ type: "CP.ADD_OPENED", parents: PARENTS, parentVendorId: "DK-1000" });
    await f.fillValid();
    await f.send({ type: "CP.SUBMITTED" });
    await f.reject("createOutlet", DUPLICATE);
    expect(selectDialogOpen(f.snap())).toBe(true);
    expect(selectFailure(f.snap())).toEqual({ key: K.duplicateId, message: DUPLICATE.message });
    expect(selectErrors(f.snap()).clientVendorId).toBe(K.duplicateId);
    expect(f.emitted).toEqual([{ type: "notify", kind: "ERROR", key: K.duplicateId }]);
    await f.field("clientVendorId", "NPG-1010");
    expect(selectErrors(f.snap()).clientVendorId).toBeUndefined();
  });

  it("edits: the outlet's form, the parent and ID locked, PUT for the outlet, success message", async () => {
    const f = await start();
    await f.send({ type: "CP.EDIT_OPENED", vendor: OUTLET, parents: [parent, PARENT_2] });
    expect(selectForm(f.snap())).toMatchObject({ isEditMode: true, vendorId: "DK-1001", clientVendorId: "NPG-1001", parentVendorId: "DK-1000" });
    expect(selectMapView(f.snap())).toEqual({ center: { lat: 55.69, lng: 12.55 }, zoom: 17, marker: { lat: 55.69, lng: 12.55 } });
    await f.field("clientVendorId", "CHANGED");
    await f.field("parentVendorId", "DK-5000");
    await f.field("name", "New label");
    expect(selectForm(f.snap())).toMatchObject({ clientVendorId: "NPG-1001", parentVendorId: "DK-1000", name: "New label" });
    await f.send({ type: "CP.SUBMITTED" });
    expect(f.inputOf("updateOutlet")).toMatchObject({ vendorId: "DK-1001", payload: { name: "New label", client_vendor_id: "NPG-1001" } });
    await f.resolve("updateOutlet", OUTLET);
    expect(f.emitted).toEqual([
      { type: "notify", kind: "SUCCESS", key: K.saved },
      { type: "collectionPoint.saved", vendor: OUTLET, added: false },
    ]);
  });

  it("closing cancels a save under way", async () => {
    const f = await start();
    await f.send({ type: "CP.EDIT_OPENED", vendor: OUTLET, parents: [parent] });
    await f.send({ type: "CP.SUBMITTED" });
    const signal = f.signalOf("updateOutlet");
    await f.send({ type: "CP.CLOSED" });
    expect(signal.aborted).toBe(true);
    expect(selectDialogOpen(f.snap())).toBe(false);
  });
});
