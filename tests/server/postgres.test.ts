// The same migrations, seed and queries on PostgreSQL (postgres-js). Runs only when
// TEST_DATABASE_URL points at a disposable database: its public schema is wiped first.
import postgres from "postgres";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VendorsAnswerSchema } from "../../src/domain/contract";
import type { Database } from "../../src/server/db/database";
import { openDatabase } from "../../src/server/db/database";
import { SEED_USERS } from "../../src/server/db/seed-data";
import { createClock, createTestPlatform, PASSWORD, type TestPlatform } from "./helpers";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("PostgreSQL via DATABASE_URL", () => {
  let databases: Database[] = [];
  let p: TestPlatform;
  const clock = createClock();

  beforeAll(async () => {
    const sql = postgres(url!, { max: 1, onnotice: () => {} });
    await sql.unsafe("DROP SCHEMA public CASCADE; CREATE SCHEMA public;").simple();
    await sql.end();
    // Two instances starting together: the advisory lock makes one migrate and seed.
    databases = await Promise.all([openDatabase({ databaseUrl: url, now: clock.now }), openDatabase({ databaseUrl: url, now: clock.now })]);
    p = await createTestPlatform({}, { database: databases[0], clock });
  });
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.close()));
  });

  it("migrated and seeded exactly once", async () => {
    const sql = postgres(url!, { max: 1 });
    const [{ n }] = await sql`select count(*)::int as n from schema_migrations`;
    const [{ u }] = await sql`select count(*)::int as u from users`;
    await sql.end();
    expect(n).toBeGreaterThan(0);
    // the three demo users and the system owner of the guest vendor, each seeded once
    expect(u).toBe(SEED_USERS.length + 1);
    expect(databases[0].kind).toBe("postgres");
    expect(databases[0].location).not.toContain("@");
  });

  it("signs in, lists vendors, rotates refresh tokens and registers through the sequence", async () => {
    const owner = await p.login("owner@demo.dk");
    const { result } = v.parse(VendorsAnswerSchema, await (await p.call("/orders/api/v1/vendors", { headers: p.bearer(owner) })).json());
    expect(result.vendors.map((x) => x.vendor_id)).toEqual(["DK-1000", "DK-1001", "DK-1002", "DK-1003"]);
    expect((await p.call("/identity/v1/refresh", { method: "POST", headers: { cookie: owner.cookie } })).status).toBe(200);
    expect((await p.call("/identity/v1/refresh", { method: "POST", headers: { cookie: owner.cookie } })).status).toBe(401);
    const res = await p.call("/identity/v1/register", {
      body: {
        email: "pg@demo.dk",
        vendor_name: "PG Kiosk",
        business_name: "PG ApS",
        mobile_number: "+4511223344",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms_accepted: true,
      },
    });
    expect(res.status).toBe(201);
    const mails = (await (await p.call("/identity/v1/mailbox?email=pg@demo.dk")).json()) as { mails: { link: string }[] };
    expect((await p.call(mails.mails[0].link)).headers.get("location")).toBe("/connect?verified=1");
    const pg = await p.login("pg@demo.dk");
    const mine = v.parse(VendorsAnswerSchema, await (await p.call("/orders/api/v1/vendors", { headers: p.bearer(pg) })).json());
    expect(mine.result.vendors[0].vendor_id).toBe("DK-5001");
  });
});
