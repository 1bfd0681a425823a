// The hook every view formats amounts with: the one formatter of src/domain/money.ts, with the
// digit-grouping and display-bg-dual-pricing flags, the deployment's country and the current language.
import { useLingui } from "@lingui/react";
import { selectAppFlags } from "@machines/app/app.selectors";
import { dualCurrencyOf } from "@config/country-basics";
import { formatAmount, moneyFormat } from "@domain/money";
import { useAppSelector, useConfig } from "../app-context";
import { intlLocale } from "./orders/format";

/** `(amount, currency?) => text`; the currency defaults to the deployment's. */
export function useMoney(): (amount: number, currency?: string) => string {
  const config = useConfig();
  const flags = useAppSelector(selectAppFlags);
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale, config.country);
  const dual = dualCurrencyOf(config.country);
  return (amount, currency = config.currency) => formatAmount(amount, moneyFormat(flags, locale, currency, dual));
}
