// Issue 14 (platform RSS at rest ≤ 250 MB): the start-up settings that keep the platform's resident
// memory small are applied — PGlite's PostgreSQL settings on an in-memory database and on a data
// directory (new and reopened), the in-memory database's small WAL segments and dropped templates, the garbage
// collection after start-up, and the runtime flags and malloc settings `npm start` gives the
// platform's process. No memory is measured here (bench/api-reads.ts and `npm run bench` do that).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PLATFORM_NODE_FLAGS, platformEnv } from "../../scripts/platform-runtime.mjs";
import { type Database, openDatabase, PGLITE_MEMORY_SETTINGS, PGLITE_SETTINGS } from "../../src/server/db/database";
import { collectGarbage } from "../../src/server/memory";

async function setting(database: Database, name: string): Promise<string> {
  return database.withLock(async (raw) => String(Object.values((await raw.query(`SHOW ${name}`))[0])[0]));
}

describe("start-up settings for a small resident set", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("an in-memory PGlite starts with small buffers, few connection slots and 1 MB WAL segments", async () => {
    const database = await openDatabase({ dataDir: "memory://", migrate: false, seed: false });
    try {
      for (const [name, value] of Object.entries({ ...PGLITE_SETTINGS, ...PGLITE_MEMORY_SETTINGS })) expect(await setting(database, name), name).toBe(value);
      expect(await setting(database, "wal_segment_size")).toBe("1MB");
      // Its template databases (files in memory that only CREATE DATABASE reads) are gone.
      const databases = await database.withLock((raw) => raw.query("SELECT datname FROM pg_database ORDER BY datname"));
      expect(databases.map((r) => r.datname)).toEqual(["postgres"]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("a data directory gets the settings when it is made and when it is reopened (its WAL segments stay 16 MB)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rss-settings-"));
    dirs.push(dir);
    for (const open of ["new", "reopened"]) {
      const database = await openDatabase({ dataDir: dir, migrate: false, seed: false });
      try {
        for (const [name, value] of Object.entries(PGLITE_SETTINGS)) expect(await setting(database, name), `${open}: ${name}`).toBe(value);
        expect(await setting(database, "wal_segment_size"), open).toBe("16MB");
        expect(database.report.previousShutdown).toBe(open === "new" ? "new" : "clean");
        const databases = await database.withLock((raw) => raw.query("SELECT datname FROM pg_database ORDER BY datname"));
        expect(databases.map((r) => r.datname), open).toEqual(["postgres", "template0", "template1"]);
      } finally {
        await database.close();
      }
    }
  }, 120_000);

  it("the garbage of start-up can be collected without --expose-gc", () => {
    expect(collectGarbage()).toBe(true);
    expect(collectGarbage()).toBe(true);
  });

  it("npm start runs the platform with a small young generation and a fixed malloc mmap threshold", () => {
    expect(PLATFORM_NODE_FLAGS).toContain("--max-semi-space-size=4");
    expect(platformEnv({ PORT: "1" })).toMatchObject({ PORT: "1", GLIBC_TUNABLES: expect.stringContaining("glibc.malloc.mmap_threshold=32768") });
    expect(platformEnv({ GLIBC_TUNABLES: "glibc.pthread.rseq=0" }).GLIBC_TUNABLES).toMatch(/^glibc\.pthread\.rseq=0:glibc\.malloc\.mmap_threshold=32768/);
    const own = { GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=4096" };
    expect(platformEnv(own)).toBe(own);
  });
});
