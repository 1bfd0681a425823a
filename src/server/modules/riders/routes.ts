// GET /riders/{riderId}: the rider and its position, only for a rider who carries one of the
// caller's orders (in progress, or finished within the last hour): an order of a vendor the caller
// owns, or for a guest an order it placed. 404 for an unknown rider, 403 for anyone else's.
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import type { AppDeps } from "../../context";
import { forbidden, notFound } from "../../http/errors";
import type { Mount } from "../../http/mount";
import { guestCreator } from "../orders/access";
import { OrderRepository } from "../orders/repository";
import { RiderRepository, toRider } from "./repository";

export function mountRiderRoutes(mount: Mount, deps: AppDeps) {
  const riders = new RiderRepository(deps.db);
  const orders = new OrderRepository(deps.db, { now: deps.now });

  mount(ENDPOINTS.getRider, async ({ params, principal }) => {
    const rider = await riders.find(params.riderId);
    if (!rider) throw notFound("rider not found");
    // The caller's vendor set is cached for its token (vendors/access-cache.ts).
    const vendorIds = [...(await deps.vendorAccess.of(principal)).ids];
    if (!(await orders.riderServes(rider.id, vendorIds, guestCreator(principal)))) throw forbidden();
    return { result: toRider(rider) };
  });
}
