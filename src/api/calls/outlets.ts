// The outlet (collection point) calls of the orders service (core §7): add and edit. Answers are
// unwrapped from their {result} envelope; a refusal rejects with the platform's message and
// translation_key (the collection point dialog shows them).
import type { Vendor } from "@domain/contract";
import { OUTLET_ENDPOINTS } from "@domain/contract/endpoints/outlets";
import type { OutletPayload } from "@domain/outlets/collection-point";
import { call } from "../call";
import type { ApiClient } from "../client";

/** POST /outlet → the new outlet. */
export const createOutlet = async (client: ApiClient, input: OutletPayload, signal?: AbortSignal): Promise<Vendor> =>
  (await call(client, OUTLET_ENDPOINTS.createOutlet, { body: input, signal })).result;

/** PUT /outlet/{vendorId} → the outlet as saved. */
export const updateOutlet = async (client: ApiClient, input: { vendorId: string; payload: OutletPayload }, signal?: AbortSignal): Promise<Vendor> =>
  (await call(client, OUTLET_ENDPOINTS.updateOutlet, { params: { vendorId: input.vendorId }, body: input.payload, signal })).result;
