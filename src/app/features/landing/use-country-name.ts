// The deployment country's name in the current language (Intl.DisplayNames), e.g. "Denmark",
// "Danmark", "الدنمارك"; falls back to the English name of the country configuration.
import { type CountryCode, COUNTRIES } from "@config/countries";
import { useLingui } from "@lingui/react";

export function countryDisplayName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? COUNTRIES[code as CountryCode]?.name ?? code;
  } catch {
    return COUNTRIES[code as CountryCode]?.name ?? code;
  }
}

export function useCountryName(code: string): string {
  const { i18n } = useLingui();
  return countryDisplayName(code, i18n.locale);
}
