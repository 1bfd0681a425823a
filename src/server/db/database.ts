// openDatabase: PGlite (embedded, in DATA_DIR/pglite or in memory with "memory://") by default,
// PostgreSQL through postgres-js when a DATABASE_URL is given. Both get the same migrations, the
// same Drizzle schema and the same queries. PGlite has a single connection and serializes every
// query and transaction itself (its own mutex), so the app can issue queries concurrently.
// Every open reports what it did (see OpenReport): a restart on a data directory that is already
// migrated and seeded applies nothing and seeds nothing, and says so in its log line.
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { migrate, type RawSql } from "./migrate";
import * as schema from "./schema";
import { seedIfEmpty } from "./seed";
import { seedOrdersIfEmpty } from "./seed-orders";
import { seedRequestIfEmpty } from "./seed-request";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** How the last process left a PGlite data directory: "unclean" makes PostgreSQL replay its write-ahead log while opening. */
export type PreviousShutdown = "clean" | "unclean" | "new";

/** What openDatabase did, for the startup log and the restart test. */
export type OpenReport = {
  /** Milliseconds per step: connect (PGlite: load the engine and open the directory), migrate, seed. */
  ms: { connect: number; migrate: number; seed: number };
  /** Migrations applied by this open (empty when the schema was already up to date). */
  migrated: string[];
  /** Seeds that ran: "demo", "request", "orders" (empty when the data was already there). */
  seeded: string[];
  /** PGlite data directory only (null otherwise). */
  previousShutdown: PreviousShutdown | null;
};

export type Database = {
  kind: "pglite" | "postgres";
  /** Where the data lives (no credentials), for logs. */
  location: string;
  db: Db;
  /** Runs fn with raw SQL on one connection while holding the migration lock. */
  withLock<T>(fn: (raw: RawSql) => Promise<T>): Promise<T>;
  /** LISTEN on a channel (PostgreSQL: a dedicated connection that reconnects; PGlite: in process). Resolves to the function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY a channel (delivered to every listener of every instance on the same database). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as an uncompressed tarball, which `loadDataDir` opens again (tests copy one migrated and seeded database instead of creating each). */
  dumpDataDir?: () => Promise<Blob>;
  /** What the open did (set by openDatabase). */
  report: OpenReport;
};

export type OpenDatabaseOptions = {
  /** Data directory of the platform ("./.data" by default, "memory://" for an in-memory database). */
  dataDir?: string;
  /** An in-memory PGlite starts from this data directory (a `dumpDataDir` tarball) instead of an empty cluster; migrations and seeds then find their work done. */
  loadDataDir?: Blob;
  /** postgres://… : use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Seed the demo data when the users table is empty (default true). */
  seed?: boolean;
  now?: () => number;
};

const MIGRATION_LOCK_ID = 727_274_001;

/** DBState in global/pg_control (ControlFileData: system_identifier u64, pg_control_version u32, catalog_version_no u32, then state). */
const PG_CONTROL_STATE_OFFSET = 16;
const DB_SHUTDOWNED = 1;
const DB_SHUTDOWNED_IN_RECOVERY = 2;

/** Reads how the previous process left the directory, before PGlite opens (and marks) it. */
export function previousShutdownOf(pgdata: string): PreviousShutdown {
  let control: Buffer;
  try {
    control = readFileSync(join(pgdata, "global", "pg_control"));
  } catch {
    return "new";
  }
  if (control.length < PG_CONTROL_STATE_OFFSET + 4) return "unclean";
  // PGlite is WebAssembly, so the file is little-endian on every host.
  const state = control.readInt32LE(PG_CONTROL_STATE_OFFSET);
  return state === DB_SHUTDOWNED || state === DB_SHUTDOWNED_IN_RECOVERY ? "clean" : "unclean";
}

const emptyReport = (): OpenReport => ({ ms: { connect: 0, migrate: 0, seed: 0 }, migrated: [], seeded: [], previousShutdown: null });

/**
 * PostgreSQL settings the embedded engine starts with (issue 14: platform RSS at rest). PGlite runs
 * one backend in single-user mode inside its WebAssembly memory, which never shrinks, and starts
 * with PostgreSQL's server defaults: 128 MB of shared buffers and shared memory sized for 100
 * connections, which alone held some 120 MB of the platform's resident memory. The demo's whole
 * database is a few tens of MB, so 8 MB of buffers keep its hot part cached (a miss is a copy from
 * the in-memory file system or the OS page cache: 16 MB held ~10 MB more at rest); a single backend
 * needs no connection slots beyond a few (PGlite's LISTEN runs in the same backend). Applied as `-c`
 * start parameters on top of PGlite's own (they override the data directory's postgresql.conf, so
 * an existing data directory gets them too). PostgreSQL (DATABASE_URL) is configured by its
 * operator, not here.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "8MB",
  max_connections: "5",
};

/**
 * An in-memory database keeps its files, the write-ahead log too, as JavaScript buffers. It is
 * always new, so initdb gives it 1 MB WAL segments instead of 16 MB, and checkpoints keep at most
 * a few of them: its WAL stays a few MB at rest and under the simulator's writes, where 16 MB
 * segments kept 16 MB and more (min_wal_size must be twice the segment size, which a data directory
 * made with 16 MB segments would refuse, so this is for memory:// only). A checkpoint removes the
 * segments it no longer needs instead of keeping them for reuse (wal_recycle off), and no full page
 * images are written after a checkpoint (full_page_writes off: they only guard against torn pages
 * after a crash, and an in-memory database does not outlive its process): 7 MB of WAL at rest → 5.
 */
export const PGLITE_MEMORY_SETTINGS: Readonly<Record<string, string>> = {
  min_wal_size: "2MB",
  max_wal_size: "16MB",
  wal_recycle: "off",
  full_page_writes: "off",
};
export const PGLITE_MEMORY_INITDB = ["--wal-segsize=1"] as const;

/** PGlite's default start parameters plus the given settings (`-c name=value` each). */
export function pgliteStartParams(defaults: readonly string[], settings: Readonly<Record<string, string>> = PGLITE_SETTINGS): string[] {
  return [...defaults, ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let location = "memory://";
  let client: InstanceType<typeof PGlite>;
  const report = emptyReport();
  // initdb's temporary instance (a new or in-memory database) gets the same options.
  const options = { startParams: pgliteStartParams(PGlite.defaultStartParams) };
  if (dataDir === "memory://")
    client = new PGlite({
      startParams: pgliteStartParams(PGlite.defaultStartParams, { ...PGLITE_SETTINGS, ...PGLITE_MEMORY_SETTINGS }),
      initDbStartParams: [...PGLITE_MEMORY_INITDB],
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  else {
    location = join(resolve(dataDir), "pglite");
    report.previousShutdown = previousShutdownOf(location);
    mkdirSync(location, { recursive: true });
    client = new PGlite(location, options);
  }
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  const raw: RawSql = {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
  };
  return {
    kind: "pglite",
    location,
    db,
    withLock: (fn) => fn(raw),
    listen: (channel, onPayload) => client.listen(channel, onPayload).then((stop) => () => stop()),
    notify: async (channel, payload) => {
      await client.query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    // PGlite's close ends its backend with a shutdown checkpoint, so the next open needs no recovery.
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
    report,
  };
}

/**
 * Session settings of the platform's PostgreSQL connections (startup parameters, so they hold for
 * every query of every pooled connection). `jit: off`: the platform sends short queries that read a
 * few rows on an index, the kind PostgreSQL's manual says JIT compilation costs more than it saves,
 * and the server decides to compile from the planner's cost estimate, which a skewed table can put
 * far above the threshold: at a million orders one simulator query that reads eight rows was
 * compiled on every tick, 0.3–0.6 s of the server's CPU each time (issue 14).
 * `plan_cache_mode: force_custom_plan`: the order lists are prepared statements (OrderRepository.list,
 * one per shape), and after five runs PostgreSQL may switch a prepared statement to a generic plan,
 * made without the values; a phone search's `LIKE $n` can then no longer use the reversed-digits index
 * (its prefix is unknown when planning). Custom plans are planned with each call's values, as the
 * EXPLAIN test (tests/server/order-indexes-postgres.test.ts) checks them.
 */
export const POSTGRES_SESSION_SETTINGS: Readonly<Record<string, string>> = { jit: "off", plan_cache_mode: "force_custom_plan" };

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {}, connection: { ...POSTGRES_SESSION_SETTINGS } });
  const db = drizzle({ client: sql, schema }) as unknown as Db;
  const url = new URL(databaseUrl);
  return {
    kind: "postgres",
    location: `${url.protocol}//${url.host}${url.pathname}`,
    db,
    async withLock(fn) {
      const conn = await sql.reserve();
      try {
        await conn.unsafe(`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`);
        const raw: RawSql = {
          query: async (text) => [...(await conn.unsafe(text))] as Record<string, unknown>[],
          exec: async (text) => {
            await conn.unsafe(text).simple();
          },
        };
        return await fn(raw);
      } finally {
        await conn.unsafe(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => {});
        conn.release();
      }
    },
    listen: async (channel, onPayload) => {
      const { unlisten } = await sql.listen(channel, onPayload);
      return unlisten;
    },
    notify: async (channel, payload) => {
      await sql.notify(channel, payload);
    },
    // Ends every connection, the LISTEN one too, after the queries in flight (5 s at most).
    close: () => sql.end({ timeout: 5 }),
    report: emptyReport(),
  };
}

/**
 * An in-memory database's files are JavaScript buffers, and initdb leaves two template databases
 * (template0, template1: some 12 MB of files) that only CREATE DATABASE reads. Nothing creates a
 * database in a database that lives as long as the process, so they are dropped (issue 14:
 * platform RSS at rest). A data directory (or PostgreSQL) keeps them.
 */
export async function dropTemplateDatabases(raw: RawSql): Promise<void> {
  const names = (await raw.query("SELECT datname FROM pg_database WHERE datname IN ('template0', 'template1')")).map((r) => String(r.datname));
  for (const name of names) {
    await raw.exec(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false IS_TEMPLATE false`);
    await raw.exec(`DROP DATABASE ${name}`);
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  let started = performance.now();
  const lap = () => {
    const ms = Math.round(performance.now() - started);
    started = performance.now();
    return ms;
  };
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? "./.data", options.loadDataDir);
  const { report } = database;
  report.ms.connect = lap();
  try {
    await database.withLock(async (raw) => {
      if (database.kind === "pglite" && database.location === "memory://") await dropTemplateDatabases(raw);
      if (options.migrate !== false) report.migrated = await migrate(raw);
      report.ms.migrate = lap();
      if (options.seed !== false) {
        const now = options.now ?? Date.now;
        // Each seed checks with one count whether its data is already there, and does nothing then.
        if (await seedIfEmpty(database.db, now)) report.seeded.push("demo");
        if (await seedRequestIfEmpty(database.db, now)) report.seeded.push("request");
        if (await seedOrdersIfEmpty(database.db, now)) report.seeded.push("orders");
        // The seeds' write-ahead log of an in-memory database is JavaScript memory until a checkpoint
        // removes it (PGLITE_MEMORY_SETTINGS): one now, rather than minutes later.
        if (report.seeded.length && database.kind === "pglite" && database.location === "memory://") await raw.exec("CHECKPOINT");
      }
      report.ms.seed = lap();
    });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
