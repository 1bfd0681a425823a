// Search parameters of the routes, validated with valibot. TanStack parses numeric-looking values
// as numbers (?order_id=123 → 123), so ids accept both and become strings; anything invalid is
// dropped rather than breaking the page.
import * as v from "valibot";

const id = v.fallback(
  v.optional(v.pipe(v.union([v.pipe(v.string(), v.trim(), v.nonEmpty()), v.number()]), v.transform(String))),
  undefined,
);

/** /request-a-rider[/$vendorId]: orderID puts the request flow in update mode. */
export const RequestSearch = v.object({ orderID: id });

/** /order-tracking[/$vendorId] and /history[/$vendorId]: order_id selects an order. */
export const OrderSearch = v.object({ order_id: id });

/** /connect: the result of the e-mail verification link. */
export const ConnectSearch = v.object({
  verified: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.picklist(["1", "expired", "invalid"]))),
    undefined,
  ),
});
