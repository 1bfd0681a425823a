// Query of the request page: ?orderID= puts the flow in update mode (search-params.ts), and
// ?payment=failed|cancelled&intent=<id> is where the platform's 3-D Secure page returns when the
// payment failed or was left too long (issue 17).
import * as v from "valibot";
import { RequestSearch } from "../../search-params";

export const RequestPageSearch = v.object({
  ...RequestSearch.entries,
  payment: v.fallback(v.optional(v.picklist(["success", "failed", "cancelled"])), undefined),
  /** The payment intent the 3-D Secure page returns from (issue 17: the payment step asks where it is). */
  intent: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128))), undefined),
});
