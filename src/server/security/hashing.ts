// Random secrets and their digests: refresh tokens, verification tokens and reset codes are stored
// only as SHA-256 digests; comparisons of secrets supplied by clients are timing-safe.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A uniformly random 6-digit code (leading zeros kept). */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Compares two strings without leaking where they differ (digests first, so lengths do not leak). */
export const safeEqual = (a: string, b: string) =>
  timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
