// Orders in the database: the list record of the contract, creation (used by the seed, the simulator
// and POST /order of issue 3), the vendor lists with keyset pagination, and status changes guarded by
// a version so concurrent writers (simulator, cancel, other instances) never overwrite each other.
// Every successful change is published on the OrderEvents bus when one is given.
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, notInArray, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias, type PgUpdateSetSource, unionAll } from "drizzle-orm/pg-core";
import type { OrderRecord, OrderRefund } from "../../../domain/contract/orders";
import { FINAL_STATUSES, type OrderStatus } from "../../../domain/orders/statuses";
import type { Db } from "../../db/database";
import { orders, type StatusHistoryRow, vendors } from "../../db/schema";
import type { OrderEvents } from "../../live/order-events";

export type OrderRow = typeof orders.$inferSelect;

/** The vendors table again, as the parent of an order's vendor. */
const parentVendors = alias(vendors, "parent_vendor");
export type NewOrderRow = typeof orders.$inferInsert;

/** Everything needed to create an order (times in epoch ms / unix seconds as named). */
export type CreateOrderInput = {
  vendorId: string;
  customer: { name: string; phoneNumber: string; address: string; latitude: number | null; longitude: number | null; notes?: string };
  description: string;
  amount: number;
  paymentMethod: string;
  deliveryFee: number;
  /** Unix seconds, for a pre-order. */
  preorderedFor?: number | null;
  /** First status (NEW unless the payment flow starts with INITIATED / PAYMENT_COMMITTED). */
  status?: OrderStatus;
  /** A user id, "guest:<id>" for guest checkout, null for seed or bulk. */
  createdBy?: string | null;
  /** Where a guest order is picked up (its sender's location); vendors' orders are picked up at the outlet. */
  pickup?: { address: string; latitude: number | null; longitude: number | null } | null;
};

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Prepared list queries kept per repository (one per shape; the oldest is forgotten first). */
const MAX_LIST_SHAPES = 64;

/** What fixes a list query's SQL: how many vendors, and which conditions it has. */
function listShape(q: ListOrdersQuery): string {
  return `${q.vendorIds.length}:${q.from !== undefined ? "f" : ""}${q.to !== undefined ? "t" : ""}${q.phoneDigits ? "p" : ""}${q.after ? "a" : ""}${q.scheduled ? "s" : ""}`;
}

/** The values of a list query, by the names its placeholders have (buildList). */
function listValues(q: ListOrdersQuery): Record<string, unknown> {
  const values: Record<string, unknown> = { limit: q.count + 1 };
  q.vendorIds.forEach((id, i) => {
    values[`v${i}`] = id;
  });
  if (q.from !== undefined) values.from = q.from;
  if (q.to !== undefined) values.to = q.to;
  if (q.phoneDigits) values.phone = `${reverseDigits(q.phoneDigits)}%`;
  if (q.after) {
    values.afterAt = q.after.createdAt;
    values.afterId = q.after.orderId;
  }
  return values;
}
/** Digits in reverse order (the phone search's index key). */
const reverseDigits = (digits: string) => [...digits.replace(/\D/g, "")].reverse().join("");

/** Keeps digits and a leading +. */
export const normalizePhone = (phone: string) => phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");

/** The row of a new order with the given number, created at `nowMs`. */
export function buildOrderRow(input: CreateOrderInput, orderNumber: number, nowMs: number): NewOrderRow {
  const status = input.status ?? "NEW";
  const createdAt = seconds(nowMs);
  return {
    orderId: `${input.vendorId}-${orderNumber}`,
    vendorId: input.vendorId,
    createdAt,
    updatedAtMs: nowMs,
    preorderedFor: input.preorderedFor ?? null,
    status,
    statusHistory: [{ status, created_at: createdAt }],
    deliveryFee: input.deliveryFee,
    customerName: input.customer.name,
    customerPhone: normalizePhone(input.customer.phoneNumber),
    customerAddress: input.customer.address,
    customerLatitude: input.customer.latitude,
    customerLongitude: input.customer.longitude,
    customerNotes: input.customer.notes ?? "",
    description: input.description,
    amount: input.amount,
    paymentMethod: input.paymentMethod,
    riderId: null,
    cancelReason: null,
    etaVendor: null,
    etaCustomer: null,
    createdBy: input.createdBy ?? null,
    version: 1,
    refund: null,
    cancelledBy: null,
    pickupAddress: input.pickup?.address ?? null,
    pickupLatitude: input.pickup?.latitude ?? null,
    pickupLongitude: input.pickup?.longitude ?? null,
  };
}

export function toOrderRecord(row: OrderRow): OrderRecord {
  return {
    order_id: row.orderId,
    vendor_id: row.vendorId,
    created_at: row.createdAt,
    updated_at: row.updatedAtMs / 1000,
    preordered_for: row.preorderedFor,
    status: row.status,
    status_history: row.statusHistory.map((e) => ({ status: e.status, created_at: e.created_at })),
    delivery_fee: row.deliveryFee,
    customer: {
      name: row.customerName,
      phone_number: row.customerPhone,
      location: { address: row.customerAddress, latitude: row.customerLatitude, longitude: row.customerLongitude, notes: row.customerNotes },
    },
    order: { description: row.description, amount: row.amount, payment_method: row.paymentMethod },
    rider_id: row.riderId,
    cancel_reason: row.cancelReason,
    eta_vendor: row.etaVendor,
    eta_customer: row.etaCustomer,
    ...(row.refund ? { refund: row.refund } : {}),
    ...(row.pickupAddress === null ? {} : { pickup: { address: row.pickupAddress, latitude: row.pickupLatitude, longitude: row.pickupLongitude } }),
  };
}

/** Opaque keyset cursor: the last row's (created_at, order_id). */
export const encodePaginationKey = (row: Pick<OrderRow, "createdAt" | "orderId">) =>
  Buffer.from(JSON.stringify([row.createdAt, row.orderId])).toString("base64url");

export function decodePaginationKey(key: string): { createdAt: number; orderId: string } | null {
  try {
    const value = JSON.parse(Buffer.from(key, "base64url").toString("utf8")) as unknown;
    if (Array.isArray(value) && value.length === 2 && Number.isInteger(value[0]) && typeof value[1] === "string") return { createdAt: value[0], orderId: value[1] };
  } catch {
    // fall through
  }
  return null;
}

export type ListOrdersQuery = {
  vendorIds: string[];
  from?: number;
  to?: number;
  count: number;
  after?: { createdAt: number; orderId: string } | null;
  /** Digits the customer's phone number must end with. */
  phoneDigits?: string;
  /** Pre-orders only, from/to on preordered_for. */
  scheduled?: boolean;
};

/** A status change: the new status at `atMs`, with the fields that change with it. */
export type StatusChange = {
  status: OrderStatus;
  atMs: number;
  riderId?: string | null;
  etaVendor?: number | null;
  etaCustomer?: number | null;
  cancelReason?: string | null;
  /** Who cancelled: the vendor or guest (user), or the platform (simulator, operations). */
  cancelledBy?: "user" | "platform" | null;
};

export type OrderRepositoryOptions = { now: () => number; events?: OrderEvents };

export class OrderRepository {
  private readonly now: () => number;
  private readonly events: OrderEvents | undefined;
  /** list()'s prepared queries by shape (listShape). */
  private readonly preparedLists = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();

  constructor(
    private readonly db: Db,
    options: OrderRepositoryOptions,
  ) {
    this.now = options.now;
    this.events = options.events;
  }

  private async publish(orderId: string) {
    await this.events?.publish(orderId);
  }

  /** Creates an order (order id "<vendor_id>-<number>"), publishes it and returns its record. */
  async createOrder(input: CreateOrderInput): Promise<OrderRecord> {
    const values = { ...buildOrderRow(input, 0, this.now()), orderId: sql`${input.vendorId} || '-' || nextval('order_number_seq')` };
    const [row] = await this.db.insert(orders).values(values).returning();
    await this.publish(row.orderId);
    return toOrderRecord(row);
  }

  /** Batch insert of prepared rows (seed): no events, 1,000 rows per statement. */
  async insertRows(rows: NewOrderRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 1000) await this.db.insert(orders).values(rows.slice(i, i + 1000));
  }

  async find(orderId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
    return row ?? null;
  }

  /** The order with its vendor's parent (for the live channel's fan-out). */
  async findWithParent(orderId: string): Promise<{ row: OrderRow; parentVendorId: string | null } | null> {
    const [hit] = await this.db
      .select({ row: orders, parentVendorId: vendors.parentVendorId })
      .from(orders)
      .innerJoin(vendors, eq(vendors.vendorId, orders.vendorId))
      .where(eq(orders.orderId, orderId))
      .limit(1);
    return hit ?? null;
  }

  /**
   * A page of a vendor list, newest first; `more` when another page follows. One query: with several
   * vendors (a parent with its outlets) each vendor's newest count+1 rows are read on its own index
   * (vendor, created_at, order_id) and only those are merged, so a long window is never sorted whole
   * (issue 14). A phone search reads the index on the reversed digits (migration 0014): "ends with"
   * becomes a prefix.
   * The query is prepared once per shape (how many vendors, which conditions) and only its values are
   * bound per call: building the union of a parent's selects through Drizzle was a quarter of an
   * uncached list read's CPU (history, phone search; issue 14). The SQL is the one listQuery() builds,
   * with the same conditions in the same order, so EXPLAIN of listQuery() tells its plan.
   */
  async list(q: ListOrdersQuery): Promise<{ rows: OrderRow[]; more: boolean }> {
    if (!q.vendorIds.length) return { rows: [], more: false };
    const shape = listShape(q);
    let prepared = this.preparedLists.get(shape);
    if (!prepared) {
      // Not null: there is a vendor (checked above).
      prepared = this.buildList(q, <T>(name: string): T | Placeholder => sql.placeholder(name))!.prepare("orders_list");
      if (this.preparedLists.size >= MAX_LIST_SHAPES) this.preparedLists.delete(this.preparedLists.keys().next().value as string);
      this.preparedLists.set(shape, prepared);
    }
    const rows = (await prepared.execute(listValues(q))) as OrderRow[];
    return { rows: rows.slice(0, q.count), more: rows.length > q.count };
  }

  /** The one query of list() (count+1 rows) with its values in place, or null for no vendor; its SQL is EXPLAINed by a test. */
  listQuery(q: ListOrdersQuery) {
    const values = listValues(q);
    return this.buildList(q, <T>(name: string) => values[name] as T);
  }

  /** The list's query, each value given by `value` (itself, or a placeholder of that name: listValues()). */
  private buildList(q: ListOrdersQuery, value: <T>(name: string) => T | Placeholder) {
    if (!q.vendorIds.length) return null;
    const conditions: (SQL | undefined)[] = [];
    const on = q.scheduled ? orders.preorderedFor : orders.createdAt;
    if (q.scheduled) conditions.push(isNotNull(orders.preorderedFor));
    if (q.from !== undefined) conditions.push(gte(on, value<number>("from")));
    if (q.to !== undefined) conditions.push(lte(on, value<number>("to")));
    if (q.phoneDigits) conditions.push(sql`reverse(replace(${orders.customerPhone}, '+', '')) LIKE ${value("phone")}`);
    if (q.after) conditions.push(sql`(${orders.createdAt}, ${orders.orderId}) < (${value("afterAt")}, ${value("afterId")})`);
    const newest = [desc(orders.createdAt), desc(orders.orderId)];
    const ofVendor = (_: string, i: number) =>
      this.db
        .select()
        .from(orders)
        .where(and(eq(orders.vendorId, value<string>(`v${i}`)), ...conditions))
        .orderBy(...newest)
        .limit(value<number>("limit"));
    const [first, ...rest] = q.vendorIds.map(ofVendor);
    return rest.length
      ? unionAll(first, rest[0], ...rest.slice(1))
          .orderBy(...newest)
          .limit(value<number>("limit"))
      : first;
  }

  /**
   * Applies a status change when the order still has `expectedVersion`: appends to the history,
   * bumps updated_at and the version, publishes. Returns the new row, or null when someone else
   * changed the order first (or it does not exist).
   */
  async changeStatus(orderId: string, expectedVersion: number, change: StatusChange): Promise<OrderRow | null> {
    const entry: StatusHistoryRow = { status: change.status, created_at: seconds(change.atMs) };
    const set: PgUpdateSetSource<typeof orders> = {
      status: change.status,
      statusHistory: sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`,
      // updated_at never goes back, even when two writers' clocks differ.
      updatedAtMs: sql`greatest(${orders.updatedAtMs} + 1, ${change.atMs})`,
      version: sql`${orders.version} + 1`,
    };
    if (change.riderId !== undefined) set.riderId = change.riderId;
    if (change.etaVendor !== undefined) set.etaVendor = change.etaVendor;
    if (change.etaCustomer !== undefined) set.etaCustomer = change.etaCustomer;
    if (change.cancelReason !== undefined) set.cancelReason = change.cancelReason;
    if (change.cancelledBy !== undefined) set.cancelledBy = change.cancelledBy;
    const [row] = await this.db
      .update(orders)
      .set(set)
      .where(and(eq(orders.orderId, orderId), eq(orders.version, expectedVersion)))
      .returning();
    if (!row) return null;
    await this.publish(row.orderId);
    return row;
  }

  /**
   * Sets the refund the order record shows (a change of the record: updated_at and the version move,
   * the live channel hears it). Not guarded by a version: the refund is the platform's own fact.
   */
  async setRefund(orderId: string, refund: OrderRefund): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(orders)
      .set({ refund, updatedAtMs: sql`greatest(${orders.updatedAtMs} + 1, ${this.now()})`, version: sql`${orders.version} + 1` })
      .where(eq(orders.orderId, orderId))
      .returning();
    if (!row) return null;
    await this.publish(row.orderId);
    return row;
  }

  /** Orders still in progress (not finished or cancelled-like), oldest first, with where their vendor is. */
  async openOrders(): Promise<{ row: OrderRow; vendorLatitude: number | null; vendorLongitude: number | null }[]> {
    return this.openOrdersQuery();
  }

  /**
   * The simulator's query, every tick (its SQL is EXPLAINed by a test): the orders in progress on
   * the partial index orders_open_idx (migration 0002), each with its vendor's coordinates or else its
   * parent's. The parent is a join, not a subquery per row: at a million orders the planner guessed
   * tens of thousands of open orders (the rare statuses of a table of finished ones), priced two
   * subqueries for each above PostgreSQL's JIT threshold, and the server then spent 0.3–0.6 s
   * compiling a query that reads a handful of rows, every second (issue 14).
   */
  openOrdersQuery() {
    return this.db
      .select({
        row: orders,
        vendorLatitude: sql<number | null>`coalesce(${vendors.latitude}, ${parentVendors.latitude})`,
        vendorLongitude: sql<number | null>`coalesce(${vendors.longitude}, ${parentVendors.longitude})`,
      })
      .from(orders)
      .innerJoin(vendors, eq(vendors.vendorId, orders.vendorId))
      .leftJoin(parentVendors, eq(parentVendors.vendorId, vendors.parentVendorId))
      .where(notInArray(orders.status, [...FINAL_STATUSES]))
      .orderBy(asc(orders.createdAt), asc(orders.orderId));
  }

  /**
   * Whether the rider carries an order of these vendors (or placed by `createdBy`) that is in
   * progress or finished less than `recentMs` ago: a vendor follows the riders of its deliveries,
   * not every rider that ever worked for it.
   */
  async riderServes(riderId: string, vendorIds: string[], createdBy: string | null, recentMs = 3600_000): Promise<boolean> {
    const who = [vendorIds.length ? inArray(orders.vendorId, vendorIds) : undefined, createdBy ? eq(orders.createdBy, createdBy) : undefined].filter(
      (c): c is SQL => c !== undefined,
    );
    if (!who.length) return false;
    const current = or(notInArray(orders.status, [...FINAL_STATUSES]), gte(orders.updatedAtMs, this.now() - recentMs));
    const [hit] = await this.db
      .select({ id: orders.orderId })
      .from(orders)
      .where(and(eq(orders.riderId, riderId), or(...who), current))
      .limit(1);
    return Boolean(hit);
  }
}
