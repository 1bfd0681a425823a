// HTTP behaviour of the platform in-process: malformed and oversized bodies (400/413, never 500),
// JSON 404s for API paths, security headers with the CSP, /healthz, /deployment.json, the asset
// manifest and the built portal with the injected deployment and the SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploymentFromEnv } from "../../src/config/deployment-env";
import { deploymentKey, PRERENDER_DIR } from "../../src/config/prerender";
import { AssetManifestSchema, ErrorBodySchema } from "../../src/domain/contract";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";

const dist = mkdtempSync(join(tmpdir(), "rrp-dist-"));
const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;

let p: TestPlatform;
beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets/app-abc123.js"), "console.log('portal');\n".repeat(200));
  // The build's pre-compressed copies (vite.config.ts precompress): marked so the test sees which one came.
  writeFileSync(join(dist, "assets/app-abc123.js.br"), "BROTLI");
  writeFileSync(join(dist, "assets/app-abc123.js.gz"), "GZIP");
  writeFileSync(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  mkdirSync(join(dist, "locales"));
  writeFileSync(join(dist, "locales/da-DK.AbC_12-xyz.json"), JSON.stringify({ "account.login": ["Log ind"] }).repeat(1));
  p = await createTestPlatform({ STATIC_DIR: dist, COUNTRY: "DK", APP_VERSION: "1.2.3" });
});
afterAll(async () => {
  await p?.close();
  rmSync(dist, { recursive: true, force: true });
});

const expectErrorBody = async (res: Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  return v.parse(ErrorBodySchema, await res.json());
};

describe("malformed bodies are 400, never 500", () => {
  const endpoints = [
    "/identity/v1/login",
    "/identity/v1/register",
    "/identity/v1/forgot-password",
    "/identity/v1/reset-password",
    "/identity/v1/refresh",
  ];
  const bodies = ["{", "not json", "[1,2", '{"email": "a@b.dk",}', "null", "42", '"text"', "[]", "\u0000\u0001"];
  it.each(endpoints)("%s", async (path) => {
    for (const raw of bodies) {
      const res = await p.call(path, { raw });
      // null/42/... are valid JSON for refresh (optional body) and must not crash either.
      expect([400, 401], `${path} ${JSON.stringify(raw)}`).toContain(res.status);
      const body = await expectErrorBody(res, res.status);
      expect(body.translation_key.length).toBeGreaterThan(0);
    }
  });

  it("a wrong content type with a JSON-looking body is still validated, not crashed", async () => {
    const res = await p.call("/identity/v1/login", { raw: "email=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } });
    await expectErrorBody(res, 400);
  });
});

describe("body size", () => {
  it("a body over 1 MB is 413 with the error body", async () => {
    const big = JSON.stringify({ email: "owner@demo.dk", password: "x".repeat(1024 * 1024) });
    const body = await expectErrorBody(await p.call("/identity/v1/login", { raw: big }), 413);
    expect(body).toEqual({ message: "Payload too large", translation_key: "error.payload-too-large" });
  });

  it("a body just under the limit is parsed (and refused for its content)", async () => {
    const res = await p.call("/identity/v1/forgot-password", { raw: JSON.stringify({ email: "x".repeat(1000 * 1000) }) });
    await expectErrorBody(res, 400);
  });

  it("BODY_LIMIT_BYTES changes the limit", async () => {
    const small = await createTestPlatform({ BODY_LIMIT_BYTES: "64", STATIC_DIR: dist }, { database: p.database, clock: p.clock });
    const res = await small.call("/identity/v1/login", { body: { email: "owner@demo.dk", password: "y".repeat(100) } });
    expect(res.status).toBe(413);
  });
});

describe("not found", () => {
  it("API paths answer a JSON 404, even for GET", async () => {
    const owner = await p.login("owner@demo.dk");
    for (const [path, headers] of [
      ["/orders/api/v1/nothing-here", p.bearer(owner)],
      ["/hurrier/api/v1/vendor", p.bearer(owner)],
      ["/identity/v1/nothing", {}],
      ["/conditions-api/v1/nothing", {}],
      ["/flags", {}],
    ] as const) {
      const body = await expectErrorBody(await p.call(path, { headers }), 404);
      expect(body.translation_key).toBe("error.not-found");
    }
    await expectErrorBody(await p.call("/somewhere", { method: "POST", body: {} }), 404);
    await expectErrorBody(await p.call("/identity/v1/login"), 404);
  });

  it("API paths without authorization are 401 before 404", async () => {
    await expectErrorBody(await p.call("/orders/api/v1/nothing-here"), 401);
  });
});

describe("headers", () => {
  it("documents and the portal's files carry the security headers and the SPA's CSP", async () => {
    for (const path of ["/", "/healthz", "/assets/app-abc123.js", "/mailbox"]) {
      const res = await p.call(path);
      const csp = res.headers.get("content-security-policy") ?? "";
      for (const directive of [
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "connect-src 'self' ws: wss:",
        "worker-src 'self' blob:",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
      ])
        expect(csp, path).toContain(directive);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("the APIs' answers carry the API's set: nothing loads in them or frames them, no document-only header", async () => {
    const owner = await p.login("owner@demo.dk");
    const answers = [
      await p.call("/flags/eu"),
      await p.call("/orders/api/v1/vendors", { headers: p.bearer(owner) }),
      // Built whole in advance (http/prebuilt.ts), brotli.
      await p.call("/orders/api/v1/vendors", { headers: { ...p.bearer(owner), "accept-encoding": "br" } }),
      await p.call("/orders/api/v1/nothing-here"),
      await p.call("/identity/v1/login", { method: "POST", body: { email: "nobody@demo.dk", password: "wrong-password-1" } }),
      await p.call("/identity/v1/mailbox?email=owner@demo.dk"),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 401, 401, 200]);
    for (const [i, res] of answers.entries()) {
      const where = `answer ${i} (${res.status})`;
      expect(res.headers.get("content-type") ?? "", where).not.toMatch(/text\/html/);
      expect(res.headers.get("content-security-policy"), where).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options"), where).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), where).toBe("no-referrer");
      expect(res.headers.get("cross-origin-resource-policy"), where).toBe("same-origin");
      expect(res.headers.get("strict-transport-security"), where).toBe("max-age=15552000; includeSubDomains");
      expect(res.headers.get("cache-control"), where).toBe("no-store");
      for (const name of ["permissions-policy", "cross-origin-opener-policy", "origin-agent-cluster", "x-dns-prefetch-control", "x-download-options", "x-permitted-cross-domain-policies", "x-xss-protection", "x-powered-by"])
        expect(res.headers.get(name), `${where} ${name}`).toBeNull();
    }
  });

  it("the CSP lets the portal reach a configured API host and map style", async () => {
    const withHosts = await createTestPlatform(
      { API_HOST: "https://api.example.dk/base", MAP_STYLE_URL: "https://tiles.example.org/style.json" },
      { database: p.database, clock: p.clock },
    );
    const csp = (await withHosts.call("/healthz")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("connect-src 'self' ws: wss: https://api.example.dk https://tiles.example.org");
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.org");
  });

  it("JSON answers are compressed when the client accepts gzip", async () => {
    const owner = await p.login("owner@demo.dk");
    const res = await p.call("/orders/api/v1/vendors", { headers: { ...p.bearer(owner), "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("platform files", () => {
  it("/healthz is ok", async () => {
    const res = await p.call("/healthz");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("ok");
  });

  it("/deployment.json is the raw configuration from the environment", async () => {
    const res = await p.call("/deployment.json");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(deploymentFromEnv({ ...TEST_ENV, STATIC_DIR: dist, COUNTRY: "DK", APP_VERSION: "1.2.3" }));
  });

  it("/asset-manifest.json hashes index.html and changes when a new build is deployed", async () => {
    const first = v.parse(AssetManifestSchema, await (await p.call("/asset-manifest.json?t=1")).json());
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    expect(v.parse(AssetManifestSchema, await (await p.call("/asset-manifest.json?t=2")).json())).toEqual(first);

    writeFileSync(join(dist, "index.html"), INDEX.replace("abc123", "def456"));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, "index.html"), later, later);
    const second = v.parse(AssetManifestSchema, await (await p.call("/asset-manifest.json?t=3")).json());
    expect(second.version).not.toBe(first.version);

    // Vite's build manifest (build.manifest = "asset-manifest.json") is read and hashed.
    writeFileSync(
      join(dist, "asset-manifest.json"),
      JSON.stringify({ "index.html": { file: "assets/app-def456.js", css: ["assets/app-1.css"], isEntry: true } }),
    );
    const vite = v.parse(AssetManifestSchema, await (await p.call("/asset-manifest.json?t=4")).json());
    expect(vite.files).toEqual(["assets/app-1.css", "assets/app-def456.js"]);
    expect(vite.version).not.toBe(second.version);

    // Our own {version, files} shape is served as it is.
    writeFileSync(join(dist, "asset-manifest.json"), JSON.stringify({ version: "build-42", files: ["assets/a.js"] }));
    utimesSync(join(dist, "asset-manifest.json"), new Date(Date.now() + 9000), new Date(Date.now() + 9000));
    expect(await (await p.call("/asset-manifest.json?t=5")).json()).toEqual({ version: "build-42", files: ["assets/a.js"] });
    rmSync(join(dist, "asset-manifest.json"));
    writeFileSync(join(dist, "index.html"), INDEX);
    utimesSync(join(dist, "index.html"), new Date(Date.now() + 12000), new Date(Date.now() + 12000));
  });
});

describe("the built portal", () => {
  const deploymentIn = (html: string) => {
    const m = html.match(/<script id="deployment" type="application\/json">(.*?)<\/script>\n<\/head>/s);
    return m ? JSON.parse(m[1]) : null;
  };

  it("serves index.html at / with the deployment JSON injected right before </head>", async () => {
    const res = await p.call("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(deploymentIn(html)).toMatchObject({ country: "DK", currency: "DKK", appVersion: "1.2.3" });
    expect(html.match(/id="deployment"/g)).toHaveLength(1);
  });

  it("answers index.html for every other non-API GET (SPA fallback), HEAD too", async () => {
    for (const path of ["/request-a-rider", "/connect?verified=1", "/order-tracking/DK-1001", "/bulk-order/DK-1001/123", "/tracking/DK-1001-42"]) {
      const res = await p.call(path);
      expect(res.status, path).toBe(200);
      expect(deploymentIn(await res.text()), path).not.toBeNull();
    }
    expect((await p.call("/request-a-rider", { method: "HEAD" })).status).toBe(200);
  });

  it("serves files with their type, hashed assets cached for a year", async () => {
    const js = await p.call("/assets/app-abc123.js");
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await p.call("/favicon.svg");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the pre-compressed copy the browser accepts (brotli, else gzip, else the file), varying on Accept-Encoding", async () => {
    const get = (ae: string | null) => p.call("/assets/app-abc123.js", ae === null ? {} : { headers: { "accept-encoding": ae } });
    const br = await get("gzip, deflate, br, zstd");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(br.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await br.arrayBuffer()).toString()).toBe("BROTLI");
    const gz = await get("gzip;q=1, br;q=0");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(Buffer.from(await gz.arrayBuffer()).toString()).toBe("GZIP");
    for (const plain of [await get(null), await get("identity"), await get("br;q=0, gzip;q=0")]) {
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/i);
      expect(await plain.text()).toContain("console.log('portal');");
    }
    // index.html is never cached nor taken from a pre-compressed copy (it carries the deployment).
    const index = await p.call("/", { headers: { "accept-encoding": "br" } });
    expect(index.headers.get("content-encoding")).toBeNull();
    expect(index.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves each language's catalog file as JSON cached for a year (its name carries its hash)", async () => {
    const res = await p.call("/locales/da-DK.AbC_12-xyz.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.json()).toEqual({ "account.login": ["Log ind"] });
    expect((await p.call("/locales/xx.AbC_12-xyz.json")).status).toBe(404);
  });

  it("missing files are 404, not the SPA; paths cannot escape the build", async () => {
    for (const path of ["/assets/missing.js", "/robots.txt", "/%2e%2e/package.json", "/..%2fpackage.json", "/assets/..%2f..%2fpackage.json"]) {
      const res = await p.call(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('"name": "rider-request-portal"');
    }
  });

  it("answers / with the prerendered landing, but with the plain index.html to a browser that holds a session", async () => {
    const key = deploymentKey(await (await p.call("/deployment.json")).json());
    mkdirSync(join(dist, PRERENDER_DIR, key), { recursive: true });
    writeFileSync(join(dist, PRERENDER_DIR, key, "landing.html"), INDEX.replace('<div id="root"></div>', '<div id="root"><h1>PRERENDERED LANDING</h1></div>'));
    try {
      const signedOut = await p.call("/");
      expect(await signedOut.text()).toContain("PRERENDERED LANDING");
      expect(signedOut.headers.get("vary")).toMatch(/Cookie/);
      const signedIn = await p.call("/", { headers: { cookie: "rrp_signed_in=1" } });
      const html = await signedIn.text();
      expect(html).not.toContain("PRERENDERED LANDING");
      expect(html).toContain('<div id="root"></div>');
      // The hint is set with the session and removed with it (identity routes).
      const login = await p.call("/identity/v1/login", { method: "POST", body: { email: "owner@demo.dk", password: "Rider-Demo-2026!" } });
      expect(login.headers.getSetCookie().find((c) => c.startsWith("rrp_signed_in="))).toMatch(/^rrp_signed_in=1;.*Path=\/;.*HttpOnly/i);
      const logout = await p.call("/identity/v1/logout", { method: "POST", headers: { cookie: login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") } });
      expect(logout.headers.getSetCookie().find((c) => c.startsWith("rrp_signed_in="))).toMatch(/Max-Age=0/i);
    } finally {
      rmSync(join(dist, PRERENDER_DIR), { recursive: true, force: true });
    }
  });

  it("the injected JSON cannot close the script element", async () => {
    const evil = await createTestPlatform({ STATIC_DIR: dist, APP_VERSION: "</script><script>alert(1)</script>" }, { database: p.database, clock: p.clock });
    const html = await (await evil.call("/")).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(deploymentIn(html).appVersion).toBe("</script><script>alert(1)</script>");
  });

  it("without a build, pages answer 503 with a hint and the API keeps working", async () => {
    const empty = mkdtempSync(join(tmpdir(), "rrp-empty-"));
    const bare = await createTestPlatform({ STATIC_DIR: empty }, { database: p.database, clock: p.clock });
    const res = await bare.call("/request-a-rider");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("npm run build");
    expect(await (await bare.call("/asset-manifest.json")).json()).toEqual({ version: "dev", files: [] });
    expect((await bare.call("/healthz")).status).toBe(200);
    rmSync(empty, { recursive: true, force: true });
  });
});
