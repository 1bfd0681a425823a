// One migrated and seeded PGlite per seed clock for the whole vitest run, copied into each test's
// database instead of creating a cluster (initdb), migrating and seeding for every test: opening a
// copy (`loadDataDir`) takes a fraction of a fresh start. The first worker that needs a template
// builds it with openDatabase (the same migrations and seeds as ever) and writes its tarball into the
// run's directory (tests/support/pglite-template.setup.ts); other workers and later files read it.
// The seeds depend on the clock, so a template is per `now()` at open time. Each copy is a database
// of its own: nothing written by one test reaches another.
import { randomUUID } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

const inProcess = new Map<number, Promise<Blob>>();

function templateDir(): string | undefined {
  try {
    return inject("pgliteTemplateDir") || undefined;
  } catch {
    return undefined;
  }
}

async function buildTemplate(at: number, file: string | undefined): Promise<Blob> {
  if (file) {
    const saved = await readFile(file).catch(() => null);
    if (saved) return new Blob([saved]);
  }
  const fresh = await openDatabase({ dataDir: "memory://", now: () => at });
  try {
    const blob = await fresh.dumpDataDir!();
    // Written for the other workers in the background: this file's tests do not wait for the disk, and a
    // worker that ends mid-write leaves only a temporary file that nobody reads.
    if (file) {
      const tmp = `${file}.${randomUUID()}.tmp`;
      void blob
        .arrayBuffer()
        .then((bytes) => writeFile(tmp, Buffer.from(bytes)))
        .then(() => rename(tmp, file))
        .catch(() => {});
    }
    return blob;
  } finally {
    await fresh.close();
  }
}

/**
 * An in-memory PGlite, migrated and seeded at `now()`, as a copy of the run's template for that
 * instant. RRP_NO_PGLITE_TEMPLATE=1 opens each one from scratch instead (to compare the two).
 */
export async function openTemplateDatabase(now: () => number): Promise<Database> {
  if (process.env.RRP_NO_PGLITE_TEMPLATE) return openDatabase({ dataDir: "memory://", now });
  const at = now();
  const dir = templateDir();
  let template = inProcess.get(at);
  if (!template) {
    template = buildTemplate(at, dir ? join(dir, `seeded-${at}.tar`) : undefined);
    inProcess.set(at, template);
    template.catch(() => inProcess.delete(at));
  }
  return openDatabase({ dataDir: "memory://", loadDataDir: await template, now });
}
