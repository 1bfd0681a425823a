// Phone numbers, one rule for the portal and the platform (issue 15 item 5): a number typed without
// its country prefix ("20304051" in Denmark) is stored in E.164 ("+4520304051"), and shown in the
// country's own format ("20 30 40 51"; a number of another country internationally, "+46 70 123 45 67").
// A number libphonenumber cannot read is kept as typed (digits and a leading +), so nothing is lost.
import { type CountryCode, parsePhoneNumberFromString } from "./phone-lib";

const digitsAndPlus = (phone: string): string => phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");

function parsed(phone: string, country: string) {
  try {
    const p = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
    return p?.isPossible() ? p : undefined;
  } catch {
    return undefined;
  }
}

/** The number in E.164 for storage (+4520304051); a number it cannot read as digits and a leading +. */
export function toE164(phone: string, country: string): string {
  return parsed(phone, country)?.number ?? digitsAndPlus(phone);
}

/** The number for display: the country's national format for its own numbers, else international. */
export function formatPhone(phone: string, country: string): string {
  const p = parsed(phone, country);
  if (!p) return phone;
  return p.country === country.toUpperCase() ? p.formatNational() : p.formatInternational();
}

/** The number for a tel: link (E.164). */
export const telHref = (phone: string, country: string): string => `tel:${toE164(phone, country)}`;
