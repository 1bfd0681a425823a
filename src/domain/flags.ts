// Feature flags of the spec (second file, section 9), their in-app (offline) defaults and the
// names the core document uses for them. Pure data and rules: the flags machine and the platform
// both read this.

export const FLAG_NAMES = [
  "unplanned_maintenance",
  "planned_maintenance",
  "helpcenter",
  "guest_checkout",
  "payment_vat",
  "pre_order",
  "tag-id-check-pg",
  "voucher",
  "tracking-page-settings",
  "proof-of-delivery-web",
  "proof-of-pickup-web",
  "proof-of-return-web",
  "draw-delivery-areas",
  "dynamic-time-estimation",
  "order-pre-accepted-static-text",
  "order-prepare-message",
  "request-a-rider-button-goes-to-login-page",
  "pay-at-pickup",
  "godroid-popup",
  "show-modify-order-button",
  "digit-grouping",
  "bulk-order-upload",
  "show-track-order-before-picked-up",
  "deactivate-sign-up-button",
  "none-payment-method",
  "activate-address-book",
  "show-delivery-receipt-cta",
  "edit-vendor-outlet",
  "add-vendor-outlet",
  "cybersource-credit-card-taiwan",
  "increased-fee-info",
  "delayed-cancellation",
  "display-bg-dual-pricing",
  "display-pickup-code",
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

/** Offline defaults: maintenance flags false, helpcenter true, display-pickup-code false; the rest off. */
export const DEFAULT_FLAGS: Flags = Object.fromEntries(
  FLAG_NAMES.map((n) => [n, n === "helpcenter"]),
) as Flags;

/** Keeps only known flag names with boolean values; unknown names are dropped, missing ones take the default. */
export function normalizeFlags(raw: unknown): Flags {
  const out: Flags = { ...DEFAULT_FLAGS };
  if (raw && typeof raw === "object") {
    for (const n of FLAG_NAMES) {
      const v = (raw as Record<string, unknown>)[n];
      if (typeof v === "boolean") out[n] = v;
    }
  }
  return out;
}

export const isMaintenance = (f: Flags) => f.planned_maintenance || f.unplanned_maintenance;

export const FLAG_ERRORS = {
  allFailed: "FwF: couldnt refresh the flags",
  timeout: "Timeout error",
} as const;

export const FLAG_TIMINGS = { providerTimeoutMs: 2000, refreshMs: 300_000, debounceMs: 400 } as const;

export type FlagSource = "provider" | "fallback" | "defaults";

/**
 * Reads a flag answer ({flags: {name: boolean}}, as the provider and the fallback file send it).
 * Returns null when the answer does not have that shape, so the caller can try the next source.
 */
export function parseFlagsAnswer(raw: unknown): Flags | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const flags = (raw as { flags?: unknown }).flags;
  if (!flags || typeof flags !== "object" || Array.isArray(flags)) return null;
  return normalizeFlags(flags);
}

/**
 * What the flags the spec only names do here (issue 13, item 5: "choose what its name promises a
 * vendor, write the reading down beside the flag"):
 * - pay-at-pickup: PAY_AT_PICKUP (a vendor's own method) is offered and accepted only with it
 *   (src/domain/request/payment-methods.ts, portal and platform alike).
 * - tag-id-check-pg: the details step offers the customer age check; without it
 *   age_validation_required is always false. An order asking for it says so in its summary
 *   (order details: "The rider checks the customer's age on delivery").
 * - digit-grouping: on, amounts use the locale's digit grouping ("1.234,50 kr."); off, none
 *   ("1234,50 kr.") — one formatter, src/domain/money.ts, used by every view.
 * - display-bg-dual-pricing: on, in a country that requires dual display (countries.ts
 *   dualCurrency: Bulgaria, euro and leva at 1.95583), amounts are followed by the second
 *   currency ("€10.00 (BGN 19.56)"); elsewhere no effect.
 * - increased-fee-info: when a re-quoted fee (after SignatureExpired) is higher than the quote, the
 *   fee-changed confirm and then the payment step say from what to what it rose and why (the quote
 *   had expired; the price computed again at the time of ordering is higher). Lower or equal: nothing.
 * - godroid-popup: in GODROID mode a notice greets the vendor once per visit (orders are for the
 *   vendor the partner app chose; switching and signing out happen there). Other modes: nothing.
 * - cybersource-credit-card-taiwan: the platform's test gateway offers its intents through
 *   cybersource_creditcard instead of generic_creditcard (and refuses a confirm naming the other
 *   gateway); the portal's card form says the card is processed by CyberSource.
 */
