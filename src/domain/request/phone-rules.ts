// The phone rules of the order form (core §5: the customer's phone must be a possible number of the
// country; the payload sends it in E.164). They need libphonenumber-js and the phone metadata
// (../phone-lib, ~20 KB gz), which the request page does not need before the form is usable (issue
// 14): validation.ts and payload.ts take these rules as a parameter, the request page machine loads
// this module with its named actor `loadPhoneRules` once the form is shown (the composition root
// provides a dynamic import of it), and the platform and the bulk rows import it directly. Pure.
import { type CountryCode as PhoneCountry, isPossiblePhoneNumber } from "../phone-lib";
import { toE164 } from "../phone";
import type { RequestPhoneRules } from "./validation";

export type { RequestPhoneRules };

/** Whether the number is possible for the country (libphonenumber-js); false for unknown countries. */
export function isPossiblePhone(phone: string, countryCode: string): boolean {
  try {
    return isPossiblePhoneNumber(phone, countryCode.toUpperCase() as PhoneCountry);
  } catch {
    return false;
  }
}

export { toE164 };

/** The rules as one value (what `loadPhoneRules` answers). */
export const REQUEST_PHONE_RULES: RequestPhoneRules = { isPossiblePhone, toE164 };
