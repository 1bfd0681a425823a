// Safe unpacking of an uploaded XLSX (a zip archive), before any spreadsheet code sees it:
// 1. the bytes must start with a zip local header ("PK\3\4") — a renamed CSV, PDF or image is not
//    an XLSX whatever its name;
// 2. the central directory is read (end record, then every entry) without inflating anything, and
//    refused when it has too many entries, declares too much uncompressed data in total or in one
//    entry, an entry compresses better than ZIP_LIMITS.maxRatio (a zip bomb), or is encrypted, zip64,
//    or points outside the file;
// 3. the workbook's parts must be there ([Content_Types].xml, xl/workbook.xml, a worksheet);
// 4. only the parts a reader needs are inflated, each with a streaming inflater that stops as soon as
//    it produces more than the entry declared (a lying directory cannot get past its own numbers);
// 5. those verified parts are packed again (stored, not compressed) for the spreadsheet reader, so
//    the reader never sees an entry that was not checked. Formulas are found in the worksheet's XML
//    (cells with an <f> element) and reported; nothing evaluates them.
import { Inflate, zipSync } from "fflate";
import { hasZipMagic, ZIP_LIMITS } from "../../../domain/bulk/limits";

export type ArchiveProblem = "invalid-format" | "unsafe-archive";

export class ArchiveError extends Error {
  constructor(
    readonly problem: ArchiveProblem,
    message: string,
  ) {
    super(message);
  }
}

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

const invalid = (message: string) => new ArchiveError("invalid-format", message);
const unsafe = (message: string) => new ArchiveError("unsafe-archive", message);

/** The central directory's entries, checked against ZIP_LIMITS; nothing is inflated. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  if (!hasZipMagic(bytes)) throw invalid("not a zip archive");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - EOCD_MIN; i >= Math.max(0, bytes.length - EOCD_MIN - MAX_COMMENT); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw invalid("no end of central directory");
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) throw unsafe("zip64 archives are not read");
  if (count > ZIP_LIMITS.maxEntries) throw unsafe(`${count} entries (at most ${ZIP_LIMITS.maxEntries})`);
  if (offset + size > eocd) throw invalid("central directory outside the file");

  const entries: ZipEntry[] = [];
  let total = 0;
  let p = offset;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== CENTRAL_SIGNATURE) throw invalid("broken central directory");
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const localHeaderOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;

    if (flags & 0x1) throw invalid(`${name}: encrypted`);
    if (method !== 0 && method !== 8) throw invalid(`${name}: compression method ${method}`);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw unsafe("zip64 entries are not read");
    if (localHeaderOffset + 30 + compressedSize > offset) throw invalid(`${name}: outside the file`);
    if (uncompressedSize > ZIP_LIMITS.maxEntryUncompressed) throw unsafe(`${name}: ${uncompressedSize} bytes uncompressed`);
    if (uncompressedSize > ZIP_LIMITS.ratioFloor && uncompressedSize > ZIP_LIMITS.maxRatio * Math.max(1, compressedSize))
      throw unsafe(`${name}: compression ratio ${Math.round(uncompressedSize / Math.max(1, compressedSize))}:1`);
    total += uncompressedSize;
    if (total > ZIP_LIMITS.maxTotalUncompressed) throw unsafe(`more than ${ZIP_LIMITS.maxTotalUncompressed} bytes uncompressed`);
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
  }
  return entries;
}

/**
 * Compressed bytes pushed at a time: deflate expands at most ~1032:1, so one push produces at most
 * about 1 MB before the size check runs again.
 */
const CHUNK = 1024;

/** One entry's data, inflated; stops (unsafe) as soon as it grows beyond what the directory declared. */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (view.getUint32(at, true) !== LOCAL_SIGNATURE) throw invalid(`${entry.name}: broken local header`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw invalid(`${entry.name}: truncated`);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw invalid(`${entry.name}: stored sizes differ`);
    return data;
  }
  const out = new Uint8Array(entry.uncompressedSize);
  let length = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (overflow) return;
    if (length + chunk.length > entry.uncompressedSize) {
      overflow = true;
      return;
    }
    out.set(chunk, length);
    length += chunk.length;
  });
  try {
    for (let i = 0; i < data.length && !overflow; i += CHUNK) inflater.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
  } catch {
    throw invalid(`${entry.name}: corrupt data`);
  }
  if (overflow) throw unsafe(`${entry.name}: inflates beyond its declared size`);
  if (length !== entry.uncompressedSize) throw invalid(`${entry.name}: inflates to ${length} bytes, ${entry.uncompressedSize} declared`);
  return out;
}

/** The parts a spreadsheet reader needs (the rest — images, printer settings, macros — is left packed). */
const NEEDED = /^(\[Content_Types\]\.xml|_rels\/\.rels|xl\/workbook\.xml|xl\/_rels\/workbook\.xml\.rels|xl\/styles\.xml|xl\/sharedStrings\.xml|xl\/worksheets\/[^/]+\.xml)$/;

export type CheckedWorkbook = {
  /** The verified parts, packed again (stored) for the reader. */
  repacked: Uint8Array;
  /** The first worksheet's XML. */
  sheetXml: string;
  entries: ZipEntry[];
};

/** Steps 1–5 above: an XLSX whose parts are checked and inflated within bounds, or an ArchiveError. */
export function checkWorkbook(bytes: Uint8Array): CheckedWorkbook {
  const entries = readCentralDirectory(bytes);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has("[Content_Types].xml") || !names.has("xl/workbook.xml")) throw invalid("not an XLSX workbook");
  const sheets = entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name)).map((e) => e.name);
  if (!sheets.length) throw invalid("no worksheet");
  const parts: Record<string, Uint8Array> = {};
  for (const entry of entries) if (NEEDED.test(entry.name)) parts[entry.name] = inflateEntry(bytes, entry);
  const contentTypes = new TextDecoder().decode(parts["[Content_Types].xml"]);
  if (!contentTypes.includes("spreadsheetml")) throw invalid("not a spreadsheet");
  const first = sheets.includes("xl/worksheets/sheet1.xml") ? "xl/worksheets/sheet1.xml" : sheets.sort()[0];
  const sheetXml = new TextDecoder().decode(parts[first]);
  return { repacked: zipSync(parts, { level: 0 }), sheetXml, entries };
}

/** Column letters → 0-based index ("A" → 0, "AA" → 26). */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Cells holding a formula, by row number (1-based) → column indexes. The formulas themselves are never evaluated. */
export function formulaCells(sheetXml: string): Map<number, number[]> {
  const found = new Map<number, number[]>();
  const cell = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
  for (let m = cell.exec(sheetXml); m; m = cell.exec(sheetXml)) {
    const inner = m[2];
    if (!inner || !/<f[\s>/]/.test(inner)) continue;
    const ref = /\br="([A-Z]+)(\d+)"/.exec(m[1]);
    if (!ref) continue;
    const row = Number(ref[2]);
    found.set(row, [...(found.get(row) ?? []), columnIndex(ref[1])]);
  }
  return found;
}

/** Rows in the worksheet's XML (counted before the reader builds them). */
export const countSheetRows = (sheetXml: string): number => sheetXml.match(/<row\b/g)?.length ?? 0;
