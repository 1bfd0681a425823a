// What happens to an order paid online. Confirming an intent places the order in
// PAYMENT_INITIATED (the simulator leaves it alone): a card that succeeds moves it at once to
// PAYMENT_COMMITTED (the simulator then takes it to NEW and on); a card that asks for 3-D Secure
// leaves it waiting until the 3-D Secure page answers — Authenticate commits it, Fail moves it to
// PAYMENT_FAILED. The order exists from the confirmation on because the confirm answer carries its
// order_id (the contract requires it, also with redirect_required). Saved cards are stored once the
// payment succeeded.
import * as v from "valibot";
import { OrderCreatePayloadSchema } from "../../../domain/contract/request";
import type { OrderStatus } from "../../../domain/orders/statuses";
import type { AppDeps } from "../../context";
import type { PendingCard } from "../../db/schema-request";
import type { RequestServices } from "../order-create/services";
import type { CardOutcomeOrDecline, IntentRow } from "./gateway";
import { moveOrderStatus } from "./sweeper";

export class PaymentFlow {
  constructor(
    private readonly deps: AppDeps,
    private readonly services: RequestServices,
  ) {}

  private async moveOrder(orderId: string, from: OrderStatus, to: OrderStatus): Promise<void> {
    await moveOrderStatus(this.services.placement.orders, orderId, from, to, this.deps.now());
  }

  /** Places the intent's order (PAYMENT_INITIATED) with the confirm call's VAT number and pre-order time. */
  async placeOrder(intent: IntentRow, overrides: { vat_number: string; preordered_for: number | null }): Promise<string> {
    const { vendors, placement, vouchers } = this.services;
    const stored = intent.orderPayload;
    const payload = { ...v.parse(OrderCreatePayloadSchema, stored.payload), ...overrides };
    const found = await vendors.vendors.find(intent.vendorId);
    if (!found) throw new Error(`vendor ${intent.vendorId} of intent ${intent.intentId} is gone`);
    const voucher = stored.voucher_code ? await vouchers.find(stored.voucher_code) : null;
    const record = await placement.place(
      { vendor: found.row, guest: false, payload, baseFee: stored.base_fee, paidFee: stored.paid_fee, voucher, createdBy: intent.createdBy },
      { status: "PAYMENT_INITIATED", paymentIntentId: intent.intentId },
    );
    return record.order_id;
  }

  /** The payment went through: commit the order and keep the card when asked. */
  async succeed(intent: IntentRow, orderId: string, card: PendingCard, outcome: CardOutcomeOrDecline): Promise<void> {
    await this.moveOrder(orderId, "PAYMENT_INITIATED", "PAYMENT_COMMITTED");
    if (card.save_card && !card.card_id && outcome !== "declined") await this.services.gateway.saveCard(intent.vendorId, card, outcome, intent.createdBy);
  }

  /** 3-D Secure failed: the order's payment failed. */
  async fail(orderId: string): Promise<void> {
    await this.moveOrder(orderId, "PAYMENT_INITIATED", "PAYMENT_FAILED");
  }
}
