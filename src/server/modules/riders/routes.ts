// GET /riders/{riderId}: the rider and its position, only for a rider who carries one of the
// caller's orders (in progress, or finished within the last hour): an order of a vendor the caller
// owns, or for a guest an order it placed. 404 for an unknown rider, 403 for anyone else's.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppDeps, AppEnv } from "../../context";
import { forbidden, notFound } from "../../http/errors";
import { parseWith } from "../../http/validate";
import { accessibleVendorIds, guestCreator } from "../orders/access";
import { OrderRepository } from "../orders/repository";
import { RiderRepository, toRider } from "./repository";

const RiderIdSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

export function riderRoutes(deps: AppDeps) {
  const riders = new RiderRepository(deps.db);
  const orders = new OrderRepository(deps.db, { now: deps.now });
  const app = new Hono<AppEnv>();

  app.get("/riders/:riderId", async (c) => {
    const riderId = parseWith(RiderIdSchema, c.req.param("riderId"));
    const rider = await riders.find(riderId);
    if (!rider) throw notFound("rider not found");
    const principal = c.get("principal");
    const vendorIds = await accessibleVendorIds(deps.db, principal);
    if (!(await orders.riderServes(rider.id, vendorIds, guestCreator(principal)))) throw forbidden();
    return c.json({ result: toRider(rider) });
  });

  return app;
}
