// Order-proof machine: the proof of pickup, delivery or return shown in the order details panel.
//
// Started with the order and the kind of proof ({vendorId, orderId, kind}), it is `loading` at once:
// the actor `fetchProof` reads the proof. When it resolves → `shown` with the proof in context. When
// it fails → `failed`, emitting {type:"notify", kind:"ERROR", key:"order.proof.download-error"} and
// keeping the error; from `failed`, RETRY loads again (`loading` clears the error). Leaving `loading`
// (the view unmounting) stops the actor, which aborts the request.
import type { Proof, ProofKind } from "@domain/contract";
import { assign, emit, setup } from "xstate";
import { type NotifyEvent, notifyEvent } from "../shared/notify";
import { fetchProof } from "./order-proof.actors";

export const ORDER_PROOF_MESSAGES = { downloadError: "order.proof.download-error" } as const;

export type OrderProofInput = { vendorId: string; orderId: string; kind: ProofKind };

export type OrderProofContext = OrderProofInput & {
  proof: Proof | null;
  /** Why the last load failed. */
  error: string | null;
};

export type OrderProofEvent = { type: "RETRY" };
export type OrderProofEmitted = NotifyEvent;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const orderProofMachine = setup({
  types: {
    input: {} as OrderProofInput,
    context: {} as OrderProofContext,
    events: {} as OrderProofEvent,
    emitted: {} as OrderProofEmitted,
  },
  actors: { fetchProof },
  actions: {
    clearError: assign({ error: null }),
    storeProof: assign((_, params: { proof: Proof }) => ({ proof: params.proof })),
    recordError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    notifyDownloadError: emit(notifyEvent("ERROR", ORDER_PROOF_MESSAGES.downloadError)),
  },
}).createMachine({
  id: "orderProof",
  context: ({ input }) => ({ vendorId: input.vendorId, orderId: input.orderId, kind: input.kind, proof: null, error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      entry: "clearError",
      invoke: {
        id: "fetchProof",
        src: "fetchProof",
        input: ({ context }) => ({ vendorId: context.vendorId, orderId: context.orderId, kind: context.kind }),
        onDone: { target: "shown", actions: { type: "storeProof", params: ({ event }) => ({ proof: event.output }) } },
        onError: {
          target: "failed",
          actions: [{ type: "recordError", params: ({ event }) => ({ error: event.error }) }, "notifyDownloadError"],
        },
      },
    },
    shown: {},
    failed: {
      on: { RETRY: { target: "loading" } },
    },
  },
});
