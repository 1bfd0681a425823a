// GET /get-country-parameter/{name} → {result: string} for the deployment's country. Any
// authenticated caller (guests included); a name outside the spec's list is a 404 before this
// handler (the path parameter's schema). serviceHours accepts ?vendor_id= and then answers the
// vendor's own hours when it has them (issue 3). A vendor_id, with any name, is checked like every
// vendor-scoped call: the caller must own the vendor or its parent (403; 404 for an unknown vendor;
// a guest only the guest placeholder).
import { COUNTRY_PARAMETER_NOT_FOUND_KEY } from "../../../domain/contract/country-parameter";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import type { AppDeps } from "../../context";
import { ApiError } from "../../http/errors";
import type { Mount } from "../../http/mount";
import { VendorServiceHoursRepository } from "../delivery/repository";
import { RequestVendors } from "../delivery/request-vendor";
import { CountryParameterRepository } from "./repository";

export function mountCountryParameterRoutes(mount: Mount, deps: AppDeps) {
  const repo = new CountryParameterRepository(deps.db);
  const vendorHours = new VendorServiceHoursRepository(deps.db);
  const vendors = new RequestVendors(deps.db);

  mount(ENDPOINTS.getCountryParameter, async ({ params: { name }, query: { vendor_id }, principal }) => {
    const vendor = vendor_id ? (await vendors.resolve(principal, vendor_id)).row : null;
    const own = name === "serviceHours" && vendor ? await vendorHours.get(vendor.vendorId) : null;
    if (own !== null) return { result: own };
    const value = await repo.get(deps.deployment.country, name);
    if (value === null) throw new ApiError(404, `country parameter ${name} is not set`, COUNTRY_PARAMETER_NOT_FOUND_KEY);
    return { result: value };
  });
}
