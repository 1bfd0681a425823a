// A complete order list record with overridable fields, for the order rule tests.
import type { OrderRecord } from "../../../src/domain/contract/orders";
import type { OrderStatus } from "../../../src/domain/orders/statuses";

export const NOW = 1_772_442_000; // 2026-03-02T09:00:00Z

export function makeOrder(overrides: Partial<OrderRecord> & { order_id?: string; status?: OrderStatus } = {}): OrderRecord {
  const status = overrides.status ?? "NEW";
  return {
    order_id: "DK-1001-100001",
    vendor_id: "DK-1001",
    created_at: NOW - 600,
    updated_at: NOW - 600,
    preordered_for: null,
    status,
    status_history: [{ status, created_at: NOW - 600 }],
    delivery_fee: 39,
    customer: {
      name: "Jens Jensen",
      phone_number: "+4520000000",
      location: { address: "Blågårdsgade 12, 2200 København N", latitude: 55.6869, longitude: 12.5553, notes: "" },
    },
    order: { description: "2 pizzas", amount: 189, payment_method: "PAID" },
    rider_id: null,
    cancel_reason: null,
    eta_vendor: null,
    eta_customer: null,
    ...overrides,
  };
}
