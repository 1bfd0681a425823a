// The one amount formatter of the product (order views, request steps, history, bulk, receipts).
// Two flags shape it (second file §9; the spec names them but does not describe them, so these are
// our readings, written down beside the flags in src/domain/flags.ts too):
// - digit-grouping on: the locale's digit grouping ("1.234,50 kr."); off: no grouping ("1234,50 kr.").
// - display-bg-dual-pricing on, in a country that requires dual display (Bulgaria: euro and leva at
//   the fixed rate): the amount is followed by the second currency in brackets ("€10.00 (19.56 BGN)").

export type DualCurrency = { currency: string; perUnit: number };

export type MoneyFormat = {
  locale: string;
  currency: string;
  /** digit-grouping flag. */
  grouping: boolean;
  /** The country's second currency when display-bg-dual-pricing is on and the country requires it. */
  dual: DualCurrency | null;
};

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: string, grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${grouping ? 1 : 0}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: "currency", currency: currency || "DKK", useGrouping: grouping });
    } catch {
      f = new Intl.NumberFormat("en", { style: "currency", currency: "DKK", useGrouping: grouping });
    }
    cache.set(key, f);
  }
  return f;
}

/** Amount in the currency as text; with the dual currency appended in brackets when given. */
export function formatAmount(amount: number, fmt: MoneyFormat): string {
  const primary = numberFormat(fmt.locale, fmt.currency, fmt.grouping).format(amount);
  if (!fmt.dual || fmt.dual.currency === fmt.currency) return primary;
  const second = numberFormat(fmt.locale, fmt.dual.currency, fmt.grouping).format(Math.round(amount * fmt.dual.perUnit * 100) / 100);
  return `${primary} (${second})`;
}

/** The format the flags give: grouping from digit-grouping, dual currency from display-bg-dual-pricing. */
export function moneyFormat(
  flags: { "digit-grouping": boolean; "display-bg-dual-pricing": boolean },
  locale: string,
  currency: string,
  countryDual: DualCurrency | null,
): MoneyFormat {
  return {
    locale,
    currency,
    grouping: flags["digit-grouping"],
    dual: flags["display-bg-dual-pricing"] && countryDual && countryDual.currency !== currency ? countryDual : null,
  };
}
