// Rider assignment, rider polling, ETA targets, the full map; status labels; the live-update rule.
import { describe, expect, it } from "vitest";
import { statusLabelKey, orderStatusLabelKey, STATUS_LABEL_KEYS, STATUS_LABEL_MESSAGES } from "../../../src/domain/orders/labels";
import { shouldApplyLiveUpdate } from "../../../src/domain/orders/live-rule";
import { etaOf, etaTarget, isRiderAssigned, shouldPollRider, showFullMap } from "../../../src/domain/orders/rider";
import { ORDER_STATUSES, type OrderStatus } from "../../../src/domain/orders/statuses";
import { makeOrder, NOW } from "./fixtures";

const history = (...entries: [OrderStatus, number][]) => entries.map(([status, created_at]) => ({ status, created_at }));

describe("isRiderAssigned", () => {
  it("needs a COURIER_ACCEPTED_DELIVERY later than the latest WAITING_FOR_TRANSPORT", () => {
    expect(isRiderAssigned({ status_history: history(["NEW", 1], ["WAITING_FOR_TRANSPORT", 2]) })).toBe(false);
    expect(isRiderAssigned({ status_history: history(["WAITING_FOR_TRANSPORT", 2], ["COURIER_ACCEPTED_DELIVERY", 3]) })).toBe(true);
    // The rider dropped the order: waiting again.
    expect(
      isRiderAssigned({ status_history: history(["WAITING_FOR_TRANSPORT", 2], ["COURIER_ACCEPTED_DELIVERY", 3], ["WAITING_FOR_TRANSPORT", 4]) }),
    ).toBe(false);
    expect(
      isRiderAssigned({
        status_history: history(["WAITING_FOR_TRANSPORT", 2], ["COURIER_ACCEPTED_DELIVERY", 3], ["WAITING_FOR_TRANSPORT", 4], ["COURIER_ACCEPTED_DELIVERY", 9]),
      }),
    ).toBe(true);
    expect(isRiderAssigned({ status_history: history(["COURIER_ACCEPTED_DELIVERY", 3]) })).toBe(true);
    expect(isRiderAssigned({ status_history: [] })).toBe(false);
  });

  it("orders entries of the same second by their place in the history", () => {
    expect(isRiderAssigned({ status_history: history(["WAITING_FOR_TRANSPORT", 5], ["COURIER_ACCEPTED_DELIVERY", 5]) })).toBe(true);
    expect(isRiderAssigned({ status_history: history(["COURIER_ACCEPTED_DELIVERY", 5], ["WAITING_FOR_TRANSPORT", 5]) })).toBe(false);
  });
});

describe("rider polling, ETA and map", () => {
  const POLL: OrderStatus[] = [
    "DELAYED",
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
  ];
  it.each(ORDER_STATUSES)("%s", (status) => {
    expect(shouldPollRider(status)).toBe(POLL.includes(status));
    const vendor = ["ASSIGNED_TO_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "RECEIVED_BY_VENDOR", "ACCEPTED_BY_VENDOR", "NEAR_VENDOR"].includes(status);
    const customer = ["PICKED_UP", "NEAR_CUSTOMER"].includes(status);
    expect(etaTarget(status)).toBe(vendor ? "vendor" : customer ? "customer" : null);
    expect(showFullMap(status)).toBe(!["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT"].includes(status));
  });

  it("reads the ETA of the target from the record", () => {
    expect(etaOf(makeOrder({ status: "NEAR_VENDOR", eta_vendor: 10, eta_customer: 20 }))).toBe(10);
    expect(etaOf(makeOrder({ status: "PICKED_UP", eta_vendor: 10, eta_customer: 20 }))).toBe(20);
    expect(etaOf(makeOrder({ status: "DELIVERED", eta_vendor: 10, eta_customer: 20 }))).toBeNull();
    expect(etaOf(makeOrder({ status: "PICKED_UP" }))).toBeNull();
  });
});

describe("status labels", () => {
  it("maps every status to a label of the table", () => {
    for (const s of ORDER_STATUSES) expect(STATUS_LABEL_MESSAGES[STATUS_LABEL_KEYS[s]]).toBeTruthy();
    expect(statusLabelKey("NEW")).toBe("status.processing");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("NEW")]).toBe("Processing");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("PAYMENT_COMMITTED")]).toBe("Payment processing");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("INITIATED")]).toBe("Payment processing");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("WAITING_FOR_TRANSPORT")]).toBe("Looking for rider");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("COURIER_ACCEPTED_DELIVERY")]).toBe("Rider on the way");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("NEAR_VENDOR")]).toBe("Rider nearby");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("PICKED_UP")]).toBe("Collected");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("STALLED")]).toBe("Failed to process");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("RETURN_INITIATED")]).toBe("Returning to vendor");
    expect(STATUS_LABEL_MESSAGES[statusLabelKey("RETURNED_TO_VENDOR")]).toBe("Returned to vendor");
    expect(statusLabelKey("SOMETHING_NEW")).toBe("status.unknown");
  });

  it("labels an upcoming pre-order as scheduled", () => {
    expect(orderStatusLabelKey({ status: "RECEIVED", preordered_for: NOW + 60 }, NOW)).toBe("status.scheduled");
    expect(orderStatusLabelKey({ status: "RECEIVED", preordered_for: NOW - 60 }, NOW)).toBe("status.prepare-order");
  });
});

describe("shouldApplyLiveUpdate", () => {
  const today = NOW - 3600;
  it("tracking: created today or later; history: created before today; elsewhere never", () => {
    expect(shouldApplyLiveUpdate("tracking", today, today)).toBe(true);
    expect(shouldApplyLiveUpdate("tracking", today - 1, today)).toBe(false);
    expect(shouldApplyLiveUpdate("history", today - 1, today)).toBe(true);
    expect(shouldApplyLiveUpdate("history", today, today)).toBe(false);
    expect(shouldApplyLiveUpdate("other", today, today)).toBe(false);
  });
});
