// Effect signatures of the voucher flow. The composition root provides POST /voucher/validate;
// tests provide fakes.
import type { VoucherValidateRequest, VoucherValidation } from "@domain/contract";
import { fromPromise } from "xstate";

/**
 * POST /voucher/validate {code, order:{order_time, delivery_fee, signature}, vendor_id} → result
 * {voucher, delivery_fee (discounted), signature}. Rejects with the platform's error: 400
 * voucher.error.validation.message for a voucher that does not apply, anything else when the call
 * itself failed.
 */
export const validateVoucher = fromPromise<VoucherValidation, VoucherValidateRequest>(async () => {
  throw new Error("validateVoucher is not provided");
});
