// Card fields never travel in clear (second file §3–4): each field of a new card is encrypted in the
// browser with WebCrypto RSA-OAEP (SHA-256, "RSA-OAEP-256") under the platform's public key (GET
// /order/payment/public-key, a JWK named by its kid) and sent base64-encoded; only the platform's
// gateway holds the private key. The key is fetched for every encryption, so a rotated key is
// picked up at once. The raw fields are not kept anywhere by this module.
import type { PaymentPublicKey } from "@domain/contract";
import type { CardFields } from "@domain/request/card";
import type { ApiClient } from "./client";
import { getPaymentPublicKey } from "./calls/payment";

export type EncryptedCardFields = {
  kid: string;
  encrypted_number: string;
  encrypted_expiry_month: string;
  encrypted_expiry_year: string;
  encrypted_security_code: string;
};

const ALGORITHM = { name: "RSA-OAEP", hash: "SHA-256" } as const;

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = "";
  for (let i = 0; i < view.length; i++) binary += String.fromCharCode(view[i]);
  return btoa(binary);
}

/** The platform key as a WebCrypto encryption key. */
export async function importPaymentKey(key: PaymentPublicKey, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<CryptoKey> {
  const { kty, n, e } = key.jwk;
  return subtle.importKey("jwk", { kty, n, e, alg: "RSA-OAEP-256", ext: true }, ALGORITHM, false, ["encrypt"]);
}

/** One field, encrypted and base64-encoded. */
export async function encryptField(cryptoKey: CryptoKey, value: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  return toBase64(await subtle.encrypt(ALGORITHM, cryptoKey, new TextEncoder().encode(value)));
}

/** Normalised field values as the gateway reads them: digits only for the number, trimmed others, a 4-digit year. */
export function normaliseCardFields(fields: CardFields): CardFields {
  const year = fields.expiryYear.trim();
  return {
    number: fields.number.replace(/[\s-]/g, ""),
    expiryMonth: fields.expiryMonth.trim().padStart(2, "0"),
    expiryYear: year.length === 2 ? `20${year}` : year,
    securityCode: fields.securityCode.trim(),
  };
}

/** Encrypts every card field with the given platform key. */
export async function encryptCardFields(key: PaymentPublicKey, fields: CardFields, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<EncryptedCardFields> {
  const cryptoKey = await importPaymentKey(key, subtle);
  const f = normaliseCardFields(fields);
  const [encrypted_number, encrypted_expiry_month, encrypted_expiry_year, encrypted_security_code] = await Promise.all(
    [f.number, f.expiryMonth, f.expiryYear, f.securityCode].map((value) => encryptField(cryptoKey, value, subtle)),
  );
  return { kid: key.kid, encrypted_number, encrypted_expiry_month, encrypted_expiry_year, encrypted_security_code };
}

/** Fetches the platform's current public key and encrypts the card with it. */
export async function encryptCard(client: ApiClient, input: { fields: CardFields }, signal?: AbortSignal): Promise<EncryptedCardFields> {
  const key = await getPaymentPublicKey(client, undefined, signal);
  return encryptCardFields(key, input.fields);
}
