// Effect signature of the history filters. The composition root provides loadPhoneRules with a
// dynamic import of src/domain/history/phone-search.ts (libphonenumber-js and the phone metadata),
// so they load when the history page first opens, not with the order side's chunk.
import { fromPromise } from "xstate";

/** The phone rule of the history search (src/domain/history/phone-search.ts). */
export type PhoneSearchRules = {
  /** The phone of a search (digits and "+"), or null when it is not a possible number of the country. */
  phoneSearchOf: (text: string, country: string) => string | null;
};

/** Loads the phone rules; output is the rules module. */
export const loadPhoneRules = fromPromise<PhoneSearchRules>(async () => {
  throw new Error("loadPhoneRules is not provided");
});
