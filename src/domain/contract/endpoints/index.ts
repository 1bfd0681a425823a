// Every endpoint of the contract by id (the portal's calls derive from these; the platform mounts
// them; the OpenAPI document lists them). GET /deployment.json is the one declared outside (see
// src/config/deployment.ts).
import type { EndpointDefinition } from "./define";
import { HELP_CENTRE_ENDPOINTS } from "./help-centre";
import { IDENTITY_ENDPOINTS } from "./identity";
import { ORDERS_ENDPOINTS } from "./orders";
import { PAYMENT_ENDPOINTS } from "./payments";
import { PLATFORM_ENDPOINTS } from "./platform";
import { REQUEST_ENDPOINTS } from "./request";

export * from "./define";
export * from "./services";

export const ENDPOINTS = {
  ...IDENTITY_ENDPOINTS,
  ...ORDERS_ENDPOINTS,
  ...REQUEST_ENDPOINTS,
  ...PAYMENT_ENDPOINTS,
  ...PLATFORM_ENDPOINTS,
  ...HELP_CENTRE_ENDPOINTS,
} satisfies Record<string, EndpointDefinition>;

export type EndpointId = keyof typeof ENDPOINTS;
