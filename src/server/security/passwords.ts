// Password hashing with node:crypto scrypt: a random 16-byte salt per password, the parameters
// stored with the hash ("scrypt$N$r$p$salt$hash", base64url) and a timing-safe comparison.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number, length: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, length, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A stored-hash look-alike with the current parameters, a zero salt and a zero key: verifying
 * against it costs exactly one real scrypt derivation and never succeeds.
 */
const DUMMY_HASH = ["scrypt", N, R, P, Buffer.alloc(16).toString("base64url"), Buffer.alloc(KEY_LENGTH).toString("base64url")].join("$");

/**
 * Runs the same scrypt work as a real verification and answers false: login calls it for an
 * unknown e-mail, so the time an answer takes does not tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
