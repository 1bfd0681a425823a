// Model of the fee refresh for generated paths: the 1 s delay, and every outcome of the recompute
// (the same fee with a fresh signature, another amount, another type, a failure) against a fee
// accepted with its type (the request flow's case). The payment's case, an amount without a type,
// is in the specs. Also a controllable real child for the parents' specs.
import type { DeliveryFee, DeliveryFeeRequest } from "@domain/contract";
import { type FeeRefreshInput, feeRefreshMachine } from "@machines/fee-refresh/fee-refresh.machine";
import { fromPromise } from "xstate";
import type { ModelOptions } from "../../support/model-paths";

export const FEE_REQUEST: DeliveryFeeRequest = {
  source: { latitude: 55.6913, longitude: 12.5546 },
  destination: { latitude: 55.6867, longitude: 12.5491 },
  vendor_id: "DK-1001",
  delivery_type: "food",
};
export const ACCEPTED_FEE: DeliveryFee = { fee: 39, signature: "fee-sig", type: "amount", currency: "DKK", expires_at: 1_777_000_000 };
export const SAME_FEE: DeliveryFee = { ...ACCEPTED_FEE, signature: "fee-sig-2", expires_at: 1_777_000_600 };
export const NEW_AMOUNT: DeliveryFee = { ...ACCEPTED_FEE, fee: 45, signature: "fee-sig-3", expires_at: 1_777_000_600 };
export const NEW_TYPE: DeliveryFee = { ...ACCEPTED_FEE, type: "deliveryFee", signature: "fee-sig-4", expires_at: 1_777_000_600 };
export const RECOMPUTE_ERROR = Object.assign(new Error("Internal error"), { status: 500, translationKey: "error.internal" });

export const FEE_REFRESH_INPUT: FeeRefreshInput = { request: FEE_REQUEST, accepted: ACCEPTED_FEE };

export const feeRefreshModel: ModelOptions = {
  input: FEE_REFRESH_INPUT,
  events: [
    { type: "xstate.done.actor.recomputeFee", output: SAME_FEE },
    { type: "xstate.done.actor.recomputeFee", output: NEW_AMOUNT },
    { type: "xstate.done.actor.recomputeFee", output: NEW_TYPE },
    { type: "xstate.error.actor.recomputeFee", error: RECOMPUTE_ERROR },
  ],
};

type Call = { input: DeliveryFeeRequest; resolve: (fee: DeliveryFee) => void; reject: (error: unknown) => void };

/**
 * The real feeRefresh child for a parent's spec, with a recompute the test settles: `calls` lists the
 * recompute calls in order (input, resolve, reject). The child's delay runs on the parent's clock.
 */
export function controllableFeeRefresh() {
  const calls: Call[] = [];
  const machine = feeRefreshMachine.provide({
    actors: {
      recomputeFee: fromPromise<DeliveryFee, DeliveryFeeRequest>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
    },
  });
  return { machine, calls };
}

export { feeRefreshMachine };
