// The live channel's address (/ws) and how the portal authorizes on it: a module of its own, without
// schemas, because every signed-in page builds the channel's URL at start (issue 14); the messages'
// schemas are in ./orders.ts.

/** Path of the live channel on the reference platform and its authorization query parameter. */
export const LIVE_CHANNEL_PATH = "/ws";
export const LIVE_AUTH_PARAM = "Authorization";

/**
 * The Authorization parameter: base64 of the header value the portal would send
 * ("Bearer <access>;<id>", "Bearer <guest>" or "ExternalPlatform <jwt>"). The platform also accepts
 * the bare token without its scheme.
 */
export function encodeLiveAuthorization(headerValue: string): string {
  const bytes = new TextEncoder().encode(headerValue);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
