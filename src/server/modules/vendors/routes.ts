// GET /vendors and GET /vendor/{id} of the orders service, answered from the caller's cached vendor
// set (access-cache.ts: no query when warm); a vendor outside it is looked up to tell 404 from 403.
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { VENDOR_FETCH_ERROR_KEY } from "../../../domain/contract/vendor";
import type { AppDeps } from "../../context";
import { EncodedAnswer } from "../../http/encoded-answer";
import { ApiError } from "../../http/errors";
import type { Mount } from "../../http/mount";
import type { VendorAccess } from "./access-cache";
import { toVendor, VendorRepository } from "./repository";

export function mountVendorRoutes(mount: Mount, deps: AppDeps) {
  const repo = new VendorRepository(deps.db);

  // The answer of a cached vendor set never changes while the set is cached (a change replaces the
  // set): it is serialized, encoded and gzipped once per set, not once per call (issue 14).
  const answers = new WeakMap<VendorAccess, EncodedAnswer>();
  mount(ENDPOINTS.getVendors, async ({ principal }, c) => {
    const access = await deps.vendorAccess.of(principal);
    let answer = answers.get(access);
    if (answer === undefined) {
      answer = new EncodedAnswer(JSON.stringify({ result: { vendors: access.records } }));
      answers.set(access, answer);
    }
    return answer.send(c);
  });

  mount(ENDPOINTS.getVendor, async ({ params, principal }) => {
    const cached = await deps.vendorAccess.record(principal, params.id);
    if (cached) return { result: cached };
    const found = await repo.find(params.id);
    if (!found) throw new ApiError(404, "vendor not found", VENDOR_FETCH_ERROR_KEY);
    if (!(await repo.canAccess(principal, found.row))) throw new ApiError(403, "forbidden", VENDOR_FETCH_ERROR_KEY);
    return { result: toVendor(found.row, found.owners) };
  });
}
