// Row rules of a bulk file (issue 10), table-driven: each row is the template's example row with one
// change and the keys it must fail with — the request form's own rules (validateOrderForm) applied to
// the cells, and the file's own (collection point, bulk payment types, delivery time, formulas). The
// statuses of a job and the file's first checks.
import { describe, expect, it } from "vitest";
import { BULK_EXAMPLE_ROW, type BulkRowInput } from "../../../src/domain/bulk/columns";
import {
  BULK_FILE_MAX_BYTES,
  checkBulkFile,
  hasZipMagic,
  isPlacementStatus,
  placementStatus,
  preprocessStatus,
} from "../../../src/domain/bulk/limits";
import { type BulkRowContext, parseDeliveryTime, validateBulkRow } from "../../../src/domain/bulk/rows";
import { VALIDATION_KEYS } from "../../../src/domain/request/validation";

const NOW = Date.parse("2026-03-02T09:00:00Z");
const CTX: BulkRowContext = {
  country: "DK",
  timeZone: "Europe/Copenhagen",
  nowMs: NOW,
  collectionPoint: { vendor_id: "DK-1001" },
  availablePaymentMethods: ["PAID", "CASH_ON_DELIVERY"],
  destination: { latitude: 55.68878, longitude: 12.55872 },
};
const keys = (row: Partial<BulkRowInput>, ctx: Partial<BulkRowContext> = {}) =>
  validateBulkRow({ ...BULK_EXAMPLE_ROW, ...row }, { ...CTX, ...ctx }).map((e) => `${e.field}:${e.key}`);

describe("row rules", () => {
  it.each<[string, Partial<BulkRowInput>, Partial<BulkRowContext>, string[]]>([
    ["the example row as it is", {}, {}, []],
    ["no customer name", { customerName: " " }, {}, [`customerName:${VALIDATION_KEYS.fillCustomerName}`]],
    ["a name with digits", { customerName: "R2D2" }, {}, [`customerName:${VALIDATION_KEYS.wrongCustomerName}`]],
    ["no phone", { customerPhone: "" }, {}, [`customerPhone:${VALIDATION_KEYS.fillCustomerPhone}`]],
    ["a phone not possible in Denmark", { customerPhone: "+45 123" }, {}, [`customerPhone:${VALIDATION_KEYS.phoneIncorrect}`]],
    ["a description of 201 characters", { description: "x".repeat(201) }, {}, [`description:${VALIDATION_KEYS.descriptionTooLong}`]],
    ["a description of 200 emoji", { description: "🍕".repeat(200) }, {}, []],
    ["a pickup code of 31 characters", { pickupCode: "1".repeat(31) }, {}, [`pickupCode:${VALIDATION_KEYS.pickupCodeTooLong}`]],
    ["no address", { address: "" }, { destination: null }, [`address:${VALIDATION_KEYS.fillAddress}`]],
    ["an address that cannot be located", { address: "Nowhere 1" }, { destination: null }, [`address:${VALIDATION_KEYS.invalidCoordinates}`]],
    ["notes over 1000 bytes", { notes: "æ".repeat(501) }, {}, [`notes:${VALIDATION_KEYS.notesTooLong}`]],
    ["no amount", { amount: "" }, {}, [`amount:${VALIDATION_KEYS.fillAmount}`]],
    ["a negative amount", { amount: "-5" }, {}, [`amount:${VALIDATION_KEYS.fillAmount}`]],
    ["a decimal comma", { amount: "149,50" }, {}, []],
    ["no payment method", { paymentMethod: "" }, {}, [`paymentMethod:${VALIDATION_KEYS.fillPaymentMethod}`]],
    ["a payment type outside the bulk types", { paymentMethod: "PAY_AT_PICKUP" }, {}, ["paymentMethod:bulk-order-upload.row.invalid-payment-type"]],
    ["online payment", { paymentMethod: "ONLINE_PAYMENT" }, {}, ["paymentMethod:bulk-order-upload.row.online-payment"]],
    ["a method the outlet does not offer", { paymentMethod: "PAID" }, { availablePaymentMethods: ["CASH_ON_DELIVERY"] }, [`paymentMethod:${VALIDATION_KEYS.noPaymentMethod}`]],
    ["a method in lower case", { paymentMethod: "cash_on_delivery" }, {}, []],
    ["an unknown collection point", { collectionPoint: "DK-9999" }, { collectionPoint: null, availablePaymentMethods: [] }, ["collectionPoint:bulk-order-upload.row.unknown-collection-point"]],
    ["a scheduled time tomorrow", { deliveryTime: "2026-03-03 12:30" }, {}, []],
    ["a scheduled time in the past", { deliveryTime: "2026-03-01 12:30" }, {}, ["deliveryTime:bulk-order-upload.row.invalid-delivery-time"]],
    ["a scheduled time 31 days ahead", { deliveryTime: "2026-04-03 12:30" }, {}, ["deliveryTime:bulk-order-upload.row.invalid-delivery-time"]],
    ["a time that is no time", { deliveryTime: "2026-02-30 25:00" }, {}, ["deliveryTime:bulk-order-upload.row.invalid-delivery-time"]],
    ["a formula in the amount", {}, { formulaColumns: ["amount"] }, ["amount:bulk-order-upload.row.formula"]],
    [
      "several failures, leftmost column first",
      { pickupCode: "1".repeat(31), customerPhone: "", customerName: "" },
      {},
      [`customerName:${VALIDATION_KEYS.fillCustomerName}`, `customerPhone:${VALIDATION_KEYS.fillCustomerPhone}`, `pickupCode:${VALIDATION_KEYS.pickupCodeTooLong}`],
    ],
  ])("%s", (_name, row, ctx, expected) => {
    expect(keys(row, ctx)).toEqual(expected);
  });

  it("applies the country's rules: a unit number in Singapore, no amount needed in Kuwait", () => {
    expect(keys({ unit: "", customerPhone: "+65 6123 4567" }, { country: "SG" })).toEqual([`unit:${VALIDATION_KEYS.fillUnitNumber}`]);
    expect(keys({ amount: "", customerPhone: "+965 2222 2222" }, { country: "KW" })).toEqual([]);
  });

  it("reads the delivery time in the deployment's time zone", () => {
    expect(parseDeliveryTime("instant", "Europe/Copenhagen")).toBeNull();
    expect(parseDeliveryTime("", "Europe/Copenhagen")).toBeNull();
    expect(parseDeliveryTime("2026-03-03 12:30", "Europe/Copenhagen")).toBe(Date.parse("2026-03-03T11:30:00Z") / 1000);
    expect(parseDeliveryTime("2026-07-03T12:30", "Europe/Copenhagen")).toBe(Date.parse("2026-07-03T10:30:00Z") / 1000);
    expect(parseDeliveryTime("3/3/2026", "Europe/Copenhagen")).toBeUndefined();
  });
});

describe("statuses and file checks", () => {
  it.each([
    [3, 3, "PREPROCESS_SUCCESS"],
    [3, 1, "PREPROCESS_SUCCESS_WITH_ERROR"],
    [3, 0, "PREPROCESS_FAIL"],
    [0, 0, "PREPROCESS_FAIL"],
  ])("preprocessing %i rows with %i good is %s", (total, good, status) => expect(preprocessStatus(total, good)).toBe(status));

  it.each([
    [3, 3, "ORDER_PLACEMENT_SUCCESS"],
    [3, 2, "ORDER_PLACEMENT_SUCCESS_WITH_ERROR"],
    [3, 0, "ORDER_PLACEMENT_FAIL"],
  ])("placing %i rows with %i placed is %s", (toPlace, placed, status) => {
    expect(placementStatus(toPlace, placed)).toBe(status);
    expect(isPlacementStatus(status)).toBe(true);
  });

  it("checks a file's size and name before sending, and the zip magic of its content", () => {
    expect(checkBulkFile({ size: BULK_FILE_MAX_BYTES, name: "orders.xlsx" })).toBe("ok");
    expect(checkBulkFile({ size: BULK_FILE_MAX_BYTES + 1, name: "orders.xlsx" })).toBe("too-large");
    expect(checkBulkFile({ size: 10, name: "orders.csv" })).toBe("invalid-format");
    expect(checkBulkFile({ size: 0, name: "orders.XLSX" })).toBe("empty");
    expect(hasZipMagic(new Uint8Array([0x50, 0x4b, 3, 4]))).toBe(true);
    expect(hasZipMagic(new TextEncoder().encode("name,phone"))).toBe(false);
    expect(isPlacementStatus("PREPROCESS_SUCCESS")).toBe(false);
  });
});
