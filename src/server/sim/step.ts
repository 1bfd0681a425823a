// The simulator's step: given the orders in progress, the riders, the configuration (seed, speed)
// and the time, the changes to make now. Pure: no clock, no database, no randomness other than the
// seeded plan of each order, so the same state at the same time always gives the same actions. The
// timer loop (simulator.ts) only loads the state, calls step and applies the actions.
//
// Lifecycle: [PAYMENT_COMMITTED →] NEW → RECEIVED → WAITING_FOR_TRANSPORT → COURIER_ACCEPTED_DELIVERY
// (a free rider is assigned, ETA to the outlet) → NEAR_VENDOR → PICKED_UP (ETA to the customer) →
// NEAR_CUSTOMER → DELIVERED. Some orders are cancelled by the platform in RECEIVED or
// WAITING_FOR_TRANSPORT, some get DELAYED on the way to the outlet or to the customer, some are
// returned from NEAR_CUSTOMER (RETURN_INITIATED → RETURNED_TO_VENDOR). A pre-order waits in
// RECEIVED until its time minus the expected delivery time. Every stage lasts its planned simulated
// seconds divided by the speed; the rider moves along its leg in proportion to the time spent.
import type { OrderStatus } from "../../domain/orders/statuses";
import { isFinalStatus } from "../../domain/orders/statuses";
import { type OrderPlan, planOrder } from "./plan";

export type LatLng = { latitude: number; longitude: number };

export type SimOrder = {
  orderId: string;
  vendorId: string;
  status: OrderStatus;
  statusHistory: readonly { status: OrderStatus; created_at: number }[];
  /** Unix seconds. */
  preorderedFor: number | null;
  /** Epoch ms of the last change. */
  updatedAtMs: number;
  riderId: string | null;
  version: number;
  vendorLocation: LatLng;
  customerLocation: LatLng | null;
};

export type SimRider = LatLng & { id: string; updatedAtMs: number };

export type SimState = { orders: readonly SimOrder[]; riders: readonly SimRider[] };

export type SimConfig = {
  seed: string;
  /** Time multiplier: 20 makes every stage 20 times shorter. */
  speed: number;
  /** Least wall-clock ms between two position reports of a rider. */
  positionEveryMs?: number;
};

export type SimAction =
  | {
      kind: "status";
      orderId: string;
      /** The version the change applies to (skipped when the order changed meanwhile). */
      version: number;
      from: OrderStatus;
      to: OrderStatus;
      atMs: number;
      riderId?: string | null;
      etaVendor?: number | null;
      etaCustomer?: number | null;
      cancelReason?: string | null;
    }
  | { kind: "position"; riderId: string; latitude: number; longitude: number; atMs: number };

/** Statuses the simulator leaves alone: the payment flow owns them, or nothing follows. */
const UNTOUCHED: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["INITIATED", "PAYMENT_INITIATED"]);
/** Marker statuses that interrupt the lifecycle; the order resumes after the stage before them. */
const INTERRUPTIONS: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["DELAYED", "MODIFIED"]);

const seconds = (ms: number) => Math.floor(ms / 1000);
const DEFAULT_POSITION_EVERY_MS = 1000;
/** Riders are "near" for the last tenth of a leg. */
const NEAR_FRACTION = 0.9;

/** The last status of the lifecycle the order reached (DELAYED and MODIFIED skipped). */
export function lifecycleStatus(order: Pick<SimOrder, "status" | "statusHistory">): OrderStatus {
  if (!INTERRUPTIONS.has(order.status)) return order.status;
  for (let i = order.statusHistory.length - 1; i >= 0; i--) {
    const s = order.statusHistory[i].status;
    if (!INTERRUPTIONS.has(s)) return s;
  }
  return "NEW";
}

const wasDelayed = (order: Pick<SimOrder, "statusHistory">) => order.statusHistory.some((e) => e.status === "DELAYED");

/** Simulated seconds of each stage of the plan. */
function dwellOf(plan: OrderPlan, stage: OrderStatus): number {
  const d = plan.dwell;
  switch (stage) {
    case "PAYMENT_COMMITTED":
      return d.paymentCommitted;
    case "NEW":
      return d.new;
    case "RECEIVED":
    case "RECEIVED_BY_VENDOR":
    case "ACCEPTED_BY_VENDOR":
      return d.received;
    case "WAITING_FOR_TRANSPORT":
    case "ASSIGNED_TO_TRANSPORT":
      return d.waiting;
    case "COURIER_ACCEPTED_DELIVERY":
      return d.toVendor;
    case "NEAR_VENDOR":
      return d.atVendor;
    case "PICKED_UP":
    case "COURIER_LEFT_VENDOR":
      return d.toCustomer;
    case "NEAR_CUSTOMER":
      return d.atCustomer;
    case "RETURN_INITIATED":
      return d.returning;
    case "DELAYED":
      return d.delayed;
    default:
      return d.received;
  }
}

/** Where the rider stands when accepting the order. */
export function riderStartOf(plan: OrderPlan, vendor: LatLng): LatLng {
  const { bearing, distance } = plan.riderStart;
  const cos = Math.cos((vendor.latitude * Math.PI) / 180) || 1;
  return { latitude: vendor.latitude + distance * Math.cos(bearing), longitude: vendor.longitude + (distance * Math.sin(bearing)) / cos };
}

/** A point `fraction` (0…1) along the way from a to b: straight, or north-south first then east-west. */
export function along(a: LatLng, b: LatLng, fraction: number, path: OrderPlan["path"]): LatLng {
  const f = Math.min(1, Math.max(0, fraction));
  if (path === "straight") return { latitude: a.latitude + (b.latitude - a.latitude) * f, longitude: a.longitude + (b.longitude - a.longitude) * f };
  const dLat = Math.abs(b.latitude - a.latitude);
  const dLng = Math.abs(b.longitude - a.longitude);
  const total = dLat + dLng || 1;
  const walked = f * total;
  if (walked <= dLat) return { latitude: a.latitude + Math.sign(b.latitude - a.latitude) * walked, longitude: a.longitude };
  return { latitude: b.latitude, longitude: a.longitude + Math.sign(b.longitude - a.longitude) * (walked - dLat) };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Where the order's rider should be at nowMs, or null when it is not moving for this order. */
export function riderPosition(order: SimOrder, plan: OrderPlan, config: SimConfig, nowMs: number): LatLng | null {
  if (!order.riderId || isFinalStatus(order.status)) return null;
  const customer = order.customerLocation ?? order.vendorLocation;
  const stageSeconds = ((nowMs - order.updatedAtMs) / 1000) * config.speed;
  const progress = (stage: OrderStatus) => Math.min(1, stageSeconds / Math.max(1, dwellOf(plan, stage)));
  const start = riderStartOf(plan, order.vendorLocation);
  switch (order.status) {
    case "COURIER_ACCEPTED_DELIVERY":
      return along(start, order.vendorLocation, progress("COURIER_ACCEPTED_DELIVERY") * NEAR_FRACTION, plan.path);
    case "NEAR_VENDOR":
      return along(start, order.vendorLocation, NEAR_FRACTION + progress("NEAR_VENDOR") * (1 - NEAR_FRACTION), plan.path);
    case "PICKED_UP":
    case "COURIER_LEFT_VENDOR":
      return along(order.vendorLocation, customer, progress("PICKED_UP") * NEAR_FRACTION, plan.path);
    case "NEAR_CUSTOMER":
      return along(order.vendorLocation, customer, NEAR_FRACTION + progress("NEAR_CUSTOMER") * (1 - NEAR_FRACTION), plan.path);
    case "RETURN_INITIATED":
      return along(customer, order.vendorLocation, progress("RETURN_INITIATED"), plan.path);
    default:
      return null;
  }
}

/** Simulated seconds from now until delivery, for a pre-order waiting in RECEIVED. */
const expectedDeliverySeconds = (plan: OrderPlan) => plan.dwell.waiting + plan.dwell.toVendor + plan.dwell.atVendor + plan.dwell.toCustomer;

type Transition = Omit<Extract<SimAction, { kind: "status" }>, "kind" | "orderId" | "version" | "from" | "atMs">;

/** The next change of one order at nowMs, or null when it stays as it is for now. */
export function nextTransition(order: SimOrder, plan: OrderPlan, config: SimConfig, nowMs: number, freeRiders: readonly SimRider[]): Transition | null {
  if (UNTOUCHED.has(order.status) || isFinalStatus(order.status)) return null;
  const speed = config.speed;
  const elapsed = ((nowMs - order.updatedAtMs) / 1000) * speed;
  const now = seconds(nowMs);
  const wall = (simSeconds: number) => Math.round(simSeconds / speed);
  const current = order.status;
  if (elapsed < dwellOf(plan, current)) return null;
  const stage = lifecycleStatus(order);
  const delayed = wasDelayed(order);
  switch (stage) {
    case "PAYMENT_COMMITTED":
      return { to: "NEW" };
    case "NEW":
      return { to: "RECEIVED" };
    case "RECEIVED":
    case "RECEIVED_BY_VENDOR":
    case "ACCEPTED_BY_VENDOR":
      if (order.preorderedFor !== null && now < order.preorderedFor - wall(expectedDeliverySeconds(plan))) return null;
      if (plan.outcome === "cancelled" && plan.cancelAt === "RECEIVED") return { to: "CANCELLED", cancelReason: plan.cancelReason };
      return { to: "WAITING_FOR_TRANSPORT" };
    case "WAITING_FOR_TRANSPORT":
    case "ASSIGNED_TO_TRANSPORT": {
      if (plan.outcome === "cancelled") return { to: "CANCELLED", cancelReason: plan.cancelReason };
      if (!freeRiders.length) return null;
      const rider = freeRiders[Math.min(freeRiders.length - 1, Math.floor(plan.riderPick * freeRiders.length))];
      return {
        to: "COURIER_ACCEPTED_DELIVERY",
        riderId: rider.id,
        etaVendor: now + wall(plan.dwell.toVendor + plan.dwell.atVendor),
      };
    }
    case "COURIER_ACCEPTED_DELIVERY":
      if (current !== "DELAYED" && plan.delayAfter === "COURIER_ACCEPTED_DELIVERY" && !delayed)
        return { to: "DELAYED", etaVendor: now + wall(plan.dwell.delayed + plan.dwell.atVendor) };
      return { to: "NEAR_VENDOR", etaVendor: now + wall(plan.dwell.atVendor) };
    case "NEAR_VENDOR":
      return { to: "PICKED_UP", etaCustomer: now + wall(plan.dwell.toCustomer + plan.dwell.atCustomer) };
    case "PICKED_UP":
    case "COURIER_LEFT_VENDOR":
      if (current !== "DELAYED" && plan.delayAfter === "PICKED_UP" && !delayed)
        return { to: "DELAYED", etaCustomer: now + wall(plan.dwell.delayed + plan.dwell.atCustomer) };
      return { to: "NEAR_CUSTOMER", etaCustomer: now + wall(plan.dwell.atCustomer) };
    case "NEAR_CUSTOMER":
      return { to: plan.outcome === "returned" ? "RETURN_INITIATED" : "DELIVERED" };
    case "RETURN_INITIATED":
      return { to: "RETURNED_TO_VENDOR" };
    default:
      return null;
  }
}

/** Every change to make at nowMs: at most one status change per order, and rider positions. */
export function step(state: SimState, config: SimConfig, nowMs: number): SimAction[] {
  const actions: SimAction[] = [];
  const busy = new Set<string>();
  for (const o of state.orders) if (o.riderId && !isFinalStatus(o.status)) busy.add(o.riderId);
  const free = [...state.riders].filter((r) => !busy.has(r.id)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const positionEvery = config.positionEveryMs ?? DEFAULT_POSITION_EVERY_MS;
  const riders = new Map(state.riders.map((r) => [r.id, r]));
  const moved = new Set<string>();
  const orders = [...state.orders].sort((a, b) => a.updatedAtMs - b.updatedAtMs || (a.orderId < b.orderId ? -1 : a.orderId > b.orderId ? 1 : 0));
  for (const order of orders) {
    const plan = planOrder(config.seed, order.orderId);
    const t = nextTransition(order, plan, config, nowMs, free);
    if (t) {
      actions.push({ kind: "status", orderId: order.orderId, version: order.version, from: order.status, atMs: nowMs, ...t });
      if (t.riderId) {
        // Taken: not free for the next order of this step; it appears where it accepted.
        free.splice(
          free.findIndex((r) => r.id === t.riderId),
          1,
        );
        const at = riderStartOf(plan, order.vendorLocation);
        actions.push({ kind: "position", riderId: t.riderId, latitude: round6(at.latitude), longitude: round6(at.longitude), atMs: nowMs });
        moved.add(t.riderId);
      }
      continue;
    }
    const riderId = order.riderId;
    if (!riderId || moved.has(riderId)) continue;
    const rider = riders.get(riderId);
    if (!rider || nowMs - rider.updatedAtMs < positionEvery) continue;
    const at = riderPosition(order, plan, config, nowMs);
    if (!at) continue;
    const latitude = round6(at.latitude);
    const longitude = round6(at.longitude);
    if (latitude === rider.latitude && longitude === rider.longitude) continue;
    actions.push({ kind: "position", riderId, latitude, longitude, atMs: nowMs });
    moved.add(riderId);
  }
  return actions;
}
