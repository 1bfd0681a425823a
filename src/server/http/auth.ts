// Authorization header of the portal, in its precedence: `ExternalPlatform <jwt>` (GODROID),
// `Bearer <AccessToken>;<IdToken>` or `Bearer <AccessToken>` (only the part before ';' is used),
// `Bearer <guestToken>`. The middleware puts the Principal on the context or answers 401 (also for
// the token of a revoked session).
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Principal, TokenCheck, TokenService } from "../security/tokens";
import { unauthorized } from "./errors";

export type ParsedAuthorization = { scheme: "bearer" | "external"; token: string };

export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const m = header?.trim().match(/^(Bearer|ExternalPlatform)\s+(\S.*)$/i);
  if (!m) return null;
  const scheme = m[1].toLowerCase() === "bearer" ? "bearer" : "external";
  const token = (scheme === "bearer" ? m[2].split(";")[0] : m[2]).trim();
  return token ? { scheme, token } : null;
}

/** The principal of an Authorization header value, or why there is none. */
export async function checkAuthorization(tokens: TokenService, header: string | undefined): Promise<TokenCheck> {
  const parsed = parseAuthorization(header);
  if (!parsed) return { ok: false, problem: "invalid" };
  return parsed.scheme === "bearer" ? tokens.checkBearer(parsed.token) : tokens.checkPlatform(parsed.token);
}

export async function principalOf(tokens: TokenService, header: string | undefined): Promise<Principal | null> {
  const check = await checkAuthorization(tokens, header);
  return check.ok ? check.principal : null;
}

/** Requires any valid principal (user, guest or external platform). */
export const requireAuth =
  (tokens: TokenService): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const principal = await principalOf(tokens, c.req.header("authorization"));
    if (!principal) throw unauthorized();
    c.set("principal", principal);
    await next();
  };
