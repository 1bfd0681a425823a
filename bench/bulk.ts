// Bulk upload measurements for `npm run bench`: preprocessing (POST /bulk-job/create, in process:
// archive check, reading, row rules, geocoding, deliverability, signed fees, storing) of 100 and
// 1,000 rows and of the row cap; the largest file accepted (the cap's rows padded to just under
// 5,242,880 bytes); and what zip bombs cost before they are refused (time and memory).
import { randomBytes } from "node:crypto";
import { unzipSync, zipSync } from "fflate";
import writeXlsxFile from "write-excel-file/node";
import { BULK_COLUMNS, BULK_EXAMPLE_ROW } from "../src/domain/bulk/columns";
import { BULK_FILE_MAX_BYTES, BULK_MAX_ROWS } from "../src/domain/bulk/limits";
import { createAppFromDeps, createDeps } from "../src/server/app";
import { openDatabase } from "../src/server/db/database";
import { createLogger } from "../src/server/logger";

const STREETS = ["Nørrebrogade 52, 2200 København N", "Istedgade 70, 1650 København V", "Jægersborggade 14, 2200 København N", "Vesterbrogade 100, 1620 København V", "Amager Strandvej 100, 2300 København S"];
const letters = (n: number) => String.fromCharCode(65 + (n % 26)) + String.fromCharCode(97 + ((n / 26) % 26 | 0)) + String.fromCharCode(97 + ((n / 676) % 26 | 0));

async function fileOf(rows: number, notes = ""): Promise<Buffer> {
  const header = BULK_COLUMNS.map((c) => ({ value: c }));
  const body = Array.from({ length: rows }, (_, i) =>
    BULK_COLUMNS.map((c) => ({
      value: c === "customerName" ? `Kunde ${letters(i)}` : c === "address" ? STREETS[i % STREETS.length] : c === "notes" && notes ? notes : BULK_EXAMPLE_ROW[c],
      type: String,
    })),
  );
  return writeXlsxFile([header, ...body] as never).toBuffer();
}

/** The same workbook with an incompressible part added so that the file is `size` bytes (within a few hundred). */
function padded(xlsx: Buffer, size: number): Uint8Array {
  const parts = unzipSync(new Uint8Array(xlsx));
  const base = zipSync(parts, { level: 0 }).length;
  parts["xl/media/padding.bin"] = new Uint8Array(randomBytes(Math.max(0, size - base - 150)));
  return zipSync(parts, { level: 0 });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

export async function benchBulk() {
  const database = await openDatabase({ dataDir: "memory://" });
  const deps = createDeps({ db: database, env: { LOG_LEVEL: "silent" }, logger: createLogger("silent") });
  const app = createAppFromDeps(deps);
  const login = await (
    await app.request("/identity/v1/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "owner@demo.dk", password: "Rider-Demo-2026!" }) })
  ).json();
  const headers = { authorization: `Bearer ${login.meta.AccessToken};${login.meta.IdToken}` };
  const upload = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.set("vendor_id", "DK-1001");
    form.set("content", new File([bytes as Uint8Array<ArrayBuffer>], "orders.xlsx"));
    const t = performance.now();
    const res = await app.request("/orders/api/v1/bulk-job/create", { method: "POST", headers, body: form });
    const body = (await res.json()) as { translation_key?: string; result?: { bulk_job: { metadata: { success_row_count: number }; total_rows: number } } };
    return { ms: performance.now() - t, status: res.status, body };
  };

  const preprocess = [];
  for (const rows of [100, 1000, BULK_MAX_ROWS]) {
    const file = await fileOf(rows);
    const runs = [];
    let last: Awaited<ReturnType<typeof upload>> | null = null;
    for (let i = 0; i < (rows > 1000 ? 2 : 3); i++) {
      last = await upload(file);
      if (last.status !== 200) throw new Error(`${rows} rows: ${last.status} ${JSON.stringify(last.body)}`);
      runs.push(last.ms);
    }
    preprocess.push({ rows, fileKb: Math.round(file.length / 1024), medianMs: Math.round(median(runs)), msPerRow: Math.round((median(runs) / rows) * 100) / 100, good: last?.body.result?.bulk_job.metadata.success_row_count });
  }
  console.log("\nBulk preprocessing (POST /bulk-job/create in process, median):");
  console.table(preprocess);

  // The largest accepted: the row cap with 1000-byte notes, padded to just under the limit.
  const largest = padded(await fileOf(BULK_MAX_ROWS, "n".repeat(1000)), BULK_FILE_MAX_BYTES - 512);
  const big = await upload(largest);
  const over = await upload(padded(await fileOf(10), BULK_FILE_MAX_BYTES + 1024));
  const tooMany = await upload(await fileOf(BULK_MAX_ROWS + 1));
  const limits = [
    { file: `${BULK_MAX_ROWS} rows, padded`, bytes: largest.length, status: big.status, ms: Math.round(big.ms), key: big.body.translation_key ?? "" },
    { file: "10 rows, over 5 MB", bytes: BULK_FILE_MAX_BYTES + 1024, status: over.status, ms: Math.round(over.ms), key: over.body.translation_key ?? "" },
    { file: `${BULK_MAX_ROWS + 1} rows`, bytes: 0, status: tooMany.status, ms: Math.round(tooMany.ms), key: tooMany.body.translation_key ?? "" },
  ];
  console.log("\nBulk file limits:");
  console.table(limits);

  // Zip bombs: a worksheet of N MB of one byte (deflated ~1000:1), and one whose directory lies about its size.
  const bombs = [];
  const enc = new TextEncoder();
  const workbook = (sheet: Uint8Array) =>
    zipSync({ "[Content_Types].xml": enc.encode("<Types spreadsheetml/>"), "xl/workbook.xml": enc.encode("<workbook/>"), "xl/worksheets/sheet1.xml": sheet });
  for (const size of [30, 256]) {
    const bomb = workbook(new Uint8Array(size * 1024 * 1024).fill(0x20));
    global.gc?.();
    const before = process.memoryUsage();
    const r = await upload(bomb);
    const after = process.memoryUsage();
    bombs.push({ bomb: `${size} MB worksheet, ${Math.round(bomb.length / 1024)} KB zipped`, status: r.status, key: r.body.translation_key, ms: Math.round(r.ms * 10) / 10, heapDeltaMb: mb(after.heapUsed - before.heapUsed), rssDeltaMb: mb(after.rss - before.rss) });
  }
  {
    const lying = workbook(new Uint8Array(64 * 1024 * 1024).fill(0x20));
    const view = new DataView(lying.buffer);
    for (let i = lying.length - 22; i >= 0; i--) {
      if (view.getUint32(i, true) !== 0x06054b50) continue;
      let p = view.getUint32(i + 16, true);
      for (let n = 0; n < view.getUint16(i + 10, true); n++) {
        const nameLength = view.getUint16(p + 28, true);
        if (new TextDecoder().decode(lying.subarray(p + 46, p + 46 + nameLength)).includes("sheet1")) view.setUint32(p + 24, 1000, true);
        p += 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
      }
      break;
    }
    global.gc?.();
    const before = process.memoryUsage();
    const r = await upload(lying);
    const after = process.memoryUsage();
    bombs.push({ bomb: `64 MB worksheet declared as 1000 bytes, ${Math.round(lying.length / 1024)} KB zipped`, status: r.status, key: r.body.translation_key, ms: Math.round(r.ms * 10) / 10, heapDeltaMb: mb(after.heapUsed - before.heapUsed), rssDeltaMb: mb(after.rss - before.rss) });
  }
  console.log("\nZip bombs (refused before or while inflating):");
  console.table(bombs);
  await database.close();
  return { preprocess, limits, bombs };
}
