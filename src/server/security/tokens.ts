// Signed JWTs (HS256 via jose, algorithm, issuer, audience and expiry verified on an injected
// clock): access and id tokens of signed-in users, guest tokens, and GODROID external-platform
// tokens. Who a request acts for is a Principal.
//
// Revocation (issue 8): a user's access token carries the id of its session (claim `sid`, the family
// of its refresh tokens), and so does every GODROID token minted with it; verifying such a token asks
// the SessionCheck whether that session is revoked. Logout, refresh-token reuse and a password reset
// revoke the session, so its access tokens and the GODROID tokens minted in it stop working at once
// (a GODROID token lives no longer than the session that minted it). A token without `sid` is refused.
// Guest tokens are not revocable: a guest has no session and no refresh token to log out with, a
// guest token reaches only the orders that guest placed, and it lives GUEST_TOKEN_TTL (24 h); the
// portal forgets it on logout and the live channel closes a guest socket when the token expires.
import { randomUUID } from "node:crypto";
import { errors, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { ServerSettings } from "../settings";

export const ISSUER = "rrp-identity";
export const AUDIENCE_API = "rrp-api";
export const AUDIENCE_ID = "rrp-portal";
export const AUDIENCE_PLATFORM = "rrp-platform";
export const AUDIENCE_HELP_CENTRE = "rrp-help-centre";
/** Lifetime of a help-centre (hc) token: one hour (the portal refreshes it 5 minutes before). */
export const HC_TOKEN_TTL = 3600;

/** Whom an hc token speaks for: a signed-in user acting for one vendor, within a session. */
export type HelpCentrePrincipal = { userId: string; email: string; vendorId: string; sessionId: string; expires: number };
const ALG = "HS256";

export type Principal = (
  | { kind: "user"; userId: string; email: string; sessionId: string }
  | { kind: "guest"; guestId: string }
  /** GODROID: acts for the vendors of its platform_tokens, within the session that minted it. */
  | { kind: "platform"; vendorIds: string[]; userId: string | null; sessionId: string }
) & {
  /** When the token expires (unix seconds): the live channel closes the socket then. */
  expires: number;
};

/** Whether a session was revoked (SessionRegistry). */
export type SessionCheck = { isRevoked(sessionId: string): Promise<boolean> };

/** Why a token is refused: not a token of ours (or malformed), past its expiry, or of a revoked session. */
export type TokenProblem = "invalid" | "expired" | "revoked";
export type TokenCheck = { ok: true; principal: Principal } | { ok: false; problem: TokenProblem };

const refused = (problem: TokenProblem): TokenCheck => ({ ok: false, problem });

export type SignedToken = { token: string; expires: number };
export type TokenUser = { id: string; email: string };

/** Verified tokens remembered at most (the oldest are forgotten first). */
const MAX_VERIFIED = 10_000;

export class TokenService {
  private key: Promise<Uint8Array> | undefined;
  private readonly verified = new Map<string, { payload: JWTPayload; exp: number }>();

  constructor(
    private readonly loadSecret: () => Promise<string>,
    private readonly settings: Pick<ServerSettings, "accessTokenTtl" | "guestTokenTtl" | "platformTokenTtl">,
    private readonly now: () => number,
    private readonly sessions: SessionCheck,
  ) {}

  private secret(): Promise<Uint8Array> {
    this.key ??= this.loadSecret().then((s) => new TextEncoder().encode(s));
    this.key.catch(() => {
      this.key = undefined;
    });
    return this.key;
  }

  private async sign(claims: Record<string, unknown>, subject: string, audience: string, ttl: number): Promise<SignedToken> {
    const iat = Math.floor(this.now() / 1000);
    const expires = iat + ttl;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: ALG, typ: "JWT" })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(subject)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(expires)
      .sign(await this.secret());
    return { token, expires };
  }

  /**
   * The verified payload, or why the token is refused ("expired" only for a token that is ours in every other way).
   * A token that verified is remembered until its expiry (issue 14: the signature check is the largest
   * cost of an authorized read): the same string under the same key and audience verifies the same way,
   * so only its expiry is checked again on the injected clock. Revocation is checked by the callers on
   * every use, cached or not. Refused tokens are never remembered.
   */
  private async verify(token: string, audience: string) {
    const key = `${audience}\u0000${token}`;
    const hit = this.verified.get(key);
    if (hit) {
      if (hit.exp > Math.floor(this.now() / 1000)) return { payload: hit.payload };
      this.verified.delete(key);
      return { problem: "expired" as TokenProblem };
    }
    const result = await this.verifySignature(token, audience);
    if (result.payload && typeof result.payload.exp === "number") {
      if (this.verified.size >= MAX_VERIFIED) {
        const oldest = this.verified.keys().next().value;
        if (oldest !== undefined) this.verified.delete(oldest);
      }
      this.verified.set(key, { payload: result.payload, exp: result.payload.exp });
    }
    return result;
  }

  private async verifySignature(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: [ALG],
        issuer: ISSUER,
        audience,
        currentDate: new Date(this.now()),
        requiredClaims: ["exp", "sub"],
      });
      return { payload };
    } catch (err) {
      // jose checks the signature, issuer and audience before the expiry.
      return { problem: (err instanceof errors.JWTExpired ? "expired" : "invalid") as TokenProblem };
    }
  }

  /** The principal unless its session was revoked. */
  private async live(principal: Principal & { sessionId: string }): Promise<TokenCheck> {
    return (await this.sessions.isRevoked(principal.sessionId)) ? refused("revoked") : { ok: true, principal };
  }

  /** A signed-in user's access token, bound to the session `sessionId` (the family of its refresh tokens). */
  accessToken(user: TokenUser, sessionId: string) {
    return this.sign(
      { email: user.email, role: "vendor", token_use: "access", sid: sessionId },
      user.id,
      AUDIENCE_API,
      this.settings.accessTokenTtl,
    );
  }

  idToken(user: TokenUser) {
    return this.sign({ email: user.email, email_verified: true, token_use: "id" }, user.id, AUDIENCE_ID, this.settings.accessTokenTtl);
  }

  guestToken() {
    return this.sign({ role: "guest", token_use: "access" }, `guest:${randomUUID()}`, AUDIENCE_API, this.settings.guestTokenTtl);
  }

  /**
   * A GODROID token: payload platform_tokens [{vendor_id, token}] where token is a vendor-scoped JWT;
   * it belongs to the session of the user who minted it (sid), and dies with it.
   */
  async platformToken(user: TokenUser, vendorId: string, sessionId: string) {
    const ttl = this.settings.platformTokenTtl;
    const inner = await this.sign({ vendor_id: vendorId, token_use: "vendor", sid: sessionId }, user.id, AUDIENCE_PLATFORM, ttl);
    return this.sign(
      { role: "platform", platform_tokens: [{ vendor_id: vendorId, token: inner.token }], sid: sessionId },
      user.id,
      AUDIENCE_PLATFORM,
      ttl,
    );
  }

  /** A help-centre token for the vendor, bound to the user's session (a logout revokes it). */
  helpCentreToken(user: TokenUser, vendorId: string, sessionId: string) {
    return this.sign({ email: user.email, vendor_id: vendorId, token_use: "help-centre", sid: sessionId }, user.id, AUDIENCE_HELP_CENTRE, HC_TOKEN_TTL);
  }

  /** A help-centre token of a live session, or why it is refused. */
  async checkHelpCentre(token: string): Promise<{ ok: true; principal: HelpCentrePrincipal } | { ok: false; problem: TokenProblem }> {
    const verified = await this.verify(token, AUDIENCE_HELP_CENTRE);
    if (!verified.payload) return { ok: false, problem: verified.problem };
    const p = verified.payload;
    if (p.token_use !== "help-centre" || !p.sub || typeof p.exp !== "number") return { ok: false, problem: "invalid" };
    if (typeof p.vendor_id !== "string" || typeof p.email !== "string" || typeof p.sid !== "string" || !p.sid) return { ok: false, problem: "invalid" };
    if (await this.sessions.isRevoked(p.sid)) return { ok: false, problem: "revoked" };
    return { ok: true, principal: { userId: p.sub, email: p.email, vendorId: p.vendor_id, sessionId: p.sid, expires: p.exp } };
  }

  /** Bearer tokens: a user's access token (of a live session) or a guest token. */
  async checkBearer(token: string): Promise<TokenCheck> {
    const verified = await this.verify(token, AUDIENCE_API);
    if (!verified.payload) return refused(verified.problem);
    const p = verified.payload;
    if (!p.sub || typeof p.exp !== "number") return refused("invalid");
    if (p.role === "guest") return { ok: true, principal: { kind: "guest", guestId: p.sub, expires: p.exp } };
    if (p.role === "vendor" && typeof p.email === "string" && typeof p.sid === "string" && p.sid)
      return this.live({ kind: "user", userId: p.sub, email: p.email, sessionId: p.sid, expires: p.exp });
    return refused("invalid");
  }

  /** ExternalPlatform tokens (GODROID) of a live session. */
  async checkPlatform(token: string): Promise<TokenCheck> {
    const verified = await this.verify(token, AUDIENCE_PLATFORM);
    if (!verified.payload) return refused(verified.problem);
    const p = verified.payload;
    if (!p.sub || typeof p.exp !== "number" || p.role !== "platform" || !Array.isArray(p.platform_tokens)) return refused("invalid");
    if (typeof p.sid !== "string" || !p.sid) return refused("invalid");
    const vendorIds = (p.platform_tokens as unknown[])
      .map((t) => (t && typeof t === "object" ? (t as { vendor_id?: unknown }).vendor_id : undefined))
      .filter((id): id is string => typeof id === "string" && id.length > 0);
    if (!vendorIds.length) return refused("invalid");
    return this.live({ kind: "platform", vendorIds, userId: p.sub, sessionId: p.sid, expires: p.exp });
  }

  async verifyBearer(token: string): Promise<Principal | null> {
    const check = await this.checkBearer(token);
    return check.ok ? check.principal : null;
  }

  async verifyPlatform(token: string): Promise<Principal | null> {
    const check = await this.checkPlatform(token);
    return check.ok ? check.principal : null;
  }
}
