// Who may get an order's tracking link: as GET /order — an owner of the order's vendor or of its
// parent, an external platform acting for it, or the guest who placed it (404 for unknown or foreign
// orders, 403 for a vendor the caller does not own).
import type { AppDeps } from "../../context";
import { forbidden, notFound } from "../../http/errors";
import type { Principal } from "../../security/tokens";
import { guestCreator } from "../orders/access";
import { OrderRepository, type OrderRow } from "../orders/repository";
import { VendorRepository } from "../vendors/repository";

export async function accessOrder(deps: AppDeps, principal: Principal, vendorId: string, orderId: string): Promise<OrderRow> {
  const orders = new OrderRepository(deps.db, { now: deps.now });
  const guest = guestCreator(principal);
  if (guest) {
    const row = await orders.find(orderId);
    if (!row || row.createdBy !== guest) throw notFound("order not found");
    return row;
  }
  const vendors = new VendorRepository(deps.db);
  const found = await vendors.find(vendorId);
  if (!found) throw notFound("vendor not found");
  if (!(await vendors.canAccess(principal, found.row))) throw forbidden();
  const hit = await orders.findWithParent(orderId);
  if (!hit || (hit.row.vendorId !== vendorId && hit.parentVendorId !== vendorId)) throw notFound("order not found");
  return hit.row;
}
