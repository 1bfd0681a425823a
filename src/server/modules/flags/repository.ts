// Flag state per region, one row per (region, flag name).
import { eq, sql } from "drizzle-orm";
import { type Flags, normalizeFlags } from "../../../domain/flags";
import type { Db } from "../../db/database";
import { flags } from "../../db/schema";

export class FlagRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The region's flags over the in-app defaults; null when the region has no flags at all. */
  async get(region: string): Promise<Flags | null> {
    const rows = await this.db.select().from(flags).where(eq(flags.region, region));
    if (!rows.length) return null;
    return normalizeFlags(Object.fromEntries(rows.map((r) => [r.name, r.enabled])));
  }

  /** Sets the given flags (others keep their value); creates the region when new. */
  async set(region: string, changes: Record<string, boolean>): Promise<Flags> {
    const at = new Date(this.now());
    const entries = Object.entries(changes);
    if (entries.length) {
      await this.db
        .insert(flags)
        .values(entries.map(([name, enabled]) => ({ region, name, enabled, updatedAt: at })))
        .onConflictDoUpdate({
          target: [flags.region, flags.name],
          set: { enabled: sql.raw(`excluded.${flags.enabled.name}`), updatedAt: at },
        });
    }
    return (await this.get(region)) ?? normalizeFlags({});
  }
}
