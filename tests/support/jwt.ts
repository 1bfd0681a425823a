// Unsigned JWT-shaped tokens for tests (the portal only reads payloads; it never verifies them).
const b64url = (s: string) => Buffer.from(s, "utf8").toString("base64url");

export function fakeJwt(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: "HS256", typ: "JWT" }): string {
  return `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.signature`;
}

/** 2100-01-01: an expiry that is always in the future. */
export const FAR_FUTURE = 4_102_444_800;
/** 1970-01-01T00:16:40Z: an expiry that is always in the past. */
export const LONG_AGO = 1_000;
