// Helpers of the bulk-job tests: XLSX files made with write-excel-file (the same writer a vendor's
// spreadsheet program stands in for), the multipart upload, and hand-made zip archives (bombs,
// renamed files) for the safety checks.
import { deflateSync, zipSync } from "fflate";
import writeXlsxFile from "write-excel-file/node";
import { BULK_COLUMNS, BULK_EXAMPLE_ROW, type BulkRowInput, bulkColumnTexts } from "../../src/domain/bulk/columns";
import { XLSX_MIME } from "../../src/domain/bulk/limits";
import type { TestPlatform } from "./helpers";

export const BULK = "/orders/api/v1/bulk-job";
export type Headers = Record<string, string>;

export type Cell = string | number | { formula: string } | null;

/** An XLSX file with the template's header and these rows (objects: the example row with changes; arrays: raw cells). */
export async function xlsxOf(rows: (Partial<BulkRowInput> | Cell[])[]): Promise<Buffer> {
  const header = BULK_COLUMNS.map((c) => ({ value: bulkColumnTexts("en")[c].header }));
  const body = rows.map((row) =>
    Array.isArray(row)
      ? row.map((cell) => (cell && typeof cell === "object" ? { value: cell.formula, type: "Formula" as const } : { value: cell, type: typeof cell === "number" ? Number : String }))
      : BULK_COLUMNS.map((c) => ({ value: { ...BULK_EXAMPLE_ROW, ...row }[c], type: String })),
  );
  return writeXlsxFile([header, ...body] as never).toBuffer();
}

export async function upload(p: TestPlatform, headers: Headers, content: Uint8Array | Blob, options: { vendorId?: string; name?: string } = {}) {
  const form = new FormData();
  form.set("vendor_id", options.vendorId ?? "DK-1001");
  form.set("content", content instanceof Blob ? content : new File([content as Uint8Array<ArrayBuffer>], options.name ?? "orders.xlsx", { type: XLSX_MIME }), options.name ?? "orders.xlsx");
  const res = await p.app.request(`${BULK}/create`, { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, never> };
}

/** A zip that looks like a workbook: the parts a reader needs, with the given worksheet data (deflated). */
export function workbookZip(sheet: Uint8Array, extra: Record<string, Uint8Array> = {}): Uint8Array {
  const enc = new TextEncoder();
  return zipSync({
    "[Content_Types].xml": enc.encode('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml" PartName="/xl/workbook.xml"/></Types>'),
    "xl/workbook.xml": enc.encode('<?xml version="1.0"?><workbook/>'),
    "xl/worksheets/sheet1.xml": sheet,
    ...extra,
  });
}

/** A classic zip bomb: a worksheet of `mb` megabytes of the same byte, deflated ~1000:1. */
export const bomb = (mb: number) => workbookZip(new Uint8Array(mb * 1024 * 1024).fill(0x20));

/** A zip whose central directory lies: the worksheet declares a small size (and ratio) but inflates to far more. */
export function lyingBomb(): Uint8Array {
  const zip = workbookZip(new Uint8Array(4 * 1024 * 1024).fill(0x20));
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // Every central directory entry: rewrite the uncompressed size of the worksheet to 1000 bytes.
  for (let i = zip.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) !== 0x06054b50) continue;
    let p = view.getUint32(i + 16, true);
    const count = view.getUint16(i + 10, true);
    for (let n = 0; n < count; n++) {
      const nameLength = view.getUint16(p + 28, true);
      const name = new TextDecoder().decode(zip.subarray(p + 46, p + 46 + nameLength));
      if (name === "xl/worksheets/sheet1.xml") view.setUint32(p + 24, 1000, true);
      p += 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    }
    break;
  }
  return zip;
}

export { deflateSync };
