// The reference platform as one Hono app: identity, the orders service (mounted at /orders/api/v1
// and /hurrier/api/v1), flags, asset manifest, deployment, demo mailbox, health and the built
// portal with its SPA fallback. Security headers, body limit and compression apply everywhere;
// every error answer is {message, translation_key}. Every request gets an id (X-Request-Id), which
// an internal error is logged under and answered with. The clock is injected so tests can expire
// links and tokens.
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DEFAULT_DEPLOYMENT, deploymentFromEnv, validateDeployment } from "../config/deployment";
import { COMMON_ERROR_KEYS, type ErrorBody } from "../domain/contract/common";
import type { AppDeps, AppEnv } from "./context";
import type { Database } from "./db/database";
import { ApiError, errorJson } from "./http/errors";
import { checkRouteInput } from "./http/route-input";
import { createDatabaseOrderEvents, type OrderEvents } from "./live/order-events";
import { securityHeaders } from "./http/security";
import { createLogger, type Logger } from "./logger";
import { ROUTES, servedPaths } from "./modules/api-docs/catalog";
import { apiDocsRoutes } from "./modules/api-docs/routes";
import { deploymentRoutes } from "./modules/deployment/routes";
import { flagRoutes } from "./modules/flags/routes";
import { healthRoutes } from "./modules/health/routes";
import { identityRoutes } from "./modules/identity/routes";
import { Mailbox } from "./modules/mailbox/repository";
import { mailboxApiRoutes, mailboxPageRoutes } from "./modules/mailbox/routes";
import { manifestRoutes } from "./modules/manifest/routes";
import { mapRoutes } from "./modules/map/routes";
import { mountRequestPlatform } from "./modules/order-create/request-service";
import { ordersServiceRoutes } from "./modules/orders/routes";
import { spaFallback } from "./modules/static/spa";
import { loadOrCreateSecret } from "./security/secrets";
import { SessionRegistry } from "./security/sessions";
import { TokenService } from "./security/tokens";
import { readSettings, type ServerEnv } from "./settings";

export type CreateAppOptions = {
  db: Database;
  /** Environment variables (process.env in main.ts). */
  env: ServerEnv;
  /** Clock in epoch milliseconds (Date.now by default). */
  now?: () => number;
  logger?: Logger;
  /** The order change bus (NOTIFY/LISTEN on the database by default). */
  events?: OrderEvents;
};

export function createDeps({ db, env, now = Date.now, logger, events }: CreateAppOptions): AppDeps {
  const settings = readSettings(env);
  const log = logger ?? createLogger(settings.logLevel);
  const rawDeployment = deploymentFromEnv(env);
  const checked = validateDeployment(rawDeployment);
  if (!checked.ok) log.warn({ problems: checked.problems }, "invalid deployment configuration: the portal will show its startup error page");
  const sessions = new SessionRegistry(db.db, db, { cacheMs: settings.sessionCacheMs, logger: log });
  const tokens = new TokenService(
    () => (settings.jwtSecret ? Promise.resolve(settings.jwtSecret) : loadOrCreateSecret(db.db, "jwt", now)),
    settings,
    now,
    sessions,
  );
  return {
    db: db.db,
    settings,
    now,
    logger: log,
    tokens,
    mailbox: new Mailbox(db.db, now),
    deployment: checked.ok ? checked.config : DEFAULT_DEPLOYMENT,
    rawDeployment,
    events: events ?? createDatabaseOrderEvents(db, log),
    sessions,
  };
}

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  return createAppFromDeps(createDeps(options));
}

export function createAppFromDeps(deps: AppDeps): Hono<AppEnv> {
  const { logger, settings } = deps;
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    logger.debug(
      { request_id: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  app.use("*", securityHeaders(deps.rawDeployment));
  const compression = compress();
  app.use("*", async (c, next) => {
    // The live channel must not be wrapped by compression.
    if (c.req.path === "/ws") return next();
    return compression(c, next);
  });
  app.use(
    "*",
    bodyLimit({
      maxSize: settings.bodyLimitBytes,
      onError: (c) => errorJson(c, 413, "Payload too large", COMMON_ERROR_KEYS.payloadTooLarge),
    }),
  );
  for (const prefix of ["/identity/*", "/orders/*", "/hurrier/*"]) {
    app.use(prefix, async (c, next) => {
      await next();
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    });
  }

  // Path and query parameters of every documented route outside the orders service (which checks
  // its own after authorization) against the contract, before any handler.
  checkRouteInput(
    app,
    ROUTES.filter((r) => r.service !== "orders"),
    servedPaths,
  );

  app.route("/", healthRoutes());
  app.route("/", deploymentRoutes(deps));
  app.route("/", manifestRoutes(deps));
  app.route("/", flagRoutes(deps));
  app.route("/", mailboxPageRoutes(deps));
  app.route("/map", mapRoutes());
  app.route("/api-docs", apiDocsRoutes());
  app.route("/identity/v1", identityRoutes(deps));
  app.route("/identity/v1", mailboxApiRoutes(deps));
  const orders = ordersServiceRoutes(deps);
  app.route("/orders/api/v1", orders);
  app.route("/hurrier/api/v1", orders);
  // Issue 3: request flow, payments (and the 3-D Secure page at /payments/3ds/{id}), vouchers.
  mountRequestPlatform(app, deps);
  // /ws: the live channel is mounted by main.ts (live/channel.ts) once @hono/node-ws is attached
  // to the HTTP server; everything else falls through to the SPA below.

  app.notFound(spaFallback(deps));

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.body, err.status);
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      if (status === 413) return errorJson(c, 413, "Payload too large", COMMON_ERROR_KEYS.payloadTooLarge);
      if (status < 500) return errorJson(c, status, err.message || "Invalid request", COMMON_ERROR_KEYS.invalidRequest);
    }
    // Never the path, the query or the body: they are the caller's input. The route pattern says
    // where, the request id ties the line to the answer, and the logger's err serializer keeps a
    // database error's SQL, parameters and detail out (see ./logger).
    const requestId = c.get("requestId");
    logger.error({ err, request_id: requestId, method: c.req.method, route: c.req.routePath }, "unhandled error");
    return c.json({ message: "Internal error", translation_key: COMMON_ERROR_KEYS.internal, request_id: requestId } satisfies ErrorBody, 500);
  });

  return app;
}
