// The bulk-job calls on the in-process platform (issue 10): the template round-trip, the file checks
// (oversize, a renamed file, zip bombs, formulas, too many rows), preprocessing of mixed rows with
// their reasons, idempotent placement (twice, a retry while placing, a crash mid-way resumed after the
// lease) published to the live channel, the history and access control.
import { readSheet } from "read-excel-file/node";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BULK_COLUMNS, BULK_EXAMPLE_ROW, bulkColumnTexts } from "../../src/domain/bulk/columns";
import { BULK_FILE_MAX_BYTES, BULK_MAX_ROWS } from "../../src/domain/bulk/limits";
import { BulkJobAnswerSchema, BulkJobsAnswerSchema } from "../../src/domain/contract/bulk";
import { BulkPlacer, PLACEMENT_LEASE_MS } from "../../src/server/modules/bulk/placement";
import { BULK, bomb, lyingBomb, upload, xlsxOf } from "./bulk-support";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { type Sessions, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;

beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
}, 60_000);
afterAll(() => p.close());

const job = (body: unknown) => v.parse(BulkJobAnswerSchema, body).result;
const get = async (path: string, headers: Record<string, string>) => {
  const res = await p.app.request(`${BULK}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as unknown };
};
const place = async (jobId: string, headers = s.owner) => {
  const res = await p.app.request(`${BULK}/place-orders/${jobId}`, { method: "POST", headers });
  return { status: res.status, body: (await res.json()) as unknown };
};
const ordersOf = async (jobId: string) => (await get(`/detail/DK-1001/${jobId}`, s.owner)).body;

describe("template", () => {
  it("serves Template.xlsx with the header in the deployment's language, notes, and an example row that passes as it is", async () => {
    const res = await p.app.request(`${BULK}/example-file`, { headers: s.owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("Template.xlsx");
    const bytes = Buffer.from(await res.arrayBuffer());
    const rows = await readSheet(bytes);
    expect(rows[0]).toEqual(BULK_COLUMNS.map((c) => bulkColumnTexts("en")[c].header));
    expect(rows[1].map((x) => (x === null ? "" : String(x)))).toEqual(BULK_COLUMNS.map((c) => BULK_EXAMPLE_ROW[c]));
    const notes = await readSheet(bytes, "Notes");
    expect(notes).toHaveLength(BULK_COLUMNS.length + 1);
    // The same file uploaded untouched: one good row with its fee.
    const r = await upload(p, s.owner, bytes, { name: "Template.xlsx" });
    expect(r.status).toBe(200);
    const { bulk_job, orders } = job(r.body);
    expect(bulk_job.status).toBe("PREPROCESS_SUCCESS");
    expect(bulk_job.metadata.success_row_count).toBe(1);
    expect(orders[0]).toMatchObject({ row_number: 2, status: "PREPROCESS_SUCCESS", errors: [], delivery_type: "INSTANT", collection_point: { vendor_id: "DK-1001" } });
    expect(orders[0].delivery_fee).toBeGreaterThanOrEqual(39);
  });

  it("is for owners: no guest, no anonymous caller", async () => {
    expect((await p.app.request(`${BULK}/example-file`)).status).toBe(401);
    expect((await p.app.request(`${BULK}/example-file`, { headers: s.guest })).status).toBe(403);
  });
});

describe("file checks", () => {
  it("refuses a file over 5,242,880 bytes before reading it", async () => {
    const r = await upload(p, s.owner, new Uint8Array(BULK_FILE_MAX_BYTES + 1));
    expect(r.status).toBe(413);
    expect(r.body.translation_key).toBe("bulk-order-upload.file-too-large");
  });

  it("refuses a CSV or an image renamed to .xlsx, and a zip that is not a workbook (by content)", async () => {
    const csv = new TextEncoder().encode("name,phone\nMette,+4520123456\n");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    for (const bytes of [csv, png]) {
      const r = await upload(p, s.owner, bytes, { name: "orders.xlsx" });
      expect(r.status).toBe(400);
      expect(r.body.translation_key).toBe("bulk-order-upload.invalid-format");
    }
    const { zipSync } = await import("fflate");
    const zip = zipSync({ "readme.txt": new TextEncoder().encode("hello") });
    expect((await upload(p, s.owner, zip)).body.translation_key).toBe("bulk-order-upload.invalid-format");
  });

  it("refuses zip bombs from the central directory, and a lying directory while inflating, cheaply", async () => {
    const classic = bomb(30);
    const before = process.memoryUsage().rss;
    const r = await upload(p, s.owner, classic);
    expect(r.status).toBe(400);
    expect(r.body.translation_key).toBe("bulk-order-upload.unsafe-archive");
    // Refused before inflating: memory stays flat (time is not asserted in tests; the bench measures time).
    expect(process.memoryUsage().rss - before).toBeLessThan(30 * 1024 * 1024);
    const lying = await upload(p, s.owner, lyingBomb());
    expect(lying.status).toBe(400);
    expect(lying.body.translation_key).toBe("bulk-order-upload.unsafe-archive");
  });

  it("refuses a file without rows, and one with more than the row cap (its own message)", async () => {
    expect((await upload(p, s.owner, await xlsxOf([]))).body.translation_key).toBe("bulk-order-upload.no-rows");
    const rows = Array.from({ length: BULK_MAX_ROWS + 1 }, () => ({}));
    const r = await upload(p, s.owner, await xlsxOf(rows));
    expect(r.status).toBe(400);
    expect(r.body.translation_key).toBe("bulk-order-upload.too-many-rows");
  });

  it("never evaluates formulas: a row with one fails with its own reason", async () => {
    const cells = BULK_COLUMNS.map((c) => BULK_EXAMPLE_ROW[c] as string | { formula: string });
    cells[8] = { formula: "100+49.5" };
    const r = await upload(p, s.owner, await xlsxOf([cells, {}]));
    const { orders } = job(r.body);
    expect(orders[0].status).toBe("PREPROCESS_FAIL");
    expect(orders[0].errors).toContainEqual(expect.objectContaining({ field: "amount", translation_key: "bulk-order-upload.row.formula" }));
    expect(orders[1].status).toBe("PREPROCESS_SUCCESS");
  });

  it("refuses a multipart body without a file, and a JSON body", async () => {
    const form = new FormData();
    form.set("vendor_id", "DK-1001");
    expect((await p.app.request(`${BULK}/create`, { method: "POST", headers: s.owner, body: form })).status).toBe(400);
    expect((await p.call(`${BULK}/create`, { headers: s.owner, body: { vendor_id: "DK-1001", content: "x" } })).status).toBe(400);
  });
});

describe("preprocessing", () => {
  it("judges every row by the form's rules, geocodes, checks deliverability and signs a fee", async () => {
    const r = await upload(
      p,
      s.owner,
      await xlsxOf([
        {},
        { customerName: "Mette 2", customerPhone: "123" },
        { address: "Amager Strandvej 100, 2300 København S" },
        { collectionPoint: "DK-3001" },
        { collectionPoint: "dk-1001", paymentMethod: "PAID", deliveryTime: "2026-03-03 12:00" },
        { paymentMethod: "BITCOIN", description: "x".repeat(201), pickupCode: "y".repeat(31) },
        { address: "Nowhere street 1" },
        { deliveryTime: "tomorrow" },
      ]),
    );
    expect(r.status).toBe(200);
    const { bulk_job, orders } = job(r.body);
    expect(bulk_job.status).toBe("PREPROCESS_SUCCESS_WITH_ERROR");
    expect(bulk_job.total_rows).toBe(8);
    expect(bulk_job.metadata.success_row_count).toBe(2);
    const keys = (n: number) => orders[n].errors.map((e) => `${e.field}:${e.translation_key}`);
    expect(orders.map((o) => o.status)).toEqual([
      "PREPROCESS_SUCCESS",
      "PREPROCESS_FAIL",
      "PREPROCESS_FAIL",
      "PREPROCESS_FAIL",
      "PREPROCESS_SUCCESS",
      "PREPROCESS_FAIL",
      "PREPROCESS_FAIL",
      "PREPROCESS_FAIL",
    ]);
    expect(keys(1)).toEqual(["customerName:validation.wrong-customer-name", "customerPhone:validation.phone-incorrect"]);
    expect(keys(2)).toEqual(["address:request.error.undeliverable-address"]);
    expect(keys(3)).toEqual(["collectionPoint:bulk-order-upload.row.unknown-collection-point"]);
    expect(orders[4]).toMatchObject({ collection_point: { vendor_id: "DK-1001" }, delivery_type: "SCHEDULED", payment_method: "PAID" });
    expect(keys(5)).toEqual([
      "description:validation.fill-description",
      "paymentMethod:bulk-order-upload.row.invalid-payment-type",
      "pickupCode:request.pickup-code.submit.validation-error.length",
    ]);
    expect(keys(6)).toEqual(["address:validation.invalid-coordinates"]);
    expect(keys(7)).toEqual(["deliveryTime:bulk-order-upload.row.invalid-delivery-time"]);
    expect(orders[1].errors[0].message).toBe("The customer name is not valid");
  });

  it("lets a parent's upload name any of its outlets as the collection point", async () => {
    const r = await upload(p, s.owner, await xlsxOf([{ collectionPoint: "DK-1002" }, { collectionPoint: "DK-1003" }, { collectionPoint: "DK-2001" }]), { vendorId: "DK-1000" });
    const { orders } = job(r.body);
    expect(orders[0]).toMatchObject({ status: "PREPROCESS_SUCCESS", collection_point: { vendor_id: "DK-1002" } });
    // DK-1003 has no coordinates: no pickup point, no fee.
    expect(orders[1].errors.map((e) => e.translation_key)).toEqual(["request.origin.no-coordinates"]);
    expect(orders[2].errors.map((e) => e.translation_key)).toEqual(["bulk-order-upload.row.unknown-collection-point"]);
  });
});

describe("placement", () => {
  const goodFile = () => xlsxOf([{}, { customerName: "Jens Jensen" }, { customerName: "B4d" }, { customerName: "Sofie Berg" }]);

  it("places only the good rows, once, however often it is asked, and publishes them", async () => {
    const published: string[] = [];
    const stop = (await import("../../src/server/live/order-events")).createDatabaseOrderEvents(p.database).subscribe((id) => published.push(id));
    const { bulk_job } = job((await upload(p, s.owner, await goodFile())).body);
    const [first, second] = await Promise.all([place(bulk_job.bulk_job_id), place(bulk_job.bulk_job_id)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const again = await place(bulk_job.bulk_job_id);
    const placed = job(again.body);
    expect(placed.bulk_job.status).toBe("ORDER_PLACEMENT_SUCCESS");
    expect(placed.bulk_job.orders_placed).toBe(3);
    const ids = placed.orders.map((o) => o.order_id).filter(Boolean);
    expect(new Set(ids).size).toBe(3);
    expect(placed.orders[2]).toMatchObject({ status: "PREPROCESS_FAIL", order_id: null });
    // Each order exists once, in Order tracking's list.
    const listed = (await (await p.app.request(`/orders/api/v1/vendor/DK-1001/orders?count=200`, { headers: s.owner })).json()) as { result: { data: { order_id: string }[] } };
    for (const id of ids) expect(listed.result.data.filter((o) => o.order_id === id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(published).toEqual(expect.arrayContaining(ids as string[]));
    stop();
  });

  it("resumes a placement whose instance crashed mid-way, after its lease, without duplicates", async () => {
    const { bulk_job } = job((await upload(p, s.owner, await goodFile())).body);
    const deps = { db: p.database.db, now: p.clock.now, events: { publish: async () => {} }, logger: { info() {}, warn() {} } } as never;
    const crashing = new BulkPlacer(deps, "instance-a", {
      afterRow: (row) => {
        if (row === 3) throw new Error("crash");
      },
    });
    expect(await crashing.claim(bulk_job.bulk_job_id)).toBe("claimed");
    await expect(crashing.placeClaimed(bulk_job.bulk_job_id)).rejects.toThrow("crash");
    const half = job(await ordersOf(bulk_job.bulk_job_id));
    expect(half.orders.filter((o) => o.order_id).length).toBe(2);
    // Another instance does not take a job whose lease still runs…
    const other = new BulkPlacer(deps, "instance-b");
    expect(await other.claim(bulk_job.bulk_job_id)).toBe("busy");
    expect(await other.resumeStalled()).toBe(0);
    // …but resumes it once the lease ran out.
    p.clock.advance(PLACEMENT_LEASE_MS + 1);
    expect(await other.resumeStalled()).toBe(1);
    const done = job(await ordersOf(bulk_job.bulk_job_id));
    expect(done.bulk_job.status).toBe("ORDER_PLACEMENT_SUCCESS");
    const ids = done.orders.map((o) => o.order_id).filter(Boolean);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    // A late retry of the first request changes nothing.
    expect(job((await place(bulk_job.bulk_job_id)).body).orders.map((o) => o.order_id)).toEqual(done.orders.map((o) => o.order_id));
  });

  it("refuses a job without a good row", async () => {
    const { bulk_job } = job((await upload(p, s.owner, await xlsxOf([{ customerName: "" }]))).body);
    expect(bulk_job.status).toBe("PREPROCESS_FAIL");
    expect((await place(bulk_job.bulk_job_id)).status).toBe(409);
  });
});

describe("history and access", () => {
  it("lists only placed jobs, newest first, with creator and totals, for the vendor and its parent", async () => {
    const own = await get("/all/DK-1001", s.owner);
    expect(own.status).toBe(200);
    const jobs = v.parse(BulkJobsAnswerSchema, own.body);
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs.every((j) => j.status.startsWith("ORDER_PLACEMENT_"))).toBe(true);
    expect(jobs.map((j) => j.created_at)).toEqual([...jobs.map((j) => j.created_at)].sort((a, b) => b - a));
    expect(jobs[0]).toMatchObject({ created_by: "owner@demo.dk", orders_placed: 3, total_rows: 4, errors: 1 });
    const parent = v.parse(BulkJobsAnswerSchema, (await get("/all/DK-1000", s.owner)).body);
    expect(parent.length).toBe(jobs.length);
  });

  it("shows, places and lists a vendor's jobs only to its owners", async () => {
    const { bulk_job } = job((await upload(p, s.owner, await xlsxOf([{}]))).body);
    const id = bulk_job.bulk_job_id;
    expect((await get(`/detail/DK-1001/${id}`, s.other)).status).toBe(403);
    expect((await get(`/detail/DK-3001/${id}`, s.other)).status).toBe(404);
    expect((await get(`/detail/DK-1002/${id}`, s.owner)).status).toBe(404);
    expect((await place(id, s.other)).status).toBe(404);
    expect((await place(id, s.outlet)).status).toBe(404);
    expect((await place(id, s.guest)).status).toBe(403);
    expect((await get("/all/DK-1001", s.other)).status).toBe(403);
    expect((await get("/all/DK-1001", s.guest)).status).toBe(403);
    expect((await upload(p, s.other, await xlsxOf([{}]))).status).toBe(403);
    expect((await upload(p, s.owner, await xlsxOf([{}]), { vendorId: "DK-9999" })).status).toBe(404);
    // Still unplaced: nothing happened to it.
    expect(job(await ordersOf(id)).bulk_job.status).toBe("PREPROCESS_SUCCESS");
  });
});
