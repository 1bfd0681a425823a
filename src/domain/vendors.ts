// Pure rules about the user's vendors (core spec §3 Vendor, §6 roles): how a vendor is labelled in
// the branch selector, which ids can be edited, when the all-outlets toggle is shown and enabled,
// who may edit or add outlets, which vendor is selected first, and the guest placeholder vendor.
// Called by the vendors machine, the shell views and (for editability) the platform alike.
import type { Vendor } from "./contract";

/** The parts of a Vendor (contract VendorSchema) these rules read; a full Vendor satisfies it. */
export interface VendorLike {
  vendor_id: string;
  parent_vendor_id: string | null;
  is_parent: boolean;
  vendor_information: { name: string };
}

/** Branch selector label: "name - id". */
export const vendorLabel = (v: VendorLike): string => `${v.vendor_information.name} - ${v.vendor_id}`;

/** Vendor ids starting "a-" or "b-" are not editable (core §3). */
export const isEditableVendorId = (vendorId: string): boolean => !/^[ab]-/.test(vendorId);

/**
 * The all-outlets toggle is for users with a parent vendor, and only when the country parameter
 * allOutletOrders is true (core §2, §6). It stays shown (disabled) while an outlet is selected.
 */
export const canShowAllOutletsToggle = (args: {
  vendors: readonly VendorLike[];
  allOutletOrdersParam: boolean;
}): boolean => userHasParentVendor(args.vendors) && args.allOutletOrdersParam;

/**
 * The toggle is shown but disabled on the request page (an order is for one outlet) and when the
 * selected vendor is an outlet that is not a parent.
 */
export const isAllOutletsToggleDisabled = (args: {
  onRequestPage: boolean;
  selectedVendor: VendorLike | null | undefined;
}): boolean => args.onRequestPage || !args.selectedVendor?.is_parent;

/**
 * The vendor's pick-up estimate in whole minutes, or null when there is none to show. The contract's
 * estimation_pick_up_time is in seconds and shown only when above 0 (core §3); it is shown in minutes,
 * rounded to the nearest minute (90 s → 2 min, 899 s → 15 min) and never below 1 (a few seconds are
 * "about 1 min", not "0 min").
 */
export const pickUpEstimateMinutes = (vendor: { estimation_pick_up_time: number } | null | undefined): number | null => {
  const seconds = vendor?.estimation_pick_up_time ?? 0;
  return Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : null;
};

/** Whether some vendor of the user is a parent (owns outlets). */
export const userHasParentVendor = (vendors: readonly VendorLike[]): boolean => vendors.some((v) => v.is_parent);

/** Outlet edit needs the EditVendorOutlet flag and a user with parent vendors (core §6). */
export const canEditOutlet = (args: { flagEdit: boolean; userHasParent: boolean }): boolean =>
  args.flagEdit && args.userHasParent;

/** Outlet add needs the AddVendorOutlet flag and a user with parent vendors (core §6). */
export const canAddOutlet = (args: { flagAdd: boolean; userHasParent: boolean }): boolean =>
  args.flagAdd && args.userHasParent;

/**
 * The vendor selected after the list arrives: the one in the route when the user has it, else the
 * first parent vendor, else the first vendor; null for an empty list.
 */
export function pickInitialVendor<V extends VendorLike>(vendors: readonly V[], routeVendorId?: string | null): V | null {
  if (routeVendorId) {
    const fromRoute = vendors.find((v) => v.vendor_id === routeVendorId);
    if (fromRoute) return fromRoute;
  }
  return vendors.find((v) => v.is_parent) ?? vendors[0] ?? null;
}

/** Parents first (each followed by its outlets), then vendors whose parent the user does not have. */
export function orderVendorsForSelector<V extends VendorLike>(vendors: readonly V[]): V[] {
  const out: V[] = [];
  const placed = new Set<string>();
  for (const p of vendors) {
    if (!p.is_parent || placed.has(p.vendor_id)) continue;
    out.push(p);
    placed.add(p.vendor_id);
    for (const c of vendors) {
      if (c.parent_vendor_id === p.vendor_id && !placed.has(c.vendor_id)) {
        out.push(c);
        placed.add(c.vendor_id);
      }
    }
  }
  for (const v of vendors) {
    if (!placed.has(v.vendor_id)) {
      out.push(v);
      placed.add(v.vendor_id);
    }
  }
  return out;
}

export const GUEST_VENDOR_ID = "vendorID";

/** The guest vendor placeholder: vendor id "vendorID", name "guest" (core §3). */
export const GUEST_VENDOR: Vendor = {
  vendor_id: GUEST_VENDOR_ID,
  parent_vendor_id: null,
  client_vendor_id: "",
  is_active: true,
  is_registered: false,
  is_parent: false,
  vendor_information: {
    name: "guest",
    currency: "",
    owners: [],
    contact: { phone: "" },
    location: {
      address_text: "",
      building: "",
      city: "",
      country_code: "",
      latitude: null,
      longitude: null,
      postal_code: "",
      street: "",
      street_number: "",
      unit: "",
      rider_instructions: "",
    },
  },
  flags: { payment_methods: {} },
  estimation_pick_up_time: 0,
};

export const isGuestVendorId = (vendorId: string | null | undefined): boolean => vendorId === GUEST_VENDOR_ID;
