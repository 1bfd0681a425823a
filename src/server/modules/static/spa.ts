// The built portal (dist/app): files are served as they are (hashed assets and the per-language
// catalogs, locales/<code>.<hash>.json, cached for a year, immutable), or their pre-compressed copy
// (`.br`, else `.gz`, written by the build: vite.config.ts precompress) when the browser accepts that
// encoding, with Content-Encoding and Vary: Accept-Encoding;
// and every other GET that is not an API path answers index.html with the raw deployment JSON
// injected as <script id="deployment" type="application/json"> right before </head> (SPA fallback).
// The landing and the recipient's pages answer their prerendered HTML instead when it was written for
// this deployment (scripts/prerender.mjs: prerendered/<deployment key>/<page>.html, src/config/prerender.ts),
// with the same injection; a `?lang=` other than the rendered language gets index.html (the portal
// would not keep the prerendered DOM anyway).
// API paths and missing files keep a JSON 404.
import { readFile, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { SIGNED_IN_HINT_COOKIE } from "../../../domain/contract/identity";
import type { AppDeps, AppEnv } from "../../context";
import { deploymentKey, PRERENDER_DIR, prerenderedPageFor } from "../../../config/prerender";
import { errorJson } from "../../http/errors";
import { htmlPage } from "../../http/html";

/**
 * Paths that belong to the platform's services, never to the SPA. /mailbox is the demo mailbox's
 * page: where it is not mounted (production, MAILBOX=off) it must answer 404, not the portal.
 */
export const API_PATH = /^\/(orders|hurrier|identity|flags|conditions-api|tracking-api|api-docs|ws|mailbox)(\/|$)/;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Encodings with a pre-compressed copy, best first, and their file suffix. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/** The codings an Accept-Encoding header accepts (q > 0). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) out.add(name.trim());
  }
  return out;
}

/** Content-hashed files: the build's assets and the language catalogs (scripts/vite-catalogs.mjs). */
export const IMMUTABLE_PATH = /^\/(assets\/|locales\/[A-Za-z-]+\.[\w-]{10}\.json$)/;

const DEPLOYMENT_SCRIPT = /<script\s+id=["']deployment["'][^>]*>[\s\S]*?<\/script>\s*/i;

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");

export function injectDeployment(html: string, rawDeployment: unknown): string {
  const tag = `<script id="deployment" type="application/json">${scriptJson(rawDeployment)}</script>\n`;
  const stripped = html.replace(DEPLOYMENT_SCRIPT, "");
  const at = stripped.search(/<\/head>/i);
  return at < 0 ? tag + stripped : `${stripped.slice(0, at)}${tag}${stripped.slice(at)}`;
}

const notBuiltPage = htmlPage(
  "Portal not built",
  `<h1>The portal has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when needed), then reload this page.
The platform's API is running.</p>`,
);

export function spaFallback(deps: AppDeps) {
  const root = resolve(deps.settings.staticDir);
  const pages = new Map<string, { mtime: number; html: string }>();
  const prerenderedDir = join(PRERENDER_DIR, deploymentKey(deps.rawDeployment));

  /** A built HTML file with the deployment injected (re-read when the file changes), or null. */
  async function htmlFile(relative: string): Promise<string | null> {
    const file = join(root, relative);
    try {
      const s = await stat(file);
      let cached = pages.get(relative);
      if (cached?.mtime !== s.mtimeMs) {
        cached = { mtime: s.mtimeMs, html: injectDeployment(await readFile(file, "utf8"), deps.rawDeployment) };
        pages.set(relative, cached);
      }
      return cached.html;
    } catch {
      return null;
    }
  }

  const indexHtml = () => htmlFile("index.html");

  /** The prerendered page for the path, when one was written for this deployment (and not another ?lang=). */
  async function prerendered(path: string, lang: string | undefined, signedIn: boolean): Promise<string | null> {
    const page = prerenderedPageFor(path);
    if (!page) return null;
    // The landing is the signed-out page: a browser that holds a session gets the plain index.html.
    if (signedIn && page.name === "landing") return null;
    const html = await htmlFile(join(prerenderedDir, `${page.name}.html`));
    if (html === null || lang === undefined) return html;
    const rendered = /<html lang="([^"]+)"/.exec(html)?.[1];
    return rendered?.toLowerCase() === lang.toLowerCase() ? html : null;
  }

  async function file(path: string, accepted: Set<string>): Promise<{ body: Buffer; type: string; encoding: string | null; compressible: boolean } | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const full = resolve(root, `.${decoded}`);
    if (full !== root && !full.startsWith(root + sep)) return null;
    try {
      const s = await stat(full);
      if (!s.isFile()) return null;
      const type = CONTENT_TYPES[extname(full).toLowerCase()] ?? "application/octet-stream";
      const compressible = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/.test(type);
      if (compressible) {
        for (const [encoding, suffix] of ENCODINGS) {
          if (!accepted.has(encoding)) continue;
          const body = await readFile(full + suffix).catch(() => null);
          if (body) return { body, type, encoding, compressible };
        }
      }
      return { body: await readFile(full), type, encoding: null, compressible };
    } catch {
      return null;
    }
  }

  return async (c: Context<AppEnv>): Promise<Response> => {
    const path = c.req.path;
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || API_PATH.test(path)) return errorJson(c, 404, "not found", "error.not-found");

    if (path !== "/" && path !== "/index.html") {
      const found = await file(path, acceptedEncodings(c.req.header("accept-encoding")));
      if (found) {
        const immutable = IMMUTABLE_PATH.test(path);
        return c.body(new Uint8Array(found.body), 200, {
          "Content-Type": found.type,
          "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
          ...(found.compressible ? { Vary: "Accept-Encoding" } : {}),
          ...(found.encoding ? { "Content-Encoding": found.encoding } : {}),
        });
      }
      // A missing file (anything with an extension, or under /assets) is a 404, not the SPA.
      if (path.startsWith("/assets/") || extname(path) !== "") return errorJson(c, 404, "not found", "error.not-found");
    }

    const html = (await prerendered(path, c.req.query("lang"), getCookie(c, SIGNED_IN_HINT_COOKIE) === "1")) ?? (await indexHtml());
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Cookie", { append: true });
    if (html === null) return c.html(notBuiltPage, 503);
    return c.html(html);
  };
}
