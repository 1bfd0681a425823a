// The order lists stay on index scans at a million rows (issue 14, migration 0014), on PostgreSQL
// (TEST_DATABASE_URL; skipped without it). A million orders are generated with generate_series in a
// schema of their own, spread over a year and six vendors, and the planner is asked (EXPLAIN) about
// the exact queries OrderRepository.list sends: the active list, a history page, the next page, the
// pre-orders and the phone search, for a parent with its three outlets and for one outlet. None may
// read the table sequentially or sort the whole window. The simulator's scan of orders in progress
// (every tick) reads its partial index, and is never JIT-compiled by the platform's sessions.
import { sql as drizzleSql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { openDatabase, POSTGRES_SESSION_SETTINGS } from "../../src/server/db/database";
import { type ListOrdersQuery, OrderRepository } from "../../src/server/modules/orders/repository";

const url = process.env.TEST_DATABASE_URL;
const SCHEMA = "rrp_index_test";
const ROWS = 1_000_000;
const NOW = 1_790_000_000;
const DAY = 86_400;
const PARENT = ["DK-1000", "DK-1001", "DK-1002", "DK-1003"];

type PlanNode = { "Node Type": string; "Index Name"?: string; "Relation Name"?: string; "Plan Rows"?: number; "Total Cost"?: number; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

describe.skipIf(!url)("order list indexes at a million rows (PostgreSQL)", () => {
  let database: Database;
  let admin: postgres.Sql;
  let repo: OrderRepository;
  let scoped: string;

  beforeAll(async () => {
    admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};`).simple();
    const u = new URL(url!);
    u.searchParams.set("search_path", SCHEMA);
    scoped = u.toString();
    database = await openDatabase({ databaseUrl: scoped, now: () => NOW * 1000 });
    repo = new OrderRepository(database.db, { now: () => NOW * 1000 });
    const sql = postgres(scoped, { max: 1, onnotice: () => {} });
    // The load is the file's cost, so the table is filled the fast way and then put back as the
    // migrations made it: the migrations' indexes, the primary key and the foreign keys from and to
    // orders are dropped (their definitions kept), one INSERT … SELECT writes the million rows, then
    // the primary key, the indexes and the foreign keys are built again from their own definitions
    // (each key checked once over the whole table instead of a trigger per row: orders.vendor_id's
    // per-row check was most of the load) and the table is analyzed once. An unlogged load was
    // measured too: it saves the rows' write-ahead log, but the foreign keys that point at orders need
    // the table logged again, and SET LOGGED rewrites the million rows (slower than the saving).
    const indexes = await sql.unsafe(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = '${SCHEMA}' AND tablename = 'orders' AND indexname <> 'orders_pkey'`);
    const [pkey] = await sql.unsafe(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = '${SCHEMA}.orders'::regclass AND contype = 'p'`);
    const foreign = await sql.unsafe(
      `SELECT conname, conrelid::regclass::text AS tab, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' AND '${SCHEMA}.orders'::regclass IN (conrelid, confrelid)`,
    );
    for (const { conname, tab } of foreign) await sql.unsafe(`ALTER TABLE ${tab} DROP CONSTRAINT ${conname}`);
    for (const { indexname } of indexes) await sql.unsafe(`DROP INDEX ${SCHEMA}.${indexname}`);
    await sql.unsafe(`ALTER TABLE orders DROP CONSTRAINT ${pkey.conname}`);
    // A year of orders over six vendors; one in ten is a pre-order; phone numbers +45 2xxxxxxx.
    await sql.unsafe("SET maintenance_work_mem = '256MB'");
    await sql.unsafe(`
      INSERT INTO orders (order_id, vendor_id, created_at, updated_at_ms, preordered_for, status, customer_name, customer_phone, customer_address, payment_method)
      SELECT 'IDX-' || g,
             (ARRAY['DK-1000','DK-1001','DK-1002','DK-1003','DK-2001','DK-3001'])[1 + g % 6],
             ${NOW} - (g * 31) % (365 * ${DAY}),
             (${NOW}::bigint - (g * 31) % (365 * ${DAY})) * 1000,
             CASE WHEN g % 10 = 0 THEN ${NOW} - (g * 31) % (365 * ${DAY}) + 3600 END,
             CASE WHEN g % 50 = 0 THEN 'NEW' ELSE 'DELIVERED' END,
             'Customer ' || g, '+45' || (20000000 + g)::text, 'Elmegade 5', 'PAID'
      FROM generate_series(1, ${ROWS}) g`);
    await sql.unsafe(`ALTER TABLE orders ADD CONSTRAINT ${pkey.conname} ${pkey.def}`);
    for (const { indexdef } of indexes) await sql.unsafe(indexdef);
    for (const { conname, tab, def } of foreign) await sql.unsafe(`ALTER TABLE ${tab} ADD CONSTRAINT ${conname} ${def}`);
    expect(indexes.map((i) => i.indexname)).toContain("orders_vendor_phone_rev_idx");
    expect(foreign.length).toBeGreaterThan(0);
    await sql.unsafe("ANALYZE orders");
    await sql.end();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await admin?.unsafe(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`).simple();
    await admin?.end();
  });

  const plan = async (q: ListOrdersQuery | { toSQL(): { sql: string; params: unknown[] } }) => {
    const query = "toSQL" in q ? q : repo.listQuery(q);
    if (!query) throw new Error("no query");
    const { sql: text, params } = query.toSQL();
    const sql = postgres(scoped, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql.unsafe(`EXPLAIN (FORMAT JSON) ${text}`, params as never[]);
      return nodes((row["QUERY PLAN"] as { Plan: PlanNode }[])[0].Plan);
    } finally {
      await sql.end();
    }
  };
  const onIndex = (all: PlanNode[], index: string) => {
    expect(all.filter((n) => n["Node Type"] === "Seq Scan")).toEqual([]);
    expect(all.some((n) => n["Index Name"] === index)).toBe(true);
    // Any sort is of the few rows the index scans hand up, never of the window.
    for (const n of all.filter((x) => x["Node Type"] === "Sort")) expect(n["Plan Rows"] ?? 0).toBeLessThan(5_000);
  };

  it("has a million orders", async () => {
    const [{ n }] = await admin.unsafe(`SELECT count(*)::int AS n FROM ${SCHEMA}.orders`);
    expect(n).toBeGreaterThanOrEqual(ROWS);
  });

  it.each([
    ["active orders of a parent with outlets (today, 200)", { vendorIds: PARENT, from: NOW - DAY / 2, to: NOW, count: 200 }],
    ["a history page of a parent with outlets (a month, 50)", { vendorIds: PARENT, from: NOW - 30 * DAY, to: NOW, count: 50 }],
    ["the next history page (keyset)", { vendorIds: PARENT, from: NOW - 30 * DAY, to: NOW, count: 50, after: { createdAt: NOW - 10 * DAY, orderId: "IDX-5" } }],
    ["a history page of one outlet (a year, 30)", { vendorIds: ["DK-1002"], from: NOW - 365 * DAY, to: NOW, count: 30 }],
  ])("%s reads orders_vendor_created_idx", async (_, q) => {
    onIndex(await plan(q), "orders_vendor_created_idx");
  });

  it("pre-orders read orders_vendor_preordered_idx", async () => {
    onIndex(await plan({ vendorIds: PARENT, from: NOW - DAY, to: NOW + 2 * DAY, count: 200, scheduled: true }), "orders_vendor_preordered_idx");
  });

  it("the simulator's open orders read orders_open_idx, priced below PostgreSQL's JIT threshold", async () => {
    const all = await plan(repo.openOrdersQuery());
    expect(all.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "orders")).toEqual([]);
    expect(all.some((n) => n["Index Name"] === "orders_open_idx")).toBe(true);
    // jit_above_cost's default: the old query (two subqueries per row) was priced at some 640,000.
    expect(all[0]["Total Cost"]).toBeLessThan(100_000);
  });

  it("the platform's sessions never JIT-compile (the query that was compiled on every tick)", async () => {
    const [{ jit }] = (await database.db.execute(drizzleSql`SHOW jit`)) as unknown as { jit: string }[];
    expect(jit).toBe("off");
    const [row] = (await database.db.execute(drizzleSql`EXPLAIN (ANALYZE, FORMAT JSON) ${repo.openOrdersQuery()}`)) as unknown as Record<string, unknown>[];
    const [explained] = row["QUERY PLAN"] as { JIT?: unknown }[];
    expect(explained.JIT).toBeUndefined();
  });

  it("the phone search (numbers ending with the digits) reads orders_vendor_phone_rev_idx", async () => {
    onIndex(await plan({ vendorIds: PARENT, from: NOW - 92 * DAY, to: NOW, count: 50, phoneDigits: "12345" }), "orders_vendor_phone_rev_idx");
    const { rows } = await repo.list({ vendorIds: PARENT, from: NOW - 365 * DAY, to: NOW, count: 50, phoneDigits: "12345" });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.customerPhone.endsWith("12345") && PARENT.includes(r.vendorId))).toBe(true);
  });

  it("the lists, prepared once per shape, are planned with each call's values even after five runs (no generic plan)", async () => {
    const [{ plan_cache_mode }] = (await database.db.execute(drizzleSql`SHOW plan_cache_mode`)) as unknown as { plan_cache_mode: string }[];
    expect(plan_cache_mode).toBe("force_custom_plan");
    // The phone search as a prepared statement in a session of the platform's settings, run seven times:
    // a generic plan (PostgreSQL may choose one from the sixth run) cannot use the reversed-digits index.
    const { sql: text, params } = repo.listQuery({ vendorIds: PARENT, from: NOW - 92 * DAY, to: NOW, count: 50, phoneDigits: "12345" })!.toSQL();
    const sql = postgres(scoped, { max: 1, onnotice: () => {}, connection: { ...POSTGRES_SESSION_SETTINGS } });
    try {
      await sql.unsafe(`PREPARE phone_list AS ${text}`);
      const args = (params as (string | number)[]).map((v) => (typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`)).join(", ");
      for (let run = 1; run <= 7; run++) {
        const [row] = await sql.unsafe(`EXPLAIN (FORMAT JSON) EXECUTE phone_list(${args})`);
        onIndex(nodes((row["QUERY PLAN"] as { Plan: PlanNode }[])[0].Plan), "orders_vendor_phone_rev_idx");
      }
    } finally {
      await sql.end();
    }
  });
});
