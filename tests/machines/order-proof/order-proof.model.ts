// Model of the order-proof machine for generated paths: the proof arrives or the call fails; RETRY.
import type { Proof } from "@domain/contract";
import { orderProofMachine } from "@machines/order-proof/order-proof.machine";
import type { ModelOptions } from "../../support/model-paths";

export const PROOF: Proof = {
  order_id: "DK-1001-000042",
  kind: "delivery",
  taken_at: 1_777_000_000,
  rider_name: "Mads",
  latitude: 55.69,
  longitude: 12.55,
  image_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img"><title>proof</title></svg>',
};

export const orderProofModel: ModelOptions = {
  input: { vendorId: "DK-1001", orderId: PROOF.order_id, kind: "delivery" },
  events: [
    { type: "RETRY" },
    { type: "xstate.done.actor.fetchProof", output: PROOF },
    { type: "xstate.error.actor.fetchProof", error: Object.assign(new Error("proof not found"), { status: 404 }) },
  ],
};

export { orderProofMachine };
