// The orders service of the spec: every call needs an authorization (user, guest or external
// platform). The same router is mounted at /orders/api/v1 and /hurrier/api/v1. Later issues add
// their routers (orders, delivery fee, bulk jobs, payments, vouchers, riders) here. Path and query
// parameters of every orders-service route are checked here, after authorization.
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { requireAuth } from "../../http/auth";
import { checkRouteInput } from "../../http/route-input";
import { ROUTES } from "../api-docs/catalog";
import { countryParameterRoutes } from "../country-parameters/routes";
import { riderRoutes } from "../riders/routes";
import { vendorRoutes } from "../vendors/routes";
import { orderRoutes } from "./order-routes";

export function ordersServiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use("*", requireAuth(deps.tokens));
  // Every call's path and query parameters against the contract, once the caller is known (a
  // caller without authorization gets 401 whatever the parameters), before any handler: these
  // checks cover the request-flow routes mounted beside this router as well.
  checkRouteInput(
    app,
    ROUTES.filter((r) => r.service === "orders"),
    (r) => [r.path],
  );
  app.route("/", vendorRoutes(deps));
  app.route("/", countryParameterRoutes(deps));
  app.route("/", orderRoutes(deps));
  app.route("/", riderRoutes(deps));
  return app;
}
