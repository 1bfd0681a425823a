// GET /addressbook/search-customers/{vendorId}?query: the vendor's past customers (from its orders,
// and its outlets' orders for a parent vendor) whose name, phone number or address matches the
// query (at least 2 characters), newest first, one entry per customer and address, at most 10.
// Owners only; a guest has no past customers (an empty list for the guest vendor placeholder).
import { Hono } from "hono";
import { AddressBookQuerySchema } from "../../../domain/contract/request";
import type { AppDeps, AppEnv } from "../../context";
import { parseQuery } from "../../http/validate";
import { isGuestVendorId } from "../delivery/request-vendor";
import type { RequestServices } from "../order-create/services";
import { AddressBookRepository } from "./repository";

export function addressBookRoutes(deps: AppDeps, services: RequestServices) {
  const app = new Hono<AppEnv>();
  const repo = new AddressBookRepository(deps.db);

  app.get("/addressbook/search-customers/:vendorId", async (c) => {
    const q = parseQuery(c, AddressBookQuerySchema);
    const principal = c.get("principal");
    const vendorId = c.req.param("vendorId");
    if (principal.kind === "guest" && isGuestVendorId(vendorId)) return c.json({ result: [] });
    const { row } = await services.vendors.resolve(principal, vendorId, { guests: false });
    const vendorIds = row.isParent ? [row.vendorId, ...(await services.vendors.vendors.outletIds(row.vendorId))] : [row.vendorId];
    return c.json({ result: await repo.search(vendorIds, q.query) });
  });

  return app;
}
