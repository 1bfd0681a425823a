// Bulk placement with two platform instances on one PostgreSQL database (issue 10): the claim is a
// row lock (SELECT … FOR UPDATE SKIP LOCKED) plus a lease, so of two instances asked at once exactly
// one places the job, the other answers with the same result once it is done, and every good row
// becomes exactly one order. Runs only when TEST_DATABASE_URL points at a disposable database.
import postgres from "postgres";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BulkJobAnswerSchema } from "../../src/domain/contract/bulk";
import type { Database } from "../../src/server/db/database";
import { openDatabase } from "../../src/server/db/database";
import { BulkPlacer } from "../../src/server/modules/bulk/placement";
import { BULK, upload, xlsxOf } from "./bulk-support";
import { createClock, createTestPlatform, type TestPlatform } from "./helpers";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("bulk placement on PostgreSQL, two instances", () => {
  let databases: Database[] = [];
  let a: TestPlatform;
  let b: TestPlatform;
  const clock = createClock();

  beforeAll(async () => {
    const sql = postgres(url!, { max: 1, onnotice: () => {} });
    await sql.unsafe("DROP SCHEMA public CASCADE; CREATE SCHEMA public;").simple();
    await sql.end();
    databases = await Promise.all([openDatabase({ databaseUrl: url, now: clock.now }), openDatabase({ databaseUrl: url, now: clock.now })]);
    a = await createTestPlatform({}, { database: databases[0], clock });
    b = await createTestPlatform({}, { database: databases[1], clock });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
  });

  it("lets exactly one instance claim a job, and places each good row once", async () => {
    const owner = a.bearer(await a.login("owner@demo.dk"));
    const rows = Array.from({ length: 30 }, (_, i) => ({ customerName: `Kunde ${String.fromCharCode(65 + (i % 26))}` }));
    const created = await upload(a, owner, await xlsxOf([...rows, { customerPhone: "1" }]));
    const jobId = v.parse(BulkJobAnswerSchema, created.body).result.bulk_job.bulk_job_id;

    // Two placers on two connections pools claim at the same moment: one gets it.
    const quiet = { info() {}, warn() {} };
    const one = new BulkPlacer({ db: databases[0].db, now: clock.now, events: { publish: async () => {} }, logger: quiet } as never, "a");
    const two = new BulkPlacer({ db: databases[1].db, now: clock.now, events: { publish: async () => {} }, logger: quiet } as never, "b");
    const claims = await Promise.all([one.claim(jobId), two.claim(jobId)]);
    expect(claims.sort()).toEqual(["busy", "claimed"]);
    // Release the lease for the real race through both instances' HTTP handlers.
    clock.advance(61_000);

    const place = (p: TestPlatform) => p.app.request(`${BULK}/place-orders/${jobId}`, { method: "POST", headers: owner });
    const [ra, rb] = await Promise.all([place(a), place(b)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const result = v.parse(BulkJobAnswerSchema, await ra.json()).result;
    expect(result.bulk_job).toMatchObject({ status: "ORDER_PLACEMENT_SUCCESS", orders_placed: 30 });
    const sql = postgres(url!, { max: 1 });
    const [{ n, distinct }] = await sql`select count(*)::int as n, count(distinct order_id)::int as distinct from bulk_job_rows where job_id = ${jobId} and order_id is not null`;
    const [{ orders }] = await sql`select count(*)::int as orders from orders where order_id in (select order_id from bulk_job_rows where job_id = ${jobId})`;
    await sql.end();
    expect([n, distinct, orders]).toEqual([30, 30, 30]);
  }, 60_000);
});
