// Voucher calls (second file §4, §7): POST /voucher/validate checks the code against the vendor and
// a signed delivery fee and answers the discounted fee with a NEW signature bound to the voucher
// (same vendor, source, destination and expiry as the fee it discounts); GET /voucher/{code}
// answers the voucher's details. Unknown, expired or unusable codes answer
// voucher.error.validation.message (validate) or voucher.error.get.message (404, details).
import { Hono } from "hono";
import { VOUCHER_ERROR_KEYS, VoucherValidateRequestSchema } from "../../../domain/contract/payment";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError } from "../../http/errors";
import { parseBody } from "../../http/validate";
import type { RequestServices } from "../order-create/services";
import { applyVoucher, isVoucherValidAt, normalizeCode } from "./repository";

const invalid = (message: string) => new ApiError(400, message, VOUCHER_ERROR_KEYS.validation);

export function voucherRoutes(deps: AppDeps, services: RequestServices) {
  const app = new Hono<AppEnv>();
  const { vendors, fees, vouchers } = services;

  app.post("/voucher/validate", async (c) => {
    const body = await parseBody(c, VoucherValidateRequestSchema, () => ({ message: "Invalid voucher request", translationKey: VOUCHER_ERROR_KEYS.validation }));
    const { row } = await vendors.resolve(c.get("principal"), body.vendor_id);
    const claims = await fees.check(body.order.signature, { vendor: row.vendorId, amount: body.order.delivery_fee });
    const voucher = await vouchers.find(body.code);
    if (!voucher) throw invalid("Unknown voucher");
    const nowSeconds = Math.floor(deps.now() / 1000);
    if (!isVoucherValidAt(voucher, Math.max(nowSeconds, body.order.order_time))) throw invalid("Voucher expired");
    const discounted = applyVoucher(body.order.delivery_fee, voucher);
    const signature = await fees.sign({ ...claims, amount: discounted, voucher: voucher.code, base: body.order.delivery_fee });
    return c.json({
      result: { voucher: { code: voucher.code, amount: voucher.amount, type: voucher.type }, delivery_fee: discounted, signature },
    });
  });

  app.get("/voucher/:code", async (c) => {
    const code = normalizeCode(c.req.param("code"));
    const voucher = code.length <= 64 ? await vouchers.find(code) : null;
    if (!voucher) throw new ApiError(404, "Unknown voucher", VOUCHER_ERROR_KEYS.get);
    return c.json({
      result: { code: voucher.code, amount: voucher.amount, type: voucher.type, description: voucher.description, valid_until: voucher.validUntil },
    });
  });

  return app;
}
