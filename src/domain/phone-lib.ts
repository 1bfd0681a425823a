// libphonenumber-js bound to the portal's phone metadata (src/domain/phone-metadata.gen.ts, from
// scripts/phone-metadata.ts): full rules for every deployment country, parsing and possible lengths
// for the others. Every phone rule of the portal and the platform goes through here, never through
// `libphonenumber-js` itself (which would bring its whole metadata, 19 KB gz, into every page).
import { type CountryCode, isPossiblePhoneNumber as isPossible, parsePhoneNumberFromString as parse } from "libphonenumber-js/core";
import { PHONE_METADATA } from "./phone-metadata.gen";

export type { CountryCode };

export const isPossiblePhoneNumber = (text: string, country: CountryCode) => isPossible(text, country, PHONE_METADATA);

export const parsePhoneNumberFromString = (text: string, country: CountryCode) => parse(text, country, PHONE_METADATA);
