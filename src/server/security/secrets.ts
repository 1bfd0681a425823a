// The JWT signing secret: JWT_SECRET when set, otherwise a random secret generated once and kept in
// the database (app_secrets), so every instance sharing the database signs with the same key and
// tokens survive restarts of a persistent data directory.
import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { appSecrets } from "../db/schema";
import { randomToken } from "./hashing";

export async function loadOrCreateSecret(db: Db, name: string, now: () => number): Promise<string> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(appSecrets)
    .values({ name, value: randomToken(48), createdAt: new Date(now()) })
    .onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error(`could not create the secret ${name}`);
  return created;
}
