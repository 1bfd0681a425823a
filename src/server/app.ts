// The reference platform as one Hono app: identity, the orders service (mounted at /orders/api/v1
// and /hurrier/api/v1), flags, asset manifest, deployment, demo mailbox (outside production), health
// and the built portal with its SPA fallback. Every call is mounted from its declaration in the
// contract (src/domain/contract/endpoints, via http/mount.ts), which checks its authorization,
// path and query parameters and body before the handler. Security headers, body limit and compression apply
// everywhere; API answers are never cached; every error answer is {message, translation_key}. Every
// request gets an id (X-Request-Id), which an internal error is logged under and answered with. The
// clock is injected so tests can expire links and tokens.
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { DEFAULT_DEPLOYMENT, validateDeployment } from "../config/deployment";
import { deploymentFromEnv } from "../config/deployment-env";
import { BULK_MESSAGES, BULK_TEXTS } from "../domain/bulk/messages";
import { COMMON_ERROR_KEYS, type ErrorBody } from "../domain/contract/common";
import { SERVICES } from "../domain/contract/endpoints";
import type { AppDeps, AppEnv } from "./context";
import type { Database } from "./db/database";
import { requireAuth } from "./http/auth";
import { ApiError, errorJson } from "./http/errors";
import { mounter } from "./http/mount";
import { isPrebuilt } from "./http/prebuilt";
import { API_SECURITY_HEADER_LIST, securityHeaders } from "./http/security";
import { createDatabaseOrderEvents, type OrderEvents } from "./live/order-events";
import { createLogger, type Logger } from "./logger";
import { Mailer } from "./mail/mailer";
import { apiDocsRoutes } from "./modules/api-docs/routes";
import { BULK_UPLOAD_BODY_MAX_BYTES, isBulkUploadPath, mountBulkRoutes } from "./modules/bulk/routes";
import { mountDeploymentRoutes } from "./modules/deployment/routes";
import { mountFlagRoutes } from "./modules/flags/routes";
import { healthRoutes } from "./modules/health/routes";
import { HELP_PAGE_PREFIX, helpPageFraming, mountHelpCentre } from "./modules/help-centre/routes";
import { demoActionsOf } from "./modules/identity/mails";
import { mountIdentityRoutes } from "./modules/identity/routes";
import { mountLegalRoutes } from "./modules/legal/routes";
import { Mailbox } from "./modules/mailbox/repository";
import { mailboxPageRoutes, mountMailboxApi } from "./modules/mailbox/routes";
import { mountManifestRoutes } from "./modules/manifest/routes";
import { mountMapRoutes } from "./modules/map/routes";
import { mountRequestPlatform } from "./modules/order-create/request-service";
import { OrderListCache } from "./modules/orders/list-cache";
import { mountOrdersService } from "./modules/orders/routes";
import { mountPublicTracking, PUBLIC_STREAM_PATH } from "./modules/public-tracking/routes";
import { spaFallback } from "./modules/static/spa";
import { VendorAccessCache } from "./modules/vendors/access-cache";
import { loadOrCreateSecret } from "./security/secrets";
import { SessionRegistry } from "./security/sessions";
import { TokenService } from "./security/tokens";
import { demoMailboxOn, readSettings, type ServerEnv } from "./settings";

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

/** Paths of the platform's APIs (identity, orders service, flags, public tracking, help centre, demo mailbox). */
const NO_STORE_PATH = /^\/(identity|orders|hurrier|flags|tracking-api|conditions-api|mailbox)(\/|$)/;

export function createDeps({ db, env, now = Date.now, logger, events }: CreateAppOptions): AppDeps {
  const settings = readSettings(env);
  const log = logger ?? createLogger(settings.logLevel);
  const rawDeployment = deploymentFromEnv(env);
  const checked = validateDeployment(rawDeployment);
  if (!checked.ok) log.warn({ problems: checked.problems }, "invalid deployment configuration: the portal will show its startup error page");
  const sessions = new SessionRegistry(db.db, db, { cacheMs: settings.sessionCacheMs, logger: log });
  if (settings.adminKeyGenerated)
    log.warn({ adminKey: settings.adminKey }, "ADMIN_KEY is not set: generated a random admin key for this run (X-Admin-Key of PUT /flags/{region})");
  const tokens = new TokenService(
    () => (settings.jwtSecret ? Promise.resolve(settings.jwtSecret) : loadOrCreateSecret(db.db, "jwt", now)),
    settings,
    now,
    sessions,
  );
  const mailbox = new Mailbox(db.db, now);
  const deployment = checked.ok ? checked.config : DEFAULT_DEPLOYMENT;
  const orderLists = new OrderListCache(db.db, db, now, deployment.timezone, log);
  const changes = events ?? createDatabaseOrderEvents(db, log);
  // Every writer publishes after its commit: this instance forgets the order's lists before the
  // writer answers (the database's NOTIFY tells every instance too, whoever wrote).
  const bus: OrderEvents = {
    publish: (orderId) => {
      orderLists.orderChanged(orderId);
      return changes.publish(orderId);
    },
    subscribe: (listener) => changes.subscribe(listener),
    ready: () => changes.ready(),
    close: async () => {
      await orderLists.close();
      await changes.close();
    },
  };
  return {
    db: db.db,
    settings,
    now,
    logger: log,
    tokens,
    mailer: new Mailer({
      settings,
      logger: log,
      onCaught: async (mail) => {
        await mailbox.store({ ...mail, ...demoActionsOf(mail.text) });
      },
    }),
    mailbox,
    deployment,
    rawDeployment,
    events: bus,
    sessions,
    vendorAccess: new VendorAccessCache(db.db, bus, sessions, now),
    orderLists,
  };
}

export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  return createAppFromDeps(createDeps(options));
}

export function createAppFromDeps(deps: AppDeps): Hono<AppEnv> {
  const { logger, settings } = deps;
  const app = new Hono<AppEnv>();

  const logRequests = logger.isLevelEnabled("debug");
  app.use("*", async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    if (logRequests)
      logger.debug(
      { request_id: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  // Outside the security headers: the help page may be framed by its portal origin (issue 13).
  app.use(`${HELP_PAGE_PREFIX}*`, helpPageFraming());
  // Hono's security headers after the handler, except on an answer built whole with them (http/prebuilt.ts):
  // an API's answer gets the API's set unless it is a document (the demo mailbox's page), everything
  // else (the portal, its files, the platform's own pages) the page's (http/security.ts).
  const pageSecurity = securityHeaders(deps.rawDeployment, "page");
  const apiSecurity = securityHeaders(deps.rawDeployment, "api");
  const afterHandler = async () => {};
  app.use("*", async (c, next) => {
    await next();
    if (isPrebuilt(c.res)) return;
    const api = NO_STORE_PATH.test(c.req.path) && !c.res.headers.get("Content-Type")?.startsWith("text/html");
    await (api ? apiSecurity : pageSecurity)(c, afterHandler);
  });
  // What an answer of an API path gets from this middleware besides its request id, for the answers
  // built whole (the hot reads, JSON): the API's security headers, no-store, Vary.
  const prebuiltHeaders: Readonly<Record<string, string>> = Object.freeze({
    ...Object.fromEntries(API_SECURITY_HEADER_LIST),
    "Cache-Control": "no-store",
    Vary: "Accept-Encoding",
  });
  // No API answer may be kept by a browser or proxy cache, errors and 404s included. The header is
  // set before the handlers run (a prepared header: every answer built with c.json/c.body/c.html
  // carries it unless the handler sets its own), and this middleware sits outside compression on
  // purpose: compress() rebuilds the response from its body (c.header("Vary") on a finalized
  // answer), and under @hono/node-server that rebuild drops any header added afterwards with
  // c.res.headers.set, which is how a "set it after next()" version inside compression lost it.
  app.use("*", async (c, next) => {
    if (!NO_STORE_PATH.test(c.req.path)) return next();
    c.header("Cache-Control", "no-store");
    c.set("prebuiltHeaders", prebuiltHeaders);
    await next();
    if (!isPrebuilt(c.res) && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  const compression = compress();
  app.use("*", async (c, next) => {
    // The live channel must not be wrapped by compression.
    if (c.req.path === "/ws" || PUBLIC_STREAM_PATH.test(c.req.path)) return next();
    // Prepared here, so compress() finds it and leaves an answer it does not compress (no
    // Accept-Encoding, under 1 KB) as it is: its own c.header("Vary") on a finalized answer rebuilds
    // the response from a ReadableStream of its body, which @hono/node-server then streams chunk by
    // chunk instead of writing the string at once (issue 14: a third of the CPU of an authorized
    // read under load). A handler may still set its own Vary; compress() then appends to it.
    c.header("Vary", "Accept-Encoding");
    // compress() does its work after the handler (with nothing before it), so it runs then, and not
    // on an answer built whole (already encoded as the client accepts; Vary included).
    await next();
    if (!isPrebuilt(c.res)) await compression(c, afterHandler);
  });
  const generalLimit = bodyLimit({
    maxSize: settings.bodyLimitBytes,
    onError: (c) => errorJson(c, 413, "Payload too large", COMMON_ERROR_KEYS.payloadTooLarge),
  });
  // The bulk upload takes a file of up to 5 MB (and the multipart envelope around it); refused by
  // Content-Length, or while streaming, before the handler reads anything.
  const bulkUploadLimit = bodyLimit({ maxSize: BULK_UPLOAD_BODY_MAX_BYTES, onError: (c) => errorJson(c, 413, BULK_TEXTS[BULK_MESSAGES.fileTooLarge], BULK_MESSAGES.fileTooLarge) });
  // GET and HEAD carry no body (@hono/node-server never reads one for them), and asking for it
  // (bodyLimit reads c.req.raw.body) builds a full undici Request per call: skipped for them.
  app.use("*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return isBulkUploadPath(c.req.path) ? bulkUploadLimit(c, next) : generalLimit(c, next);
  });

  const mount = mounter(app, deps);
  // Pages, not calls: the liveness probe and the API reference.
  app.route("/", healthRoutes());
  app.route("/api-docs", apiDocsRoutes());
  mountDeploymentRoutes(mount, deps);
  // Issue 13: the terms download.
  mountLegalRoutes(mount, deps);
  mountManifestRoutes(mount, deps);
  mountFlagRoutes(mount, deps);
  // The demo mailbox exists only outside production (and not with MAILBOX=off): not mounted, its
  // paths answer 404 like any unknown platform path.
  if (demoMailboxOn(settings)) {
    app.route("/", mailboxPageRoutes(deps));
    mountMailboxApi(mount, deps);
  }
  mountMapRoutes(app, mount);
  mountIdentityRoutes(mount, deps);
  // The orders service before the request flow: PUT /order/cancel is registered ahead of
  // PUT /order/{orderId}, which would otherwise take "cancel" for an order id.
  mountOrdersService(mount, deps);
  // Issue 3: request flow, payments (and the 3-D Secure page at /payments/3ds/{id}), vouchers.
  const requestServices = mountRequestPlatform(app, mount, deps);
  // Issue 10: bulk orders from a spreadsheet.
  mountBulkRoutes(mount, deps, requestServices);
  // Issue 12: public tracking links, their event stream and the delivery receipt.
  mountPublicTracking(app, mount, deps);
  // Issue 13: the hc token and the help-centre service (init, help page, support requests).
  mountHelpCentre(app, mount, deps);
  // Any other path of the orders service is 401 without authorization, before its 404: a stranger
  // learns nothing about which paths exist. Registered after the declared routes, so it only runs
  // where none answered (they check their own authorization).
  for (const base of [SERVICES.orders.base, ...(SERVICES.orders.aliases ?? [])]) app.all(`${base}/*`, requireAuth(deps.tokens));
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
