// Shared by the security-*.test.ts files: in-process requests that look as if they came from
// another machine (Hono reads the caller's socket from the env binding `incoming`).
import type { IncomingMessage } from "node:http";
import { PASSWORD, type TestPlatform } from "./helpers";

/** An in-process request whose socket peer is `ip` (as @hono/node-server would pass it). */
export function requestFrom(p: TestPlatform, ip: string, path: string, init: RequestInit = {}) {
  const incoming = { socket: { remoteAddress: ip } } as unknown as IncomingMessage;
  return p.app.request(path, init, { incoming });
}

export const loginBody = (email: string, password = PASSWORD) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email, password }),
});
