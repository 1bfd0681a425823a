// Query of the request page: ?orderID= puts the flow in update mode (search-params.ts), and
// ?payment=failed is where the platform's 3-D Secure page returns when the payment failed.
import * as v from "valibot";
import { RequestSearch } from "../../search-params";

export const RequestPageSearch = v.object({
  ...RequestSearch.entries,
  payment: v.fallback(v.optional(v.picklist(["success", "failed"])), undefined),
});
