// The orders service's vendors and country parameters (/orders/api/v1, also served under
// /hurrier/api/v1): what every signed-in page reads at start (the vendors, the all-outlets parameter),
// declared apart from the order calls so that the portal's first load carries only these contracts
// (issue 14). ORDERS_ENDPOINTS (./orders.ts) lists them first.
import * as v from "valibot";
import {
  COUNTRY_PARAMETER_NAMES,
  COUNTRY_PARAMETER_NOT_FOUND_KEY,
  CountryParameterAnswerSchema,
  CountryParameterNameSchema,
  CountryParameterQuerySchema,
} from "../country-parameter";
import { VENDOR_FETCH_ERROR_KEY, VendorAnswerSchema, VendorsAnswerSchema } from "../vendor";
import { ERRORS, vendorIdParam } from "./common";
import { defineEndpoint, param } from "./define";

export const VENDOR_ENDPOINTS = {
  getVendors: defineEndpoint({
    id: "getVendors",
    service: "orders",
    method: "GET",
    path: "/vendors",
    summary: "List the caller's vendors",
    description:
      "Vendors whose owners include the user's e-mail, or whose parent's owners do (for an external-platform token: its vendors and their outlets; for a guest: none), ordered by vendor id.",
    auth: "any",
    answer: VendorsAnswerSchema,
    success: { description: "The vendors." },
    errors: [ERRORS.unauthorized],
  }),
  getVendor: defineEndpoint({
    id: "getVendor",
    service: "orders",
    method: "GET",
    path: "/vendor/:id",
    summary: "Read one vendor",
    auth: "any",
    params: v.object({ id: vendorIdParam }),
    notFoundKey: VENDOR_FETCH_ERROR_KEY,
    answer: VendorAnswerSchema,
    success: { description: "The vendor." },
    errors: [
      ERRORS.unauthorized,
      { status: 403, description: "Not an owner (translation_key unable-to-fetch-vendor)." },
      { status: 404, description: "Unknown vendor (translation_key unable-to-fetch-vendor)." },
    ],
  }),
  getCountryParameter: defineEndpoint({
    id: "getCountryParameter",
    service: "orders",
    method: "GET",
    path: "/get-country-parameter/:name",
    summary: "Read a country parameter",
    description: `Values are strings: serviceHours ("0800:2200"), onlinePaymentActivated ("true"), orderItemValueExceedLimit ("5000"), paymentMethods ("CASH_ON_DELIVERY|ONLINE_PAYMENT|PAID"), allOutletOrders ("true"). serviceHours with vendor_id answers that vendor's own hours when it has them. Any authenticated caller, guests included; with a vendor_id only an owner of that vendor or of its parent (a guest: only the guest placeholder vendorID).`,
    auth: "any",
    params: v.object({ name: param(CountryParameterNameSchema, `One of ${COUNTRY_PARAMETER_NAMES.join(", ")}.`) }),
    notFoundKey: COUNTRY_PARAMETER_NOT_FOUND_KEY,
    query: CountryParameterQuerySchema,
    answer: CountryParameterAnswerSchema,
    success: { description: "The value." },
    errors: [
      ERRORS.validation,
      ERRORS.unauthorized,
      ERRORS.forbidden,
      { status: 404, description: "Unknown or unset parameter (country-parameter.not-found), or unknown vendor_id." },
    ],
  }),
};
