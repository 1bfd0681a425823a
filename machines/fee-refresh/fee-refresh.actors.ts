// Effect signature of the fee refresh (core §4 "Submission on failure", second file §4 "Payment
// flow"). The composition root provides the real call (POST /delivery/fee) with
// `feeRefreshMachine.provide({ actors })` for both parents that invoke it; tests provide fakes.
import type { DeliveryFee, DeliveryFeeRequest } from "@domain/contract";
import { fromPromise } from "xstate";

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided`);
};

/** POST /delivery/fee again after SignatureExpired → the fee, its type and a fresh signature. */
export const recomputeFee = fromPromise<DeliveryFee, DeliveryFeeRequest>(async () => notProvided("recomputeFee")());
