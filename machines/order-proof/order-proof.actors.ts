// Effect signature of the order proof. The portal provides the real effect (GET /order/proof through
// the api client); tests provide fakes.
import type { Proof, ProofKind } from "@domain/contract";
import { fromPromise } from "xstate";

export type FetchProofInput = { vendorId: string; orderId: string; kind: ProofKind };

/** Reads the proof of pickup, delivery or return of an order. */
export const fetchProof = fromPromise<Proof, FetchProofInput>(async () => {
  throw new Error("fetchProof is not provided");
});
