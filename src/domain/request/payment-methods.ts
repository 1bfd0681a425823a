// Which payment methods the request offers (core §7, second file §3–4): the vendor's
// flags.payment_methods (methods set to true), where cash on delivery and online payment also need
// the country parameter paymentMethods (pipe-separated; only those two are read from it); online
// payment needs onlinePaymentActivated and is never offered to guests (nor when updating an order); NONE only with the
// none-payment-method flag; PAY_AT_PICKUP only with the pay-at-pickup flag (the vendor's own method,
// like the others: the flag only gates it). The guest placeholder vendor has no methods of its own: guests get the
// deployment's default method and cash on delivery.
export const CASH_ON_DELIVERY = "CASH_ON_DELIVERY";
export const ONLINE_PAYMENT = "ONLINE_PAYMENT";
export const NONE_PAYMENT = "NONE";
export const PAY_AT_PICKUP = "PAY_AT_PICKUP";

/** Methods a form may carry (anything else is "not valid"). */
export const KNOWN_PAYMENT_METHODS: readonly string[] = ["NONE", "PAID", "CASH_ON_DELIVERY", "PAYMENT_ON_DELIVERY", "ONLINE_PAYMENT", "PAY_AT_PICKUP"];

/** "CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID" → the names; null stays null (the parameter could not be read). */
export function parseCountryPaymentMethods(raw: string | null | undefined): string[] | null {
  if (raw === null || raw === undefined) return null;
  return raw
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
}

export type PaymentMethodContext = {
  vendorMethods: Record<string, boolean>;
  /** Parsed country parameter paymentMethods; null when it could not be read. */
  countryMethods: string[] | null;
  onlinePaymentActivated: boolean;
  guest: boolean;
  /** none-payment-method flag. */
  noneAllowed?: boolean;
  /** pay-at-pickup flag. */
  payAtPickupAllowed?: boolean;
  /** The deployment's default method (guests). */
  defaultMethod?: string;
  /** Updating an existing order (PUT /order/{id}) never pays online. */
  updateMode?: boolean;
};

export function availablePaymentMethods(ctx: PaymentMethodContext): string[] {
  const own = ctx.guest
    ? [ctx.defaultMethod ?? "PAID", CASH_ON_DELIVERY]
    : Object.entries(ctx.vendorMethods)
        .filter(([, on]) => on)
        .map(([name]) => name);
  const out: string[] = [];
  for (const method of own) {
    if (out.includes(method)) continue;
    if (method === CASH_ON_DELIVERY && ctx.countryMethods !== null && !ctx.countryMethods.includes(CASH_ON_DELIVERY)) continue;
    if (method === ONLINE_PAYMENT) {
      if (ctx.guest || ctx.updateMode || !ctx.onlinePaymentActivated) continue;
      if (ctx.countryMethods === null || !ctx.countryMethods.includes(ONLINE_PAYMENT)) continue;
    }
    if (method === NONE_PAYMENT && !ctx.noneAllowed) continue;
    if (method === PAY_AT_PICKUP && !ctx.payAtPickupAllowed) continue;
    out.push(method);
  }
  return out;
}

export const isOnlinePayment = (method: string | null | undefined): boolean => method === ONLINE_PAYMENT;
