// Who may see which orders: the vendors a principal owns (or whose parent it owns), as for GET
// /vendor/{id}, come from the cached vendor set (modules/vendors/access-cache.ts); a guest sees only
// the orders it placed itself.
import type { Principal } from "../../security/tokens";

/** The created_by value of orders a guest placed (its token subject), or null for other principals. */
export const guestCreator = (principal: Principal): string | null => (principal.kind === "guest" ? principal.guestId : null);
