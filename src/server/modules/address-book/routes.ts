// GET /addressbook/search-customers/{vendorId}?query: the vendor's past customers (from its orders,
// and its outlets' orders for a parent vendor) whose name, phone number or address matches the
// query (at least 2 characters), newest first, one entry per customer and address, at most 10.
// Owners only; a guest has no past customers (an empty list for the guest vendor placeholder).
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import type { AppDeps } from "../../context";
import type { Mount } from "../../http/mount";
import { isGuestVendorId } from "../delivery/request-vendor";
import type { RequestServices } from "../order-create/services";
import { AddressBookRepository } from "./repository";

export function mountAddressBookRoutes(mount: Mount, deps: AppDeps, services: RequestServices) {
  const repo = new AddressBookRepository(deps.db);

  mount(ENDPOINTS.searchAddressBook, async ({ params: { vendorId }, query: q, principal }) => {
    if (principal.kind === "guest" && isGuestVendorId(vendorId)) return { result: [] };
    const { row } = await services.vendors.resolve(principal, vendorId, { guests: false });
    const vendorIds = row.isParent ? [row.vendorId, ...(await services.vendors.vendors.outletIds(row.vendorId))] : [row.vendorId];
    return { result: await repo.search(vendorIds, q.query) };
  });
}
