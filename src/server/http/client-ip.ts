// The caller's IP: the socket address under @hono/node-server, X-Forwarded-For only behind a
// trusted proxy, "local" for in-process requests (tests).
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

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
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}
