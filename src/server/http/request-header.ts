// One request header, read from Node's own parsed headers when the platform runs on
// @hono/node-server (c.env.incoming), else from the Request (in-process tests, other runtimes).
// On @hono/node-server, c.req.header() builds a WHATWG Headers of every header of the request on
// first use (each name and value validated by undici); an authorized read needs two of them
// (Authorization, Accept-Encoding) and nothing else of it (issue 14). Node already parsed them: a
// repeated header reads as Node joins it (a repeated Authorization keeps its first value).
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** The header's value, or undefined; `name` in lower case. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
