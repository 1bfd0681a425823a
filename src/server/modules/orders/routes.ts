// The orders service of the spec: every call needs an authorization (user, guest or external
// platform). The same router is mounted at /orders/api/v1 and /hurrier/api/v1. Later issues add
// their routers (orders, delivery fee, bulk jobs, payments, vouchers, riders) here.
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { requireAuth } from "../../http/auth";
import { countryParameterRoutes } from "../country-parameters/routes";
import { riderRoutes } from "../riders/routes";
import { vendorRoutes } from "../vendors/routes";
import { orderRoutes } from "./order-routes";

export function ordersServiceRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use("*", requireAuth(deps.tokens));
  app.route("/", vendorRoutes(deps));
  app.route("/", countryParameterRoutes(deps));
  app.route("/", orderRoutes(deps));
  app.route("/", riderRoutes(deps));
  return app;
}
