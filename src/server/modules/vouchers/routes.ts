// Voucher calls (second file §4, §7): POST /voucher/validate checks the code against the vendor and
// a signed delivery fee and answers the discounted fee with a NEW signature bound to the voucher
// (same vendor, source, destination and expiry as the fee it discounts); GET /voucher/{code}
// answers the voucher's details. Unknown, expired or unusable codes answer
// voucher.error.validation.message (validate) or voucher.error.get.message (404, details; a code
// outside the parameter's schema is that 404 before the handler).
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { VOUCHER_ERROR_KEYS } from "../../../domain/contract/payment";
import type { AppDeps } from "../../context";
import { ApiError } from "../../http/errors";
import type { Mount } from "../../http/mount";
import type { RequestServices } from "../order-create/services";
import { applyVoucher, isVoucherValidAt, normalizeCode } from "./repository";

const invalid = (message: string) => new ApiError(400, message, VOUCHER_ERROR_KEYS.validation);

export function mountVoucherRoutes(mount: Mount, deps: AppDeps, services: RequestServices) {
  const { vendors, fees, vouchers } = services;

  mount(
    ENDPOINTS.validateVoucher,
    async ({ body, principal }) => {
      const { row } = await vendors.resolve(principal, body.vendor_id);
      const claims = await fees.check(body.order.signature, { vendor: row.vendorId, amount: body.order.delivery_fee });
      const voucher = await vouchers.find(body.code);
      if (!voucher) throw invalid("Unknown voucher");
      const nowSeconds = Math.floor(deps.now() / 1000);
      if (!isVoucherValidAt(voucher, Math.max(nowSeconds, body.order.order_time))) throw invalid("Voucher expired");
      const discounted = applyVoucher(body.order.delivery_fee, voucher);
      const signature = await fees.sign({ ...claims, amount: discounted, voucher: voucher.code, base: body.order.delivery_fee });
      return { result: { voucher: { code: voucher.code, amount: voucher.amount, type: voucher.type }, delivery_fee: discounted, signature } };
    },
    { invalidBody: () => ({ message: "Invalid voucher request", translationKey: VOUCHER_ERROR_KEYS.validation }) },
  );

  mount(ENDPOINTS.getVoucher, async ({ params }) => {
    const voucher = await vouchers.find(normalizeCode(params.code));
    if (!voucher) throw new ApiError(404, "Unknown voucher", VOUCHER_ERROR_KEYS.get);
    return {
      result: { code: voucher.code, amount: voucher.amount, type: voucher.type, description: voucher.description, valid_until: voucher.validUntil },
    };
  });
}
