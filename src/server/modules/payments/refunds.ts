// Refunds of cancelled orders paid online (issue 17; the spec's provider step "refund", second file
// §4). When an order whose card payment was captured (its intent succeeded) is cancelled, the test
// gateway gives back what the domain rule says (domain/orders/refund.ts: everything before a rider
// is assigned, half once one is; a cancel by the platform itself gives everything back). The refund
// is one row per order in payment_refunds: the primary key makes a second refund impossible, whoever
// asks (a retried cancel, two instances, the simulator). The row is inserted `pending`, the gateway
// is asked, and it becomes `succeeded` or `failed` (the gateway refused: the test card 4000 0000 0000
// 5126, whose issuer refuses refunds, or no answer; tried again by the next cancel call); the order
// record carries the refund (orders.refund), so order details and the live channel show it.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt, or } from "drizzle-orm";
import type { OrderRefund } from "../../../domain/contract/orders";
import { type RefundQuote, refundOnCancel } from "../../../domain/orders/refund";
import { ONLINE_PAYMENT } from "../../../domain/request/payment-methods";
import type { Db } from "../../db/database";
import { orderDetails, paymentIntents, paymentRefunds } from "../../db/schema";
import type { Logger } from "../../logger";
import { type OrderRepository, type OrderRow, toOrderRecord } from "../orders/repository";

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** A pending refund nobody finished for this long (a crash between the row and the gateway) is taken over. */
export const STALE_PENDING_MS = 60_000;

export type RefundGateway = (input: { intentId: string; amount: number; currency: string; key: string }) => Promise<{ ok: true; ref: string } | { ok: false }>;

/**
 * The test gateway's refund (no bank): the refund of a captured payment succeeds at once, unless the
 * charged card's issuer refuses refunds (test card 4000 0000 0000 5126, outcome refund-refused), as a
 * card cancelled since the payment would.
 */
export const testGatewayRefund =
  (db: Db): RefundGateway =>
  async ({ intentId }) => {
    const [intent] = await db.select({ card: paymentIntents.pendingCard }).from(paymentIntents).where(eq(paymentIntents.intentId, intentId));
    if (intent?.card?.outcome === "refund-refused") return { ok: false };
    return { ok: true, ref: `re_${randomUUID()}` };
  };

const toRefund = (row: RefundRow): OrderRefund => ({ amount: row.amount, kept: row.kept, currency: row.currency, rule: row.rule, state: row.state });

export class PaymentRefunds {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    private readonly orders: OrderRepository,
    private readonly logger: Logger,
    private readonly gateway: RefundGateway = testGatewayRefund(db),
  ) {}

  /** The captured intent of an order paid online, or null (not online, never captured). */
  private async capturedIntent(orderId: string) {
    const [hit] = await this.db
      .select({ intent: paymentIntents })
      .from(orderDetails)
      .innerJoin(paymentIntents, eq(paymentIntents.intentId, orderDetails.paymentIntentId))
      .where(eq(orderDetails.orderId, orderId))
      .limit(1);
    return hit && hit.intent.status === "succeeded" ? hit.intent : null;
  }

  async find(orderId: string): Promise<RefundRow | null> {
    const [row] = await this.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    return row ?? null;
  }

  /**
   * Refunds an order that has just been cancelled; `before` is the order as it was when cancelled
   * (the rule looks at its status and rider). `byPlatform`: the platform cancelled it, everything goes
   * back. Returns the order as it is afterwards.
   */
  async refundCancelled(before: OrderRow, cancelled: OrderRow, options: { byPlatform?: boolean } = {}): Promise<OrderRow> {
    if (cancelled.paymentMethod !== ONLINE_PAYMENT) return cancelled;
    const intent = await this.capturedIntent(cancelled.orderId);
    if (!intent) return cancelled;
    const quote: RefundQuote = options.byPlatform
      ? { rule: "full", captured: intent.amount, amount: intent.amount, kept: 0 }
      : refundOnCancel(toOrderRecord(before), intent.amount);
    const at = this.now();
    const [inserted] = await this.db
      .insert(paymentRefunds)
      .values({
        orderId: cancelled.orderId,
        intentId: intent.intentId,
        captured: quote.captured,
        amount: quote.amount,
        kept: quote.kept,
        currency: intent.currency,
        rule: quote.rule,
        state: "pending",
        attempts: 1,
        createdAtMs: at,
        updatedAtMs: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return this.settle(cancelled);
    return this.ask(inserted, cancelled);
  }

  /**
   * Finishes the refund of a cancelled order when it is not finished (failed, or pending and left by
   * a crash); otherwise only makes sure the order record shows it. A retried cancel calls this.
   */
  async settle(order: OrderRow): Promise<OrderRow> {
    const row = await this.find(order.orderId);
    if (!row) return order;
    if (row.state === "succeeded") return this.show(row, order);
    // Claim it: only one caller moves a failed (or stale pending) refund back to pending.
    const [claimed] = await this.db
      .update(paymentRefunds)
      .set({ state: "pending", attempts: row.attempts + 1, updatedAtMs: this.now() })
      .where(
        and(
          eq(paymentRefunds.orderId, row.orderId),
          eq(paymentRefunds.attempts, row.attempts),
          or(eq(paymentRefunds.state, "failed"), and(eq(paymentRefunds.state, "pending"), lt(paymentRefunds.updatedAtMs, this.now() - STALE_PENDING_MS))),
        ),
      )
      .returning();
    if (!claimed) return this.show(row, order);
    return this.ask(claimed, order);
  }

  /** Asks the gateway for a claimed pending refund and records the answer. */
  private async ask(row: RefundRow, order: OrderRow): Promise<OrderRow> {
    let state: RefundRow["state"] = "succeeded";
    let ref: string | null = null;
    if (row.amount > 0) {
      // The order id is the idempotency key: the gateway refunds one payment once.
      const answer = await this.gateway({ intentId: row.intentId, amount: row.amount, currency: row.currency, key: row.orderId }).catch(() => ({ ok: false as const }));
      if (answer.ok) ref = answer.ref;
      else state = "failed";
    }
    const [done] = await this.db
      .update(paymentRefunds)
      .set({ state, gatewayRef: ref, updatedAtMs: this.now() })
      .where(and(eq(paymentRefunds.orderId, row.orderId), eq(paymentRefunds.attempts, row.attempts), inArray(paymentRefunds.state, ["pending"])))
      .returning();
    const final = done ?? (await this.find(row.orderId)) ?? row;
    this.logger.info({ orderId: row.orderId, amount: row.amount, kept: row.kept, rule: row.rule, state: final.state }, "refund");
    return this.show(final, order);
  }

  /** Puts the refund on the order record when it is not there yet (or changed). */
  private async show(row: RefundRow, order: OrderRow): Promise<OrderRow> {
    const refund = toRefund(row);
    const current = order.refund;
    if (current && current.state === refund.state && current.amount === refund.amount && current.kept === refund.kept) return order;
    return (await this.orders.setRefund(order.orderId, refund)) ?? order;
  }
}
