// Every endpoint the platform serves: the contract's declarations and GET /deployment.json (declared
// next to the deployment schema in src/config, which the domain cannot import). The app mounts each
// of them (http/mount.ts) and the API reference is generated from this list.
import { DEPLOYMENT_ENDPOINTS } from "../config/deployment";
import { ENDPOINTS, type EndpointDefinition, type HttpMethod } from "../domain/contract/endpoints";
import { HELP_CENTRE_ENDPOINTS } from "../domain/contract/endpoints/help-centre";
import { TERMS_ENDPOINTS } from "../domain/contract/endpoints/terms";

export const PLATFORM_ENDPOINTS = { ...ENDPOINTS, ...HELP_CENTRE_ENDPOINTS, ...DEPLOYMENT_ENDPOINTS, ...TERMS_ENDPOINTS } satisfies Record<string, EndpointDefinition>;

/** In the order the reference lists them (within each service). */
export const ENDPOINT_LIST: readonly EndpointDefinition[] = Object.values(PLATFORM_ENDPOINTS);

/** A route the app registers by hand, on purpose without a declaration, and why. */
export type UndeclaredRoute = { method: HttpMethod; path: string; reason: string };

/** Pages, not calls: registered by hand, outside the API reference. */
export const UNDECLARED_ROUTES: readonly UndeclaredRoute[] = [
  { method: "GET", path: "/healthz", reason: "Liveness probe (200 text/plain ok)." },
  { method: "GET", path: "/mailbox", reason: "The demo mailbox's HTML page (its JSON is GET /identity/v1/mailbox)." },
  { method: "GET", path: "/api-docs", reason: "The reference page." },
  { method: "GET", path: "/api-docs/openapi.json", reason: "The reference as OpenAPI 3.1." },
  { method: "GET", path: "/help-centre/bridge.js", reason: "The help page's script (its side of the bridge)." },
];
