// Reading tokens without verifying them (the portal never holds the keys): the GODROID external
// platform token selects the vendor of its first platform token; a stored guest token is usable
// only while its `exp` is in the future. Pure: base64url JSON decoding, no I/O.

/** Why a token could not be read. */
export type TokenDecodeCode = "not-jwt" | "not-base64url" | "not-json" | "not-object" | "no-platform-tokens" | "no-vendor-id";

export class TokenDecodeError extends Error {
  constructor(
    message: string,
    readonly code: TokenDecodeCode,
  ) {
    super(message);
    this.name = "TokenDecodeError";
  }
}

/**
 * Core §8: "Platform token decode failure shows an error only for one specific vendor code and falls
 * back to classic mode". The spec does not name the code; our reading: the one failure that is about
 * the vendor — the token is a readable platform token whose first entry names no vendor (code
 * "no-vendor-id"). That one shows "could not get your information, logout and login again"
 * (error.cant-get-user-info); any other unreadable token falls back to the classic mode silently.
 */
export const PLATFORM_TOKEN_ERROR_SHOWN_FOR: TokenDecodeCode = "no-vendor-id";
export const PLATFORM_TOKEN_ERROR_KEY = "error.cant-get-user-info";

export const showsPlatformTokenError = (err: unknown): boolean => err instanceof TokenDecodeError && err.code === PLATFORM_TOKEN_ERROR_SHOWN_FOR;

function base64UrlDecode(segment: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new TokenDecodeError("token segment is not base64url", "not-base64url");
  const b64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = b64 + "=".repeat((4 - (b64.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new TokenDecodeError("token segment is not base64url", "not-base64url");
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/** The payload (second segment) of a JWT as an object. Throws TokenDecodeError on anything else. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.trim().split(".");
  if (parts.length !== 3 || parts[1].length === 0) throw new TokenDecodeError("not a JWT", "not-jwt");
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlDecode(parts[1]));
  } catch (e) {
    if (e instanceof TokenDecodeError) throw e;
    throw new TokenDecodeError("JWT payload is not JSON", "not-json");
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) throw new TokenDecodeError("JWT payload is not an object", "not-object");
  return payload as Record<string, unknown>;
}

/** vendor_id of the first entry of platform_tokens in a GODROID token. Throws when undecodable. */
export function vendorIdFromPlatformToken(token: string): string {
  const payload = decodeJwtPayload(token);
  const list = payload.platform_tokens;
  if (!Array.isArray(list) || list.length === 0) throw new TokenDecodeError("token has no platform_tokens", "no-platform-tokens");
  const first = list[0] as { vendor_id?: unknown } | null;
  const id = first && typeof first === "object" ? first.vendor_id : undefined;
  if (typeof id === "number" && Number.isFinite(id)) return String(id);
  if (typeof id !== "string" || id.length === 0) throw new TokenDecodeError("first platform token has no vendor_id", "no-vendor-id");
  return id;
}

export type GuestTokenStatus = "valid" | "expired" | "invalid";

/** A stored guest token is "invalid" when undecodable or without a numeric exp, "expired" once exp has passed. */
export function guestTokenStatus(token: string | null | undefined, nowSec: number): GuestTokenStatus {
  if (!token) return "invalid";
  let payload: Record<string, unknown>;
  try {
    payload = decodeJwtPayload(token);
  } catch {
    return "invalid";
  }
  if (typeof payload.exp !== "number") return "invalid";
  return payload.exp > nowSec ? "valid" : "expired";
}
