// Reading a checked workbook (archive.ts) into rows of text, and writing Template.xlsx. The reader is
// read-excel-file (it reads cell values as stored; formulas are never evaluated — the archive check
// has already reported which cells hold one); the writer is write-excel-file.
import { readSheet } from "read-excel-file/universal";
import writeXlsxFile from "write-excel-file/node";
import { BULK_COLUMNS, BULK_EXAMPLE_ROW, type BulkRowInput, bulkColumnTexts } from "../../../domain/bulk/columns";

export type SheetRow = { rowNumber: number; input: BulkRowInput };

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell as text: dates (a scheduled time typed as a date) as "YYYY-MM-DD HH:MM" of their wall time. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return "";
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  return String(value).trim();
}

/** The data rows of the first sheet (the header row skipped, blank rows dropped), with their row numbers in the file. */
export async function readRows(repacked: Uint8Array): Promise<SheetRow[]> {
  const buffer = repacked.buffer.slice(repacked.byteOffset, repacked.byteOffset + repacked.byteLength) as ArrayBuffer;
  const sheet = await readSheet(buffer);
  const rows: SheetRow[] = [];
  sheet.forEach((cells, index) => {
    if (index === 0) return;
    const texts = BULK_COLUMNS.map((_, i) => cellText(cells[i]));
    if (texts.every((t) => t === "")) return;
    rows.push({ rowNumber: index + 1, input: Object.fromEntries(BULK_COLUMNS.map((c, i) => [c, texts[i]])) as BulkRowInput });
  });
  return rows;
}

/** Template.xlsx: headers in the language, the example row, and a Notes sheet with one line per column. */
export async function buildTemplate(language: string): Promise<Buffer> {
  const texts = bulkColumnTexts(language);
  const header = BULK_COLUMNS.map((c) => ({ value: texts[c].header, fontWeight: "bold" as const }));
  const example = BULK_COLUMNS.map((c) => ({ value: BULK_EXAMPLE_ROW[c], type: String }));
  const notes = [
    [
      { value: bulkColumnTexts(language) === bulkColumnTexts("da") ? "Kolonne" : "Column", fontWeight: "bold" as const },
      { value: bulkColumnTexts(language) === bulkColumnTexts("da") ? "Bemærkning" : "Note", fontWeight: "bold" as const },
    ],
    ...BULK_COLUMNS.map((c) => [{ value: texts[c].header }, { value: texts[c].note }]),
  ];
  return writeXlsxFile([
    { sheet: "Orders", data: [header, example], columns: BULK_COLUMNS.map(() => ({ width: 24 })), stickyRowsCount: 1 },
    { sheet: "Notes", data: notes, columns: [{ width: 24 }, { width: 90 }] },
  ]).toBuffer();
}
