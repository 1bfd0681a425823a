// Model of the voucher machine for generated paths: a vendor with a signed fee, the seeded codes,
// a blank code (refused by the guard), a fee change that drops the voucher and a fee that is gone
// (validation impossible), and the three outcomes of validateVoucher.
import { voucherMachine } from "@machines/voucher/voucher.machine";
import type { ModelOptions } from "../../support/model-paths";

export const VOUCHER_NOW_S = 1_777_000_000;
export const FEE = { fee: 39, signature: "fee-sig" };

export const WELCOME10 = {
  voucher: { code: "WELCOME10", amount: 10, type: "amount" as const },
  delivery_fee: 29,
  signature: "discount-sig",
};

/** Errors shaped like the api client's (message, status, translationKey). */
export const refused = Object.assign(new Error("Voucher not valid"), { status: 400, translationKey: "voucher.error.validation.message" });
export const unreachable = Object.assign(new Error("Network error"), { status: 0, translationKey: "error.network" });

export const voucherModel: ModelOptions = {
  input: { vendorId: "DK-1001", deliveryFee: FEE, orderTime: VOUCHER_NOW_S },
  events: [
    { type: "VOUCHER.SUBMITTED", code: "WELCOME10" },
    { type: "VOUCHER.SUBMITTED", code: "  " },
    { type: "VOUCHER.CLEARED" },
    { type: "VOUCHER.FEE_CHANGED", deliveryFee: { fee: 45, signature: "fee-sig-2" } },
    { type: "VOUCHER.FEE_CHANGED", deliveryFee: null },
    { type: "xstate.done.actor.validateVoucher", output: WELCOME10 },
    { type: "xstate.error.actor.validateVoucher", error: refused },
    { type: "xstate.error.actor.validateVoucher", error: unreachable },
  ],
};

export { voucherMachine };
