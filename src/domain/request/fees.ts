// Delivery fee rules (core §4, §5, §9): the fee answer has a type — "amount" (a fixed fee),
// "percentage" (a share of the item value) or "deliveryFee" (the platform's delivery fee as is).
// A hard-coded list of test vendor ids bypasses deliverability and fee errors: the flow continues
// with a warning and, when the fee cannot be computed, the fallback fee 1337.
import { TEST_VENDOR_FALLBACK_FEE } from "./limits";

export type FeeKind = "amount" | "percentage" | "deliveryFee";
export type FeeQuote = { fee: number; signature: string; type: FeeKind; currency: string; expires_at: number };

/** Test vendors (hard-coded list): deliverability and fee errors become a warning. */
export const TEST_VENDOR_IDS: readonly string[] = ["DK-TEST-1", "DK-TEST-2", "test-vendor"];

export const isTestVendor = (vendorId: string | null | undefined): boolean => !!vendorId && TEST_VENDOR_IDS.includes(vendorId);

/** Signature of the fallback fee of a test vendor (the platform accepts it only for those vendors). */
export const TEST_VENDOR_SIGNATURE = "test-vendor-fallback";

/** The fee a test vendor gets when the fee cannot be computed. */
export const testVendorFee = (currency: string): FeeQuote => ({
  fee: TEST_VENDOR_FALLBACK_FEE,
  signature: TEST_VENDOR_SIGNATURE,
  type: "amount",
  currency,
  expires_at: 0,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The fee the customer pays for an item value: amount and deliveryFee are the fee itself,
 * percentage is that share of the item value (rounded to cents; 0 without an item value).
 */
export function applyFee(quote: Pick<FeeQuote, "fee" | "type">, itemValue: number | null): number {
  if (quote.type === "percentage") return round2(((itemValue ?? 0) * quote.fee) / 100);
  return quote.fee;
}

/**
 * Whether a recomputed fee differs from the one the user accepted: the amount, and the type when the
 * accepted fee has one (an order payload carries only the amount). Nothing accepted counts as changed.
 */
export const feeChanged = (before: { fee: number; type?: FeeKind } | null, after: Pick<FeeQuote, "fee" | "type">): boolean =>
  !before || before.fee !== after.fee || (before.type !== undefined && before.type !== after.type);

/** The confirm prompt after a SignatureExpired with a changed fee. */
export const FEE_CHANGED_PROMPT_KEY = "request.fee.changed-confirm";
export const FEE_CHANGED_PROMPT = "The delivery fee is now: {fee}{currency}. Are you ok?";
export const feeChangedPromptText = (fee: number, currency: string): string =>
  FEE_CHANGED_PROMPT.replace("{fee}", String(fee)).replace("{currency}", currency);
