// Answers built whole in advance (issue 14: the hot reads, GET vendors and today's orders, answered
// from bytes held in memory). An answer normally gets its headers from the app's middleware: the
// request id and no-store before the handler, Vary, and Hono's security headers after it, each a
// set on a WHATWG Headers object (undici: every name and value validated, the list sorted when it
// is written). For a cached answer that was a fifth of the read's CPU. A prebuilt answer carries
// all of them from the start, in a plain object that @hono/node-server writes as it is, and the
// middleware that would add them after the handler leaves it alone (isPrebuilt).
//
// Which headers: the app puts the ones every answer of the path gets on the context before the
// handler runs (prebuiltHeaders: the security headers of http/security.ts, no-store, Vary); the
// answer adds its request id and its own (type, encoding, length). The same headers as through the
// middleware, name for name (tests/server/prebuilt-answer.test.ts compares the two).
import type { Context } from "hono";
import type { AppEnv } from "../context";

const prebuilt = new WeakSet<Response>();

/** Whether the answer was built whole (its headers are final: no middleware adds to them). */
export const isPrebuilt = (res: Response): boolean => prebuilt.has(res);

/**
 * A 200 answer with every header of its path, or null where the path has no prebuilt headers (the
 * caller then answers through the middleware as usual).
 */
export function prebuiltAnswer(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>, own: Record<string, string>): Response | null {
  const base = c.get("prebuiltHeaders");
  if (!base) return null;
  const res = new Response(body, { status: 200, headers: { ...base, "X-Request-Id": c.get("requestId"), ...own } });
  prebuilt.add(res);
  return res;
}
