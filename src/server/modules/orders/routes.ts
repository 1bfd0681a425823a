// The orders service of the spec: vendors, country parameters, order tracking and riders. Every
// call needs an authorization (user, guest or external platform), which mount() checks before the
// path and query parameters; each declaration is served at /orders/api/v1 and /hurrier/api/v1.
import type { AppDeps } from "../../context";
import type { Mount } from "../../http/mount";
import { mountCountryParameterRoutes } from "../country-parameters/routes";
import { mountOutletRoutes } from "../outlets/routes";
import { mountRiderRoutes } from "../riders/routes";
import { mountVendorRoutes } from "../vendors/routes";
import { mountOrderRoutes } from "./order-routes";

export function mountOrdersService(mount: Mount, deps: AppDeps) {
  mountVendorRoutes(mount, deps);
  mountCountryParameterRoutes(mount, deps);
  mountOrderRoutes(mount, deps);
  mountRiderRoutes(mount, deps);
  mountOutletRoutes(mount, deps);
}
