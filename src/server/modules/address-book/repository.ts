// The address book is read from the orders table: the distinct (phone, address) pairs of a vendor's
// customers, the newest order of each pair giving name, coordinates and notes.
import { and, desc, inArray, isNotNull, sql } from "drizzle-orm";
import type { AddressBookEntry } from "../../../domain/contract/request";
import type { Db } from "../../db/database";
import { orders } from "../../db/schema";

export const ADDRESS_BOOK_LIMIT = 10;
/** Orders scanned per search (the newest), so a vendor with years of orders answers quickly. */
const SCAN_LIMIT = 2000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export class AddressBookRepository {
  constructor(private readonly db: Db) {}

  async search(vendorIds: string[], query: string): Promise<AddressBookEntry[]> {
    if (!vendorIds.length) return [];
    const text = `%${escapeLike(query.trim())}%`;
    const digits = query.replace(/\D/g, "");
    const matches = [sql`${orders.customerName} ILIKE ${text}`, sql`${orders.customerAddress} ILIKE ${text}`];
    if (digits.length >= 2) matches.push(sql`${orders.customerPhone} LIKE ${`%${digits}%`}`);
    const rows = await this.db
      .select({
        orderId: orders.orderId,
        name: orders.customerName,
        phone: orders.customerPhone,
        address: orders.customerAddress,
        latitude: orders.customerLatitude,
        longitude: orders.customerLongitude,
        notes: orders.customerNotes,
      })
      .from(orders)
      .where(
        and(
          inArray(orders.vendorId, vendorIds),
          isNotNull(orders.customerLatitude),
          isNotNull(orders.customerLongitude),
          sql`(${sql.join(matches, sql` OR `)})`,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(SCAN_LIMIT);
    const seen = new Set<string>();
    const out: AddressBookEntry[] = [];
    for (const r of rows) {
      const key = `${r.phone}|${r.address.toLowerCase()}`;
      if (seen.has(key) || r.latitude === null || r.longitude === null) continue;
      seen.add(key);
      out.push({ id: r.orderId, name: r.name, phone_number: r.phone, latitude: r.latitude, longitude: r.longitude, address: r.address, notes: r.notes });
      if (out.length >= ADDRESS_BOOK_LIMIT) break;
    }
    return out;
  }
}
