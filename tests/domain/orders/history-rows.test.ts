// Issue 13 (item 7): the status history shows "Payment processing" once, not once for initiated and
// again for payment_committed; other steps are kept in order.
import { describe, expect, it } from "vitest";
import { historyRows } from "../../../src/domain/orders";

describe("historyRows", () => {
  it("leaves out an entry whose label is the one just shown", () => {
    const history = [
      { status: "INITIATED", created_at: 1 },
      { status: "PAYMENT_COMMITTED", created_at: 2 },
      { status: "NEW", created_at: 3 },
      { status: "WAITING_FOR_TRANSPORT", created_at: 4 },
      { status: "WAITING_FOR_TRANSPORT", created_at: 5 },
      { status: "PICKED_UP", created_at: 6 },
    ];
    expect(historyRows(history).map((e) => e.created_at)).toEqual([1, 3, 4, 6]);
  });

  it("keeps a label that comes back after another step", () => {
    const history = [
      { status: "ASSIGNED_TO_TRANSPORT", created_at: 1 },
      { status: "NEAR_VENDOR", created_at: 2 },
      { status: "COURIER_ACCEPTED_DELIVERY", created_at: 3 },
    ];
    expect(historyRows(history)).toHaveLength(3);
    expect(historyRows([])).toEqual([]);
  });
});
