// A small migrator: applies migrations/NNNN_name.sql in order, each in one implicit transaction
// (a multi-statement simple query) together with its row in schema_migrations. Identical on PGlite
// and PostgreSQL; on PostgreSQL the caller holds an advisory lock so instances do not race.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Raw SQL access on one connection (see database.ts). */
export type RawSql = {
  query(text: string): Promise<Record<string, unknown>[]>;
  exec(text: string): Promise<void>;
};

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
const MIGRATION_FILE = /^\d{4}_[a-z0-9_-]+\.sql$/;

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => MIGRATION_FILE.test(f))
    .sort();
}

/** Applies pending migrations; returns the names applied now. */
export async function migrate(raw: RawSql, dir = MIGRATIONS_DIR): Promise<string[]> {
  await raw.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const applied = new Set((await raw.query("SELECT name FROM schema_migrations")).map((r) => String(r.name)));
  const done: string[] = [];
  for (const name of listMigrations(dir)) {
    if (applied.has(name)) continue;
    const text = readFileSync(`${dir}/${name}`, "utf8");
    // The file name matches MIGRATION_FILE, so it is safe to inline.
    await raw.exec(`${text}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name}');`);
    done.push(name);
  }
  return done;
}
