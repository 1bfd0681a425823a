// Every endpoint of the contract by id (the portal's calls derive from these; the platform mounts
// them; the OpenAPI document lists them). The help centre's (./help-centre.ts) are declared apart so
// that the portal's first load does not carry them: its lazy help chunk imports them; the platform's
// list (src/server/endpoints.ts) has them all. GET /deployment.json is the one declared outside (see
// src/config/deployment.ts).
import { BULK_ENDPOINTS } from "./bulk";
import type { EndpointDefinition } from "./define";
import { IDENTITY_ENDPOINTS } from "./identity";
import { ORDERS_ENDPOINTS } from "./orders";
import { OUTLET_ENDPOINTS } from "./outlets";
import { PAYMENT_ENDPOINTS } from "./payments";
import { PLATFORM_ENDPOINTS } from "./platform";
import { PUBLIC_TRACKING_ENDPOINTS } from "./public-tracking";
import { REQUEST_ENDPOINTS } from "./request";

export * from "./define";
export * from "./services";

// Built in a pure call so that a bundle which does not read the list (the portal: its calls import
// their group, src/api/calls) drops it and every declaration no call uses.
export const ENDPOINTS = /* @__PURE__ */ (() => ({
    ...IDENTITY_ENDPOINTS,
    ...ORDERS_ENDPOINTS,
    ...OUTLET_ENDPOINTS,
    ...REQUEST_ENDPOINTS,
    ...PAYMENT_ENDPOINTS,
    ...PLATFORM_ENDPOINTS,
    ...BULK_ENDPOINTS,
    ...PUBLIC_TRACKING_ENDPOINTS,
  }) satisfies Record<string, EndpointDefinition>)();

export type EndpointId = keyof typeof ENDPOINTS;
