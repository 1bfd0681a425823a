// The request-flow platform of issue 3 as one mount: the orders-service calls (geolocator,
// delivery fee and areas, estimations, order create and update, address book, origin address,
// payments, vouchers) under /orders/api/v1 and /hurrier/api/v1, behind the same authorization as
// the rest of the service, and the test gateway's 3-D Secure page at /payments/3ds/{intentId}.
import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { principalOf } from "../../http/auth";
import { unauthorized } from "../../http/errors";
import { addressBookRoutes } from "../address-book/routes";
import { deliveryRoutes } from "../delivery/routes";
import { geolocatorRoutes } from "../geolocator/routes";
import { paymentRoutes } from "../payments/routes";
import { threeDsRoutes } from "../payments/three-ds";
import { vendorAddressRoutes } from "../vendor-address/routes";
import { voucherRoutes } from "../vouchers/routes";
import { orderCreateRoutes } from "./routes";
import { createRequestServices, type RequestServices } from "./services";

/** requireAuth, unless the orders service's own middleware already identified the caller. */
const ensureAuth =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!c.get("principal")) {
      const principal = await principalOf(deps.tokens, c.req.header("authorization"));
      if (!principal) throw unauthorized();
      c.set("principal", principal);
    }
    await next();
  };

/** The orders-service calls of the request flow (mount under /orders/api/v1 and /hurrier/api/v1). */
export function requestServiceRoutes(deps: AppDeps, services: RequestServices = createRequestServices(deps)) {
  const app = new Hono<AppEnv>();
  app.use("*", ensureAuth(deps));
  app.route("/", geolocatorRoutes(deps));
  app.route("/", deliveryRoutes(deps, services));
  app.route("/", orderCreateRoutes(deps, services));
  app.route("/", vendorAddressRoutes(deps, services));
  app.route("/", addressBookRoutes(deps, services));
  app.route("/", paymentRoutes(deps, services));
  app.route("/", voucherRoutes(deps, services));
  return app;
}

/** Mounts everything of the request flow on the platform app (call after the orders service is mounted). */
export function mountRequestPlatform(app: Hono<AppEnv>, deps: AppDeps): RequestServices {
  const services = createRequestServices(deps);
  const api = requestServiceRoutes(deps, services);
  app.route("/orders/api/v1", api);
  app.route("/hurrier/api/v1", api);
  app.route("/", threeDsRoutes(deps, services));
  return services;
}
