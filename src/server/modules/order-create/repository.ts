// Changes of an order's request fields (PUT /order/{orderId}): the destination, notes, amount, item
// details, payment method and fee, guarded by the order's version like every other writer
// (simulator, cancel), with MODIFIED appended to the status history (the simulator treats it as an
// interruption and resumes the lifecycle) and the change published on the OrderEvents bus. The
// orders repository (modules/orders) has no update of these fields, so this module writes the same
// orders table (no table of its own) with the same rules.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { orders, type StatusHistoryRow } from "../../db/schema";
import { orderDetails } from "../../db/schema-request";
import type { OrderEvents } from "../../live/order-events";
import type { OrderRow } from "../orders/repository";

export type OrderFieldsChange = {
  address: string;
  notes: string;
  latitude: number;
  longitude: number;
  amount: number;
  description: string;
  paymentMethod: string;
  deliveryFee: number;
};

export class OrderUpdates {
  constructor(
    private readonly db: Db,
    private readonly events: OrderEvents | undefined,
  ) {}

  /** Applies the change when the order still has `expectedVersion`; null when someone changed it first. */
  async apply(orderId: string, expectedVersion: number, change: OrderFieldsChange, atMs: number): Promise<OrderRow | null> {
    const entry: StatusHistoryRow = { status: "MODIFIED", created_at: Math.floor(atMs / 1000) };
    const [row] = await this.db
      .update(orders)
      .set({
        customerAddress: change.address,
        customerNotes: change.notes,
        customerLatitude: change.latitude,
        customerLongitude: change.longitude,
        amount: change.amount,
        description: change.description,
        paymentMethod: change.paymentMethod,
        deliveryFee: change.deliveryFee,
        status: "MODIFIED",
        statusHistory: sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`,
        updatedAtMs: sql`greatest(${orders.updatedAtMs} + 1, ${atMs})`,
        version: sql`${orders.version} + 1`,
      })
      .where(and(eq(orders.orderId, orderId), eq(orders.version, expectedVersion)))
      .returning();
    if (!row) return null;
    await this.db
      .update(orderDetails)
      .set({ deliveryFee: change.deliveryFee, voucher: null, discountedDeliveryFee: null })
      .where(eq(orderDetails.orderId, orderId));
    await this.events?.publish(orderId);
    return row;
  }
}
