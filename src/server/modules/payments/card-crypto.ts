// The test gateway's card encryption key: an RSA-OAEP 2048 key pair (SHA-256) generated with
// node:crypto the first time the platform needs it and kept in app_secrets, so every instance on the
// same database and every restart of a persistent data directory use the same key. The public half
// is handed out as a JWK (alg RSA-OAEP-256) with a kid; the portal encrypts each card field with it
// (WebCrypto RSA-OAEP, SHA-256) and sends base64 or base64url ciphertexts, or compact JWE strings
// (alg RSA-OAEP-256) — both are accepted. Card numbers are decrypted only in memory.
import { constants, createPrivateKey, createPublicKey, generateKeyPair, type KeyObject, privateDecrypt } from "node:crypto";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { compactDecrypt } from "jose";
import type { PublicJwk } from "../../../domain/contract/payment";
import type { Db } from "../../db/database";
import { appSecrets } from "../../db/schema";
import { sha256 } from "../../security/hashing";

const SECRET_NAME = "payment-rsa-oaep";
const generate = promisify(generateKeyPair);

export type CardKey = { kid: string; privateKey: KeyObject; publicJwk: PublicJwk };

async function loadOrCreatePem(db: Db, now: () => number): Promise<string> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  const { privateKey } = await generate("rsa", { modulusLength: 2048, publicExponent: 0x10001 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: pem, createdAt: new Date(now()) }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error("could not store the payment key");
  return stored;
}

export function cardKeyFromPem(pem: string): CardKey {
  const privateKey = createPrivateKey(pem);
  const jwk = createPublicKey(privateKey).export({ format: "jwk" }) as { kty: string; n: string; e: string };
  const kid = sha256(`${jwk.n}.${jwk.e}`).slice(0, 16);
  return { kid, privateKey, publicJwk: { kty: "RSA", n: jwk.n, e: jwk.e, alg: "RSA-OAEP-256", use: "enc", kid } };
}

export class CardKeyStore {
  private key: Promise<CardKey> | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  get(): Promise<CardKey> {
    this.key ??= loadOrCreatePem(this.db, this.now).then(cardKeyFromPem);
    this.key.catch(() => {
      this.key = undefined;
    });
    return this.key;
  }
}

/** Decrypts one card field; throws on anything that is not a ciphertext of this key. */
export async function decryptField(key: CardKey, value: string): Promise<string> {
  if (value.split(".").length === 5) {
    const { plaintext } = await compactDecrypt(value, key.privateKey, { keyManagementAlgorithms: ["RSA-OAEP-256"] });
    return new TextDecoder().decode(plaintext);
  }
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) throw new Error("not base64");
  const bytes = Buffer.from(value, "base64");
  return privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, bytes).toString("utf8");
}
