// The phone rule of the history search (core section 5 "History search"): a search is a phone
// number only when, spaces removed, it is a possible number of the country. Kept apart from
// ./filters.ts because it brings libphonenumber-js and the phone metadata (~20 KB gz): the
// history-filters machine gets these rules through its named actor `loadPhoneRules`, which the
// composition root provides as a dynamic import of this module, so the order side's chunk (loaded on
// every signed-in page) does not carry them. Pure.
import { sanitizePhone } from "../auth";
import { mayBePhoneSearch } from "./filters";
import { type CountryCode as PhoneCountry, isPossiblePhoneNumber } from "../phone-lib";

/**
 * Whether a number could be a phone number of the country: the rule of isPossiblePhone in
 * src/domain/auth.ts (libphonenumber-js, after keeping digits and "+"). Called here directly:
 * src/domain/auth.ts is part of the first load (the session uses it) and must not carry the metadata.
 */
export function isPossibleCountryPhone(number: string, country: string): boolean {
  const cleaned = sanitizePhone(number);
  if (!cleaned) return false;
  try {
    return isPossiblePhoneNumber(cleaned, country as PhoneCountry);
  } catch {
    return false;
  }
}

/** The phone of a history search (digits and "+"), or null when the text, spaces removed, is not a possible number of the country. */
export function phoneSearchOf(text: string, country: string): string | null {
  if (!mayBePhoneSearch(text)) return null;
  const compact = text.replace(/\s+/g, "");
  if (!isPossibleCountryPhone(compact, country)) return null;
  return sanitizePhone(compact);
}
