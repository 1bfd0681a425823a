// Identity routes under /identity/v1. The refresh token travels in the HttpOnly, SameSite=Strict
// cookie rrp_refresh (Path=/identity/v1) so page scripts never read it; it is also in the login
// answer's meta as the contract says.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ValidationIssue } from "../../../domain/contract/common";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { LOGIN_ERROR_MESSAGES, loginErrorKey, PASSWORD_RESET_ERRORS, REFRESH_COOKIE_NAME, REGISTRATION_ERRORS, SIGNED_IN_HINT_COOKIE } from "../../../domain/contract/identity";
import type { AppDeps, AppEnv } from "../../context";
import { principalOf } from "../../http/auth";
import { clientIp } from "../../http/client-ip";
import { ApiError } from "../../http/errors";
import type { Mount } from "../../http/mount";
import { RateLimiter } from "../../http/rate-limit";
import type { InvalidMapper } from "../../http/validate";
import { IdentityService, type Session } from "./handlers";

const COOKIE_PATH = "/identity/v1";

const invalidLogin: InvalidMapper = () => ({
  message: LOGIN_ERROR_MESSAGES.invalidParameter,
  translationKey: loginErrorKey(LOGIN_ERROR_MESSAGES.invalidParameter),
});

/** The first issue whose message is one of `keys` decides the answer; `fallback` otherwise. */
const keyedInvalid =
  (messages: Record<string, string>, fallback: string): InvalidMapper =>
  (issues: ValidationIssue[]) => {
    const key = issues.map((i) => i.message).find((m) => m in messages) ?? fallback;
    return { message: messages[key], translationKey: key };
  };

const invalidRegistration = keyedInvalid(REGISTRATION_ERRORS, "registration.error.generic");
const invalidReset = keyedInvalid(PASSWORD_RESET_ERRORS, "password-reset.error.code-invalid");

export function mountIdentityRoutes(mount: Mount, deps: AppDeps) {
  const service = new IdentityService(deps);
  const { settings } = deps;
  const limiter = new RateLimiter(settings.identityRateLimit, 5 * 60 * 1000, deps.now);

  /**
   * Whether the refresh cookie gets Secure: always in production (the portal is served over HTTPS
   * there, and a cookie without Secure would also travel over a plain-HTTP request), otherwise when
   * the request came over HTTPS, directly or through the trusted proxy (its X-Forwarded-Proto; the
   * last value is the one the proxy next to us wrote).
   */
  const secureCookie = (c: Context<AppEnv>) => {
    if (settings.production || new URL(c.req.url).protocol === "https:") return true;
    const proto = c.req.header("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
    return settings.trustProxy && proto === "https";
  };

  const origin = (c: Context<AppEnv>) => settings.publicUrl ?? new URL(c.req.url).origin;

  const answerSession = (c: Context<AppEnv>, session: Session) => {
    setCookie(c, REFRESH_COOKIE_NAME, session.refreshToken, {
      httpOnly: true,
      sameSite: "Strict",
      path: COOKIE_PATH,
      secure: secureCookie(c),
      maxAge: settings.refreshTokenTtl,
    });
    // A hint, not a credential: this browser holds a session, so `/` answers the plain index.html
    // rather than the prerendered signed-out landing (spa.ts), which a signed-in user would otherwise see
    // until the scripts send them to the request page. The refresh cookie itself is only sent to
    // /identity/v1.
    setCookie(c, SIGNED_IN_HINT_COOKIE, "1", { httpOnly: true, sameSite: "Strict", path: "/", secure: secureCookie(c), maxAge: settings.refreshTokenTtl });
    c.header("Cache-Control", "no-store");
    return c.json(session.answer);
  };

  const clearCookie = (c: Context<AppEnv>) => {
    deleteCookie(c, REFRESH_COOKIE_NAME, { path: COOKIE_PATH, httpOnly: true, sameSite: "Strict", secure: secureCookie(c) });
    deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: "/", httpOnly: true, sameSite: "Strict", secure: secureCookie(c) });
  };

  /** Per-IP limit on the identity calls that send mails or create accounts (counted before the body is read). */
  const limited = (name: string) => (c: Context<AppEnv>) => {
    if (!limiter.consume(`${name}|${clientIp(c, settings.trustProxy)}`))
      throw new ApiError(429, "Too many requests", "error.too-many-requests");
  };

  /** The refresh token: the body's when it has one, else the cookie's. */
  const refreshTokenOf = (c: Context<AppEnv>, body: { refresh_token?: string } | undefined) => body?.refresh_token || getCookie(c, REFRESH_COOKIE_NAME);

  mount(
    ENDPOINTS.login,
    async ({ body }, c) => answerSession(c, await service.login(body.email, body.password, clientIp(c, settings.trustProxy))),
    { invalidBody: invalidLogin },
  );

  mount(
    ENDPOINTS.refresh,
    async ({ body }, c) => {
      try {
        return answerSession(c, await service.refresh(refreshTokenOf(c, body)));
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) clearCookie(c);
        throw err;
      }
    },
    { invalidBody: invalidLogin },
  );

  // A body logout cannot read is ignored: signing out must work whatever it is sent.
  mount(
    ENDPOINTS.logout,
    async ({ body }, c) => {
      const principal = await principalOf(deps.tokens, c.req.header("authorization"));
      await service.logout(refreshTokenOf(c, body), principal);
      clearCookie(c);
      return c.body(null, 204);
    },
    { lenientBody: true },
  );

  mount(
    ENDPOINTS.register,
    async ({ body }, c) => {
      await service.register(body, origin(c));
      return { message: "registration.success" as const };
    },
    { checks: [limited("register")], invalidBody: invalidRegistration },
  );

  mount(ENDPOINTS.verifyEmail, async ({ query }, c) => {
    const result = await service.verify(query.token);
    c.header("Cache-Control", "no-store");
    return c.redirect(`/connect?verified=${result}`, 302);
  });

  mount(
    ENDPOINTS.forgotPassword,
    async ({ body }) => {
      await service.forgotPassword(body.email);
      return { message: "password-reset.code-sent" as const };
    },
    { checks: [limited("forgot-password")] },
  );

  mount(
    ENDPOINTS.resetPassword,
    async ({ body }) => {
      await service.resetPassword(body);
      return { message: "password-reset.success" as const };
    },
    { checks: [limited("reset-password")], invalidBody: invalidReset },
  );

  mount(
    ENDPOINTS.guestToken,
    async (_input, c) => {
      c.header("Cache-Control", "no-store");
      return service.guest();
    },
    { checks: [limited("guest")] },
  );

  mount(ENDPOINTS.platformToken, async ({ body, principal }) => ({ token: await service.platformToken(principal, body.vendor_id) }));
}
