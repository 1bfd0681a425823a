// Effect signatures of the vendors flow. The composition root provides the real effects
// (GET /vendors, GET /get-country-parameter/allOutletOrders, local storage); tests provide fakes.
import type { Vendor } from "@domain/contract";
import { fromPromise } from "xstate";

/** Fetches the vendors the signed-in user owns (or whose parent they own): GET /vendors → result.vendors. */
export const fetchVendors = fromPromise<Vendor[], void>(async () => {
  throw new Error("fetchVendors is not provided");
});

/** Reads the country parameter allOutletOrders ("true"/"false") as a boolean. */
export const fetchAllOutletOrdersParam = fromPromise<boolean, void>(async () => {
  throw new Error("fetchAllOutletOrdersParam is not provided");
});
