// GET /get-country-parameter/{name} → {result: string}. Values are strings on the wire; the
// portal's domain rules interpret them (service hours "0800:2200", "true", "5000", pipe lists).
import * as v from "valibot";

export const COUNTRY_PARAMETER_NAMES = [
  "serviceHours",
  "onlinePaymentActivated",
  "orderItemValueExceedLimit",
  "paymentMethods",
  "allOutletOrders",
] as const;

export const CountryParameterNameSchema = v.picklist(COUNTRY_PARAMETER_NAMES);
export type CountryParameterName = v.InferOutput<typeof CountryParameterNameSchema>;

export const CountryParameterAnswerSchema = v.object({ result: v.string() });
export type CountryParameterAnswer = v.InferOutput<typeof CountryParameterAnswerSchema>;
