// Catalogs as files (issue 15 item 1): the build compiles one catalog per app language
// (src/config/app-languages.ts) from `src/app/locales/<code>/messages.po` to a static JSON file,
// `dist/app/locales/<code>.<hash>.json` (content hash: the platform caches it for a year), instead
// of bundling catalogs into the JavaScript. The portal imports `virtual:catalogs`, whose default
// export loads the messages of one language: in the build, a fetch of that language's hashed file
// (the map of file names is the only thing compiled into the JS); under `vite dev`, a fetch of
// /locales/<code>.json, compiled on each request by the dev server; in vitest (`mode: "import"`),
// an import of the PO file through the Lingui plugin.
//
// Each compiled catalog already holds the fallback chain per message: a message the catalog lacks
// (or leaves empty) is the English one (Lingui's fallbackLocales → sourceLocale), so no key is ever
// shown; a language without a catalog maps to English before anything is fetched (mapToAppLanguage).
import { createHash } from "node:crypto";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";

// The app languages are Lingui's locales (lingui.config.ts reads them from src/config/app-languages.ts);
// this file imports nothing of src/, so Vite loads it as plain configuration (no TypeScript to strip).
/** @returns {readonly string[]} */
const appLanguages = () => getConfig().locales;

/** Text direction from the locale's own data (Intl), e.g. ar and ur right to left. */
const isRightToLeft = (/** @type {string} */ locale) => {
  /** @type {any} */
  const l = new Intl.Locale(locale);
  return (l.getTextInfo?.() ?? l.textInfo)?.direction === "rtl";
};

export const CATALOGS_MODULE = "virtual:catalogs";
const RESOLVED = `\0${CATALOGS_MODULE}`;
/** Where the build puts the catalogs (under dist/app) and the platform serves them. */
export const CATALOG_DIR = "locales";

/** First strong left-to-right character: a message that still reads in English (or another Latin text). */
const LATIN = /[A-Za-z]/;
/** Unicode isolates: LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE. */
const isolateLtr = (/** @type {string} */ message) => `\u2066${message}\u2069`;

/**
 * Compiles one language's catalog to JSON text: `{ "<id>": <compiled message>, ... }`. In a
 * right-to-left language, a message that is still the English one (a fallback) is wrapped in a
 * left-to-right isolate, so its punctuation is not mirrored ("Where does the order go?", not
 * "?Where does the order go") while the page around it stays right to left.
 */
export async function compileCatalog(locale, config = getConfig()) {
  const [catalog] = await getCatalogs(config);
  const options = { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale };
  let { messages } = await catalog.getTranslations(locale, options);
  if (isRightToLeft(locale)) {
    const { messages: source } = await catalog.getTranslations(config.sourceLocale, options);
    messages = Object.fromEntries(
      Object.entries(messages).map(([id, text]) => [id, text === source[id] && LATIN.test(text) ? isolateLtr(text) : text]),
    );
  }
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: "json" });
  const parsed = JSON.parse(source);
  return { json: JSON.stringify(parsed.messages), errors: errors.map((e) => `${locale} ${e.id}: ${e.error.message}`) };
}

export const contentHash = (/** @type {string} */ text) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

const loaderSource = (/** @type {Record<string, string>} */ urls) => `const urls = ${JSON.stringify(urls)};
export const catalogUrls = urls;
export default async function loadCatalog(code, signal) {
  const url = urls[code];
  if (!url) throw new Error("no catalog for " + code);
  const response = await fetch(url, { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error("catalog " + code + ": HTTP " + response.status);
  return response.json();
}
`;

/** The catalog URLs of the last client build in this process (the prerender's SSR build reuses them). */
/** @type {Record<string, string> | null} */
let builtUrls = null;

/**
 * mode "built": the server build of the prerender (vite.config.ts) fetches the files the client build
 * of the same process has just written, without compiling them again.
 * @param {{ mode?: "fetch" | "import" | "built" }} [options] @returns {import("vite").Plugin}
 */
export function catalogs(options = {}) {
  /** @type {"build" | "serve"} */
  let command = "serve";
  let base = "/";
  return {
    name: "app-catalogs",
    configResolved(resolved) {
      command = resolved.command;
      base = resolved.base;
    },
    resolveId(id) {
      return id === CATALOGS_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (options.mode === "import") {
        const entries = appLanguages().map((code) => `${JSON.stringify(code)}: () => import(${JSON.stringify(`@app/locales/${code}/messages.po`)})`);
        return `const loaders = {${entries.join(",\n")}};
export const catalogUrls = {};
export default async function loadCatalog(code) {
  const load = loaders[code];
  if (!load) throw new Error("no catalog for " + code);
  return (await load()).messages;
}
`;
      }
      if (options.mode === "built") {
        if (!builtUrls) this.error("the prerender's server build runs after the client build");
        return loaderSource(builtUrls ?? {});
      }
      if (command === "serve") {
        return loaderSource(Object.fromEntries(appLanguages().map((code) => [code, `${base}${CATALOG_DIR}/${code}.json`])));
      }
      const config = getConfig();
      /** @type {Record<string, string>} */
      const urls = {};
      /** @type {string[]} */
      const problems = [];
      for (const code of config.locales) {
        const { json, errors } = await compileCatalog(code, config);
        problems.push(...errors);
        const fileName = `${CATALOG_DIR}/${code}.${contentHash(json)}.json`;
        this.emitFile({ type: "asset", fileName, source: json });
        urls[code] = `${base}${fileName}`;
      }
      if (problems.length) this.error(`Catalogs do not compile:\n${problems.join("\n")}`);
      builtUrls = urls;
      return loaderSource(urls);
    },
    configureServer(server) {
      const config = getConfig();
      server.middlewares.use(`/${CATALOG_DIR}/`, (req, res, next) => {
        const m = /^\/([A-Za-z-]+)\.json$/.exec((req.url ?? "").split("?")[0]);
        const code = m?.[1];
        if (!code || !config.locales.includes(code)) return next();
        compileCatalog(code, config).then(
          ({ json }) => {
            res.setHeader("Content-Type", "application/json; charset=utf-8");
            res.setHeader("Cache-Control", "no-cache");
            res.end(json);
          },
          (err) => next(err),
        );
      });
    },
  };
}
