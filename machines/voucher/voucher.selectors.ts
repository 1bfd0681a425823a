// Selectors of the voucher flow: the payment step's voucher entry reads these.
import { canValidateVoucher } from "@domain/request/payload";
import type { SnapshotFrom } from "xstate";
import type { voucherMachine } from "./voucher.machine";

type Snapshot = SnapshotFrom<typeof voucherMachine>;

export type VoucherStatus = "idle" | "validating" | "valid" | "invalid" | "fetchFailed";

export const selectVoucherStatus = (s: Snapshot): VoucherStatus =>
  (["validating", "valid", "invalid", "fetchFailed"] as const).find((x) => s.matches(x)) ?? "idle";
export const selectIsValidatingVoucher = (s: Snapshot) => s.hasTag("loading");
export const selectAppliedVoucher = (s: Snapshot) => (s.matches("valid") ? s.context.applied : null);
/** Discounted delivery fee of the valid voucher, or null. */
export const selectDiscountedFee = (s: Snapshot) => selectAppliedVoucher(s)?.discountedFee ?? null;
export const selectVoucherCode = (s: Snapshot) => s.context.code;
/** voucher.error.validation.message or voucher.error.get.message, only while that is the state. */
export const selectVoucherErrorKey = (s: Snapshot) => (s.matches("invalid") || s.matches("fetchFailed") ? s.context.errorKey : null);
/** The entry is enabled only when a vendor and a delivery fee exist. */
export const selectCanEnterVoucher = (s: Snapshot) => canValidateVoucher(s.context.vendorId, s.context.deliveryFee);
export const selectCanClearVoucher = (s: Snapshot) => !s.matches("idle");
