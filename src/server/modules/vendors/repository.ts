// Vendors and their owners. A vendor is visible to a user whose e-mail is among its owners or
// among the owners of its parent; to a GODROID token for its vendors (and their outlets).
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Vendor } from "../../../domain/contract/vendor";
import type { Db } from "../../db/database";
import { users, vendorOwners, vendors } from "../../db/schema";
import type { Principal } from "../../security/tokens";

export type VendorRow = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;

export function toVendor(row: VendorRow, owners: string[]): Vendor {
  return {
    vendor_id: row.vendorId,
    parent_vendor_id: row.parentVendorId,
    client_vendor_id: row.clientVendorId,
    is_active: row.isActive,
    is_registered: row.isRegistered,
    is_parent: row.isParent,
    vendor_information: {
      name: row.name,
      currency: row.currency,
      owners,
      contact: { phone: row.phone },
      location: {
        address_text: row.addressText,
        building: row.building,
        city: row.city,
        country_code: row.countryCode,
        latitude: row.latitude,
        longitude: row.longitude,
        postal_code: row.postalCode,
        street: row.street,
        street_number: row.streetNumber,
        unit: row.unit,
        rider_instructions: row.riderInstructions,
      },
    },
    flags: { payment_methods: row.paymentMethods ?? {} },
    // Seconds in the contract (core §3); the platform keeps whole minutes.
    estimation_pick_up_time: row.estimationPickUpMinutes * 60,
  };
}

export class VendorRepository {
  constructor(private readonly db: Db) {}

  private async ownersOf(vendorIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>(vendorIds.map((id) => [id, []]));
    if (!vendorIds.length) return map;
    const rows = await this.db
      .select()
      .from(vendorOwners)
      .where(inArray(vendorOwners.vendorId, vendorIds))
      .orderBy(asc(vendorOwners.email));
    for (const r of rows) map.get(r.vendorId)?.push(r.email);
    return map;
  }

  private async withOwners(rows: VendorRow[]): Promise<Vendor[]> {
    const owners = await this.ownersOf(rows.map((r) => r.vendorId));
    return rows.map((r) => toVendor(r, owners.get(r.vendorId) ?? []));
  }

  /** Every vendor the principal may see, parents before their outlets (ordered by id). */
  async listVisible(principal: Principal): Promise<Vendor[]> {
    let condition: ReturnType<typeof or>;
    if (principal.kind === "user") {
      const owned = this.db.select({ id: vendorOwners.vendorId }).from(vendorOwners).where(eq(vendorOwners.email, principal.email));
      condition = or(inArray(vendors.vendorId, owned), inArray(vendors.parentVendorId, owned));
    } else if (principal.kind === "platform") {
      condition = or(inArray(vendors.vendorId, principal.vendorIds), inArray(vendors.parentVendorId, principal.vendorIds));
    } else return [];
    const rows = await this.db.select().from(vendors).where(condition).orderBy(asc(vendors.vendorId));
    return this.withOwners(rows);
  }

  async find(vendorId: string): Promise<{ row: VendorRow; owners: string[] } | null> {
    const [row] = await this.db.select().from(vendors).where(eq(vendors.vendorId, vendorId));
    if (!row) return null;
    return { row, owners: (await this.ownersOf([row.vendorId])).get(row.vendorId) ?? [] };
  }

  /** Whether the principal owns the vendor or its parent. */
  async canAccess(principal: Principal, row: VendorRow): Promise<boolean> {
    const ids = row.parentVendorId ? [row.vendorId, row.parentVendorId] : [row.vendorId];
    if (principal.kind === "platform") return ids.some((id) => principal.vendorIds.includes(id));
    if (principal.kind !== "user") return false;
    const [hit] = await this.db
      .select({ id: vendorOwners.vendorId })
      .from(vendorOwners)
      .where(and(eq(vendorOwners.email, principal.email), inArray(vendorOwners.vendorId, ids)))
      .limit(1);
    return Boolean(hit);
  }

  /** Ids of the outlets of a parent vendor. */
  async outletIds(parentVendorId: string): Promise<string[]> {
    const rows = await this.db.select({ id: vendors.vendorId }).from(vendors).where(eq(vendors.parentVendorId, parentVendorId)).orderBy(asc(vendors.vendorId));
    return rows.map((r) => r.id);
  }

  /** A vendor by the code a newcomer types at registration: its vendor id or its client vendor id. */
  async findByCode(code: string): Promise<VendorRow | null> {
    const c = code.trim();
    if (!c) return null;
    const [row] = await this.db
      .select()
      .from(vendors)
      .where(or(eq(sql`upper(${vendors.vendorId})`, c.toUpperCase()), eq(sql`upper(${vendors.clientVendorId})`, c.toUpperCase())))
      .limit(1);
    return row ?? null;
  }

  /** Whether a user account (other than `email`) already owns the vendor or its parent. */
  async isLinkedToAnotherAccount(row: VendorRow, email: string): Promise<boolean> {
    const ids = row.parentVendorId ? [row.vendorId, row.parentVendorId] : [row.vendorId];
    const [hit] = await this.db
      .select({ email: vendorOwners.email })
      .from(vendorOwners)
      .innerJoin(users, eq(users.email, vendorOwners.email))
      .where(and(inArray(vendorOwners.vendorId, ids), sql`${vendorOwners.email} <> ${email}`))
      .limit(1);
    return Boolean(hit);
  }
}
