import {
  canAddOutlet,
  canEditOutlet,
  canShowAllOutletsToggle,
  pickUpEstimateMinutes,
  GUEST_VENDOR,
  isAllOutletsToggleDisabled,
  isEditableVendorId,
  isGuestVendorId,
  orderVendorsForSelector,
  pickInitialVendor,
  userHasParentVendor,
  vendorLabel,
} from "@domain/vendors";
import { VendorSchema } from "@domain/contract";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { makeVendor, outlet1, outlet2, ownerVendors, parent, single } from "./vendors.fixtures";

describe("vendor rules", () => {
  it("labels a vendor 'name - id'", () => {
    expect(vendorLabel(parent)).toBe("Nørrebro Pizza Group - DK-1000");
  });

  it.each([
    ["a-123", false],
    ["b-9", false],
    ["DK-1000", true],
    ["ab-1", true],
    ["A-1", true],
    ["c-1", true],
  ])("vendor id %s editable: %s", (id, editable) => {
    expect(isEditableVendorId(id)).toBe(editable);
  });

  // core §3: estimation_pick_up_time is in seconds; the portal shows whole minutes.
  it.each([
    [900, 15],
    [1200, 20],
    [600, 10],
    [90, 2],
    [89, 1],
    [899, 15],
    [30, 1],
    [1, 1],
    [0, null],
    [-5, null],
  ])("estimation_pick_up_time %s s is shown as %s min", (value, shown) => {
    expect(pickUpEstimateMinutes({ estimation_pick_up_time: value })).toBe(shown);
    expect(pickUpEstimateMinutes(null)).toBeNull();
  });

  it("shows the all-outlets toggle to users with a parent vendor, with allOutletOrders true", () => {
    expect(canShowAllOutletsToggle({ vendors: [parent, outlet1], allOutletOrdersParam: true })).toBe(true);
    expect(canShowAllOutletsToggle({ vendors: [parent, outlet1], allOutletOrdersParam: false })).toBe(false);
    // Shown (then disabled) with an outlet selected, as long as the user has a parent vendor.
    expect(canShowAllOutletsToggle({ vendors: [outlet1, parent], allOutletOrdersParam: true })).toBe(true);
    expect(canShowAllOutletsToggle({ vendors: [outlet1], allOutletOrdersParam: true })).toBe(false);
    expect(canShowAllOutletsToggle({ vendors: [], allOutletOrdersParam: true })).toBe(false);
  });

  it("disables the toggle on the request page or for a non-parent outlet", () => {
    expect(isAllOutletsToggleDisabled({ onRequestPage: false, selectedVendor: parent })).toBe(false);
    expect(isAllOutletsToggleDisabled({ onRequestPage: true, selectedVendor: parent })).toBe(true);
    expect(isAllOutletsToggleDisabled({ onRequestPage: false, selectedVendor: outlet1 })).toBe(true);
    expect(isAllOutletsToggleDisabled({ onRequestPage: false, selectedVendor: undefined })).toBe(true);
  });

  it("outlet edit and add need their flag and a user with parent vendors", () => {
    for (const flag of [true, false]) {
      for (const userHasParent of [true, false]) {
        expect(canEditOutlet({ flagEdit: flag, userHasParent })).toBe(flag && userHasParent);
        expect(canAddOutlet({ flagAdd: flag, userHasParent })).toBe(flag && userHasParent);
      }
    }
    expect(userHasParentVendor(ownerVendors)).toBe(true);
    expect(userHasParentVendor([single])).toBe(false);
  });

  it("picks the route vendor when the user has it, else the first parent, else the first", () => {
    expect(pickInitialVendor(ownerVendors, "DK-1002")).toBe(outlet2);
    expect(pickInitialVendor(ownerVendors, "DK-3001")).toBe(parent);
    expect(pickInitialVendor(ownerVendors, null)).toBe(parent);
    expect(pickInitialVendor([single, outlet1])).toBe(single);
    expect(pickInitialVendor([])).toBeNull();
  });

  it("orders the selector: parents with their outlets first, then the others", () => {
    const orphan = makeVendor({ vendor_id: "DK-9001", parent_vendor_id: "DK-9000" });
    expect(orderVendorsForSelector([orphan, outlet2, single, parent, outlet1]).map((x) => x.vendor_id)).toEqual([
      "DK-1000",
      "DK-1002",
      "DK-1001",
      "DK-9001",
      "DK-2001",
    ]);
  });

  it("the guest vendor is a valid vendor with id vendorID and name guest", () => {
    expect(GUEST_VENDOR.vendor_id).toBe("vendorID");
    expect(GUEST_VENDOR.vendor_information.name).toBe("guest");
    expect(v.safeParse(VendorSchema, GUEST_VENDOR).success).toBe(true);
    expect(isGuestVendorId("vendorID")).toBe(true);
    expect(isGuestVendorId("DK-1000")).toBe(false);
  });

  it("the fixtures satisfy the contract", () => {
    for (const vendor of ownerVendors) expect(v.safeParse(VendorSchema, vendor).success).toBe(true);
  });
});
