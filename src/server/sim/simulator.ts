// The simulator's timer loop, kept thin: every tick it loads the orders in progress and the riders,
// asks the pure step function (step.ts) what to do at the injected clock's time, and applies the
// actions. Status changes go through OrderRepository.changeStatus, which checks the order's version
// (a cancel or another instance's simulator that got there first wins) and publishes on the
// OrderEvents bus, so the live channel sees every change. Optionally it also places new demo
// orders now and then (SIM_SPAWN_EVERY) with createOrder.
//
// Environment: SIM=off disables it; SIM_SPEED is the time multiplier (default 1; 20 makes a whole
// delivery take well under a minute); SIM_SEED seeds every random choice (default "rrp");
// SIM_TICK_MS overrides the tick (default 1000 / SIM_SPEED, between 100 and 1000 ms);
// SIM_SPAWN_EVERY places a demo order every that many simulated seconds (default 0: never).
import { inArray } from "drizzle-orm";
import type { AppDeps } from "../context";
import { randomCustomer } from "../db/seed-orders";
import { SEED_ORDER_VENDORS } from "../db/seed-orders-data";
import { vendors } from "../db/schema";
import { OrderRepository } from "../modules/orders/repository";
import { PaymentRefunds } from "../modules/payments/refunds";
import { RiderRepository } from "../modules/riders/repository";
import { intBetween, pick, rngFor } from "./rng";
import { type SimAction, type SimConfig, type SimOrder, type SimState, step } from "./step";

/** Where an order is picked up when neither its outlet nor the parent has coordinates (Copenhagen City Hall Square). */
export const FALLBACK_LOCATION = { latitude: 55.6761, longitude: 12.5683 };

export type SimulatorSettings = {
  enabled: boolean;
  seed: string;
  speed: number;
  tickMs: number;
  /** Simulated seconds between two demo orders; 0 places none. */
  spawnEvery: number;
};

export function simulatorSettings(env: Record<string, string | undefined>): SimulatorSettings {
  const speed = Number(env.SIM_SPEED);
  const s = Number.isFinite(speed) && speed > 0 ? speed : 1;
  const tick = Number(env.SIM_TICK_MS);
  const spawn = Number(env.SIM_SPAWN_EVERY);
  return {
    enabled: env.SIM !== "off" && env.SIM !== "0" && env.SIM !== "false",
    seed: env.SIM_SEED || "rrp",
    speed: s,
    tickMs: Number.isFinite(tick) && tick >= 10 ? tick : Math.min(1000, Math.max(100, Math.round(1000 / s))),
    spawnEvery: Number.isFinite(spawn) && spawn > 0 ? spawn : 0,
  };
}

type SimDeps = Pick<AppDeps, "db" | "events" | "logger"> & { now: () => number };

export class Simulator {
  private readonly orders: OrderRepository;
  private readonly riders: RiderRepository;
  private readonly refunds: PaymentRefunds;
  private readonly config: SimConfig;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> | null = null;
  private busy = false;
  private readonly startedAt: number;
  private spawned = 0;
  private spawnVendors: string[] | null = null;

  constructor(
    private readonly deps: SimDeps,
    private readonly settings: Omit<SimulatorSettings, "enabled">,
  ) {
    this.orders = new OrderRepository(deps.db, { now: deps.now, events: deps.events });
    this.riders = new RiderRepository(deps.db);
    this.refunds = new PaymentRefunds(deps.db, deps.now, this.orders, deps.logger);
    this.config = { seed: settings.seed, speed: settings.speed };
    this.startedAt = deps.now();
  }

  /** The simulator's view of the database. */
  async loadState(): Promise<SimState> {
    const [open, riders] = await Promise.all([this.orders.openOrders(), this.riders.all()]);
    const orders: SimOrder[] = open.map(({ row, vendorLatitude, vendorLongitude }) => ({
      orderId: row.orderId,
      vendorId: row.vendorId,
      status: row.status,
      statusHistory: row.statusHistory,
      preorderedFor: row.preorderedFor,
      updatedAtMs: row.updatedAtMs,
      riderId: row.riderId,
      version: row.version,
      vendorLocation:
        vendorLatitude !== null && vendorLongitude !== null ? { latitude: Number(vendorLatitude), longitude: Number(vendorLongitude) } : FALLBACK_LOCATION,
      customerLocation:
        row.customerLatitude !== null && row.customerLongitude !== null ? { latitude: row.customerLatitude, longitude: row.customerLongitude } : null,
    }));
    return { orders, riders: riders.map((r) => ({ id: r.id, latitude: r.latitude, longitude: r.longitude, updatedAtMs: r.updatedAtMs })) };
  }

  /** Applies actions; returns the status changes that took effect. */
  async apply(actions: SimAction[]): Promise<Extract<SimAction, { kind: "status" }>[]> {
    const applied: Extract<SimAction, { kind: "status" }>[] = [];
    for (const a of actions) {
      if (a.kind === "position") {
        await this.riders.move(a.riderId, a.latitude, a.longitude, a.atMs);
        continue;
      }
      const row = await this.orders.changeStatus(a.orderId, a.version, {
        status: a.to,
        atMs: a.atMs,
        riderId: a.riderId,
        etaVendor: a.etaVendor,
        etaCustomer: a.etaCustomer,
        cancelReason: a.cancelReason,
        cancelledBy: a.to === "CANCELLED" ? "platform" : undefined,
      });
      if (!row) continue;
      // The platform cancelled an order paid by card: all of it goes back (payments/refunds.ts).
      if (row.status === "CANCELLED") await this.refunds.refundCancelled(row, row, { byPlatform: true });
      applied.push(a);
    }
    return applied;
  }

  /** One tick at the clock's time (ticks never overlap). */
  tick(): Promise<Extract<SimAction, { kind: "status" }>[]> {
    const run = (async () => {
      await this.running?.catch(() => {});
      await this.spawn();
      const now = this.deps.now();
      const applied = await this.apply(step(await this.loadState(), this.config, now));
      for (const a of applied) this.deps.logger.debug({ orderId: a.orderId, from: a.from, to: a.to }, "sim status");
      return applied;
    })();
    this.running = run;
    return run;
  }

  /** Places the demo orders that are due (SIM_SPAWN_EVERY). */
  private async spawn() {
    if (!this.settings.spawnEvery) return;
    const due = Math.floor((((this.deps.now() - this.startedAt) / 1000) * this.settings.speed) / this.settings.spawnEvery);
    if (due <= this.spawned) return;
    this.spawnVendors ??= (await this.deps.db.select({ id: vendors.vendorId }).from(vendors).where(inArray(vendors.vendorId, Object.keys(SEED_ORDER_VENDORS)))).map(
      (r) => r.id,
    );
    while (this.spawned < due && this.spawnVendors.length) {
      const rng = rngFor(this.settings.seed, `spawn:${this.startedAt}:${this.spawned++}`);
      const vendorId = pick(rng, this.spawnVendors);
      const catalog = SEED_ORDER_VENDORS[vendorId];
      await this.orders.createOrder({
        vendorId,
        customer: randomCustomer(rng),
        description: pick(rng, catalog.descriptions),
        amount: intBetween(rng, catalog.amount[0], catalog.amount[1]),
        paymentMethod: "PAID",
        deliveryFee: pick(rng, [35, 39, 45, 49]),
      });
    }
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.busy) return;
      this.busy = true;
      this.tick()
        .catch((err) => this.deps.logger.error({ err }, "simulator tick failed"))
        .finally(() => {
          this.busy = false;
        });
    }, this.settings.tickMs);
    this.timer.unref?.();
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }
}
