// Path and query parameters of every documented route are checked against the contract schemas the
// catalog declares for them (modules/api-docs/catalog.ts) before the route's handler runs, so no
// handler — and no SQL — sees a parameter the contract refuses (issue 8: "%00" in a path segment
// reached PostgreSQL and answered 500). The declarations the OpenAPI document is generated from are
// the ones enforced. A path parameter outside its schema names nothing: 404 with the parameter's
// not-found key (an HTML page on routes whose errors are pages). A query outside its schema is a
// 400 with issues, like a body.
import type { Hono, MiddlewareHandler } from "hono";
import * as v from "valibot";
import { COMMON_ERROR_KEYS } from "../../domain/contract/common";
import type { AppEnv } from "../context";
import { type DocRoute, fullPath } from "../modules/api-docs/catalog";
import { NAMED_SCHEMAS } from "../modules/api-docs/schemas";
import { ApiError } from "./errors";
import { htmlPage } from "./html";
import { parseWith } from "./validate";

/** OpenAPI's /vendor/{id} → Hono's /vendor/:id. */
export const honoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

const pathParamNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);

const notFoundPage = htmlPage("Not found", "<h1>Not found</h1>\n<p>There is nothing at this address.</p>");

/** The middleware that checks one route's path and query parameters; null when it has none. */
export function routeInputCheck(route: DocRoute): MiddlewareHandler<AppEnv> | null {
  const params = pathParamNames(route.path).map((name) => {
    const declared = route.params?.[name];
    // A parameter without a schema would reach its handler unchecked: refuse to start.
    if (!declared) throw new Error(`${route.method} ${fullPath(route)}: path parameter {${name}} has no schema in the catalog`);
    return { name, schema: NAMED_SCHEMAS[declared.schema], notFoundKey: declared.notFoundKey ?? COMMON_ERROR_KEYS.notFound };
  });
  const query = route.query ? NAMED_SCHEMAS[route.query] : undefined;
  if (!params.length && !query) return null;
  return async (c, next) => {
    for (const param of params) {
      if (v.is(param.schema, c.req.param(param.name))) continue;
      if (route.htmlErrors) return c.html(notFoundPage, 404);
      throw new ApiError(404, "Not found", param.notFoundKey);
    }
    if (query) parseWith(query, c.req.query());
    await next();
  };
}

/**
 * Registers the checks of `routes` on `app`, at the paths `pathsOf` gives (relative to where `app`
 * is mounted). Register them after the app's authorization middleware and before its handlers.
 */
export function checkRouteInput(app: Hono<AppEnv>, routes: readonly DocRoute[], pathsOf: (route: DocRoute) => string[]) {
  for (const route of routes) {
    const check = routeInputCheck(route);
    if (check) for (const path of pathsOf(route)) app.on(route.method, honoPath(path), check);
  }
}
