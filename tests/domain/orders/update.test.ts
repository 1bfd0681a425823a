// isOrderUpdatable: the one rule the portal (modify-order button) and the platform (PUT /order/{id})
// share. Every status, with and without a pickup in the history.
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../../src/domain/orders/statuses";
import { isOrderUpdatable } from "../../../src/domain/orders/update";
import { makeOrder, NOW } from "./fixtures";

/** Statuses of the "new" group: not picked up yet, whatever the history says. */
const NOT_PICKED_UP: OrderStatus[] = [
  "PAYMENT_COMMITTED",
  "NEW",
  "RECEIVED",
  "WAITING_FOR_TRANSPORT",
  "COURIER_ACCEPTED_DELIVERY",
  "ASSIGNED_TO_TRANSPORT",
  "RECEIVED_BY_VENDOR",
  "ACCEPTED_BY_VENDOR",
  "MODIFIED",
  "NEAR_VENDOR",
];

const history = (...statuses: OrderStatus[]) => statuses.map((status, i) => ({ status, created_at: NOW - 600 + i * 60 }));

describe("isOrderUpdatable", () => {
  // [status, history, updatable]
  const table: Array<[OrderStatus, OrderStatus[], boolean]> = [
    ...ORDER_STATUSES.filter((s) => s !== "DELAYED").map((s): [OrderStatus, OrderStatus[], boolean] => [s, [s], NOT_PICKED_UP.includes(s)]),
    ["DELAYED", ["NEW", "ASSIGNED_TO_TRANSPORT", "DELAYED"], true],
    ["DELAYED", ["NEW", "ASSIGNED_TO_TRANSPORT", "PICKED_UP", "DELAYED"], false],
    ["DELAYED", [], true],
    ["NEAR_VENDOR", ["NEW", "PICKED_UP", "NEAR_VENDOR"], true],
    ["PICKED_UP", ["NEW", "PICKED_UP"], false],
    ["COURIER_LEFT_VENDOR", ["NEW", "COURIER_LEFT_VENDOR"], false],
    ["DELIVERED", ["NEW", "PICKED_UP", "DELIVERED"], false],
  ];

  it.each(table)("%s after %j → %s", (status, statuses, updatable) => {
    expect(isOrderUpdatable(makeOrder({ status, status_history: history(...statuses) }))).toBe(updatable);
  });

  it("covers every status", () => {
    expect(new Set(table.map(([s]) => s))).toEqual(new Set(ORDER_STATUSES));
  });
});
