// Who may see which orders: the vendors a principal owns (or whose parent it owns), as for GET
// /vendor/{id}; a guest only the orders it placed itself.
import { eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { vendorOwners, vendors } from "../../db/schema";
import type { Principal } from "../../security/tokens";

/** Every vendor id whose orders the principal may read (owned vendors and their outlets). */
export async function accessibleVendorIds(db: Db, principal: Principal): Promise<string[]> {
  let owned: string[];
  if (principal.kind === "user") {
    owned = (await db.select({ id: vendorOwners.vendorId }).from(vendorOwners).where(eq(vendorOwners.email, principal.email))).map((r) => r.id);
  } else if (principal.kind === "platform") owned = principal.vendorIds;
  else return [];
  if (!owned.length) return [];
  const rows = await db
    .select({ id: vendors.vendorId })
    .from(vendors)
    .where(or(inArray(vendors.vendorId, owned), inArray(vendors.parentVendorId, owned)));
  return rows.map((r) => r.id);
}

/** The created_by value of orders a guest placed (its token subject), or null for other principals. */
export const guestCreator = (principal: Principal): string | null => (principal.kind === "guest" ? principal.guestId : null);
