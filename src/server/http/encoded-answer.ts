// A JSON answer that many callers read unchanged (issue 14: a cached vendor set, a page of today's
// orders held in memory), kept as bytes: encoded to UTF-8 once, and compressed once per encoding
// for the clients that accept it (every browser does), instead of once per call. A page of 200 orders is about
// 100 KB of JSON: writing it as a string re-encodes it on every call, and the compress() middleware
// gzips it again on every call; both were most of an active-list read's CPU.
// The encoding is the one the client prefers of brotli and gzip (the highest q; brotli on a tie, as
// the static files are served, modules/static/spa.ts): brotli makes the page of 200 orders 4.2 KB
// against gzip's 5.8 KB (the answer with its headers 5.3 KB against 6.9 KB), and every byte of an
// answer costs the server (its write) and the client (its read) on every call, while the compression
// is paid once per answer (quality 5: about 2 ms for 100 KB; quality 11 would save 0.6 KB more for
// 300 ms). Below 1 KB, or for a client that accepts neither, the answer is exactly what compress()
// would have made of the same JSON (the JSON as it is; a client that accepts only deflate is left
// to compress()), with Vary: Accept-Encoding prepared by the app's middleware. Browsers ask for
// brotli over HTTPS (a deployment); over plain http (the bench's Chromium, tests) they get gzip.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
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

const BR = /(^|,)\s*br\s*(,|$)/i;
const GZIP = /(^|,)\s*gzip\s*(,|$)/i;

/**
 * The encoding of a kept answer for an Accept-Encoding header: "br" or "gzip", whichever has the
 * higher q (brotli on a tie; a wildcard stands for the one not named), or null for neither.
 */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  // The browsers' headers carry no parameters: every coding named has q = 1.
  if (!header.includes(";")) {
    if (BR.test(header) || header.includes("*")) return "br";
    return GZIP.test(header) ? "gzip" : null;
  }
  const accepts = parseAccept(header);
  const qOf = (coding: string) => accepts.find((a) => a.type.toLowerCase() === coding)?.q ?? accepts.find((a) => a.type === "*")?.q ?? 0;
  const br = qOf("br");
  const gzip = qOf("gzip");
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}

/** UTF-8 encoder shared by every answer (an uncached list page makes one per call). */
const UTF8 = new TextEncoder();

/** Brotli quality of a kept answer: 5 is within 1 % of 9 on these answers at a fifth of its time. */
const BROTLI_QUALITY = 5;

export class EncodedAnswer {
  /** The JSON as UTF-8 (an array of its own, not a slice of Node's shared pool). */
  readonly bytes: Uint8Array<ArrayBuffer>;
  private gzipped: Uint8Array<ArrayBuffer> | undefined;
  private brotlied: Uint8Array<ArrayBuffer> | undefined;

  constructor(json: string) {
    this.bytes = UTF8.encode(json);
  }

  /** The gzip of the JSON (made on first use). */
  get gzip(): Uint8Array<ArrayBuffer> {
    this.gzipped ??= new Uint8Array(gzipSync(this.bytes));
    return this.gzipped;
  }

  /** The brotli of the JSON (made on first use). */
  get brotli(): Uint8Array<ArrayBuffer> {
    this.brotlied ??= new Uint8Array(
      brotliCompressSync(this.bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
        },
      }),
    );
    return this.brotlied;
  }

  /**
   * The answer for this request (200, application/json), in brotli or gzip when the client accepts
   * one; built whole with the headers of its path where the app prepared them (http/prebuilt.ts).
   */
  send(c: Context<AppEnv>): Response {
    const encoding = this.bytes.length >= COMPRESS_THRESHOLD ? preferredEncoding(requestHeader(c, "accept-encoding")) : null;
    if (encoding) {
      const body = encoding === "br" ? this.brotli : this.gzip;
      const own = { "Content-Type": "application/json", "Content-Encoding": encoding };
      return prebuiltAnswer(c, body, own) ?? c.body(body, 200, own);
    }
    // Its length told, so compress() leaves an answer under its threshold as it is; a larger one
    // (the client takes neither) is compress()'s to encode as the client accepts, so not prebuilt.
    const own = { "Content-Type": "application/json", "Content-Length": String(this.bytes.length) };
    return (this.bytes.length < COMPRESS_THRESHOLD ? prebuiltAnswer(c, this.bytes, own) : null) ?? c.body(this.bytes, 200, own);
  }
}
