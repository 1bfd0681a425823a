// Delivery receipt machine: the public receipt behind a tracking link (issue 12). `loading` at once:
// `fetchReceipt` reads it. The answer → `shown`. A 404 (a wrong, expired or guessed link, an order
// not delivered, or receipts switched off: the platform answers them alike) → `notFound`, final; any
// other failure → `failed`, from which RETRY loads again. In `shown`, PRINT runs `printPage` (the
// browser's print dialog, which also saves a PDF) and comes back to `shown`.
import type { DeliveryReceipt } from "@domain/contract";
import { assign, setup } from "xstate";
import { fetchReceipt, printPage } from "./delivery-receipt.actors";

export type DeliveryReceiptInput = { publicId: string };
export type DeliveryReceiptContext = { publicId: string; receipt: DeliveryReceipt | null };
export type DeliveryReceiptEvent = { type: "RETRY" } | { type: "PRINT" };

const statusOf = (error: unknown) => (error && typeof error === "object" && "status" in error ? (error as { status: unknown }).status : undefined);

export const deliveryReceiptMachine = setup({
  types: {
    input: {} as DeliveryReceiptInput,
    context: {} as DeliveryReceiptContext,
    events: {} as DeliveryReceiptEvent,
  },
  actors: { fetchReceipt, printPage },
  guards: {
    /** Nothing to retry: the platform does not know the link, or has no receipt for it. */
    isNotFound: (_, p: { error: unknown }) => statusOf(p.error) === 404,
  },
  actions: {
    storeReceipt: assign((_, p: { receipt: DeliveryReceipt }) => ({ receipt: p.receipt })),
  },
}).createMachine({
  id: "deliveryReceipt",
  context: ({ input }) => ({ publicId: input.publicId, receipt: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchReceipt",
        src: "fetchReceipt",
        input: ({ context }) => ({ publicId: context.publicId }),
        onDone: { target: "shown", actions: { type: "storeReceipt", params: ({ event }) => ({ receipt: event.output }) } },
        onError: [{ guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" }, { target: "failed" }],
      },
    },
    shown: {
      initial: "idle",
      states: {
        idle: { on: { PRINT: { target: "printing" } } },
        printing: {
          invoke: { id: "printPage", src: "printPage", onDone: { target: "idle" }, onError: { target: "idle" } },
        },
      },
    },
    failed: { on: { RETRY: { target: "loading" } } },
    notFound: { type: "final" },
  },
});
