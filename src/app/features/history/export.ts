// Export of the history's filtered rows to CSV or XLSX, with progress. The rows are turned into
// text cells in chunks (yielding to the page between chunks so the progress bar moves); the XLSX
// writer (write-excel-file) is imported only when an XLSX export starts, so it stays out of the
// first load. Times are written in the deployment's time zone, as the page shows them.
import type { OrderRecord } from "@domain/contract";

export type { ExportFormat } from "@machines/export/export.actors";
import type { ExportFormat } from "@machines/export/export.actors";

export type ExportColumn = { header: string; value: (order: OrderRecord) => string | number };

const CHUNK = 500;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to cells, chunk by chunk, reporting progress (0…1) after each chunk. */
async function toCells(rows: readonly OrderRecord[], columns: readonly ExportColumn[], onProgress: (p: number) => void, share: number) {
  const cells: (string | number)[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    for (const order of rows.slice(start, start + CHUNK)) cells.push(columns.map((c) => c.value(order)));
    onProgress((Math.min(rows.length, start + CHUNK) / Math.max(1, rows.length)) * share);
    await pause();
  }
  if (!rows.length) onProgress(share);
  return cells;
}

/** The CSV text (with a byte-order mark so spreadsheet programs read UTF-8: Ø, æ, å). */
export async function buildCsv(rows: readonly OrderRecord[], columns: readonly ExportColumn[], onProgress: (p: number) => void): Promise<string> {
  const cells = await toCells(rows, columns, onProgress, 0.95);
  const lines = [columns.map((c) => csvField(c.header)).join(","), ...cells.map((r) => r.map(csvField).join(","))];
  onProgress(1);
  return `\ufeff${lines.join("\r\n")}\r\n`;
}

/** The XLSX file as a Blob. */
export async function buildXlsx(rows: readonly OrderRecord[], columns: readonly ExportColumn[], onProgress: (p: number) => void): Promise<Blob> {
  const [cells, { default: writeXlsxFile }] = await Promise.all([toCells(rows, columns, onProgress, 0.6), import("write-excel-file/browser")]);
  const header = columns.map((c) => ({ value: c.header, fontWeight: "bold" as const }));
  const body = cells.map((r) => r.map((value) => ({ value })));
  onProgress(0.7);
  const blob = await writeXlsxFile([header, ...body], { columns: columns.map(() => ({ width: 22 })) }).toBlob();
  onProgress(1);
  return blob;
}

/** Offers a file to the user (download attribute on a temporary link). */
export function downloadFile(content: Blob | string, fileName: string, type: string): void {
  const blob = typeof content === "string" ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const MIME: Record<ExportFormat, string> = {
  csv: "text/csv;charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
