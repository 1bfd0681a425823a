// Orders service calls ({host}/{orders|hurrier}/api/v1; the deployment picks the mount). All need
// the Authorization header. Answers are unwrapped from their {result} envelope after parsing.
import type { CountryParameterName, Vendor } from "@domain/contract";
// The vendor calls' own declarations: the order calls' contracts stay out of the first load (issue 14).
import { VENDOR_ENDPOINTS } from "@domain/contract/endpoints/vendors";
import { call } from "../call";
import type { ApiClient } from "../client";
import type { NoInput } from "./identity";

/** GET /vendors → result.vendors: the vendors the user owns, or whose parent they own. */
export const getVendors = async (client: ApiClient, _input?: NoInput, signal?: AbortSignal): Promise<Vendor[]> =>
  (await call(client, VENDOR_ENDPOINTS.getVendors, { signal })).result.vendors;

/** GET /vendor/{id} → result; 403 unable-to-fetch-vendor when not owned, 404 when unknown. */
export const getVendor = async (client: ApiClient, input: { vendorId: string }, signal?: AbortSignal): Promise<Vendor> =>
  (await call(client, VENDOR_ENDPOINTS.getVendor, { params: { id: input.vendorId }, signal })).result;

/** GET /get-country-parameter/{name} → result (always a string on the wire). */
export const getCountryParameter = async (client: ApiClient, name: CountryParameterName, signal?: AbortSignal): Promise<string> =>
  (await call(client, VENDOR_ENDPOINTS.getCountryParameter, { params: { name }, signal })).result;

/** The allOutletOrders country parameter: "true" means the all-outlets toggle may be offered. */
export const getAllOutletOrdersParam = async (client: ApiClient, _input?: NoInput, signal?: AbortSignal): Promise<boolean> =>
  (await getCountryParameter(client, "allOutletOrders", signal)).trim().toLowerCase() === "true";
