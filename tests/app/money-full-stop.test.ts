// Money at the end of a sentence: some locales' currency formats end in a full stop of their own
// ("19,50 kr." in da-DK and en-DK, "19,50 лв." in Bulgarian, "ден." in Macedonian, "din." in Bosnian,
// "د.إ.‏" in Arabic), so a message that puts its own full stop right after an amount reads
// "…er nu 19,50 kr..". For every catalog, every locale the portal formats amounts in for that language
// (the language with each country, src/app/components/orders/format.ts intlLocale) and every currency
// a deployment can have (the countries' currencies and dual currencies, src/config), each message
// that shows a formatted amount is rendered through the compiled catalog (virtual:catalogs, as the
// portal loads it) with the amount from the project's formatter (src/domain/money.ts): no amount may
// be followed by a full stop when it ends in one.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { setupI18n } from "@lingui/core";
import { APP_LANGUAGES } from "@config/app-languages";
import { COUNTRIES } from "@config/countries";
import { formatAmount, moneyFormat } from "@domain/money";
import loadCatalog from "virtual:catalogs";
import { describe, expect, it } from "vitest";
import { intlLocale } from "../../src/app/components/orders/format";

/**
 * The messages that show an amount from the money formatter (useMoney), with the placeholders that
 * carry it. The last test below keeps this list complete against the views.
 */
const MONEY_MESSAGES: Record<string, string[]> = {
  "request.voucher.applied": ["fee"],
  "request.item-value.text": ["limitText"],
  "request.summary.fee-discounted": ["fullFee"],
  "request.summary.fee-percentage": ["fullFee"],
  "request.fee-increase.info": ["from", "to"],
  "order.amount": ["amount"],
  "order.delivery-fee": ["fee"],
  "order.total-discount": ["discount"],
  "order.total-amount": ["total"],
  "order.refund.succeeded": ["amount"],
  "order.refund.pending": ["amount"],
  "order.refund.failed": ["amount"],
  "order.refund.kept": ["kept"],
  "bulk-order-upload.confirm.description": ["1"],
};

/** Sentence stops: Latin/Cyrillic/Arabic ".", CJK "。", Urdu "۔", Armenian "։", Devanagari/Bengali "।". */
const FULL_STOP = /[.。۔։।]/u;
/** Invisible direction marks and isolates (Intl's RLM after Arabic symbols, the catalogs' isolates). */
const INVISIBLE = /[\p{Cf}]/gu;
const visible = (s: string) => s.replace(INVISIBLE, "");

const CURRENCIES = [...new Set(Object.values(COUNTRIES).flatMap((c) => [c.currency, ...(c.dualCurrency ? [c.dualCurrency.currency] : [])]))];
const FLAGS = { "digit-grouping": true, "display-bg-dual-pricing": false };

/** Every distinct amount text the formatter gives in this language (any deployment country, any currency). */
function sampleAmounts(language: string): string[] {
  const locales = new Set(Object.keys(COUNTRIES).map((country) => intlLocale(language, country)));
  const out = new Set<string>();
  for (const locale of locales) for (const currency of CURRENCIES) out.add(formatAmount(1234.5, moneyFormat(FLAGS, locale, currency, null)));
  return [...out];
}

describe("amounts followed by a full stop", () => {
  it("the formatter does end amounts in a full stop in some deployments (the case this guards)", () => {
    expect(sampleAmounts("da-DK")).toContain("1.234,50\u00a0kr.");
    expect(sampleAmounts("ar").some((a) => visible(a).endsWith("."))).toBe(true);
  });

  it.each([...APP_LANGUAGES])("%s: no message renders an amount that ends in '.' followed by a full stop", async (language) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: await loadCatalog(language) } });
    const dotted = sampleAmounts(language).filter((a) => FULL_STOP.test(visible(a).trimEnd().slice(-1)));
    const clashes: string[] = [];
    for (const [id, moneyArgs] of Object.entries(MONEY_MESSAGES)) {
      for (const amount of dotted) {
        for (const arg of moneyArgs) {
          // The other amounts of the message stay plain, so only this one can meet the stop.
          const values: Record<string, string> = Object.fromEntries(moneyArgs.map((a) => [a, "X"]));
          values[arg] = amount;
          const text = visible(i18n._(id, values));
          const at = text.indexOf(visible(amount));
          expect(at, `${language} ${id}: the amount is missing from "${text}"`).toBeGreaterThanOrEqual(0);
          const next = text.slice(at + visible(amount).length).trimStart().charAt(0);
          if (FULL_STOP.test(next)) clashes.push(`${id} {${arg}}: ${text}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("lists every message of the views that shows an amount from the money formatter", () => {
    const root = new URL("../../src/app/", import.meta.url).pathname;
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));
    const found: Record<string, string[]> = {};
    for (const file of files) {
      const source = readFileSync(join(root, file), "utf8");
      if (!source.includes("useMoney()")) continue;
      // Names of the formatter in this file (const money = useMoney(); const money = (n) => format(n, …)).
      const formatters = new Set([...source.matchAll(/const (\w+) = (?:useMoney\(\)|\([^)]*\) => \w+\()/g)].map((m) => m[1]));
      const call = new RegExp(`\\b(?:${[...formatters].join("|")})\\(`);
      // Values computed with it: const fee = money(…); const limitText = … ? money(limit) : "".
      const amounts = new Set([...source.matchAll(/const (\w+) = ([^;\n]*)/g)].filter((m) => call.test(m[2]) && !formatters.has(m[1])).map((m) => m[1]));
      for (const m of source.matchAll(/<Trans id="([^"]+)">([\s\S]*?)<\/Trans>/g)) {
        const [, id, body] = m;
        const expressions = [...body.matchAll(/\{([^{}]*(?:\([^()]*\))?[^{}]*)\}/g)].map((e) => e[1].trim());
        // Lingui names a plain identifier by itself and any other expression by its position.
        let position = 0;
        const money: string[] = [];
        for (const e of expressions) {
          const name = /^\w+$/.test(e) ? e : String(position++);
          if (amounts.has(e) || call.test(e)) money.push(name);
        }
        if (money.length) found[id] = [...new Set(money)];
      }
    }
    expect(found).toEqual(MONEY_MESSAGES);
  });
});
