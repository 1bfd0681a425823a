// The realistic-volume loader of the bench (bench/volume.ts) on the platform's real schema: an
// in-memory PGlite migrated and seeded like the platform's, a few thousand orders loaded the way a
// million are (secondary indexes dropped, INSERT … SELECT FROM generate_series, indexes rebuilt from
// their own definitions, ANALYZE). The rows must be readable by the order lists the bench loads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load } from "../../bench/volume";
import { type Database, openDatabase } from "../../src/server/db/database";
import { OrderRepository } from "../../src/server/modules/orders/repository";

const NOW = 1_790_000_000;
const DAY = 86_400;
const ROWS = 3_000;
const indexNames = async (database: Database) =>
  (await database.withLock((raw) => raw.query("SELECT indexname FROM pg_indexes WHERE tablename = 'orders' ORDER BY indexname"))).map((r) => r.indexname);

describe("bench volume loader", () => {
  let database: Database;
  let before: unknown[];
  let timings: Awaited<ReturnType<typeof load>>;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://", now: () => NOW * 1000 });
    before = await indexNames(database);
    timings = await database.withLock((raw) => load(raw, ROWS, NOW));
  });
  afterAll(() => database?.close());

  it("loads the rows over the last year, all finished, and rebuilds every index it dropped", async () => {
    const [stats] = await database.withLock((raw) =>
      raw.query(
        "SELECT count(*)::int AS n, min(created_at)::bigint AS first, max(created_at)::bigint AS last, count(*) FILTER (WHERE status NOT IN ('DELIVERED','CANCELLED'))::int AS open FROM orders WHERE order_id LIKE 'VOL-%'",
      ),
    );
    expect(stats).toMatchObject({ n: ROWS, open: 0 });
    expect(NOW - Number(stats.first)).toBeGreaterThan(360 * DAY);
    expect(NOW - Number(stats.last)).toBeLessThan(DAY);
    expect(await indexNames(database)).toEqual(before);
    expect(timings.names.length).toBe(before.length - 1);
    expect(timings.names).toContain("orders_vendor_phone_rev_idx");
  });

  it("the lists the bench loads read the rows: a parent with its outlets, history and the phone search", async () => {
    const repo = new OrderRepository(database.db, { now: () => NOW * 1000 });
    const parent = ["DK-1000", "DK-1001", "DK-1002", "DK-1003"];
    const month = await repo.list({ vendorIds: parent, from: NOW - 30 * DAY, to: NOW, count: 50 });
    expect(month.rows.length).toBe(50);
    expect(month.rows.some((r) => r.orderId.startsWith("VOL-"))).toBe(true);
    const phone = await repo.list({ vendorIds: parent, from: NOW - 365 * DAY, to: NOW, count: 50, phoneDigits: "12" });
    expect(phone.rows.length).toBeGreaterThan(0);
    expect(phone.rows.every((r) => r.customerPhone.replace("+", "").endsWith("12"))).toBe(true);
  });
});
