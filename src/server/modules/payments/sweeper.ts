// The spec's provider step "cancel" (second file §4): a payment intent left open past its lifetime
// (INTENT_TTL_MS: never confirmed, or 3-D Secure never answered — the user closed the tab) is
// cancelled by the platform. Its order, when it has one (a 3-D Secure payment places the order in
// PAYMENT_INITIATED), goes to PAYMENT_CANCELLED through OrderRepository.changeStatus, so the live
// channel tells the vendor. A failed 3-D Secure (three-ds.ts) ends in PAYMENT_FAILED instead.
// sweep() reads the injected clock, so tests run it on a simulated one; start() runs it every
// SWEEP_INTERVAL_MS on a timer that never keeps the process alive.
import { and, inArray, lte } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/orders/statuses";
import type { AppDeps } from "../../context";
import { paymentIntents } from "../../db/schema";
import { OrderRepository } from "../orders/repository";
import { PaymentGateway } from "./gateway";

export const SWEEP_INTERVAL_MS = 30_000;

type SweeperDeps = Pick<AppDeps, "db" | "events" | "logger" | "now">;

/** Moves an order from `from` to `to` unless someone else moved it first (a few tries on a version race). */
export async function moveOrderStatus(orders: OrderRepository, orderId: string, from: OrderStatus, to: OrderStatus, atMs: number): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await orders.find(orderId);
    if (!row || row.status !== from) return false;
    if (await orders.changeStatus(orderId, row.version, { status: to, atMs })) return true;
  }
  return false;
}

export class PaymentSweeper {
  private readonly orders: OrderRepository;
  private readonly gateway: PaymentGateway;
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly deps: SweeperDeps,
    private readonly intervalMs = SWEEP_INTERVAL_MS,
  ) {
    this.orders = new OrderRepository(deps.db, { now: deps.now, events: deps.events });
    this.gateway = new PaymentGateway(deps.db, deps.now);
  }

  /** Cancels every open intent past its expiry; returns their ids and the orders it cancelled. */
  async sweep(): Promise<{ intents: string[]; orders: string[] }> {
    const now = this.deps.now();
    const open = await this.deps.db
      .select({ intentId: paymentIntents.intentId, status: paymentIntents.status, orderId: paymentIntents.orderId })
      .from(paymentIntents)
      .where(and(inArray(paymentIntents.status, ["created", "requires_action"]), lte(paymentIntents.expiresAtMs, now)));
    const done = { intents: [] as string[], orders: [] as string[] };
    for (const intent of open) {
      if (!(await this.gateway.transition(intent.intentId, intent.status, "cancelled"))) continue;
      done.intents.push(intent.intentId);
      if (intent.orderId && (await moveOrderStatus(this.orders, intent.orderId, "PAYMENT_INITIATED", "PAYMENT_CANCELLED", now))) done.orders.push(intent.orderId);
    }
    if (done.intents.length) this.deps.logger.info({ intents: done.intents.length, orders: done.orders }, "expired payment intents cancelled");
    return done;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .catch((err) => this.deps.logger.warn({ err }, "payment sweep failed"))
        .finally(() => {
          this.running = null;
        });
    }, this.intervalMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
