// Fee refresh machine: what both the request flow and the online payment do when the platform
// answers SignatureExpired (core §4 "Submission on failure": wait 1 s, recompute the fee, ask the
// user to confirm if the fee changed, then retry; second file §4 "Payment": on SignatureExpired wait
// 1 s and recompute the fee; if unchanged retry, if changed abort with error.fee.changed).
// It starts in `waiting` (delay `signatureRetryDelay`, 1 s), then `recomputing` asks the platform for
// the fee again (`recomputeFee`, the parent's fee request) and compares it with the fee the user
// accepted (the domain rule feeChanged: the amount, and the type when the parent knows it). It ends
// in `unchanged` (output {status "unchanged", fee}: the same fee with a fresh signature, so the
// parent retries at once) or `changed` (output {status "changed", fee}: the parent asks the user or
// aborts with error.fee.changed). A recompute that fails is not handled here: the child fails with
// that error and each parent shows error.fee.recompute. What a parent does with the outcome stays in
// the parent; only the wait, the call and the comparison live here, once.
import type { DeliveryFee, DeliveryFeeRequest } from "@domain/contract";
import { type FeeKind, feeChanged } from "@domain/request/fees";
import { SIGNATURE_RETRY_DELAY_MS } from "@domain/request/limits";
import { assign, setup } from "xstate";
import { recomputeFee } from "./fee-refresh.actors";

/** The fee the user accepted: the amount, and its type when the parent knows it. */
export type AcceptedFee = { fee: number; type?: FeeKind };

export interface FeeRefreshInput {
  /** The fee call of the order (origin, destination, vendor): asked again as it is. */
  request: DeliveryFeeRequest;
  /** The fee the order was signed for; null counts as changed (nothing to compare with). */
  accepted: AcceptedFee | null;
}

export interface FeeRefreshContext extends FeeRefreshInput {
  /** The recomputed fee (with its fresh signature), once the platform answered. */
  fee: DeliveryFee | null;
}

export type FeeRefreshOutput = { status: "unchanged"; fee: DeliveryFee } | { status: "changed"; fee: DeliveryFee };

export const FEE_REFRESH_TIMINGS = { signatureRetryDelayMs: SIGNATURE_RETRY_DELAY_MS } as const;

export const feeRefreshMachine = setup({
  types: {
    context: {} as FeeRefreshContext,
    input: {} as FeeRefreshInput,
    output: {} as FeeRefreshOutput,
  },
  actors: { recomputeFee },
  delays: {
    /** Wait before recomputing the fee after SignatureExpired (1 s). */
    signatureRetryDelay: FEE_REFRESH_TIMINGS.signatureRetryDelayMs,
  },
  guards: {
    /** The domain rule: a different amount (or type, when known) than the one accepted. */
    feeChanged: ({ context }, params: { fee: DeliveryFee }) => feeChanged(context.accepted, params.fee),
  },
  actions: {
    /** Keeps the recomputed fee: both outcomes hand it to the parent (a fresh signature either way). */
    storeFee: assign({ fee: (_, params: { fee: DeliveryFee }) => params.fee }),
  },
}).createMachine({
  id: "feeRefresh",
  context: ({ input }) => ({ request: input.request, accepted: input.accepted, fee: null }),
  initial: "waiting",
  // The final state's output is the child's output.
  output: ({ event }) => event.output as FeeRefreshOutput,
  states: {
    waiting: {
      after: { signatureRetryDelay: { target: "recomputing" } },
    },
    recomputing: {
      invoke: {
        id: "recomputeFee",
        src: "recomputeFee",
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: "feeChanged", params: ({ event }) => ({ fee: event.output }) },
            target: "changed",
            actions: { type: "storeFee", params: ({ event }) => ({ fee: event.output }) },
          },
          { target: "unchanged", actions: { type: "storeFee", params: ({ event }) => ({ fee: event.output }) } },
        ],
        // No onError: the recompute's failure is the child's failure (the parents show error.fee.recompute).
      },
    },
    unchanged: {
      type: "final",
      output: ({ context }) => ({ status: "unchanged", fee: context.fee as DeliveryFee }),
    },
    changed: {
      type: "final",
      output: ({ context }) => ({ status: "changed", fee: context.fee as DeliveryFee }),
    },
  },
});
