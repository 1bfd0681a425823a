// Seed of the tracking demo, run once (when the riders table is empty): the simulator's riders,
// sixty days of past orders of the demo vendors (a few a day each, mostly DELIVERED, some CANCELLED
// or RETURNED_TO_VENDOR, now and then DELAYED on the way or a pre-order) and a handful of orders
// of today in every stage. Deterministic for a given clock (seeded PRNG), batch inserts.
import { sql } from "drizzle-orm";
import type { CancelReason } from "../../domain/orders/cancel";
import type { OrderStatus } from "../../domain/orders/statuses";
import { startOfDay } from "../../domain/orders/windows";
import { buildOrderRow, type NewOrderRow } from "../modules/orders/repository";
import { between, intBetween, mulberry32, pick, type Rng, hashString } from "../sim/rng";
import type { Db } from "./database";
import { orders as ordersTable, riders, vendors } from "./schema";
import {
  FIRST_NAMES,
  LAST_NAMES,
  MOBILE_PREFIXES,
  RIDER_NOTES,
  SEED_ORDER_VENDORS,
  SEED_RIDERS,
  type SeedCatalog,
  STREETS,
} from "./seed-orders-data";

export const SEED_DAYS = 60;
export const SEED_TIMEZONE = "Europe/Copenhagen";
const FIRST_ORDER_NUMBER = 100_001;

type Timeline = { status: OrderStatus; at: number }[];
type SeedRow = Omit<NewOrderRow, "orderId">;

/** A random Danish customer at a Copenhagen address. */
export function randomCustomer(rng: Rng) {
  const s = pick(rng, STREETS);
  const number = intBetween(rng, 1, 120);
  const floor = rng() < 0.6 ? `, ${intBetween(rng, 1, 5)}. ${pick(rng, ["tv", "th", "mf"])}` : "";
  return {
    name: `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}`,
    phoneNumber: `+45${pick(rng, MOBILE_PREFIXES)}${String(intBetween(rng, 0, 999_999)).padStart(6, "0")}`,
    address: `${s.street} ${number}${floor}, ${s.postalCode} ${s.city}`,
    latitude: Math.round((s.latitude + between(rng, -0.002, 0.002)) * 1e6) / 1e6,
    longitude: Math.round((s.longitude + between(rng, -0.003, 0.003)) * 1e6) / 1e6,
    notes: pick(rng, RIDER_NOTES),
  };
}

/** Statuses of a finished order and the seconds between them. */
function pastTimeline(rng: Rng, start: number, outcome: "DELIVERED" | "CANCELLED" | "RETURNED_TO_VENDOR", delayed: boolean): Timeline {
  const t: Timeline = [];
  let at = start;
  const add = (status: OrderStatus, min: number, max: number) => {
    at += intBetween(rng, min, max);
    t.push({ status, at });
  };
  t.push({ status: "NEW", at });
  add("RECEIVED", 20, 90);
  if (outcome === "CANCELLED" && rng() < 0.4) {
    add("CANCELLED", 60, 600);
    return t;
  }
  add("WAITING_FOR_TRANSPORT", 30, 180);
  if (outcome === "CANCELLED") {
    add("CANCELLED", 300, 1200);
    return t;
  }
  add("COURIER_ACCEPTED_DELIVERY", 60, 420);
  add("NEAR_VENDOR", 300, 720);
  add("PICKED_UP", 120, 480);
  if (delayed) add("DELAYED", 240, 600);
  add("NEAR_CUSTOMER", 420, 1200);
  if (outcome === "RETURNED_TO_VENDOR") {
    add("RETURN_INITIATED", 180, 600);
    add("RETURNED_TO_VENDOR", 600, 1500);
    return t;
  }
  add("DELIVERED", 60, 300);
  return t;
}

function draftOf(
  rng: Rng,
  vendorId: string,
  catalog: SeedCatalog,
  paymentMethods: string[],
  timeline: Timeline,
  extra: { preorderedFor?: number | null; riderId?: string | null; cancelReason?: CancelReason | null },
): SeedRow {
  const first = timeline[0];
  const last = timeline[timeline.length - 1];
  const base = buildOrderRow(
    {
      vendorId,
      customer: randomCustomer(rng),
      description: pick(rng, catalog.descriptions),
      amount: intBetween(rng, catalog.amount[0], catalog.amount[1]),
      paymentMethod: pick(rng, paymentMethods),
      deliveryFee: pick(rng, [35, 39, 45, 49, 55, 59, 69]),
      preorderedFor: extra.preorderedFor ?? null,
      status: first.status,
    },
    0,
    first.at * 1000,
  );
  const at = (s: OrderStatus) => timeline.find((e) => e.status === s)?.at ?? null;
  const pickedUp = at("PICKED_UP");
  const accepted = at("COURIER_ACCEPTED_DELIVERY");
  const { orderId: _placeholder, ...row } = base;
  return {
    ...row,
    status: last.status,
    statusHistory: timeline.map((e) => ({ status: e.status, created_at: e.at })),
    updatedAtMs: last.at * 1000 + intBetween(rng, 0, 999),
    riderId: accepted !== null ? (extra.riderId ?? null) : null,
    cancelReason: extra.cancelReason ?? null,
    etaVendor: accepted !== null ? (at("NEAR_VENDOR") ?? accepted + 600) + intBetween(rng, 60, 300) : null,
    etaCustomer: pickedUp !== null ? (at("NEAR_CUSTOMER") ?? pickedUp + 900) + intBetween(rng, 60, 300) : null,
  };
}

const ACTIVE_TODAY: Record<string, { status: OrderStatus; minutesAgo: number; preorderTomorrow?: boolean }[]> = {
  "DK-1001": [
    { status: "NEW", minutesAgo: 2 },
    { status: "COURIER_ACCEPTED_DELIVERY", minutesAgo: 15 },
    { status: "PICKED_UP", minutesAgo: 25 },
    { status: "DELIVERED", minutesAgo: 90 },
  ],
  "DK-1002": [
    { status: "RECEIVED", minutesAgo: 4 },
    { status: "NEAR_VENDOR", minutesAgo: 12 },
    { status: "CANCELLED", minutesAgo: 60 },
  ],
  "DK-1003": [
    { status: "WAITING_FOR_TRANSPORT", minutesAgo: 6 },
    { status: "DELAYED", minutesAgo: 35 },
  ],
  "DK-2001": [
    { status: "NEAR_CUSTOMER", minutesAgo: 30 },
    { status: "RECEIVED", minutesAgo: 40, preorderTomorrow: true },
    { status: "DELIVERED", minutesAgo: 120 },
  ],
  "DK-3001": [
    { status: "NEW", minutesAgo: 3 },
    { status: "RETURNED_TO_VENDOR", minutesAgo: 180 },
  ],
};

/** The path an order of today took to reach `status`. */
const PATHS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  NEW: ["NEW"],
  RECEIVED: ["NEW", "RECEIVED"],
  WAITING_FOR_TRANSPORT: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT"],
  COURIER_ACCEPTED_DELIVERY: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY"],
  NEAR_VENDOR: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR"],
  PICKED_UP: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR", "PICKED_UP"],
  DELAYED: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR", "PICKED_UP", "DELAYED"],
  NEAR_CUSTOMER: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR", "PICKED_UP", "NEAR_CUSTOMER"],
  DELIVERED: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR", "PICKED_UP", "NEAR_CUSTOMER", "DELIVERED"],
  CANCELLED: ["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "CANCELLED"],
  RETURNED_TO_VENDOR: [
    "NEW",
    "RECEIVED",
    "WAITING_FOR_TRANSPORT",
    "COURIER_ACCEPTED_DELIVERY",
    "NEAR_VENDOR",
    "PICKED_UP",
    "NEAR_CUSTOMER",
    "RETURN_INITIATED",
    "RETURNED_TO_VENDOR",
  ],
};

/** Builds the seeded orders (without ids, oldest first) for a clock; pure. */
export function buildSeedOrders(nowMs: number, vendorPayments: Map<string, string[]>, timeZone = SEED_TIMEZONE): SeedRow[] {
  const now = Math.floor(nowMs / 1000);
  const today = startOfDay(now, timeZone);
  const drafts: SeedRow[] = [];
  const riderIds = SEED_RIDERS.map((r) => r.id);
  // Each rider of today's orders carries one order only.
  let todayRiders = 0;
  for (const [vendorId, catalog] of Object.entries(SEED_ORDER_VENDORS)) {
    const methods = vendorPayments.get(vendorId);
    if (!methods) continue;
    const rng = mulberry32(hashString(`seed-orders:${vendorId}`));
    for (let d = SEED_DAYS; d >= 1; d--) {
      const dayStart = startOfDay(today - d * 86_400 + 12 * 3600, timeZone);
      const perDay = intBetween(rng, catalog.perDay[0], catalog.perDay[1]);
      for (let i = 0; i < perDay; i++) {
        const created = dayStart + intBetween(rng, 10 * 3600, 20 * 3600 + 1800);
        const roll = rng();
        const outcome = roll < 0.86 ? "DELIVERED" : roll < 0.95 ? "CANCELLED" : "RETURNED_TO_VENDOR";
        const preorder = rng() < 0.05;
        const start = preorder ? created - intBetween(rng, 3, 8) * 3600 : created;
        const timeline = pastTimeline(rng, created, outcome, outcome === "DELIVERED" && rng() < 0.1);
        if (preorder) {
          // Placed hours earlier for `created`: the order waited in RECEIVED until then.
          timeline[0] = { status: "NEW", at: start };
          timeline[1] = { status: "RECEIVED", at: start + intBetween(rng, 20, 90) };
        }
        if (timeline[timeline.length - 1].at > now) continue;
        drafts.push(
          draftOf(rng, vendorId, catalog, methods, timeline, {
            preorderedFor: preorder ? created + 1800 : null,
            riderId: pick(rng, riderIds),
            cancelReason: outcome === "CANCELLED" ? pick(rng, ["no_courier", "mistake_error", "delivery_eta_too_long", "duplicate_order", "closed"] as const) : null,
          }),
        );
      }
    }
    // Orders of today in every stage, spread between their creation and now (at most 50 minutes).
    for (const spec of ACTIVE_TODAY[vendorId] ?? []) {
      const path = PATHS[spec.status] ?? ["NEW"];
      const created = Math.max(today, now - spec.minutesAgo * 60);
      const span = Math.max(0, Math.min(now - 20 - created, 50 * 60));
      const timeline = path.map((status, i) => ({ status, at: created + Math.floor((span * i) / Math.max(1, path.length - 1)) }));
      const hasRider = path.includes("COURIER_ACCEPTED_DELIVERY");
      drafts.push(
        draftOf(rng, vendorId, catalog, methods, timeline, {
          preorderedFor: spec.preorderTomorrow ? startOfDay(today + 36 * 3600, timeZone) + 12 * 3600 : null,
          riderId: hasRider ? riderIds[todayRiders++ % riderIds.length] : null,
          cancelReason: spec.status === "CANCELLED" ? "no_courier" : null,
        }),
      );
    }
  }
  return drafts.sort((a, b) => a.createdAt - b.createdAt || a.vendorId.localeCompare(b.vendorId));
}

export async function seedOrdersIfEmpty(db: Db, now: () => number, timeZone = SEED_TIMEZONE): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(riders);
  if (Number(count) > 0) return false;
  const nowMs = now();
  const vendorRows = await db.select({ vendorId: vendors.vendorId, paymentMethods: vendors.paymentMethods }).from(vendors);
  const payments = new Map(
    vendorRows.map((v) => {
      const methods = Object.entries(v.paymentMethods ?? {})
        .filter(([name, on]) => on && name !== "ONLINE_PAYMENT")
        .map(([name]) => name);
      return [v.vendorId, methods.length ? methods : ["PAID"]];
    }),
  );
  const rows = buildSeedOrders(nowMs, payments, timeZone).map((row, i) => ({ ...row, orderId: `${row.vendorId}-${FIRST_ORDER_NUMBER + i}` }));
  await db.transaction(async (tx) => {
    await tx.insert(riders).values(SEED_RIDERS.map((r) => ({ ...r, updatedAtMs: nowMs })));
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(ordersTable).values(rows.slice(i, i + 1000));
    if (rows.length) await tx.execute(sql`SELECT setval('order_number_seq', ${FIRST_ORDER_NUMBER + rows.length - 1})`);
  });
  return true;
}
