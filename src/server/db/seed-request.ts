// Idempotent seed of the request flow: runs when the vouchers table is empty (a fresh database, or
// a database seeded before migration 0003), in one transaction. The guest vendor's owner is a
// system account with a random password that is never verified, so it cannot sign in and nobody can
// claim the guest vendor by registering with its code.
import { randomUUID } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { randomToken } from "../security/hashing";
import { hashPassword } from "../security/passwords";
import type { Db } from "./database";
import { users, vendorOwners, vendors } from "./schema";
import { deliveryAreas, vendorServiceHours, vouchers } from "./schema-request";
import {
  SEED_AREA_VENDORS,
  SEED_DELIVERY_AREA,
  SEED_GUEST_VENDOR,
  SEED_VENDOR_SERVICE_HOURS,
  SEED_VOUCHERS,
} from "./seed-request-data";

export async function seedRequestIfEmpty(db: Db, now: () => number): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(vouchers);
  if (Number(count) > 0) return false;
  const at = new Date(now());
  const passwordHash = await hashPassword(randomToken(32));
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id: randomUUID(), email: SEED_GUEST_VENDOR.owner, passwordHash, businessName: "Guest checkout", verifiedAt: null, createdAt: at })
      .onConflictDoNothing();
    await tx
      .insert(vendors)
      .values({
        vendorId: SEED_GUEST_VENDOR.vendorId,
        clientVendorId: SEED_GUEST_VENDOR.vendorId,
        isActive: true,
        isRegistered: true,
        name: SEED_GUEST_VENDOR.name,
        currency: "DKK",
        countryCode: "DK",
        city: "København",
        paymentMethods: { ...SEED_GUEST_VENDOR.paymentMethods },
        createdAt: at,
      })
      .onConflictDoNothing();
    await tx.insert(vendorOwners).values({ vendorId: SEED_GUEST_VENDOR.vendorId, email: SEED_GUEST_VENDOR.owner }).onConflictDoNothing();
    const existing = (await tx.select({ id: vendors.vendorId }).from(vendors).where(inArray(vendors.vendorId, SEED_AREA_VENDORS))).map((r) => r.id);
    if (existing.length) await tx.insert(deliveryAreas).values(existing.map((vendorId) => ({ vendorId, ...SEED_DELIVERY_AREA })));
    const hours = Object.entries(SEED_VENDOR_SERVICE_HOURS).filter(([id]) => existing.includes(id));
    if (hours.length) await tx.insert(vendorServiceHours).values(hours.map(([vendorId, serviceHours]) => ({ vendorId, serviceHours }))).onConflictDoNothing();
    await tx.insert(vouchers).values(SEED_VOUCHERS.map((v) => ({ ...v, createdAtMs: at.getTime() }))).onConflictDoNothing();
  });
  return true;
}
