// openDatabase: PGlite (embedded, in DATA_DIR/pglite or in memory with "memory://") by default,
// PostgreSQL through postgres-js when a DATABASE_URL is given. Both get the same migrations, the
// same Drizzle schema and the same queries. PGlite has a single connection and serializes every
// query and transaction itself (its own mutex), so the app can issue queries concurrently.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { type RawSql, migrate } from "./migrate";
import * as schema from "./schema";
import { seedIfEmpty } from "./seed";
import { seedOrdersIfEmpty } from "./seed-orders";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
};

export type OpenDatabaseOptions = {
  /** Data directory of the platform ("./.data" by default, "memory://" for an in-memory database). */
  dataDir?: string;
  /** postgres://… : use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Seed the demo data when the users table is empty (default true). */
  seed?: boolean;
  now?: () => number;
};

const MIGRATION_LOCK_ID = 727_274_001;

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let location = "memory://";
  let client: InstanceType<typeof PGlite>;
  if (dataDir === "memory://") client = new PGlite();
  else {
    location = join(resolve(dataDir), "pglite");
    mkdirSync(location, { recursive: true });
    client = new PGlite(location);
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
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const sql = postgres(databaseUrl, { max: 10, onnotice: () => {} });
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
    close: () => sql.end({ timeout: 5 }),
  };
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir ?? "./.data");
  try {
    await database.withLock(async (raw) => {
      if (options.migrate !== false) await migrate(raw);
      if (options.seed !== false) {
        await seedIfEmpty(database.db, options.now ?? Date.now);
        await seedOrdersIfEmpty(database.db, options.now ?? Date.now);
      }
    });
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
