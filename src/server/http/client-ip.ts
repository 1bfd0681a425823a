// The caller's IP: the socket address under @hono/node-server, X-Forwarded-For only behind a
// trusted proxy, "local" for in-process requests (tests).
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}
