// The help centre on the reference platform (second file §3, §4, §7): the vendor's hc token on the
// orders service, and the help-centre service of the region: the init call verifies the token and
// opens a help session (the one portal origin that may frame its page), the help page and its
// script, and the support requests the page files and lists with the token the bridge granted it.
// In this single process the help-centre service answers on the platform's own origin (or on the
// host named by HELP_CENTRE_HOST, which may be another name of this server: e2e uses localhost
// while the portal runs on 127.0.0.1, so the bridge works across origins).
import type { Context, Hono, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { HELP_CENTRE_ERROR_KEYS } from "../../../domain/contract/help-centre";
import { HELP_CENTRE_ENDPOINTS as ENDPOINTS } from "../../../domain/contract/endpoints/help-centre";
import { originOf } from "../../../domain/help-centre";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError } from "../../http/errors";
import { escapeHtml, htmlPage } from "../../http/html";
import { type Mount, mountHandlers } from "../../http/mount";
import { HC_TOKEN_TTL, type HelpCentrePrincipal } from "../../security/tokens";
import { VendorRepository } from "../vendors/repository";
import { helpLocale } from "./articles";
import { BRIDGE_SCRIPT } from "./bridge-script";
import { HELP_SCRIPT_PATH, helpPage } from "./page";
import { HelpCentreRepository } from "./repository";

/** Response header by which the page handler names the origin that may frame it (removed by helpPageFraming). */
const FRAME_ANCESTOR_HEADER = "x-rrp-frame-ancestor";

const tokenInvalid = () => new ApiError(401, "Invalid help-centre token", HELP_CENTRE_ERROR_KEYS.token);

/**
 * Registered before the security headers (so it runs after them on the way out): the help page may
 * be framed by the portal origin of its session, so X-Frame-Options goes and frame-ancestors names it.
 */
export const helpPageFraming = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  const ancestor = c.res.headers.get(FRAME_ANCESTOR_HEADER);
  if (!ancestor) return;
  c.res.headers.delete(FRAME_ANCESTOR_HEADER);
  c.res.headers.delete("X-Frame-Options");
  const csp = c.res.headers.get("Content-Security-Policy");
  if (csp) c.res.headers.set("Content-Security-Policy", csp.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${ancestor}`));
};

/** The page is served under this prefix (helpPageFraming is registered on it). */
export const HELP_PAGE_PREFIX = "/help-centre/page/";

export function mountHelpCentre(app: Hono<AppEnv>, mount: Mount, deps: AppDeps) {
  const vendors = new VendorRepository(deps.db);
  const repo = new HelpCentreRepository(deps.db, deps.now);

  // The portal may call the help-centre service from another origin (no credentials: the token is in the body).
  app.use("/conditions-api/*", cors({ origin: "*", allowMethods: ["POST", "OPTIONS"], allowHeaders: ["content-type"], maxAge: 600 }));

  const hcPrincipal = async (c: Context<AppEnv>): Promise<HelpCentrePrincipal> => {
    const header = c.req.header("authorization") ?? "";
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m) throw tokenInvalid();
    const check = await deps.tokens.checkHelpCentre(m[1]);
    if (!check.ok) throw tokenInvalid();
    return check.principal;
  };

  mount(ENDPOINTS.getHcToken, async ({ params, principal }) => {
    const found = await vendors.find(params.id);
    if (!found) throw new ApiError(404, "vendor not found", "unable-to-fetch-vendor");
    if (!(await vendors.canAccess(principal, found.row))) throw new ApiError(403, "forbidden", "error.forbidden");
    const signed = await deps.tokens.helpCentreToken({ id: principal.userId, email: principal.email }, found.row.vendorId, principal.sessionId);
    return { result: { token: signed.token, expires_in: HC_TOKEN_TTL } };
  });

  mount(ENDPOINTS.helpCentreInit, async ({ body }, c) => {
    const check = await deps.tokens.checkHelpCentre(body.verification_token);
    if (!check.ok || check.principal.userId !== body.user_id) throw tokenInvalid();
    const own = new URL(c.req.url).origin;
    const portalOrigin = originOf(c.req.header("origin") ?? "") ?? own;
    const sessionId = await repo.openSession({
      vendorId: check.principal.vendorId,
      userId: check.principal.userId,
      locale: helpLocale(body.locale),
      portalOrigin,
    });
    return { url: `${own}${HELP_PAGE_PREFIX}${sessionId}` };
  });

  mountHandlers(app, ENDPOINTS.showHelpPage, async (c) => {
    c.header("Cache-Control", "no-store");
    const session = await repo.findSession(c.req.param("sessionId") ?? "");
    if (!session) {
      return c.html(htmlPage("Help centre", `<h1>Help centre</h1>\n<p>${escapeHtml("This help page has expired. Close it and open the help centre again.")}</p>`), 404);
    }
    const vendor = await vendors.find(session.vendorId);
    const q = (c.req.query("q") ?? "").slice(0, 100);
    c.header(FRAME_ANCESTOR_HEADER, session.portalOrigin);
    return c.html(
      helpPage({ sessionId: session.id, locale: session.locale === "da" ? "da" : "en", query: q, portalOrigin: session.portalOrigin, vendorName: vendor?.row.name ?? "" }),
    );
  });

  app.get(HELP_SCRIPT_PATH, (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(BRIDGE_SCRIPT);
  });

  mount(ENDPOINTS.createSupportRequest, async ({ body }, c) => {
    const who = await hcPrincipal(c);
    const filed = await repo.file({
      vendorId: who.vendorId,
      userId: who.userId,
      email: who.email,
      topic: body.topic,
      message: body.message,
      orderId: body.order_id ? body.order_id : null,
    });
    return { result: filed };
  });

  mount(ENDPOINTS.listSupportRequests, async (_input, c) => {
    const who = await hcPrincipal(c);
    return { result: await repo.list(who.vendorId) };
  });
}
