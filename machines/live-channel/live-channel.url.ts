// Where the live channel connects: the channel's base URL with the Authorization query parameter,
// which carries base64 of the value the portal would send as its Authorization header
// ("Bearer <access>;<id>", "Bearer <guest>" or "ExternalPlatform <jwt>"; core section 7). Pure.
import { encodeLiveAuthorization, LIVE_AUTH_PARAM, LIVE_CHANNEL_PATH } from "@domain/contract/live";

/**
 * The URL to open: `base` (which may carry a query and a fragment) with Authorization=base64(authValue).
 * An Authorization parameter already present in `base` is replaced; the fragment is dropped (a
 * WebSocket URL must not have one).
 */
export function liveChannelUrl(base: string, authValue: string): string {
  const hashAt = base.indexOf("#");
  const head = hashAt === -1 ? base : base.slice(0, hashAt);
  const queryAt = head.indexOf("?");
  const path = queryAt === -1 ? head : head.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : head.slice(queryAt + 1));
  params.set(LIVE_AUTH_PARAM, encodeLiveAuthorization(authValue));
  return `${path}?${params.toString()}`;
}

/**
 * The channel's base URL on a platform served from `origin` (the reference platform serves it at
 * /ws on the same port): http → ws, https → wss.
 */
export function liveChannelBase(origin: string, path: string = LIVE_CHANNEL_PATH): string {
  const trimmed = origin.replace(/\/+$/, "");
  const ws = trimmed.replace(/^http(s?):\/\//i, (_m, s: string) => `ws${s.toLowerCase()}://`);
  return `${ws}${path.startsWith("/") ? path : `/${path}`}`;
}
