// GET /get-country-parameter/{name} → {result: string} for the deployment's country. Any
// authenticated caller (guests included); 404 for names outside the spec's list. serviceHours
// accepts ?vendor_id= and then answers the vendor's own hours when it has them (issue 3). A
// vendor_id, with any name, is checked like every vendor-scoped call: the caller must own the
// vendor or its parent (403; 404 for an unknown vendor; a guest only the guest placeholder).
import { Hono } from "hono";
import * as v from "valibot";
import { CountryParameterNameSchema } from "../../../domain/contract/country-parameter";
import { CountryParameterQuerySchema } from "../../../domain/contract/request";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError } from "../../http/errors";
import { parseQuery } from "../../http/validate";
import { VendorServiceHoursRepository } from "../delivery/repository";
import { RequestVendors } from "../delivery/request-vendor";
import { CountryParameterRepository } from "./repository";

const NOT_FOUND_KEY = "country-parameter.not-found";

export function countryParameterRoutes(deps: AppDeps) {
  const repo = new CountryParameterRepository(deps.db);
  const vendorHours = new VendorServiceHoursRepository(deps.db);
  const vendors = new RequestVendors(deps.db);
  const app = new Hono<AppEnv>();
  app.get("/get-country-parameter/:name", async (c) => {
    const name = c.req.param("name");
    if (!v.is(CountryParameterNameSchema, name)) throw new ApiError(404, `unknown country parameter ${name}`, NOT_FOUND_KEY);
    const { vendor_id } = parseQuery(c, CountryParameterQuerySchema);
    const vendor = vendor_id ? (await vendors.resolve(c.get("principal"), vendor_id)).row : null;
    const own = name === "serviceHours" && vendor ? await vendorHours.get(vendor.vendorId) : null;
    if (own !== null) return c.json({ result: own });
    const value = await repo.get(deps.deployment.country, name);
    if (value === null) throw new ApiError(404, `country parameter ${name} is not set`, NOT_FOUND_KEY);
    return c.json({ result: value });
  });
  return app;
}
