// Voucher machine: one voucher code checked against the vendor and the delivery fee (second file
// §4 "Voucher flow"). It rests in `idle`. VOUCHER.SUBMITTED {code} starts `validating` only when a
// vendor and a delivery fee exist and the code is not blank (guard canValidate); the actor
// `validateVoucher` answers the voucher, the discounted delivery fee and its signature → `valid`.
// A voucher that does not apply → `invalid` (voucher.error.validation.message); a call that failed
// → `fetchFailed` (voucher.error.get.message). VOUCHER.CLEARED returns to `idle` and forgets the
// voucher; VOUCHER.FEE_CHANGED {deliveryFee} (the fee was recomputed) forgets it too, since its
// discount was signed for the old fee. A new VOUCHER.SUBMITTED from any state validates again.
// Invoked by the request flow: it tells its parent VOUCHER.APPLIED {applied} when a voucher becomes
// valid and VOUCHER.REMOVED when a valid voucher is dropped (the order payload carries it).
import { canValidateVoucher, type AppliedVoucher } from "@domain/request/payload";
import { errorKeyOf, errorStatusOf } from "@domain/request/errors";
import { VOUCHER_ERROR_KEYS, type VoucherValidation } from "@domain/contract/payment";
import { assign, enqueueActions, setup } from "xstate";
import { validateVoucher } from "./voucher.actors";

export type VoucherFee = { fee: number; signature: string };

export interface VoucherInput {
  vendorId: string | null;
  deliveryFee: VoucherFee | null;
  /** Unix seconds of the order (now or the pre-order time). */
  orderTime: number;
}

export interface VoucherContext {
  vendorId: string | null;
  deliveryFee: VoucherFee | null;
  orderTime: number;
  /** The code as last submitted. */
  code: string;
  /** The valid voucher with the discounted fee and its signature. */
  applied: AppliedVoucher | null;
  /** Key of the last failure (voucher.error.validation.message or voucher.error.get.message). */
  errorKey: string | null;
}

export type VoucherEvent =
  | { type: "VOUCHER.SUBMITTED"; code: string }
  | { type: "VOUCHER.CLEARED" }
  | { type: "VOUCHER.FEE_CHANGED"; deliveryFee: VoucherFee | null };

/** What the request flow hears from its voucher child. */
export type VoucherParentEvent = { type: "VOUCHER.APPLIED"; applied: AppliedVoucher } | { type: "VOUCHER.REMOVED" };

const toApplied = (v: VoucherValidation): AppliedVoucher => ({
  voucher: { code: v.voucher.code, amount: v.voucher.amount, type: v.voucher.type },
  discountedFee: v.delivery_fee,
  signature: v.signature,
});

export const voucherMachine = setup({
  types: {
    context: {} as VoucherContext,
    events: {} as VoucherEvent,
    input: {} as VoucherInput,
  },
  actors: { validateVoucher },
  guards: {
    /** A voucher can be validated only when a vendor and a delivery fee exist, and a code was typed. */
    canValidate: ({ context }, params: { code: string }) =>
      params.code.trim() !== "" && canValidateVoucher(context.vendorId, context.deliveryFee),
    /** The platform refused the voucher itself (400 with the validation key), not the call. */
    voucherRefused: (_, params: { error: unknown }) =>
      errorKeyOf(params.error) === VOUCHER_ERROR_KEYS.validation || errorStatusOf(params.error) === 400,
  },
  actions: {
    storeCode: assign({ code: (_, params: { code: string }) => params.code.trim(), errorKey: null }),
    storeApplied: assign({ applied: (_, params: { validation: VoucherValidation }) => toApplied(params.validation), errorKey: null }),
    storeRefused: assign({ errorKey: VOUCHER_ERROR_KEYS.validation }),
    storeFetchFailed: assign({ errorKey: VOUCHER_ERROR_KEYS.get }),
    storeFee: assign({ deliveryFee: (_, params: { deliveryFee: VoucherFee | null }) => params.deliveryFee }),
    /** Forgets the voucher (and tells the parent when one was applied: the order must not carry it). */
    forgetVoucher: enqueueActions(({ context, enqueue, self }) => {
      if (context.applied && self._parent) enqueue.sendParent({ type: "VOUCHER.REMOVED" } satisfies VoucherParentEvent);
      enqueue.assign({ applied: null, errorKey: null, code: "" });
    }),
    /** Drops the applied voucher before another validation, keeping the new code. */
    dropApplied: enqueueActions(({ context, enqueue, self }) => {
      if (context.applied && self._parent) enqueue.sendParent({ type: "VOUCHER.REMOVED" } satisfies VoucherParentEvent);
      enqueue.assign({ applied: null });
    }),
    /** The parent (the request flow) puts the voucher into the order payload. */
    tellParentApplied: enqueueActions(({ context, enqueue, self }) => {
      if (context.applied && self._parent) enqueue.sendParent({ type: "VOUCHER.APPLIED", applied: context.applied } satisfies VoucherParentEvent);
    }),
  },
}).createMachine({
  id: "voucher",
  context: ({ input }) => ({
    vendorId: input.vendorId,
    deliveryFee: input.deliveryFee,
    orderTime: input.orderTime,
    code: "",
    applied: null,
    errorKey: null,
  }),
  initial: "idle",
  on: {
    "VOUCHER.SUBMITTED": {
      guard: { type: "canValidate", params: ({ event }) => ({ code: event.code }) },
      target: ".validating",
      actions: ["dropApplied", { type: "storeCode", params: ({ event }) => ({ code: event.code }) }],
    },
    "VOUCHER.CLEARED": { target: ".idle", actions: "forgetVoucher" },
    "VOUCHER.FEE_CHANGED": {
      target: ".idle",
      actions: ["forgetVoucher", { type: "storeFee", params: ({ event }) => ({ deliveryFee: event.deliveryFee }) }],
    },
  },
  states: {
    idle: {},
    validating: {
      tags: ["loading"],
      invoke: {
        id: "validateVoucher",
        src: "validateVoucher",
        input: ({ context }) => ({
          code: context.code,
          vendor_id: context.vendorId ?? "",
          order: {
            order_time: context.orderTime,
            delivery_fee: context.deliveryFee?.fee ?? 0,
            signature: context.deliveryFee?.signature ?? "",
          },
        }),
        onDone: {
          target: "valid",
          actions: [{ type: "storeApplied", params: ({ event }) => ({ validation: event.output }) }, "tellParentApplied"],
        },
        onError: [
          { guard: { type: "voucherRefused", params: ({ event }) => ({ error: event.error }) }, target: "invalid", actions: "storeRefused" },
          { target: "fetchFailed", actions: "storeFetchFailed" },
        ],
      },
    },
    valid: {},
    invalid: {},
    fetchFailed: {},
  },
});
