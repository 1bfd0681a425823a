// GET /vendors and GET /vendor/{id} of the orders service (mounted under /orders/api/v1 and
// /hurrier/api/v1 behind requireAuth).
import { Hono } from "hono";
import { VENDOR_FETCH_ERROR_KEY } from "../../../domain/contract/vendor";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError } from "../../http/errors";
import { toVendor, VendorRepository } from "./repository";

export function vendorRoutes(deps: AppDeps) {
  const repo = new VendorRepository(deps.db);
  const app = new Hono<AppEnv>();

  app.get("/vendors", async (c) => c.json({ result: { vendors: await repo.listVisible(c.get("principal")) } }));

  app.get("/vendor/:id", async (c) => {
    const found = await repo.find(c.req.param("id"));
    if (!found) throw new ApiError(404, "vendor not found", VENDOR_FETCH_ERROR_KEY);
    if (!(await repo.canAccess(c.get("principal"), found.row))) throw new ApiError(403, "forbidden", VENDOR_FETCH_ERROR_KEY);
    return c.json({ result: toVendor(found.row, found.owners) });
  });

  return app;
}
