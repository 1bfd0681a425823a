// Idempotent seed: runs when the users table is empty, in one transaction, with batch inserts.
// The request flow's seed (seed-request.ts) runs after it; openDatabase calls both.
// Flags and country parameters are inserted with ON CONFLICT DO NOTHING so a later country or
// region gets its rows without touching changed ones.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { REGIONS } from "../../config/deployment";
import { COUNTRIES } from "../../config/countries";
import { FLAG_NAMES } from "../../domain/flags";
import { hashPassword } from "../security/passwords";
import type { Db } from "./database";
import { countryParameters, flags, users, vendorOwners, vendors } from "./schema";
import { SEED_COUNTRY_PARAMETERS, SEED_FLAGS, SEED_PASSWORD, SEED_USERS, SEED_VENDORS } from "./seed-data";

export async function seedIfEmpty(db: Db, now: () => number): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(count) > 0) return false;
  const at = new Date(now());
  const hashes = await Promise.all(SEED_USERS.map(() => hashPassword(SEED_PASSWORD)));
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      SEED_USERS.map((u, i) => ({
        id: randomUUID(),
        email: u.email,
        passwordHash: hashes[i],
        businessName: u.businessName,
        mobileNumber: u.mobileNumber,
        verifiedAt: at,
        createdAt: at,
      })),
    );
    await tx.insert(vendors).values(
      SEED_VENDORS.map((v) => ({
        vendorId: v.vendorId,
        parentVendorId: v.parentVendorId,
        clientVendorId: v.clientVendorId,
        isActive: true,
        isRegistered: v.isRegistered,
        isParent: v.isParent,
        name: v.name,
        currency: "DKK",
        phone: v.phone,
        addressText: `${v.street} ${v.streetNumber}, ${v.postalCode} ${v.city}`,
        city: v.city,
        countryCode: "DK",
        latitude: v.latitude,
        longitude: v.longitude,
        postalCode: v.postalCode,
        street: v.street,
        streetNumber: v.streetNumber,
        riderInstructions: v.riderInstructions,
        paymentMethods: v.paymentMethods,
        estimationPickUpMinutes: v.estimationPickUpMinutes,
        createdAt: at,
      })),
    );
    const owners = SEED_VENDORS.flatMap((v) => v.owners.map((email) => ({ vendorId: v.vendorId, email })));
    if (owners.length) await tx.insert(vendorOwners).values(owners);
    await tx
      .insert(countryParameters)
      .values(
        Object.keys(COUNTRIES).flatMap((country) =>
          Object.entries(SEED_COUNTRY_PARAMETERS).map(([name, value]) => ({ country, name, value })),
        ),
      )
      .onConflictDoNothing();
    await tx
      .insert(flags)
      .values(REGIONS.flatMap((region) => FLAG_NAMES.map((name) => ({ region, name, enabled: SEED_FLAGS[name], updatedAt: at }))))
      .onConflictDoNothing();
  });
  return true;
}
