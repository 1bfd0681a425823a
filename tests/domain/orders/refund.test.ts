// The refund rule of issue 17 (src/domain/orders/refund.ts): everything back before a rider is
// assigned, half kept once one is (by status, rider id or the spec's rider rule), cents rounded in
// the customer's favour; and the service-closed text read back by the portal.
import { describe, expect, it } from "vitest";
import { refundOnCancel, riderWasAssigned } from "../../../src/domain/orders/refund";
import { parseServiceClosedText, serviceClosedText } from "../../../src/domain/request/service-hours";

const at = (status: string, created_at: number) => ({ status, created_at }) as { status: never; created_at: number };

describe("refundOnCancel", () => {
  it("refunds everything before a rider is assigned", () => {
    const order = { status: "RECEIVED" as const, status_history: [at("PAYMENT_COMMITTED", 1), at("NEW", 2), at("RECEIVED", 3)], rider_id: null };
    expect(refundOnCancel(order, 51)).toEqual({ rule: "full", captured: 51, amount: 51, kept: 0 });
    expect(refundOnCancel({ ...order, status: "PAYMENT_COMMITTED" }, 39)).toEqual({ rule: "full", captured: 39, amount: 39, kept: 0 });
  });

  it("keeps half once a rider is assigned, the odd cent going back to the card", () => {
    const waiting = { status: "ASSIGNED_TO_TRANSPORT" as const, status_history: [at("WAITING_FOR_TRANSPORT", 5)], rider_id: "R-1" };
    expect(refundOnCancel(waiting, 45)).toEqual({ rule: "rider-assigned", captured: 45, amount: 22.5, kept: 22.5 });
    expect(refundOnCancel(waiting, 39.01)).toEqual({ rule: "rider-assigned", captured: 39.01, amount: 19.51, kept: 19.5 });
    // The spec's rule: the latest COURIER_ACCEPTED_DELIVERY after the latest WAITING_FOR_TRANSPORT.
    const modified = { status: "MODIFIED" as const, status_history: [at("WAITING_FOR_TRANSPORT", 5), at("COURIER_ACCEPTED_DELIVERY", 6), at("MODIFIED", 7)] };
    expect(riderWasAssigned(modified)).toBe(true);
    const dropped = { status: "WAITING_FOR_TRANSPORT" as const, status_history: [at("COURIER_ACCEPTED_DELIVERY", 6), at("WAITING_FOR_TRANSPORT", 7)] };
    expect(riderWasAssigned(dropped)).toBe(false);
    expect(refundOnCancel(dropped, 39).rule).toBe("full");
  });
});

describe("parseServiceClosedText", () => {
  it("reads back the values of serviceClosedText, and nothing else", () => {
    const values = { from: "08:00", to: "22:00", time: "03:00" };
    expect(parseServiceClosedText(serviceClosedText(values))).toEqual(values);
    expect(parseServiceClosedText("Could not create that order")).toBeNull();
  });
});
