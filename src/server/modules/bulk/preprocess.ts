// Preprocessing of an uploaded bulk file on the platform: the archive is checked (archive.ts), its
// rows read (sheet.ts) and every row judged by the domain's row rules (the request form's rules,
// src/domain/bulk/rows.ts) with what only the platform knows — the collection point (the uploading
// vendor or one of its outlets), the payment methods that vendor may use now, the address geocoded
// through the gazetteer near the collection point — then, for a row that passes, the collection
// point's coordinates, deliverability (its delivery areas) and a signed fee (the fee signer of the
// request flow). Nothing of the file is stored: only the rows as read and judged.
import { randomUUID } from "node:crypto";
import { BULK_COLUMNS, type BulkColumn, type BulkRowInput } from "../../../domain/bulk/columns";
import { BULK_FILE_MAX_BYTES, BULK_MAX_ROWS, preprocessStatus } from "../../../domain/bulk/limits";
import { BULK_MESSAGES, BULK_TEXTS } from "../../../domain/bulk/messages";
import { BULK_ROW_KEYS, BULK_ROW_TEXTS, type BulkRowError, bulkRowToOrderForm, parseDeliveryTime, validateBulkRow } from "../../../domain/bulk/rows";
import { REQUEST_TEXTS } from "../../../domain/request/messages";
import { parseAmount } from "../../../domain/request/validation";
import type { AppDeps } from "../../context";
import type { BulkRowDetails, BulkRowErrorRow } from "../../db/schema-bulk";
import { ApiError } from "../../http/errors";
import type { Principal } from "../../security/tokens";
import type { PolygonRing } from "../../db/schema-request";
import { haversineMeters, pointInAnyRing } from "../delivery/geo";
import { feeForDistance, MAX_DISTANCE_M } from "../delivery/pricing";
import { Gazetteer } from "../geolocator/gazetteer";
import type { RequestServices } from "../order-create/services";
import type { VendorRow } from "../vendors/repository";
import { ArchiveError, checkWorkbook, countSheetRows, formulaCells } from "./archive";
import { type NewBulkRow, BulkRepository } from "./repository";
import { readRows } from "./sheet";

const GAZETTEER_COUNTRY = "DK";

export const bulkError = (status: 400 | 413, key: keyof typeof BULK_MESSAGES, detail?: string) =>
  new ApiError(status, BULK_TEXTS[BULK_MESSAGES[key]], BULK_MESSAGES[key], detail ? [{ path: "content", message: detail }] : undefined);

const textOf = (key: string) => BULK_ROW_TEXTS[key] ?? REQUEST_TEXTS[key] ?? key;
const toErrorRows = (errors: BulkRowError[]): BulkRowErrorRow[] => errors.map((e) => ({ field: e.field, translation_key: e.key, message: textOf(e.key) }));

export type PreprocessInput = { principal: Principal; vendorId: string; file: Blob; fileName: string };

/** Timings of the last preprocessing, for the benchmark. */
export type PreprocessTimings = { checkMs: number; readMs: number; rowsMs: number; storeMs: number };

export class BulkPreprocessor {
  readonly repository: BulkRepository;
  lastTimings: PreprocessTimings | null = null;

  constructor(
    private readonly deps: AppDeps,
    private readonly services: RequestServices,
    private readonly gazetteer = new Gazetteer(),
  ) {
    this.repository = new BulkRepository(deps.db);
  }

  /** Reads, judges and stores the rows of a file; answers the job's id. */
  async preprocess(input: PreprocessInput): Promise<string> {
    const { row: vendor } = await this.services.vendors.resolve(input.principal, input.vendorId, { guests: false });
    if (input.file.size > BULK_FILE_MAX_BYTES) throw bulkError(413, "fileTooLarge", `${input.file.size} bytes`);
    const t0 = performance.now();
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    let checked: ReturnType<typeof checkWorkbook>;
    try {
      checked = checkWorkbook(bytes);
    } catch (err) {
      if (err instanceof ArchiveError) throw bulkError(400, err.problem === "unsafe-archive" ? "unsafeArchive" : "invalidFormat", err.message);
      throw err;
    }
    // The header row plus the cap; blank rows count too, so a sheet padded with empty rows is refused early.
    if (countSheetRows(checked.sheetXml) > BULK_MAX_ROWS + 1 + 100) throw bulkError(400, "tooManyRows", `more than ${BULK_MAX_ROWS} rows`);
    const t1 = performance.now();
    let rows: Awaited<ReturnType<typeof readRows>>;
    try {
      rows = await readRows(checked.repacked);
    } catch {
      throw bulkError(400, "invalidFormat", "the worksheet could not be read");
    }
    if (rows.length > BULK_MAX_ROWS) throw bulkError(400, "tooManyRows", `${rows.length} rows (at most ${BULK_MAX_ROWS})`);
    if (rows.length === 0) throw bulkError(400, "noRows");
    const formulas = formulaCells(checked.sheetXml);
    const t2 = performance.now();

    const judge = await this.judge(vendor);
    const jobId = `BJ-${randomUUID()}`;
    const judged: NewBulkRow[] = [];
    for (const row of rows) {
      const formulaColumns = (formulas.get(row.rowNumber) ?? []).map((i) => BULK_COLUMNS[i]).filter((c): c is BulkColumn => !!c);
      judged.push(await judge(jobId, row.rowNumber, row.input, formulaColumns));
    }
    const t3 = performance.now();
    const success = judged.filter((r) => r.status === "PREPROCESS_SUCCESS").length;
    const principal = input.principal as Exclude<Principal, { kind: "guest" }>;
    await this.repository.insertJob(
      {
        id: jobId,
        vendorId: vendor.vendorId,
        status: preprocessStatus(judged.length, success),
        fileName: input.fileName.slice(0, 255) || "upload.xlsx",
        createdBy: principal.userId,
        createdByName: principal.kind === "user" ? principal.email : `${vendor.vendorId} (platform)`,
        createdAtMs: this.deps.now(),
        totalRows: judged.length,
        successRows: success,
      },
      judged,
    );
    this.lastTimings = { checkMs: t1 - t0, readMs: t2 - t1, rowsMs: t3 - t2, storeMs: performance.now() - t3 };
    this.deps.logger.info({ jobId, vendorId: vendor.vendorId, rows: judged.length, success, ms: Math.round(performance.now() - t0) }, "bulk job preprocessed");
    return jobId;
  }

  /** A judge of rows for one upload, with caches of collection points, payment methods and geocoding. */
  private async judge(vendor: VendorRow) {
    const { country, timezone } = this.deps.deployment;
    const outlets = new Set([vendor.vendorId, ...(await this.services.vendors.vendors.outletIds(vendor.vendorId))]);
    const points = new Map<string, VendorRow | null>();
    const methods = new Map<string, string[]>();
    const areas = new Map<string, PolygonRing[]>();
    /** Deliverability from the collection point's delivery areas, read once per collection point. */
    const deliverable = async (point: VendorRow, destination: { latitude: number; longitude: number }) => {
      if (!areas.has(point.vendorId)) areas.set(point.vendorId, await this.services.areas.polygonsOf(point));
      return pointInAnyRing(destination, areas.get(point.vendorId) ?? []);
    };
    const collectionPoint = async (id: string): Promise<VendorRow | null> => {
      const key = id.trim().toUpperCase() || vendor.vendorId;
      if (key === vendor.vendorId) return vendor;
      if (!points.has(key)) points.set(key, outlets.has(key) ? ((await this.services.vendors.vendors.find(key))?.row ?? null) : null);
      return points.get(key) ?? null;
    };
    const methodsOf = async (point: VendorRow) => {
      if (!methods.has(point.vendorId)) methods.set(point.vendorId, await this.services.placement.availableMethods(point, false));
      return methods.get(point.vendorId) ?? [];
    };
    const hasPoint = (p: VendorRow | null): p is VendorRow & { latitude: number; longitude: number } => !!p && p.latitude !== null && p.longitude !== null;

    return async (jobId: string, rowNumber: number, input: BulkRowInput, formulaColumns: BulkColumn[]): Promise<NewBulkRow> => {
      const point = await collectionPoint(input.collectionPoint);
      const near = hasPoint(point) ? { latitude: point.latitude, longitude: point.longitude } : undefined;
      const hit = country === GAZETTEER_COUNTRY && input.address.trim() ? (this.gazetteer.autocomplete(input.address, near, 1)[0] ?? null) : null;
      const destination = hit ? { latitude: hit.latitude, longitude: hit.longitude } : null;
      const errors = validateBulkRow(input, {
        country,
        timeZone: timezone,
        nowMs: this.deps.now(),
        collectionPoint: point ? { vendor_id: point.vendorId } : null,
        availablePaymentMethods: point ? await methodsOf(point) : [],
        destination,
        formulaColumns,
      });
      let fee: number | null = null;
      let signature: string | null = null;
      if (!errors.length && point && destination) {
        if (!hasPoint(point)) errors.push({ field: "collectionPoint", key: BULK_ROW_KEYS.noCollectionCoordinates });
        else if (!(await deliverable(point, destination))) errors.push({ field: "address", key: BULK_ROW_KEYS.undeliverable });
        else {
          const distance = haversineMeters(point, destination);
          if (distance > MAX_DISTANCE_M) errors.push({ field: "address", key: BULK_ROW_KEYS.cannotComputePrice });
          else {
            fee = feeForDistance(distance);
            signature = await this.services.fees.sign({
              vendor: point.vendorId,
              source: [point.latitude, point.longitude],
              destination: [destination.latitude, destination.longitude],
              amount: fee,
              expires: this.services.fees.expiryFromNow(),
            });
          }
        }
      }
      const form = bulkRowToOrderForm(input, null);
      const details: BulkRowDetails = {
        customerName: form.destinationName.trim(),
        customerPhone: form.destinationPhoneNumber.trim(),
        address: input.address.trim(),
        unit: input.unit.trim(),
        building: input.building.trim(),
        notes: input.notes,
        description: input.description,
        amount: parseAmount(input.amount) ?? 0,
        paymentMethod: form.paymentMethod,
        preorderedFor: parseDeliveryTime(input.deliveryTime, timezone) ?? null,
        pickupCode: input.pickupCode.trim(),
        latitude: destination?.latitude ?? null,
        longitude: destination?.longitude ?? null,
        collectionPointName: point?.name ?? input.collectionPoint.trim(),
        currency: point?.currency ?? vendor.currency,
      };
      if (Number.isNaN(details.amount)) details.amount = 0;
      return {
        jobId,
        rowNumber,
        vendorId: point?.vendorId ?? (input.collectionPoint.trim().slice(0, 64) || vendor.vendorId),
        status: errors.length ? "PREPROCESS_FAIL" : "PREPROCESS_SUCCESS",
        details,
        errors: toErrorRows(errors),
        deliveryFee: fee,
        feeSignature: signature,
      };
    };
  }
}
