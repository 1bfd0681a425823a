// Identity routes under /identity/v1. The refresh token travels in the HttpOnly, SameSite=Strict
// cookie rrp_refresh (Path=/identity/v1) so page scripts never read it; it is also in the login
// answer's meta as the contract says.
import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  ForgotPasswordRequestSchema,
  LOGIN_ERROR_MESSAGES,
  LoginRequestSchema,
  loginErrorKey,
  PASSWORD_RESET_ERRORS,
  PlatformTokenRequestSchema,
  REFRESH_COOKIE_NAME,
  RefreshRequestSchema,
  REGISTRATION_ERRORS,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from "../../../domain/contract/identity";
import type { ValidationIssue } from "../../../domain/contract/common";
import type { AppDeps, AppEnv } from "../../context";
import { principalOf, requireUser } from "../../http/auth";
import { clientIp } from "../../http/client-ip";
import { ApiError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { type InvalidMapper, parseBody, parseWith, readJson } from "../../http/validate";
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

export function identityRoutes(deps: AppDeps) {
  const service = new IdentityService(deps);
  const { settings } = deps;
  const limiter = new RateLimiter(settings.identityRateLimit, 5 * 60 * 1000, deps.now);
  const app = new Hono<AppEnv>();

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
    c.header("Cache-Control", "no-store");
    return c.json(session.answer);
  };

  const clearCookie = (c: Context<AppEnv>) =>
    deleteCookie(c, REFRESH_COOKIE_NAME, { path: COOKIE_PATH, httpOnly: true, sameSite: "Strict", secure: secureCookie(c) });

  /** Per-IP limit on the identity calls that send mails or create accounts. */
  const limited = (name: string) => async (c: Context<AppEnv>, next: () => Promise<void>) => {
    if (!limiter.consume(`${name}|${clientIp(c, settings.trustProxy)}`))
      throw new ApiError(429, "Too many requests", "error.too-many-requests");
    await next();
  };

  const refreshTokenOf = async (c: Context<AppEnv>) => {
    const body = parseWith(RefreshRequestSchema, (await readJson(c, invalidLogin, {})) ?? {}, invalidLogin);
    return body.refresh_token || getCookie(c, REFRESH_COOKIE_NAME);
  };

  app.post("/login", async (c) => {
    const body = await parseBody(c, LoginRequestSchema, invalidLogin);
    return answerSession(c, await service.login(body.email, body.password, clientIp(c, settings.trustProxy)));
  });

  app.post("/refresh", async (c) => {
    try {
      return answerSession(c, await service.refresh(await refreshTokenOf(c)));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) clearCookie(c);
      throw err;
    }
  });

  app.post("/logout", async (c) => {
    const principal = await principalOf(deps.tokens, c.req.header("authorization"));
    await service.logout(await refreshTokenOf(c).catch(() => getCookie(c, REFRESH_COOKIE_NAME)), principal);
    clearCookie(c);
    return c.body(null, 204);
  });

  app.post("/register", limited("register"), async (c) => {
    const body = await parseBody(c, RegisterRequestSchema, invalidRegistration);
    await service.register(body, origin(c));
    return c.json({ message: "registration.success" as const }, 201);
  });

  app.get("/verify", async (c) => {
    const result = await service.verify(c.req.query("token"));
    c.header("Cache-Control", "no-store");
    return c.redirect(`/connect?verified=${result}`, 302);
  });

  app.post("/forgot-password", limited("forgot-password"), async (c) => {
    const body = await parseBody(c, ForgotPasswordRequestSchema);
    await service.forgotPassword(body.email);
    return c.json({ message: "password-reset.code-sent" as const }, 202);
  });

  app.post("/reset-password", limited("reset-password"), async (c) => {
    const body = await parseBody(c, ResetPasswordRequestSchema, invalidReset);
    await service.resetPassword(body);
    return c.json({ message: "password-reset.success" as const });
  });

  app.post("/guest", limited("guest"), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await service.guest());
  });

  app.post("/platform-token", requireUser(deps.tokens), async (c) => {
    const body = await parseBody(c, PlatformTokenRequestSchema);
    return c.json({ token: await service.platformToken(c.get("principal"), body.vendor_id) });
  });

  return app;
}
