// Signed delivery fees. The signature the platform hands out with a fee is a compact token
// "<claims>.<mac>": claims are base64url JSON of vendor, source, destination, amount and expiry (unix
// seconds), plus, for a voucher's discounted fee, the voucher code and the fee it discounts; mac is
// HMAC-SHA256 of the claims with the fee secret (FEE_SECRET, or a random secret generated once and
// kept in the database like the JWT secret). The order, payment-intent and voucher calls verify it:
// an expired, tampered or mismatching signature is answered 400 SignatureExpired / error.fee.changed,
// which sends the portal down its "recompute the fee and retry" path.
import { createHmac, timingSafeEqual } from "node:crypto";
import { FEE_CHANGED_KEY, SIGNATURE_EXPIRED_MESSAGE } from "../../../domain/contract/request";
import { ApiError } from "../../http/errors";
import { round6 } from "./geo";

export type FeeClaims = {
  /** Vendor id the fee was computed for (the guest vendor's real id for guests). */
  vendor: string;
  /** Source (pickup) [lat, lng], rounded to 6 decimals. */
  source: [number, number];
  /** Destination (drop-off) [lat, lng], rounded to 6 decimals. */
  destination: [number, number];
  amount: number;
  /** Unix seconds. */
  expires: number;
  /** Discounted fee: the voucher code and the fee before the discount. */
  voucher?: string;
  base?: number;
};

export type VerifyFailure = "malformed" | "bad-mac" | "expired";

/** 400 SignatureExpired with the key error.fee.changed (the message the portal's retry paths look for). */
export const signatureExpired = (reason?: string) =>
  new ApiError(400, SIGNATURE_EXPIRED_MESSAGE, FEE_CHANGED_KEY, reason ? [{ path: "signature", message: reason }] : undefined);

/** Coordinates are compared at ~1 m: the portal may send the same point with other float digits. */
const TOLERANCE_DEG = 1e-5;
export const samePoint = (a: readonly [number, number], b: { latitude: number; longitude: number }) =>
  Math.abs(a[0] - b.latitude) <= TOLERANCE_DEG && Math.abs(a[1] - b.longitude) <= TOLERANCE_DEG;
export const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

export class FeeSigner {
  private key: Promise<string> | undefined;

  constructor(
    private readonly loadSecret: () => Promise<string>,
    /** Seconds a signature lives. */
    readonly ttlSeconds: number,
    private readonly now: () => number,
  ) {}

  private secret(): Promise<string> {
    this.key ??= this.loadSecret();
    this.key.catch(() => {
      this.key = undefined;
    });
    return this.key;
  }

  private async mac(payload: string): Promise<Buffer> {
    return createHmac("sha256", await this.secret()).update(payload).digest();
  }

  /** Unix seconds when a signature made now expires. */
  expiryFromNow(): number {
    return Math.floor(this.now() / 1000) + this.ttlSeconds;
  }

  async sign(claims: FeeClaims): Promise<string> {
    const normalized: FeeClaims = {
      ...claims,
      source: [round6(claims.source[0]), round6(claims.source[1])],
      destination: [round6(claims.destination[0]), round6(claims.destination[1])],
    };
    const payload = Buffer.from(JSON.stringify(normalized)).toString("base64url");
    return `${payload}.${(await this.mac(payload)).toString("base64url")}`;
  }

  /** The claims of a genuine, unexpired signature, or why not. */
  async verify(signature: string): Promise<{ ok: true; claims: FeeClaims } | { ok: false; reason: VerifyFailure }> {
    const parts = signature.split(".");
    if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: "malformed" };
    const [payload, macText] = parts;
    const expected = await this.mac(payload);
    const given = Buffer.from(macText, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad-mac" };
    let claims: FeeClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as FeeClaims;
    } catch {
      return { ok: false, reason: "malformed" };
    }
    if (typeof claims?.vendor !== "string" || typeof claims.amount !== "number" || typeof claims.expires !== "number") return { ok: false, reason: "malformed" };
    if (claims.expires * 1000 <= this.now()) return { ok: false, reason: "expired" };
    return { ok: true, claims };
  }

  /**
   * Verifies a signature against what the caller sends with it; throws SignatureExpired when it is
   * expired, not genuine, or bound to another vendor, amount, source, destination or voucher.
   */
  async check(
    signature: string,
    expect: {
      vendor: string;
      amount: number;
      source?: { latitude: number; longitude: number };
      destination?: { latitude: number; longitude: number };
      /** undefined: a plain fee (no voucher); a string: a discounted fee of that voucher. */
      voucher?: string;
    },
  ): Promise<FeeClaims> {
    const r = await this.verify(signature);
    if (!r.ok) throw signatureExpired(r.reason);
    const c = r.claims;
    if (c.vendor !== expect.vendor) throw signatureExpired("vendor mismatch");
    if (!sameAmount(c.amount, expect.amount)) throw signatureExpired("amount mismatch");
    if (expect.source && !samePoint(c.source, expect.source)) throw signatureExpired("source mismatch");
    if (expect.destination && !samePoint(c.destination, expect.destination)) throw signatureExpired("destination mismatch");
    if ((c.voucher ?? undefined) !== expect.voucher) throw signatureExpired("voucher mismatch");
    return c;
  }
}
