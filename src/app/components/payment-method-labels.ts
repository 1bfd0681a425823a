// The user-facing labels of the payment methods (second file section 3 "user-facing list"), shared
// by the request flow's payment step and the bulk results.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const PAYMENT_METHOD_LABELS: Record<string, MessageDescriptor> = {
  PAID: msg({ id: "request.payment-method.paid", message: "Already paid" }),
  CASH_ON_DELIVERY: msg({ id: "request.payment-method.cash-on-delivery", message: "Cash on delivery" }),
  PAYMENT_ON_DELIVERY: msg({ id: "request.payment-method.card-on-delivery", message: "Card on delivery" }),
  PAY_AT_PICKUP: msg({ id: "request.payment-method.pay-at-pickup", message: "Pay at pickup" }),
  ONLINE_PAYMENT: msg({ id: "request.payment-method.online", message: "Pay online by card" }),
  NONE: msg({ id: "request.payment-method.none", message: "No payment" }),
};
