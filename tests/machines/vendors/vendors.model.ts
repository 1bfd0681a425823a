// Model of the vendors machine for generated paths: the events a path may contain, with the
// concrete outputs of each actor (the owner's parent vendor with outlets, an empty list, failures).
import { vendorsMachine } from "@machines/vendors/vendors.machine";
import { makeVendor, ownerVendors } from "../../domain/vendors.fixtures";
import type { ModelOptions } from "../../support/model-paths";

export const vendorsModel: ModelOptions = {
  input: { includeAllOutlets: false },
  events: [
    { type: "SESSION.SIGNED_IN" },
    { type: "SESSION.SIGNED_OUT" },
    { type: "GUEST.ENTERED" },
    { type: "xstate.done.actor.fetchVendors", output: ownerVendors },
    { type: "xstate.done.actor.fetchVendors", output: [] },
    { type: "xstate.error.actor.fetchVendors", error: new Error("HTTP 503") },
    { type: "xstate.done.actor.fetchAllOutletOrdersParam", output: true },
    { type: "xstate.error.actor.fetchAllOutletOrdersParam", error: new Error("HTTP 404") },
    { type: "VENDOR.SELECTED", vendorId: "DK-1001" },
    { type: "VENDOR.SELECTED", vendorId: "DK-1000" },
    { type: "VENDOR.SELECTED", vendorId: "DK-3001" },
    { type: "OUTLETS.TOGGLED", value: true },
    { type: "OUTLETS.TOGGLED", value: false },
    { type: "OUTLETS.TOGGLED", value: false, onRequestPage: true },
    { type: "OUTLET.SAVED", vendor: makeVendor({ vendor_id: "DK-1004", name: "New outlet", parent_vendor_id: "DK-1000" }) },
    { type: "RETRY" },
  ],
};

export { vendorsMachine };
