// The status model: 23 statuses, the progress rank of the spec and the groups.
import { describe, expect, it } from "vitest";
import {
  ACTIVE_GROUP,
  CANCELLED_GROUP,
  COLLECTED_GROUP,
  FINISHED_GROUP,
  NEW_GROUP,
  OLD_GROUP,
  ORDER_STATUSES,
  PROGRESS_ORDER,
  STATUS_RANK,
  isOrderStatus,
} from "../../../src/domain/orders/statuses";

describe("statuses", () => {
  it("has the 23 statuses of the spec, each once", () => {
    expect(ORDER_STATUSES).toHaveLength(23);
    expect(new Set(ORDER_STATUSES).size).toBe(23);
    expect(isOrderStatus("DELIVERED")).toBe(true);
    expect(isOrderStatus("delivered")).toBe(false);
  });

  it("ranks the progress order low to high, the four failures below zero, DELAYED at zero", () => {
    const progress = [
      "INITIATED",
      "PAYMENT_INITIATED",
      "PAYMENT_COMMITTED",
      "NEW",
      "RECEIVED",
      "RECEIVED_BY_VENDOR",
      "ACCEPTED_BY_VENDOR",
      "WAITING_FOR_TRANSPORT",
      "ASSIGNED_TO_TRANSPORT",
      "COURIER_ACCEPTED_DELIVERY",
      "MODIFIED",
      "NEAR_VENDOR",
      "PICKED_UP",
      "COURIER_LEFT_VENDOR",
      "NEAR_CUSTOMER",
      "DELIVERED",
      "RETURN_INITIATED",
      "RETURNED_TO_VENDOR",
    ] as const;
    expect(PROGRESS_ORDER).toEqual(progress);
    for (let i = 1; i < progress.length; i++) expect(STATUS_RANK[progress[i]]).toBeGreaterThan(STATUS_RANK[progress[i - 1]]);
    expect(STATUS_RANK.INITIATED).toBeGreaterThan(0);
    for (const s of ["CANCELLED", "PAYMENT_CANCELLED", "PAYMENT_FAILED", "STALLED"] as const) expect(STATUS_RANK[s]).toBeLessThan(0);
    expect(STATUS_RANK.DELAYED).toBe(0);
    expect(Object.keys(STATUS_RANK).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("groups as the spec lists them", () => {
    expect(NEW_GROUP).toHaveLength(10);
    expect(COLLECTED_GROUP).toEqual(["PICKED_UP", "COURIER_LEFT_VENDOR", "NEAR_CUSTOMER", "RETURN_INITIATED"]);
    expect([...CANCELLED_GROUP].sort()).toEqual(["CANCELLED", "PAYMENT_CANCELLED", "PAYMENT_FAILED", "STALLED"]);
    expect(ACTIVE_GROUP).toContain("DELAYED");
    expect(ACTIVE_GROUP).toHaveLength(11);
    expect(OLD_GROUP).toEqual(["DELIVERED", "CANCELLED"]);
    expect(FINISHED_GROUP).toEqual(["DELIVERED", "RETURNED_TO_VENDOR"]);
  });
});
