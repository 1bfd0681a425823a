// Which vendor a request-flow call acts for. Signed-in users and GODROID tokens act for the vendors
// they own (or whose parent they own): 404 for an unknown vendor, 403 otherwise. Guests have no
// vendor: the portal sends the spec's placeholder vendor id "vendorID", which the platform maps to
// the seeded guest vendor record DK-GUEST (name "guest", no coordinates: the pickup point of a guest
// order is its sender's location). That record is owned by a system account that cannot sign in,
// so nobody can claim it at registration, and a guest can act for no other vendor.
import { ApiError, forbidden, notFound } from "../../http/errors";
import type { Principal } from "../../security/tokens";
import { type VendorRow, VendorRepository } from "../vendors/repository";
import type { Db } from "../../db/database";

/** The spec's guest vendor placeholder (second file §3 "Guest storage"). */
export const GUEST_VENDOR_PLACEHOLDER = "vendorID";
/** The vendor record guest orders are placed under. */
export const GUEST_VENDOR_ID = "DK-GUEST";
/** Owner of the guest vendor: a system account without a usable password, never verified. */
export const GUEST_VENDOR_OWNER = "guest-checkout@system.invalid";

export type RequestVendor = { row: VendorRow; guest: boolean };

export const isGuestVendorId = (vendorId: string) => vendorId === GUEST_VENDOR_PLACEHOLDER || vendorId === GUEST_VENDOR_ID;

/** Vendor ids starting "a-" or "b-" are not editable (core §3). */
export const isReadOnlyVendorId = (vendorId: string) => /^(a|b)-/i.test(vendorId);

export class RequestVendors {
  readonly vendors: VendorRepository;

  constructor(db: Db) {
    this.vendors = new VendorRepository(db);
  }

  /** The vendor the principal acts for under `vendorId`, or 403/404. */
  async resolve(principal: Principal, vendorId: string, options: { guests?: boolean } = {}): Promise<RequestVendor> {
    if (principal.kind === "guest") {
      if (options.guests === false || !isGuestVendorId(vendorId)) throw forbidden();
      const found = await this.vendors.find(GUEST_VENDOR_ID);
      if (!found) throw new ApiError(503, "guest checkout is not available", "error.guest-unavailable");
      return { row: found.row, guest: true };
    }
    const found = await this.vendors.find(vendorId);
    if (!found) throw notFound("vendor not found");
    if (!(await this.vendors.canAccess(principal, found.row))) throw forbidden();
    return { row: found.row, guest: false };
  }
}

/** Who created something, as the orders table records it: a user id, "guest:<id>", or a GODROID subject. */
export function creatorOf(principal: Principal): string | null {
  if (principal.kind === "user") return principal.userId;
  if (principal.kind === "guest") return principal.guestId;
  return principal.userId;
}
