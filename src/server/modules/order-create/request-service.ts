// The request-flow platform of issue 3: the orders-service calls (geolocator, delivery fee and
// areas, estimations, order create and update, address book, origin address, payments, vouchers),
// each mounted from its declaration (served under /orders/api/v1 and /hurrier/api/v1, behind the
// authorization it declares), and the test gateway's 3-D Secure page at /payments/3ds/{intentId}.
import type { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import type { Mount } from "../../http/mount";
import { mountAddressBookRoutes } from "../address-book/routes";
import { mountDeliveryRoutes } from "../delivery/routes";
import { mountGeolocatorRoutes } from "../geolocator/routes";
import { mountPaymentRoutes } from "../payments/routes";
import { mountThreeDsPages } from "../payments/three-ds";
import { mountVendorAddressRoutes } from "../vendor-address/routes";
import { mountVoucherRoutes } from "../vouchers/routes";
import { mountOrderCreateRoutes } from "./routes";
import { createRequestServices, type RequestServices } from "./services";

/** Mounts everything of the request flow on the platform app. */
export function mountRequestPlatform(app: Hono<AppEnv>, mount: Mount, deps: AppDeps): RequestServices {
  const services = createRequestServices(deps);
  mountGeolocatorRoutes(mount, deps);
  mountDeliveryRoutes(mount, deps, services);
  mountOrderCreateRoutes(mount, deps, services);
  mountVendorAddressRoutes(mount, deps, services);
  mountAddressBookRoutes(mount, deps, services);
  mountPaymentRoutes(mount, deps, services);
  mountVoucherRoutes(mount, deps, services);
  mountThreeDsPages(app, deps, services);
  return services;
}
