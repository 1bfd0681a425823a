// The history filter rules (src/domain/history/filters.ts): what the stored filters read back as,
// which searches apply (phone only when possible, order id only with the vendor prefix) and the rows
// the status filter and an order-id search keep.
import { DEFAULT_HISTORY_FILTERS, filterHistoryRows, orderIdSearchOf, readStoredFilters } from "@domain/history/filters";
import { phoneSearchOf } from "@domain/history/phone-search";
import { describe, expect, it } from "vitest";
import { makeOrder, NOW } from "../orders/fixtures";

describe("history filter rules", () => {
  it("reads stored filters field by field, defaults for anything unreadable", () => {
    expect(readStoredFilters(null)).toEqual(DEFAULT_HISTORY_FILTERS);
    expect(readStoredFilters("{oops")).toEqual(DEFAULT_HISTORY_FILTERS);
    expect(readStoredFilters(JSON.stringify({ preset: "pastMonth", status: "BOGUS", customFrom: "x", search: "secret" }))).toEqual({
      preset: "pastMonth",
      customFrom: null,
      customTo: null,
      status: "ANY",
    });
  });

  it("phone only when possible for the country; order id only with the selected vendor's prefix", () => {
    expect(phoneSearchOf("+45 22 11 01 01", "DK")).toBe("+4522110101");
    expect(phoneSearchOf("2211 0101", "DK")).toBe("22110101");
    expect(phoneSearchOf("2211", "DK")).toBeNull();
    expect(phoneSearchOf("Jens", "DK")).toBeNull();
    expect(orderIdSearchOf("DK-1001-1000", "DK-1001")).toBe("DK-1001-1000");
    expect(orderIdSearchOf(" dk-1001 -10", "DK-1001")).toBe("dk-1001-10");
    expect(orderIdSearchOf("DK-1002-1000", "DK-1001")).toBeNull();
    expect(orderIdSearchOf("DK-1001", "DK-1001")).toBeNull();
  });

  it("filters rows by status group and by order-id prefix", () => {
    const rows = [
      makeOrder({ order_id: "DK-1001-1", status: "DELIVERED" }),
      makeOrder({ order_id: "DK-1001-2", status: "RETURNED_TO_VENDOR" }),
      makeOrder({ order_id: "DK-1001-3", status: "CANCELLED" }),
      makeOrder({ order_id: "DK-1001-4", status: "PICKED_UP" }),
      makeOrder({ order_id: "DK-1001-5", status: "WAITING_FOR_TRANSPORT" }),
      makeOrder({ order_id: "DK-1001-15", status: "PAYMENT_FAILED" }),
    ];
    const ids = (status: "ANY" | "NEW" | "COLLECTED" | "DELIVERED" | "CANCELLED", search = "") =>
      filterHistoryRows(rows, { status, search, vendorId: "DK-1001", nowSec: NOW }).map((o) => o.order_id);
    expect(ids("ANY")).toHaveLength(6);
    expect(ids("DELIVERED")).toEqual(["DK-1001-1", "DK-1001-2"]);
    expect(ids("CANCELLED")).toEqual(["DK-1001-3", "DK-1001-15"]);
    expect(ids("COLLECTED")).toEqual(["DK-1001-4"]);
    expect(ids("NEW")).toEqual(["DK-1001-5"]);
    expect(ids("ANY", "DK-1001-1")).toEqual(["DK-1001-1", "DK-1001-15"]);
    expect(ids("CANCELLED", "DK-1001-1")).toEqual(["DK-1001-15"]);
    expect(ids("ANY", "Jens")).toHaveLength(6); // not an order id: no filter
  });
});
