// The help centre's rules (second file §3, §4, §7): the token refresh period, the init payload the
// portal sends to the help-centre service, and the bridge between the portal and the help page in
// its iframe (postMessage with origin checks on both sides). Pure: the machine, the portal's bridge
// and the platform's help page all use these.

/** The hc token is refreshed hourly minus 5 minutes while the help centre is open (36e5 − 300000 ms). */
export const HC_TOKEN_REFRESH_MS = 36e5 - 5 * 60_000;

/** The one message key of a failure to open the help centre (second file §8). */
export const HELP_CENTRE_FAILED_KEY = "help-center.failed";

/** service_type of the init payload. */
export const HELP_CENTRE_SERVICE_TYPE = "on_demand_rider" as const;

/** global_entity_id of the init payload: ODR_{country}. */
export const globalEntityId = (country: string) => `ODR_${country.toUpperCase()}`;

export type HelpCentreUser = { id: string; email: string; name: string };

export type HelpCentreInitInput = {
  user: HelpCentreUser;
  brand: string;
  country: string;
  locale: string;
  appVersion: string;
  token: string;
};

/** The payload of POST {help host}/conditions-api/v1/init, every field the spec lists. */
export function helpCentreInitPayload(i: HelpCentreInitInput) {
  return {
    user_id: i.user.id,
    email: i.user.email,
    guest: false as const,
    name: i.user.name,
    brand: i.brand,
    global_entity_id: globalEntityId(i.country),
    country: i.country.toLowerCase(),
    locale: i.locale,
    app_version: i.appVersion,
    verification_token: i.token,
    bridge: true as const,
    service_type: HELP_CENTRE_SERVICE_TYPE,
  };
}

// ---- The bridge ------------------------------------------------------------------------------------
//
// Messages are plain objects { source: "rrp-help-centre", type, ... }:
// - portal → page: `init` (locale, vendor id) once the frame has loaded; `access-token-grant` with the
//   help-centre token, or `access-token-deny`.
// - page → portal: `ready` (after init), `error` (message), `access-token-request`.
// Each side posts with the other's exact origin as targetOrigin and ignores every message whose
// event.origin is not that origin (or whose source is not the other window).

export const BRIDGE_SOURCE = "rrp-help-centre";

export const BRIDGE_TYPES = {
  init: "init",
  ready: "ready",
  error: "error",
  accessTokenRequest: "access-token-request",
  accessTokenGrant: "access-token-grant",
  accessTokenDeny: "access-token-deny",
} as const;

export type BridgeType = (typeof BRIDGE_TYPES)[keyof typeof BRIDGE_TYPES];

export type BridgeMessage =
  | { source: typeof BRIDGE_SOURCE; type: "init"; locale: string; vendorId: string }
  | { source: typeof BRIDGE_SOURCE; type: "ready" }
  | { source: typeof BRIDGE_SOURCE; type: "error"; message: string }
  | { source: typeof BRIDGE_SOURCE; type: "access-token-request" }
  | { source: typeof BRIDGE_SOURCE; type: "access-token-grant"; token: string }
  | { source: typeof BRIDGE_SOURCE; type: "access-token-deny" };

/** A message from the help page, or null when it is not one of ours. */
export function readPageMessage(data: unknown): Extract<BridgeMessage, { type: "ready" | "error" | "access-token-request" }> | null {
  if (!data || typeof data !== "object") return null;
  const d = data as Record<string, unknown>;
  if (d.source !== BRIDGE_SOURCE) return null;
  if (d.type === BRIDGE_TYPES.ready) return { source: BRIDGE_SOURCE, type: "ready" };
  if (d.type === BRIDGE_TYPES.accessTokenRequest) return { source: BRIDGE_SOURCE, type: "access-token-request" };
  if (d.type === BRIDGE_TYPES.error) return { source: BRIDGE_SOURCE, type: "error", message: typeof d.message === "string" ? d.message.slice(0, 200) : "" };
  return null;
}

/** The origin of a URL (null for anything but http/https). */
export function originOf(url: string, base?: string): string | null {
  try {
    const u = new URL(url, base);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

export type BridgeDecision =
  | { kind: "ignore" }
  | { kind: "ready" }
  | { kind: "error"; message: string }
  | { kind: "reply"; message: Extract<BridgeMessage, { type: "access-token-grant" | "access-token-deny" }> };

/**
 * What the portal does with a message event: anything not from the help-centre origin (exactly) is
 * ignored; an access-token request is granted with the current token, or denied when there is none.
 */
export function decidePortalReply(event: { origin: string; data: unknown }, helpOrigin: string | null, token: string | null): BridgeDecision {
  if (!helpOrigin || event.origin !== helpOrigin) return { kind: "ignore" };
  const message = readPageMessage(event.data);
  if (!message) return { kind: "ignore" };
  if (message.type === "ready") return { kind: "ready" };
  if (message.type === "error") return { kind: "error", message: message.message };
  return token
    ? { kind: "reply", message: { source: BRIDGE_SOURCE, type: "access-token-grant", token } }
    : { kind: "reply", message: { source: BRIDGE_SOURCE, type: "access-token-deny" } };
}
