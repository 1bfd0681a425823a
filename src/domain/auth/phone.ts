// Phone plausibility of the account forms, apart from ../auth.ts: it needs libphonenumber's metadata
// (./phone-lib, ~20 KB gz), which only the pages that check a phone number load.
import { sanitizePhone } from "../auth";
import { type CountryCode as PhoneCountry, isPossiblePhoneNumber } from "../phone-lib";

/** Whether the number could be a phone number of the country (length and prefix plausibility). */
export function isPossiblePhone(number: string, country: string): boolean {
  const cleaned = sanitizePhone(number);
  if (cleaned.length === 0) return false;
  try {
    return isPossiblePhoneNumber(cleaned, country as PhoneCountry);
  } catch {
    return false;
  }
}
