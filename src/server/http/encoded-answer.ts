// A JSON answer that many callers read unchanged (issue 14: a cached vendor set, a page of today's
// orders held in memory), kept as bytes: encoded to UTF-8 once, and gzipped once for the clients
// that accept it (every browser does), instead of once per call. A page of 200 orders is about
// 100 KB of JSON: writing it as a string re-encodes it on every call, and the compress() middleware
// gzips it again on every call; both were most of an active-list read's CPU.
// The answer is exactly what compress() would have made of the same JSON (gzip when the client
// accepts it and the body is at least 1 KB, else the JSON as it is; a client that accepts only
// deflate is left to compress()), with Vary: Accept-Encoding prepared by the app's middleware.
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { parseAccept } from "hono/utils/accept";
import type { AppEnv } from "../context";
import { prebuiltAnswer } from "./prebuilt";
import { requestHeader } from "./request-header";

/** compress()'s threshold: smaller answers go out as they are. */
const COMPRESS_THRESHOLD = 1024;

/** Whether an Accept-Encoding header accepts gzip (named with q > 0, or a wildcard with q > 0), as compress() reads it. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  // The common browser headers ("gzip, deflate, br, zstd") without parsing.
  if (/^\s*gzip\s*(,|$)/i.test(header) || /,\s*gzip\s*(,|$)/i.test(header)) return true;
  const accepts = parseAccept(header);
  const q = accepts.find((a) => a.type.toLowerCase() === "gzip")?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  return q > 0;
}

export class EncodedAnswer {
  /** The JSON as UTF-8 (an array of its own, not a slice of Node's shared pool). */
  readonly bytes: Uint8Array<ArrayBuffer>;
  private gzipped: Uint8Array<ArrayBuffer> | undefined;

  constructor(json: string) {
    this.bytes = new TextEncoder().encode(json);
  }

  /** The gzip of the JSON (made on first use). */
  get gzip(): Uint8Array<ArrayBuffer> {
    this.gzipped ??= new Uint8Array(gzipSync(this.bytes));
    return this.gzipped;
  }

  /**
   * The answer for this request (200, application/json), gzipped when the client accepts it; built
   * whole with the headers of its path where the app prepared them (http/prebuilt.ts).
   */
  send(c: Context<AppEnv>): Response {
    if (this.bytes.length >= COMPRESS_THRESHOLD && acceptsGzip(requestHeader(c, "accept-encoding"))) {
      const own = { "Content-Type": "application/json", "Content-Encoding": "gzip" };
      return prebuiltAnswer(c, this.gzip, own) ?? c.body(this.gzip, 200, own);
    }
    // Its length told, so compress() leaves an answer under its threshold as it is; a larger one
    // (the client takes no gzip) is compress()'s to encode as the client accepts, so not prebuilt.
    const own = { "Content-Type": "application/json", "Content-Length": String(this.bytes.length) };
    return (this.bytes.length < COMPRESS_THRESHOLD ? prebuiltAnswer(c, this.bytes, own) : null) ?? c.body(this.bytes, 200, own);
  }
}
