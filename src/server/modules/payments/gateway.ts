// The platform's test payment gateway: wallets (a short-lived access token per vendor), payment
// intents, saved cards (last digits, scheme, expiry and holder only) and the outcome of a card.
// Test cards (any future expiry, any 3-digit CVC): 4242 4242 4242 4242 succeeds, 4000 0000 0000
// 3220 asks for 3-D Secure, 4000 0000 0000 0002 is declined, 4000 0000 0000 5126 pays but its issuer
// refuses refunds (the refund of a cancelled order fails: payments/refunds.ts); any other number that
// passes the Luhn check succeeds. The gateway name (generic_creditcard or cybersource_creditcard) is cardGatewayFor
// of src/domain/request/card.ts.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  type CardOutcome,
  type IntentOrder,
  type PaymentIntentStatus,
  type PendingCard,
  paymentCards,
  paymentIntents,
  paymentWallets,
} from "../../db/schema-request";
import { randomToken, safeEqual, sha256 } from "../../security/hashing";
import { CardKeyStore } from "./card-crypto";

export const TEST_CARDS = {
  success: "4242424242424242",
  challenge: "4000000000003220",
  declined: "4000000000000002",
  refundRefused: "4000000000005126",
} as const;

export const WALLET_TTL_S = 3600;
export const INTENT_TTL_MS = 30 * 60 * 1000;

export type CardOutcomeOrDecline = CardOutcome | "declined";

export type CardCheck =
  | { ok: true; lastDigits: string; scheme: string; expiryMonth: number; expiryYear: number; outcome: CardOutcomeOrDecline }
  | { ok: false; problem: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardScheme(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  if (two === 34 || two === 37) return "amex";
  return "card";
}

export const outcomeOf = (digits: string): CardOutcomeOrDecline =>
  digits === TEST_CARDS.challenge
    ? "challenge"
    : digits === TEST_CARDS.declined
      ? "declined"
      : digits === TEST_CARDS.refundRefused
        ? "refund-refused"
        : "success";

/** Reads decrypted card fields; the expiry must not have passed at `nowMs` (end of the month, UTC). */
export function checkCard(fields: { number: string; month: string; year: string; cvc: string }, nowMs: number): CardCheck {
  const digits = fields.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, problem: "The card number is not valid" };
  const month = Number(fields.month.trim());
  let year = Number(fields.year.trim());
  if (!Number.isInteger(month) || month < 1 || month > 12 || !/^\d{2}(\d{2})?$/.test(fields.year.trim())) return { ok: false, problem: "The expiry date is not valid" };
  if (year < 100) year += 2000;
  if (Date.UTC(year, month, 1) <= nowMs) return { ok: false, problem: "The card has expired" };
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) return { ok: false, problem: "The security code is not valid" };
  return { ok: true, lastDigits: digits.slice(-4), scheme: cardScheme(digits), expiryMonth: month, expiryYear: year, outcome: outcomeOf(digits) };
}

export type WalletRow = typeof paymentWallets.$inferSelect;
export type IntentRow = typeof paymentIntents.$inferSelect;
export type CardRow = typeof paymentCards.$inferSelect;

export class PaymentGateway {
  readonly keys: CardKeyStore;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    this.keys = new CardKeyStore(db, now);
  }

  async createWallet(vendorId: string, subject: string): Promise<{ wallet_id: string; access_token: string; expires_in: number }> {
    const walletId = `wal_${randomUUID()}`;
    const accessToken = randomToken(32);
    const at = this.now();
    await this.db.insert(paymentWallets).values({
      walletId,
      vendorId,
      subject,
      tokenHash: sha256(accessToken),
      expiresAtMs: at + WALLET_TTL_S * 1000,
      createdAtMs: at,
    });
    return { wallet_id: walletId, access_token: accessToken, expires_in: WALLET_TTL_S };
  }

  /** The wallet when the token is its access token and it has not expired. */
  async wallet(walletId: string, accessToken: string): Promise<WalletRow | null> {
    const [row] = await this.db.select().from(paymentWallets).where(eq(paymentWallets.walletId, walletId));
    if (!row || row.expiresAtMs <= this.now() || !safeEqual(row.tokenHash, sha256(accessToken))) return null;
    return row;
  }

  async createIntent(input: { wallet: WalletRow; createdBy: string | null; order: IntentOrder; amount: number; currency: string }): Promise<IntentRow> {
    const at = this.now();
    const [row] = await this.db
      .insert(paymentIntents)
      .values({
        intentId: `pi_${randomUUID()}`,
        walletId: input.wallet.walletId,
        vendorId: input.wallet.vendorId,
        createdBy: input.createdBy,
        orderPayload: input.order,
        amount: input.amount,
        currency: input.currency,
        status: "created",
        orderId: null,
        pendingCard: null,
        createdAtMs: at,
        updatedAtMs: at,
        expiresAtMs: at + INTENT_TTL_MS,
      })
      .returning();
    return row;
  }

  async intent(intentId: string): Promise<IntentRow | null> {
    if (intentId.length > 100) return null;
    const [row] = await this.db.select().from(paymentIntents).where(eq(paymentIntents.intentId, intentId));
    return row ?? null;
  }

  /** Moves the intent from `from` to `to` (with its order and pending card); false when it was not in `from` any more. */
  async transition(intentId: string, from: PaymentIntentStatus, to: PaymentIntentStatus, set: { orderId?: string; pendingCard?: PendingCard | null } = {}): Promise<boolean> {
    const rows = await this.db
      .update(paymentIntents)
      .set({ status: to, updatedAtMs: this.now(), ...set })
      .where(and(eq(paymentIntents.intentId, intentId), eq(paymentIntents.status, from)))
      .returning({ id: paymentIntents.intentId });
    return rows.length === 1;
  }

  async cards(vendorId: string): Promise<CardRow[]> {
    return this.db.select().from(paymentCards).where(eq(paymentCards.vendorId, vendorId)).orderBy(asc(paymentCards.createdAtMs), asc(paymentCards.id));
  }

  async card(vendorId: string, cardId: string): Promise<CardRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.vendorId, vendorId), eq(paymentCards.id, cardId)));
    return row ?? null;
  }

  /** Removes a saved card of the vendor (it can no longer be charged); false when there was none. */
  async removeCard(vendorId: string, cardId: string): Promise<boolean> {
    const rows = await this.db
      .delete(paymentCards)
      .where(and(eq(paymentCards.vendorId, vendorId), eq(paymentCards.id, cardId)))
      .returning({ id: paymentCards.id });
    return rows.length === 1;
  }

  /** Saves a card (no number: last digits, scheme, expiry, holder and how the test gateway treats it). */
  async saveCard(vendorId: string, card: PendingCard, outcome: CardOutcome, createdBy: string | null): Promise<CardRow> {
    const [row] = await this.db
      .insert(paymentCards)
      .values({
        id: `card_${randomUUID()}`,
        vendorId,
        lastDigits: card.last_digits,
        scheme: card.scheme,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
        holderName: card.holder_name,
        outcome,
        createdBy,
        createdAtMs: this.now(),
      })
      .returning();
    return row;
  }
}
