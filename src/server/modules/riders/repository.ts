// Riders of the simulator and their last reported position.
import { eq } from "drizzle-orm";
import type { Rider } from "../../../domain/contract/orders";
import type { Db } from "../../db/database";
import { riders } from "../../db/schema";

export type RiderRow = typeof riders.$inferSelect;

export const toRider = (row: RiderRow): Rider => ({
  id: row.id,
  name: row.name,
  phone_number: row.phoneNumber,
  latitude: row.latitude,
  longitude: row.longitude,
  updated_at: Math.floor(row.updatedAtMs / 1000),
});

export class RiderRepository {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<RiderRow | null> {
    const [row] = await this.db.select().from(riders).where(eq(riders.id, id)).limit(1);
    return row ?? null;
  }

  async all(): Promise<RiderRow[]> {
    return this.db.select().from(riders).orderBy(riders.id);
  }

  async move(id: string, latitude: number, longitude: number, atMs: number): Promise<void> {
    await this.db.update(riders).set({ latitude, longitude, updatedAtMs: atMs }).where(eq(riders.id, id));
  }
}
