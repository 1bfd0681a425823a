// Realistic volume for issue 14: the API reads of bench/api-reads.ts (benchApiReads: the platform as
// `npm start` runs it, a bare Hono server, autocannon, three processes) against a database that holds
// a year of orders besides the demo:
//   BENCH_VOLUME=1m   a million orders on PostgreSQL (BENCH_DATABASE_URL, an admin URL of a server to
//                     use; otherwise scripts/ci-postgres.sh starts a throw-away one on loopback, in
//                     /tmp/rrp-bench-pg on port 54339 (BENCH_PG_DIR, BENCH_PG_PORT), and stops it
//                     afterwards; then the CPU its processes spend per request is reported too);
//   BENCH_VOLUME=100k a hundred thousand orders on PGlite (a data directory the platform then opens);
//   BENCH_VOLUME=pg   the demo alone on PostgreSQL (no orders added): the same data as the PGlite demo of
//                     the API reads, so "better on PostgreSQL" compares like with like (the same answers).
// The database is created empty, migrated and seeded by the platform's own openDatabase (its real
// schema and demo), then the orders are loaded with one INSERT … SELECT FROM generate_series: the
// orders table's secondary indexes are dropped first and built again afterwards from their own
// definitions (much faster than maintaining them row by row), then VACUUM (ANALYZE) and a CHECKPOINT,
// as a real deployment vacuums after a bulk import (so autovacuum and the checkpointer do not run
// during the measurement, and no read sets hint bits on a page of the load). The rows spread evenly
// over the last 365 days and six vendors (the demo parent DK-1000, its outlets DK-1001–1003, DK-2001,
// DK-3001), all finished (delivered, one in 25 cancelled, so the simulator leaves them alone), one in
// ten a pre-order, phone numbers +45 2xxxxxxx. Reported: the load time (migrate + seed, insert,
// indexes, vacuum + analyze + checkpoint) and req/s and p50 of GET vendors, active orders, history and the phone search
// against the bare server, with the platform's RSS.
//
// `BENCH_VOLUME=1m npx tsx bench/volume.ts [seconds] [connections]` prints it; bench/run.ts calls benchVolume().
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { openDatabase } from "../src/server/db/database";
import { type ApiReadsResult, benchApiReads } from "./api-reads";
import { root } from "./platform-process";

export type Volume = "1m" | "100k" | "pg";
export const VOLUMES: Record<Volume, { rows: number; kind: "postgres" | "pglite" }> = {
  pg: { rows: 0, kind: "postgres" },
  "1m": { rows: 1_000_000, kind: "postgres" },
  "100k": { rows: 100_000, kind: "pglite" },
};

export type VolumeResult = {
  volume: Volume;
  database: "postgres" | "pglite";
  orders: number;
  /** Milliseconds: an empty database migrated and seeded, the insert, the index builds, VACUUM (ANALYZE) + CHECKPOINT (`analyze`); total. */
  loadMs: { migrateAndSeed: number; insert: number; indexes: number; analyze: number; total: number };
  apiReads: ApiReadsResult;
};

const VENDORS = ["DK-1000", "DK-1001", "DK-1002", "DK-1003", "DK-2001", "DK-3001"];
const YEAR = 365 * 86_400;

/** The statements that load `rows` orders ending at `nowSec` (indexes dropped before, rebuilt after). */
export function insertSql(rows: number, nowSec: number): string {
  const step = Math.max(1, Math.floor(YEAR / rows));
  const created = `(${nowSec} - g::bigint * ${step})`;
  return `
    INSERT INTO orders (order_id, vendor_id, created_at, updated_at_ms, preordered_for, status, customer_name, customer_phone, customer_address, payment_method)
    SELECT 'VOL-' || g,
           (ARRAY[${VENDORS.map((v) => `'${v}'`).join(",")}])[1 + g % ${VENDORS.length}],
           ${created},
           (${created} + 1800) * 1000,
           CASE WHEN g % 10 = 0 THEN ${created} + 3600 END,
           CASE WHEN g % 25 = 0 THEN 'CANCELLED' ELSE 'DELIVERED' END,
           'Customer ' || g, '+45' || (20000000 + g)::text, 'Elmegade 5, 2200 København N', 'PAID'
    FROM generate_series(1, ${rows}) g`;
}

type Raw = { query(text: string): Promise<Record<string, unknown>[]>; exec(text: string): Promise<void> };

/** Drops the orders' secondary indexes, inserts, rebuilds them, vacuums and analyzes, checkpoints: the timings. */
export async function load(raw: Raw, rows: number, nowSec = Math.floor(Date.now() / 1000)) {
  if (rows === 0) return { insert: 0, indexes: 0, analyze: 0, names: [] as string[] };
  const t = () => performance.now();
  const indexes = (await raw.query(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'orders' AND indexname <> 'orders_pkey'",
  )) as { indexname: string; indexdef: string }[];
  let at = t();
  for (const { indexname } of indexes) await raw.exec(`DROP INDEX ${indexname}`);
  await raw.exec(insertSql(rows, nowSec));
  const insert = t() - at;
  at = t();
  for (const { indexdef } of indexes) await raw.exec(indexdef);
  const indexesMs = t() - at;
  // As a deployment does after a bulk import: VACUUM (ANALYZE) sets the new rows' hint bits and the
  // visibility map and gathers the statistics, CHECKPOINT writes the dirty pages out. Without it the
  // measurement that follows shared the machine with autovacuum (a million inserted rows pass its
  // insert threshold within its first minute), with reads that set hint bits on the pages they
  // touch, and with the checkpointer flushing the load; none of that is the platform's reads.
  at = t();
  await raw.exec("VACUUM (ANALYZE) orders");
  await raw.exec("CHECKPOINT");
  const analyze = t() - at;
  return { insert: Math.round(insert), indexes: Math.round(indexesMs), analyze: Math.round(analyze), names: indexes.map((i) => i.indexname) };
}

/** The server process of a PostgreSQL data directory and every process it started (backends, autovacuum, checkpointer…). */
export function postgresPids(dataDir: string): number[] {
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return [];
  }
  try {
    const children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return [postmaster, ...children];
  } catch {
    return [];
  }
}

/**
 * A PostgreSQL server: BENCH_DATABASE_URL, or a throw-away one from scripts/ci-postgres.sh (in
 * BENCH_PG_DIR, /tmp/rrp-bench-pg, on BENCH_PG_PORT, 54339), whose processes' CPU is measured too.
 */
export function postgresServer(): { url: string; stop(): void; pids?: () => number[] } {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const dir = process.env.BENCH_PG_DIR || "/tmp/rrp-bench-pg";
  const env = { ...process.env, CI_PG_DIR: dir, CI_PG_PORT: process.env.BENCH_PG_PORT || "54339" };
  const script = join(root, "scripts/ci-postgres.sh");
  const out = execFileSync("bash", [script, "start"], { env, encoding: "utf8" });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  if (!url) throw new Error(`PostgreSQL did not start: ${out}`);
  return { url, stop: () => execFileSync("bash", [script, "stop"], { env, stdio: "ignore" }), pids: () => postgresPids(join(dir, "data")) };
}

export async function benchVolume(volume: Volume, seconds = 10, connections = 50): Promise<VolumeResult> {
  const { rows, kind } = VOLUMES[volume];
  const started = performance.now();
  if (kind === "postgres") {
    const server = postgresServer();
    const name = "rrp_bench_volume";
    const admin = postgres(server.url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE ${name}`);
      const u = new URL(server.url);
      u.pathname = `/${name}`;
      const url = u.toString();
      const database = await openDatabase({ databaseUrl: url });
      const migrateAndSeed = database.report.ms.migrate + database.report.ms.seed;
      await database.close();
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      let timings: Awaited<ReturnType<typeof load>>;
      try {
        await sql.unsafe("SET maintenance_work_mem = '256MB'");
        timings = await load({ query: async (text) => [...(await sql.unsafe(text))], exec: async (text) => void (await sql.unsafe(text)) }, rows);
      } finally {
        await sql.end();
      }
      const total = Math.round(performance.now() - started);
      console.log(`volume ${volume}: ${rows} orders on PostgreSQL loaded in ${total} ms (insert ${timings.insert}, indexes ${timings.indexes}, vacuum (analyze) + checkpoint ${timings.analyze})`);
      const apiReads = await benchApiReads(seconds, connections, { env: { DATABASE_URL: url }, dbPids: server.pids });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return { volume, database: kind, orders: rows, loadMs: { migrateAndSeed, insert: timings.insert, indexes: timings.indexes, analyze: timings.analyze, total }, apiReads };
    } finally {
      await admin.end();
      server.stop();
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "rrp-bench-volume-"));
  try {
    const database = await openDatabase({ dataDir: dir });
    const migrateAndSeed = database.report.ms.migrate + database.report.ms.seed;
    const timings = await database.withLock((raw) => load(raw, rows));
    // A clean close (a shutdown checkpoint), so the platform opens the directory without recovery.
    await database.close();
    const total = Math.round(performance.now() - started);
    console.log(`volume ${volume}: ${rows} orders on PGlite loaded in ${total} ms (insert ${timings.insert}, indexes ${timings.indexes}, vacuum (analyze) + checkpoint ${timings.analyze})`);
    const apiReads = await benchApiReads(seconds, connections, { env: { DATA_DIR: dir } });
    return { volume, database: kind, orders: rows, loadMs: { migrateAndSeed, insert: timings.insert, indexes: timings.indexes, analyze: timings.analyze, total }, apiReads };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printVolume(r: VolumeResult) {
  const l = r.loadMs;
  console.log(
    `\nVolume ${r.volume}: ${r.orders.toLocaleString("en")} orders on ${r.database}, loaded in ${(l.total / 1000).toFixed(1)} s (migrate + seed ${l.migrateAndSeed} ms, insert ${l.insert} ms, indexes ${l.indexes} ms, vacuum (analyze) + checkpoint ${l.analyze} ms); autocannon ${r.apiReads.connections} connections × ${r.apiReads.seconds} s:`,
  );
  console.table(r.apiReads.results.map((x) => ({ ...x, ratioToBare: x.ratioToBare === null ? "" : `1/${Math.round(1 / x.ratioToBare)}` })));
  console.log(`platform RSS ${r.apiReads.rssMb.atRest} MB at rest, ${r.apiReads.rssMb.afterLoad} MB after the load`);
}

export const volumesOf = (value: string | undefined): Volume[] =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s): s is Volume => s in VOLUMES);

if (import.meta.url === `file://${process.argv[1]}`) {
  const [seconds, connections] = process.argv.slice(2).map(Number);
  const volumes = volumesOf(process.env.BENCH_VOLUME ?? "100k");
  for (const v of volumes) printVolume(await benchVolume(v, seconds || 10, connections || 50));
  process.exit(0);
}
