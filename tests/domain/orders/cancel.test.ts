// Cancellable rules and the dialog's reasons.
import { describe, expect, it } from "vitest";
import { CANCEL_REASONS, isCancellable } from "../../../src/domain/orders/cancel";
import { ORDER_STATUSES, type OrderStatus } from "../../../src/domain/orders/statuses";
import { makeOrder, NOW } from "./fixtures";

const ALWAYS: OrderStatus[] = ["RECEIVED", "WAITING_FOR_TRANSPORT", "ASSIGNED_TO_TRANSPORT", "MODIFIED"];

describe("isCancellable", () => {
  it.each(ORDER_STATUSES.filter((s) => s !== "PAYMENT_COMMITTED" && s !== "DELAYED"))("%s", (status) => {
    for (const delayedCancellation of [false, true])
      expect(isCancellable(makeOrder({ status }), { now: NOW, delayedCancellation })).toBe(ALWAYS.includes(status));
  });

  it("DELAYED only with the delayed-cancellation flag", () => {
    expect(isCancellable(makeOrder({ status: "DELAYED" }), { now: NOW, delayedCancellation: false })).toBe(false);
    expect(isCancellable(makeOrder({ status: "DELAYED" }), { now: NOW, delayedCancellation: true })).toBe(true);
  });

  it("PAYMENT_COMMITTED only once more than 600 s have passed since it was committed", () => {
    const committedAt = NOW - 1000;
    const order = makeOrder({
      status: "PAYMENT_COMMITTED",
      status_history: [
        { status: "INITIATED", created_at: committedAt - 60 },
        { status: "PAYMENT_COMMITTED", created_at: committedAt },
      ],
    });
    const at = (s: number) => isCancellable(order, { now: committedAt + s, delayedCancellation: false });
    expect(at(0)).toBe(false);
    expect(at(599)).toBe(false);
    expect(at(600)).toBe(false);
    expect(at(601)).toBe(true);
    // Without a PAYMENT_COMMITTED entry nobody knows when: refused.
    expect(isCancellable(makeOrder({ status: "PAYMENT_COMMITTED", status_history: [] }), { now: NOW, delayedCancellation: true })).toBe(false);
  });

  it("counts from the latest PAYMENT_COMMITTED entry", () => {
    const order = makeOrder({
      status: "PAYMENT_COMMITTED",
      status_history: [
        { status: "PAYMENT_COMMITTED", created_at: NOW - 5000 },
        { status: "PAYMENT_COMMITTED", created_at: NOW - 100 },
      ],
    });
    expect(isCancellable(order, { now: NOW, delayedCancellation: false })).toBe(false);
    expect(isCancellable(order, { now: NOW + 501, delayedCancellation: false })).toBe(true);
  });

  it("offers the 19 reasons of the second file", () => {
    expect(CANCEL_REASONS).toHaveLength(19);
    expect(CANCEL_REASONS[0]).toBe("mistake_error");
    expect(CANCEL_REASONS).toContain("payment_failure");
  });
});
