// GET /get-country-parameter/{name} → {result: string}. Values are strings on the wire; the
// portal's domain rules interpret them (service hours "0800:2200", "true", "5000", pipe lists).
import * as v from "valibot";
import { VendorIdParamSchema } from "./params";
import { text } from "./text";

export const COUNTRY_PARAMETER_NAMES = [
  "serviceHours",
  "onlinePaymentActivated",
  "orderItemValueExceedLimit",
  "paymentMethods",
  "allOutletOrders",
] as const;

export const CountryParameterNameSchema = v.picklist(COUNTRY_PARAMETER_NAMES);
export type CountryParameterName = v.InferOutput<typeof CountryParameterNameSchema>;

/** Key of the 404 for a name outside the list or a parameter the country does not set. */
export const COUNTRY_PARAMETER_NOT_FOUND_KEY = "country-parameter.not-found";

export const CountryParameterAnswerSchema = v.object({ result: text() });
export type CountryParameterAnswer = v.InferOutput<typeof CountryParameterAnswerSchema>;

/** ?vendor_id= of GET /get-country-parameter/{name}: the vendor whose own value is asked for (serviceHours). */
export const CountryParameterQuerySchema = v.object({ vendor_id: v.optional(VendorIdParamSchema) });
export type CountryParameterQuery = v.InferOutput<typeof CountryParameterQuerySchema>;
