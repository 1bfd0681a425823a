// Order-summary machine: what the order details show beyond the list record (issue 12, item 6) —
// pickup code, voucher, fee before it, total discount and amount, cancel reason and who cancelled.
// Started with the order ({vendorId, orderId}), it is `loading` at once (`fetchSummary`). The answer
// → `shown`; a failure → `failed`, from which RETRY loads again. The details panel starts one per
// order and status, so a cancelled order reads its summary again.
import type { OrderSummary } from "@domain/contract";
import { assign, setup } from "xstate";
import { fetchSummary } from "./order-summary.actors";

export type OrderSummaryInput = { vendorId: string; orderId: string };
export type OrderSummaryContext = OrderSummaryInput & { summary: OrderSummary | null };

export const orderSummaryMachine = setup({
  types: {
    input: {} as OrderSummaryInput,
    context: {} as OrderSummaryContext,
    events: {} as { type: "RETRY" },
  },
  actors: { fetchSummary },
  actions: {
    storeSummary: assign((_, p: { summary: OrderSummary }) => ({ summary: p.summary })),
  },
}).createMachine({
  id: "orderSummary",
  context: ({ input }) => ({ vendorId: input.vendorId, orderId: input.orderId, summary: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchSummary",
        src: "fetchSummary",
        input: ({ context }) => ({ vendorId: context.vendorId, orderId: context.orderId }),
        onDone: { target: "shown", actions: { type: "storeSummary", params: ({ event }) => ({ summary: event.output }) } },
        onError: { target: "failed" },
      },
    },
    shown: {},
    failed: { on: { RETRY: { target: "loading" } } },
  },
});
