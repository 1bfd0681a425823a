// The caller's IP: the socket address under @hono/node-server, X-Forwarded-For only behind a
// trusted proxy, "local" for in-process requests (tests).
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

const socketAddress = (c: Context): string | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;

/** In-process requests (app.request in tests and the bench) have no socket at all. */
const inProcess = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming === undefined;

const forwardedFor = (c: Context): string[] =>
  (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The trusted proxy appends the address it saw; everything left of it came from the client and
    // can be anything (a spoofed "127.0.0.1", a new address per request to dodge rate limits).
    const forwarded = forwardedFor(c).at(-1);
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? "local";
}

export const isLoopbackAddress = (ip: string) =>
  ip === "::1" || ip === "0:0:0:0:0:0:0:1" || /^127\./.test(ip) || /^::ffff:127\./i.test(ip);

/**
 * Whether a request comes from this machine: the socket peer is a loopback address and no proxy
 * says it forwarded it for someone else. Forwarding headers can only take the answer away, never
 * grant it, so TRUST_PROXY and a spoofed X-Forwarded-For cannot turn a remote caller into a local
 * one, and a reverse proxy on the same host (which connects from loopback) does not make every
 * internet caller local as long as it says whom it forwards for. In-process requests count as local.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (inProcess(c)) return true;
  const peer = socketAddress(c);
  if (!peer || !isLoopbackAddress(peer)) return false;
  // RFC 7239 Forwarded is only ever sent by proxies, and its syntax has too many forms to vet: refuse.
  if (c.req.header("forwarded")) return false;
  const claimed = [...forwardedFor(c), c.req.header("x-real-ip")?.trim() ?? ""].filter(Boolean);
  return claimed.every(isLoopbackAddress);
}
