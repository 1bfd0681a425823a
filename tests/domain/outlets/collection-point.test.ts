// The collection point form rules of core §5, table-driven: required ID, label, phone and address,
// owner e-mails (empty allowed), the phone filter, the payload and the platform's first problem.
import { describe, expect, it } from "vitest";
import type { Vendor } from "../../../src/domain/contract";
import {
  COLLECTION_POINT_KEYS as K,
  COLLECTION_POINT_TEXTS,
  type CollectionPointForm,
  collectionPointFormOf,
  emptyCollectionPointForm,
  isValidOwnerEmail,
  locationOfPlace,
  outletPayload,
  outletPayloadProblem,
  ownerEmails,
  stripPhone,
  validateCollectionPoint,
} from "../../../src/domain/outlets/collection-point";

const LOCATION = locationOfPlace({
  formatted_address: "Jægersborggade 14, 2200 København N",
  latitude: 55.6912,
  longitude: 12.5523,
  city: "København N",
  zipcode: "2200",
  country_code: "dk",
  number: "14",
  street: "Jægersborggade",
});

const valid: CollectionPointForm = {
  ...emptyCollectionPointForm("DK-1000"),
  clientVendorId: "NPG-1004",
  name: "Nørrebro Pizza – Jægersborggade",
  phone: "+45 31 10 00 04",
  addressText: LOCATION.formatted_address,
  location: LOCATION,
  owners: ["other@demo.dk", ""],
};

describe("validateCollectionPoint", () => {
  it.each<[string, Partial<CollectionPointForm>, Record<string, string>]>([
    ["a complete form", {}, {}],
    ["no collection point ID", { clientVendorId: "  " }, { clientVendorId: K.clientVendorIdRequired }],
    ["no label", { name: "" }, { name: K.nameRequired }],
    ["no phone", { phone: "" }, { phone: K.phoneRequired }],
    ["a phone without digits or +", { phone: "abc -" }, { phone: K.phoneRequired }],
    ["no address chosen", { location: null }, { location: K.addressRequired }],
    ["typed address text but nothing chosen", { location: null, addressText: "Jægersborggade" }, { location: K.addressRequired }],
    ["an invalid owner e-mail", { owners: ["ok@demo.dk", "not-an-email"] }, { "owners.1": K.invalidEmail }],
    ["empty owner e-mails", { owners: ["", "  "] }, {}],
    ["no owners at all", { owners: [] }, {}],
    [
      "everything missing",
      { clientVendorId: "", name: "", phone: "", location: null, owners: ["x@"] },
      { clientVendorId: K.clientVendorIdRequired, name: K.nameRequired, phone: K.phoneRequired, location: K.addressRequired, "owners.0": K.invalidEmail },
    ],
  ])("%s", (_, change, expected) => {
    expect(validateCollectionPoint({ ...valid, ...change })).toEqual(expected);
  });

  it("says the spec's messages", () => {
    expect(COLLECTION_POINT_TEXTS[K.clientVendorIdRequired]).toBe("Please enter collection point ID");
    expect(COLLECTION_POINT_TEXTS[K.nameRequired]).toBe("Please enter label");
    expect(COLLECTION_POINT_TEXTS[K.phoneRequired]).toBe("Please enter phone number");
    expect(COLLECTION_POINT_TEXTS[K.addressRequired]).toBe("Please select pickup address");
    expect(COLLECTION_POINT_TEXTS[K.invalidEmail]).toBe("Please enter a valid email");
    expect(COLLECTION_POINT_TEXTS[K.saved]).toBe("The collection point has been saved successfully");
  });
});

describe("owner e-mails and phone", () => {
  it.each([
    ["a@b.dk", true],
    [" a@b.dk ", true],
    ["first.last+tag@sub.example.com", true],
    ["a@b", false],
    ["a b@c.dk", false],
    ["@c.dk", false],
    ["a@@c.dk", false],
  ])("%s valid: %s", (email, ok) => expect(isValidOwnerEmail(email)).toBe(ok));

  it.each([
    ["+45 31 10 00 04", "+4531100004"],
    ["(031) 10-00-04", "031100004"],
    ["tel: +45abc", "+45"],
    ["", ""],
  ])("stripPhone(%j) = %j", (input, out) => expect(stripPhone(input)).toBe(out));

  it("sends owners trimmed, lower-cased, once, without empty ones", () => {
    expect(ownerEmails([" Other@Demo.dk", "", "other@demo.dk", "b@c.dk "])).toEqual(["other@demo.dk", "b@c.dk"]);
  });
});

describe("payload and the platform's check", () => {
  it("builds the POST /outlet body of core §7 from the form", () => {
    expect(outletPayload({ ...valid, unitNo: " 2. th ", building: "B", riderInstructions: " Back door " })).toEqual({
      parent_vendor_id: "DK-1000",
      name: "Nørrebro Pizza – Jægersborggade",
      address: "Jægersborggade 14, 2200 København N",
      latitude: 55.6912,
      longitude: 12.5523,
      rider_instructions: "Back door",
      phone_number: "+4531100004",
      city: "København N",
      users: ["other@demo.dk"],
      unit: "2. th",
      building: "B",
      street: "Jægersborggade",
      postal_code: "2200",
      country_code: "DK",
      client_vendor_id: "NPG-1004",
      street_number: "14",
    });
  });

  it.each<[string, Record<string, unknown>, { field: string; key: string } | null]>([
    ["valid", {}, null],
    ["no ID first", { client_vendor_id: "", name: "" }, { field: "client_vendor_id", key: K.clientVendorIdRequired }],
    ["no label", { name: " " }, { field: "name", key: K.nameRequired }],
    ["no phone", { phone_number: "" }, { field: "phone_number", key: K.phoneRequired }],
    ["no address", { address: "" }, { field: "address", key: K.addressRequired }],
    ["coordinates 0,0", { latitude: 0, longitude: 0 }, { field: "address", key: K.addressRequired }],
    ["bad owner", { users: ["ok@demo.dk", "nope"] }, { field: "users.1", key: K.invalidEmail }],
  ])("outletPayloadProblem: %s", (_, change, expected) => {
    expect(outletPayloadProblem({ ...outletPayload(valid), ...change })).toEqual(expected);
  });

  it("fills the form of an outlet being edited", () => {
    const vendor = {
      vendor_id: "DK-1001",
      parent_vendor_id: "DK-1000",
      client_vendor_id: "NPG-1001",
      vendor_information: {
        name: "Jægersborggade",
        owners: [],
        contact: { phone: "+45 31 10 00 01" },
        location: { ...{ address_text: "Jægersborggade 14", unit: "", building: "", rider_instructions: "", city: "København N", country_code: "DK", postal_code: "2200", street: "Jægersborggade", street_number: "14" }, latitude: 55.69, longitude: 12.55 },
      },
    } as unknown as Vendor;
    const form = collectionPointFormOf(vendor);
    expect(form).toMatchObject({ isEditMode: true, vendorId: "DK-1001", parentVendorId: "DK-1000", clientVendorId: "NPG-1001", phone: "+4531100001", owners: [""] });
    expect(form.location).toMatchObject({ latitude: 55.69, zipcode: "2200", streetNumber: "14" });
    const unlocated = collectionPointFormOf({ ...vendor, vendor_information: { ...vendor.vendor_information, location: { ...vendor.vendor_information.location, latitude: null } } });
    expect(unlocated.location).toBeNull();
  });
});
