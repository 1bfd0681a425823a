// The rider simulator. Pure step function on an in-memory world: the same seed and inputs give the
// same sequence of (order, status) events, another seed a different one; every order runs through
// the lifecycle of the spec and ends finished or cancelled; some are delayed, cancelled or
// returned; SIM_SPEED=20 delivers well under a minute. Then the thin loop on PGlite with an
// injected clock: the same determinism through the database and the OrderEvents bus, riders
// assigned and moving (GET /riders/{id}).
import { gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderStatus, STATUS_RANK, isFinalStatus } from "../../src/domain/orders/statuses";
import { createDeps } from "../../src/server/app";
import { orders as ordersTable, riders as ridersTable } from "../../src/server/db/schema";
import { createLogger } from "../../src/server/logger";
import { OrderRepository } from "../../src/server/modules/orders/repository";
import { planOrder } from "../../src/server/sim/plan";
import { Simulator, simulatorSettings } from "../../src/server/sim/simulator";
import { type SimAction, type SimOrder, type SimRider, type SimState, step } from "../../src/server/sim/step";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";

const T0 = Date.parse("2026-03-02T09:00:00Z");
const COPENHAGEN = { latitude: 55.6761, longitude: 12.5683 };

type Event = { orderId: string; status: OrderStatus; at: number };

function world(n: number, riderCount = n): SimState {
  const orders: SimOrder[] = Array.from({ length: n }, (_, i) => ({
    orderId: `DK-1001-${200001 + i}`,
    vendorId: "DK-1001",
    status: "NEW",
    statusHistory: [{ status: "NEW", created_at: Math.floor(T0 / 1000) }],
    preorderedFor: null,
    updatedAtMs: T0 + i * 250,
    riderId: null,
    version: 1,
    vendorLocation: { latitude: 55.69155, longitude: 12.5448 },
    customerLocation: { latitude: 55.68 + (i % 7) * 0.003, longitude: 12.55 + (i % 5) * 0.004 },
  }));
  const riders: SimRider[] = Array.from({ length: riderCount }, (_, i) => ({ id: `R-${101 + i}`, ...COPENHAGEN, updatedAtMs: T0 }));
  return { orders, riders };
}

/** Applies actions like the database does (version check, history append, updated_at never back). */
function applyInMemory(state: SimState, actions: SimAction[]): { state: SimState; events: Event[] } {
  const orders = new Map(state.orders.map((o) => [o.orderId, o]));
  const riders = new Map(state.riders.map((r) => [r.id, r]));
  const events: Event[] = [];
  for (const a of actions) {
    if (a.kind === "position") {
      riders.set(a.riderId, { ...riders.get(a.riderId)!, latitude: a.latitude, longitude: a.longitude, updatedAtMs: a.atMs });
      continue;
    }
    const o = orders.get(a.orderId)!;
    if (o.version !== a.version) continue;
    orders.set(a.orderId, {
      ...o,
      status: a.to,
      statusHistory: [...o.statusHistory, { status: a.to, created_at: Math.floor(a.atMs / 1000) }],
      updatedAtMs: Math.max(o.updatedAtMs + 1, a.atMs),
      version: o.version + 1,
      riderId: a.riderId !== undefined ? a.riderId : o.riderId,
    });
    events.push({ orderId: a.orderId, status: a.to, at: a.atMs });
  }
  return { state: { orders: [...orders.values()], riders: [...riders.values()] }, events };
}

function run(seed: string, speed: number, n: number, tickMs = 250, limitMs = 30 * 60_000) {
  let state = world(n);
  const events: Event[] = [];
  for (let now = T0; now <= T0 + limitMs; now += tickMs) {
    const r = applyInMemory(state, step(state, { seed, speed }, now));
    state = r.state;
    events.push(...r.events);
    if (state.orders.every((o) => isFinalStatus(o.status))) break;
  }
  return { state, events };
}

describe("step (pure)", () => {
  it("gives the same (order, status) sequence for the same seed and inputs", () => {
    const a = run("alpha", 20, 24);
    const b = run("alpha", 20, 24);
    expect(a.events.length).toBeGreaterThan(24 * 4);
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
  });

  it("gives a different sequence for a different seed", () => {
    const a = run("alpha", 20, 24).events.map((e) => `${e.orderId}:${e.status}`);
    const b = run("beta", 20, 24).events.map((e) => `${e.orderId}:${e.status}`);
    expect(b).not.toEqual(a);
  });

  it("runs every order through the lifecycle to a final status; some are delayed, cancelled or returned", () => {
    const { state } = run("lifecycle", 20, 120, 500, 3 * 3600_000);
    const outcomes = new Map<string, number>();
    for (const o of state.orders) {
      expect(isFinalStatus(o.status), `${o.orderId} ${o.status}`).toBe(true);
      outcomes.set(o.status, (outcomes.get(o.status) ?? 0) + 1);
      const path = o.statusHistory.map((e) => e.status);
      const plan = planOrder("lifecycle", o.orderId);
      const progress = path.filter((s) => s !== "DELAYED");
      // Along the progress rank, except the final cancel.
      for (let i = 1; i < progress.length; i++) if (progress[i] !== "CANCELLED") expect(STATUS_RANK[progress[i]]).toBeGreaterThan(STATUS_RANK[progress[i - 1]]);
      if (o.status === "DELIVERED")
        expect(progress).toEqual(["NEW", "RECEIVED", "WAITING_FOR_TRANSPORT", "COURIER_ACCEPTED_DELIVERY", "NEAR_VENDOR", "PICKED_UP", "NEAR_CUSTOMER", "DELIVERED"]);
      if (o.status === "RETURNED_TO_VENDOR") expect(progress.slice(-3)).toEqual(["NEAR_CUSTOMER", "RETURN_INITIATED", "RETURNED_TO_VENDOR"]);
      expect(path.includes("DELAYED")).toBe(plan.delayAfter !== null && o.status !== "CANCELLED");
      if (path.includes("COURIER_ACCEPTED_DELIVERY")) expect(o.riderId).toMatch(/^R-/);
    }
    expect(outcomes.get("DELIVERED")).toBeGreaterThan(80);
    expect(outcomes.get("CANCELLED")).toBeGreaterThan(0);
    expect(outcomes.get("RETURNED_TO_VENDOR")).toBeGreaterThan(0);
    expect(state.orders.some((o) => o.statusHistory.some((e) => e.status === "DELAYED"))).toBe(true);
  });

  it("at SIM_SPEED=20 a delivery takes well under a minute; at 1 several minutes", () => {
    for (const [speed, min, max] of [
      [20, 5_000, 45_000],
      [1, 4 * 60_000, 20 * 60_000],
    ] as const) {
      const { state } = run("speed", speed, 20, speed === 1 ? 1000 : 250, 2 * 3600_000);
      for (const o of state.orders.filter((x) => x.status === "DELIVERED")) {
        const took = (o.statusHistory.at(-1)!.created_at - o.statusHistory[0].created_at) * 1000;
        expect(took, `${speed}x ${o.orderId}`).toBeGreaterThan(min);
        expect(took, `${speed}x ${o.orderId}`).toBeLessThan(max);
      }
    }
  });

  it("gives each rider one order at a time and moves it towards the outlet, then the customer", () => {
    let state = world(3, 3);
    const seen = new Map<string, Set<string>>();
    for (let now = T0; now < T0 + 20 * 60_000; now += 1000) {
      const r = applyInMemory(state, step(state, { seed: "riders", speed: 5 }, now));
      state = r.state;
      const busy = state.orders.filter((o) => o.riderId && !isFinalStatus(o.status)).map((o) => o.riderId!);
      expect(new Set(busy).size).toBe(busy.length);
      for (const o of state.orders) if (o.riderId) seen.set(o.riderId, (seen.get(o.riderId) ?? new Set()).add(`${o.status}`));
    }
    const moved = state.riders.filter((r) => r.latitude !== COPENHAGEN.latitude || r.longitude !== COPENHAGEN.longitude);
    expect(moved.length).toBeGreaterThan(0);
  });

  it("keeps a pre-order in RECEIVED until its time comes near, and leaves payment statuses alone", () => {
    const base = world(2);
    const state: SimState = {
      riders: base.riders,
      orders: [
        { ...base.orders[0], preorderedFor: Math.floor(T0 / 1000) + 3 * 3600 },
        { ...base.orders[1], status: "PAYMENT_INITIATED", statusHistory: [{ status: "PAYMENT_INITIATED", created_at: T0 / 1000 }] },
      ],
    };
    let s = state;
    const events: Event[] = [];
    for (let now = T0; now < T0 + 2 * 3600_000; now += 5000) {
      const r = applyInMemory(s, step(s, { seed: "pre", speed: 1 }, now));
      s = r.state;
      events.push(...r.events);
    }
    expect(s.orders[0].status).toBe("RECEIVED");
    expect(s.orders[1].status).toBe("PAYMENT_INITIATED");
    for (let now = T0 + 2 * 3600_000; now < T0 + 4 * 3600_000; now += 5000) s = applyInMemory(s, step(s, { seed: "pre", speed: 1 }, now)).state;
    expect(isFinalStatus(s.orders[0].status)).toBe(true);
  });

  it("reads SIM, SIM_SPEED, SIM_SEED from the environment", () => {
    expect(simulatorSettings({})).toMatchObject({ enabled: true, speed: 1, seed: "rrp", tickMs: 1000 });
    expect(simulatorSettings({ SIM: "off" }).enabled).toBe(false);
    expect(simulatorSettings({ SIM_SPEED: "20", SIM_SEED: "42" })).toMatchObject({ speed: 20, seed: "42", tickMs: 100 });
    expect(simulatorSettings({ SIM_SPEED: "-3" }).speed).toBe(1);
  });
});

describe("Simulator on PGlite (injected clock)", () => {
  let p: TestPlatform;
  let snapshot: { orders: (typeof ordersTable.$inferSelect)[]; riders: (typeof ridersTable.$inferSelect)[] };

  beforeAll(async () => {
    p = await createTestPlatform();
    // The simulator only changes today's orders (the past ones are all finished) and the riders.
    const today = (await p.database.db.select().from(ordersTable)).filter((o) => !isFinalStatus(o.status) || o.createdAt >= Math.floor(p.clock.now() / 1000) - 6 * 3600);
    snapshot = { orders: today, riders: await p.database.db.select().from(ridersTable) };
  });
  afterAll(async () => {
    await p?.close();
  });

  async function restore() {
    const since = Math.min(...snapshot.orders.map((o) => o.createdAt));
    await p.database.db.transaction(async (tx) => {
      await tx.delete(ordersTable).where(gte(ordersTable.createdAt, since));
      await tx.insert(ordersTable).values(snapshot.orders);
      await tx
        .insert(ridersTable)
        .values(snapshot.riders)
        .onConflictDoUpdate({
          target: ridersTable.id,
          set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude`, updatedAtMs: sql`excluded.updated_at_ms` },
        });
    });
  }

  /** Runs the simulator over the seeded orders of today; returns applied changes and published ids. */
  async function simulate(seed: string) {
    await restore();
    let now = p.clock.now();
    const deps = createDeps({ db: p.database, env: TEST_ENV, now: () => now, logger: createLogger("silent") });
    await deps.events.ready();
    const published: string[] = [];
    const off = deps.events.subscribe((id) => published.push(id));
    const sim = new Simulator({ ...deps, now: () => now }, { seed, speed: 20, tickMs: 100, spawnEvery: 0 });
    const changes: string[] = [];
    for (let i = 0; i < 60; i++) {
      now += 1000;
      for (const a of await sim.tick()) changes.push(`${a.orderId}:${a.to}`);
    }
    await new Promise((r) => setTimeout(r, 20));
    off();
    await deps.events.close();
    return { changes, published, endedAt: now };
  }

  it("the same seed gives the same sequence through the database and the bus; another seed another", async () => {
    const a = await simulate("db-seed-1");
    const b = await simulate("db-seed-1");
    const c = await simulate("db-seed-2");
    expect(a.changes.length).toBeGreaterThan(10);
    expect(b.changes).toEqual(a.changes);
    expect(c.changes).not.toEqual(a.changes);
    // Every change was published on the OrderEvents bus, in order.
    expect(a.published).toEqual(a.changes.map((x) => x.split(":")[0]));
    // Everything of today is finished after a minute at 20x … except the pre-order of tomorrow.
    const open = (await p.database.db.select().from(ordersTable)).filter((o) => !isFinalStatus(o.status));
    expect(open.map((o) => o.status)).toEqual(["RECEIVED"]);
    expect(open[0].preorderedFor).not.toBeNull();
  });

  it("a new order is picked up, assigned a rider who moves (GET /riders/{id}), and delivered", async () => {
    await restore();
    let now = p.clock.now();
    const deps = createDeps({ db: p.database, env: TEST_ENV, now: () => now, logger: createLogger("silent") });
    const repo = new OrderRepository(p.database.db, { now: () => now, events: deps.events });
    const order = await repo.createOrder({
      vendorId: "DK-1003",
      customer: { name: "Karen Lund", phoneNumber: "+4540404040", address: "Classensgade 20, 2100 København Ø", latitude: 55.696, longitude: 12.585 },
      description: "Pizza",
      amount: 150,
      paymentMethod: "PAID",
      deliveryFee: 45,
    });
    // A seed under which this order is delivered (the plan is a pure function of seed and order id).
    const seed = ["new-order", "n-2", "n-3", "n-4", "n-5"].find((x) => planOrder(x, order.order_id).outcome === "delivered")!;
    const sim = new Simulator({ ...deps, now: () => now }, { seed, speed: 20, tickMs: 100, spawnEvery: 0 });
    const positions = new Set<string>();
    const login = await p.login("owner@demo.dk");
    for (let i = 0; i < 200; i++) {
      now += 500;
      await sim.tick();
      const row = (await repo.find(order.order_id))!;
      if (row.riderId && !isFinalStatus(row.status)) {
        const res = await p.call(`/orders/api/v1/riders/${row.riderId}`, { headers: p.bearer(login) });
        if (res.status === 200) {
          const { result } = (await res.json()) as { result: { latitude: number; longitude: number } };
          positions.add(`${result.latitude},${result.longitude}`);
        }
      }
      if (isFinalStatus(row.status)) break;
    }
    const row = (await repo.find(order.order_id))!;
    expect(row.status).toBe("DELIVERED");
    expect(row.riderId).toMatch(/^R-/);
    expect(positions.size).toBeGreaterThan(3);
    expect(row.etaVendor).not.toBeNull();
    expect(row.etaCustomer).not.toBeNull();
    // DK-1003 has no coordinates: the rider picked up at its parent's location.
    expect(row.statusHistory.map((e) => e.status)).toContain("PICKED_UP");
  });
});
