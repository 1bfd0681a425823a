// Selectors of the vendors flow: the shell's branch selector and the pages read these.
import type { Vendor } from "@domain/contract";
import {
  canShowAllOutletsToggle,
  isAllOutletsToggleDisabled,
  isGuestVendorId,
  orderVendorsForSelector,
  userHasParentVendor,
  vendorLabel,
} from "@domain/vendors";
import type { SnapshotFrom } from "xstate";
import type { vendorsMachine } from "./vendors.machine";

type Snapshot = SnapshotFrom<typeof vendorsMachine>;

export type VendorsStatus = "signedOut" | "loading" | "ready" | "failed" | "empty" | "guest";

export const selectVendorsStatus = (s: Snapshot): VendorsStatus =>
  (["loading", "ready", "failed", "empty", "guest"] as const).find((x) => s.matches(x)) ?? "signedOut";
export const selectIsLoadingVendors = (s: Snapshot) => s.hasTag("loading");
export const selectVendorsReady = (s: Snapshot) => s.matches("ready") || s.matches("guest");
export const selectVendorsFailed = (s: Snapshot) => s.matches("failed");
export const selectHasNoVendors = (s: Snapshot) => s.matches("empty");
export const selectCanRetryVendors = (s: Snapshot) => s.can({ type: "RETRY" });

export const selectVendors = (s: Snapshot): Vendor[] => s.context.vendors;
export const selectSelectedVendorId = (s: Snapshot) => s.context.selectedVendorId;
export const selectSelectedVendor = (s: Snapshot): Vendor | null =>
  s.context.vendors.find((v) => v.vendor_id === s.context.selectedVendorId) ?? null;
export const selectIsGuestVendor = (s: Snapshot) => isGuestVendorId(s.context.selectedVendorId);
export const selectUserHasParent = (s: Snapshot) => userHasParentVendor(s.context.vendors);

/** Branch selector options: parents first with their outlets, labelled "name - id" (parents bold in the view). */
export const selectVendorOptions = (s: Snapshot) =>
  orderVendorsForSelector(s.context.vendors).map((v) => ({
    value: v.vendor_id,
    label: vendorLabel(v),
    isParent: v.is_parent,
  }));

export const selectAllOutletOrdersParam = (s: Snapshot) => s.context.allOutletOrdersParam;
export const selectCanShowAllOutletsToggle = (s: Snapshot) =>
  canShowAllOutletsToggle({ vendors: s.context.vendors, allOutletOrdersParam: s.context.allOutletOrdersParam });
export const selectIsAllOutletsToggleDisabled = (s: Snapshot, onRequestPage: boolean) =>
  isAllOutletsToggleDisabled({ onRequestPage, selectedVendor: selectSelectedVendor(s) });
/** The toggle's stored value (what the switch shows). */
export const selectOutletToggleValue = (s: Snapshot) => s.context.includeAllOutlets;
/** Whether order lists include the outlets: the stored value, only where the toggle applies (a parent selected). */
export const selectIncludeAllOutlets = (s: Snapshot) =>
  s.context.includeAllOutlets && selectCanShowAllOutletsToggle(s) && !!selectSelectedVendor(s)?.is_parent;
