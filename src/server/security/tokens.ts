// Signed JWTs (HS256 via jose, algorithm, issuer, audience and expiry verified on an injected
// clock): access and id tokens of signed-in users, guest tokens, and GODROID external-platform
// tokens. Who a request acts for is a Principal.
import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { ServerSettings } from "../settings";

export const ISSUER = "rrp-identity";
export const AUDIENCE_API = "rrp-api";
export const AUDIENCE_ID = "rrp-portal";
export const AUDIENCE_PLATFORM = "rrp-platform";
const ALG = "HS256";

export type Principal =
  | { kind: "user"; userId: string; email: string }
  | { kind: "guest"; guestId: string }
  /** GODROID: acts for the vendors of its platform_tokens. */
  | { kind: "platform"; vendorIds: string[]; userId: string | null };

export type SignedToken = { token: string; expires: number };
export type TokenUser = { id: string; email: string };

export class TokenService {
  private key: Promise<Uint8Array> | undefined;

  constructor(
    private readonly loadSecret: () => Promise<string>,
    private readonly settings: Pick<ServerSettings, "accessTokenTtl" | "guestTokenTtl" | "platformTokenTtl">,
    private readonly now: () => number,
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

  private async verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, await this.secret(), {
        algorithms: [ALG],
        issuer: ISSUER,
        audience,
        currentDate: new Date(this.now()),
        requiredClaims: ["exp", "sub"],
      });
      return payload;
    } catch {
      return null;
    }
  }

  accessToken(user: TokenUser) {
    return this.sign({ email: user.email, role: "vendor", token_use: "access" }, user.id, AUDIENCE_API, this.settings.accessTokenTtl);
  }

  idToken(user: TokenUser) {
    return this.sign({ email: user.email, email_verified: true, token_use: "id" }, user.id, AUDIENCE_ID, this.settings.accessTokenTtl);
  }

  guestToken() {
    return this.sign({ role: "guest", token_use: "access" }, `guest:${randomUUID()}`, AUDIENCE_API, this.settings.guestTokenTtl);
  }

  /** A GODROID token: payload platform_tokens [{vendor_id, token}] where token is a vendor-scoped JWT. */
  async platformToken(user: TokenUser, vendorId: string) {
    const ttl = this.settings.platformTokenTtl;
    const inner = await this.sign({ vendor_id: vendorId, token_use: "vendor" }, user.id, AUDIENCE_PLATFORM, ttl);
    return this.sign(
      { role: "platform", platform_tokens: [{ vendor_id: vendorId, token: inner.token }] },
      user.id,
      AUDIENCE_PLATFORM,
      ttl,
    );
  }

  /** Bearer tokens: a user's access token or a guest token. */
  async verifyBearer(token: string): Promise<Principal | null> {
    const p = await this.verify(token, AUDIENCE_API);
    if (!p?.sub) return null;
    if (p.role === "guest") return { kind: "guest", guestId: p.sub };
    if (p.role === "vendor" && typeof p.email === "string") return { kind: "user", userId: p.sub, email: p.email };
    return null;
  }

  /** ExternalPlatform tokens (GODROID). */
  async verifyPlatform(token: string): Promise<Principal | null> {
    const p = await this.verify(token, AUDIENCE_PLATFORM);
    if (!p?.sub || p.role !== "platform" || !Array.isArray(p.platform_tokens)) return null;
    const vendorIds = (p.platform_tokens as unknown[])
      .map((t) => (t && typeof t === "object" ? (t as { vendor_id?: unknown }).vendor_id : undefined))
      .filter((id): id is string => typeof id === "string" && id.length > 0);
    return vendorIds.length ? { kind: "platform", vendorIds, userId: p.sub } : null;
  }
}
