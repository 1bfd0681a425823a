// Hostile input on every route, in process. For each operation of the OpenAPI document
// (/api-docs/openapi.json) every path parameter, query parameter and body field in turn gets
// malformed, mistyped, control-character, huge, deeply nested, odd-unicode, numeric-edge and
// traversal values (the other inputs stay valid, so the hostile one travels as deep as it can), and
// every body is also sent malformed as a whole; each request goes once without authorization and
// once with a vendor's token. Every answer must be 2xx–4xx, never 5xx, and no error-level log line
// may quote the hostile input. Inputs outside the document are fuzzed the same way: the refresh
// cookie, the Authorization header, the mailbox page, the map's catch-all, static files and the
// SPA fallback, the asset manifest's query, and the live channel's /ws?Authorization=… upgrade
// path. One app and one database for the whole file; the totals are printed for the report.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createNodeWebSocket } from "@hono/node-ws";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppFromDeps, createDeps } from "../../src/server/app";
import type { AppEnv } from "../../src/server/context";
import type { Database } from "../../src/server/db/database";
import { type LiveHub, mountLiveChannel } from "../../src/server/live/channel";
import { createLogger } from "../../src/server/logger";
import { createClock, openTestDatabase, PASSWORD, refreshCookieOf, TEST_ENV } from "./helpers";
import { type Base, buildOperationBases, caller, type Headers, type Json, json, multipartOf, operationKey as key } from "./operation-bases";

type Parameter = { name: string; in: "path" | "query"; required?: boolean };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
};
type Doc = { paths: Record<string, Record<string, Operation>> };

// ---- hostile values ----------------------------------------------------------------------------------

const HUGE = "x".repeat(100_000);

/** Hostile strings for path segments, query values, cookies and form fields (percent-encoded there). */
const STRINGS: string[] = [
  "a\u0000b",
  "\u0000",
  "%00",
  "\u0001\u0002\u001f",
  "tab\there",
  "two\nlines",
  "\u001b[31mred",
  "\u007f",
  "\u0085",
  HUGE,
  "\ud800",
  "a\udc00b",
  "\u202eevil\u202c",
  "\u200f\u200e\u061c",
  "💥🚀👩‍👩‍👧",
  "\ufeff",
  "e\u0301",
  "\uffff",
  "-1",
  "NaN",
  "Infinity",
  "1e309",
  "9007199254740993",
  "../",
  "../../etc/passwd",
  "%2e%2e%2f",
  "' OR '1'='1",
  "<script>alert(1)</script>",
  "",
];

/** An array nested `depth` deep. */
const deep = (depth: number): Json => {
  let value: Json = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/**
 * Strings for body fields: one of each kind above (a body field costs a whole request each, and a
 * string a field accepts travels into an insert, so the list is shorter than for URLs).
 */
const BODY_STRINGS: string[] = [
  "a\u0000b",
  "\u0001\u001f",
  "tab\there",
  "two\nlines",
  "\u007f",
  HUGE,
  "\ud800",
  "a\udc00b",
  "\u202eevil\u202c",
  "💥🚀👩‍👩‍👧",
  "1e309",
  "-1",
  "../../etc/passwd",
  "' OR '1'='1",
  "",
];

/** Non-string JSON values for body fields (wrong types, numeric edges, deep nesting). */
const VALUES: Json[] = [null, true, -1, 1.5, 1e308, 2 ** 53 + 2, [], {}, deep(1000)];

/** JSON number texts JSON.parse turns into Infinity, -Infinity and 0 (not expressible as JS values in a body). */
const RAW_NUMBERS = ["1e309", "-1e309", "1e-400"];

/** Path segments and query values sent as they are (already percent-encoded). */
const RAW_SEGMENTS = [
  "%00",
  "a%00b",
  "%2e%2e%2f",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "..",
  "%2F",
  "%5C",
  "%ff",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AE%C0%AE%2F",
  "%u0000",
  "%25",
  "%0d%0a",
  "%1b",
  "%7f",
  "%e2%80%ae",
  "%F0%9F%92%A5",
];

/** Whole bodies: malformed JSON, JSON that is not an object, deep nesting, a prototype key. */
const RAW_BODIES = [
  "{",
  "[",
  '{"a":',
  "\u0000",
  '{"a":"\u0000"}',
  "null",
  "1",
  '"text"',
  "[]",
  "true",
  `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
  `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`,
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  '{"a":"\\ud800"}',
  "\ufeff{}",
];

/** encodeURIComponent, except that lone surrogates (which it refuses) become their 3-byte WTF-8 form. */
function encodeLoosely(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(text[i]);
  }
  return out;
}

/** Hostile values for a path segment or a query value, as URL text, with a label for the report. */
const URL_VALUES: { raw: string; label: string; needle?: string }[] = [
  ...RAW_SEGMENTS.map((raw) => ({ raw, label: `raw ${raw}`, needle: decodedNeedle(raw) })),
  ...STRINGS.map((s) => ({ raw: encodeLoosely(s), label: labelOf(s), needle: needleOf(s) })),
];

function decodedNeedle(raw: string): string | undefined {
  try {
    return needleOf(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

/** A readable label of a hostile string (control characters escaped, huge ones shortened). */
function labelOf(value: unknown): string {
  if (Array.isArray(value) && value.length === 1 && Array.isArray(value[0])) return "an array nested 1000 deep";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

/**
 * What an error-level log line would contain if it quoted the value: its JSON-escaped form (pino
 * writes JSON), cut to 64 characters. None for short plain values ("-1", "") that any line may
 * contain by chance.
 */
function needleOf(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const escaped = JSON.stringify(value).slice(1, -1).slice(0, 64);
  return escaped.length >= 6 || escaped.includes("\\") ? escaped : undefined;
}

// ---- the platform under fuzz -------------------------------------------------------------------------

let database: Database;
/** A built portal of two files, so static files and the SPA fallback answer for real. */
let staticDir = "";
let app: Hono<AppEnv>;
let hub: LiveHub;
let deps: ReturnType<typeof createDeps>;
const logLines: string[] = [];
const ADMIN_KEY = "fuzz-admin-key";
const clock = createClock();

const sessions = { owner: {} as Headers, outlet: {} as Headers };
let refreshCookie = "";
let bases: Record<string, Base> = {};

type Failure = { operation: string; mode: string; input: string; value: string; status: number; body?: string; log?: string };
const failures: Failure[] = [];
const totals = { operations: 0, requests: 0, inputs: 0, errorLines: 0, byStatus: new Map<number, number>() };

async function request(path: string, init: { method: string; headers?: Headers; body?: string | FormData }): Promise<Response> {
  return app.request(path, { method: init.method, headers: init.headers, body: init.body });
}

const errorLevelLinesSince = (from: number) =>
  logLines.slice(from).filter((line) => {
    try {
      return (JSON.parse(line) as { level: number }).level >= 50;
    } catch {
      return true;
    }
  });

/** Sends one hostile request and records what went wrong (a 5xx, or an error line quoting the input). */
async function attempt(
  operation: string,
  mode: string,
  input: string,
  value: string,
  needle: string | undefined,
  path: string,
  init: { method: string; headers?: Headers; body?: string | FormData },
) {
  const before = logLines.length;
  const res = await request(path, init);
  totals.requests++;
  totals.byStatus.set(res.status, (totals.byStatus.get(res.status) ?? 0) + 1);
  const errors = errorLevelLinesSince(before);
  totals.errorLines += errors.length;
  const quoted = needle ? errors.find((line) => line.includes(needle)) : undefined;
  if (res.status >= 500 || res.status < 200 || quoted) {
    const body = (await res.text()).slice(0, 200);
    failures.push({ operation, mode, input, value, status: res.status, body, log: quoted?.slice(0, 300) });
  } else await res.body?.cancel();
}

// ---- bases: a valid request per operation (operation-bases.ts) ------------------------------------------

const call = caller(request);

async function login(email: string) {
  const res = await call("/identity/v1/login", {}, { email, password: PASSWORD });
  const answer = await json<{ meta: { AccessToken: string } }>(res.clone());
  return { headers: { authorization: `Bearer ${answer.meta.AccessToken}` }, cookie: refreshCookieOf(res) };
}

// ---- building requests -----------------------------------------------------------------------------------

const SENTINEL = "\u0000raw-number-";

/** The body as JSON text; string leaves `SENTINEL<i>` become RAW_NUMBERS[i] verbatim. */
function bodyText(body: Json): string {
  let text = JSON.stringify(body);
  RAW_NUMBERS.forEach((raw, i) => {
    text = text.replace(JSON.stringify(`${SENTINEL}${i}`), raw);
  });
  return text;
}

/** Every location in a JSON value (objects, arrays and leaves), the root excluded. */
function locations(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = at.length ? [at] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => locations(item, [...at, i]))];
  if (value && typeof value === "object") return [...here, ...Object.entries(value).flatMap(([k, item]) => locations(item, [...at, k]))];
  return here;
}

function replaced(value: Json, at: (string | number)[], by: Json): Json {
  if (!at.length) return by;
  const [head, ...rest] = at;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, by) : item));
  const record = value as Record<string, Json>;
  return { ...record, [head]: replaced(record[head as string], rest, by) };
}

const pathOf = (template: string, params: Record<string, string>) => template.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? "x");

const queryText = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, value]) => `${encodeURIComponent(k)}=${value}`)
    .join("&");

const encodedQuery = (query: Record<string, string> = {}) => Object.fromEntries(Object.entries(query).map(([k, value]) => [k, encodeURIComponent(value)]));

const urlOf = (template: string, params: Record<string, string>, query: Record<string, string>) => {
  const q = queryText(query);
  return `${pathOf(template, params)}${q ? `?${q}` : ""}`;
};

/** Runs every case of one operation in one authorization mode. */
async function fuzzOperation(method: string, template: string, operation: Operation, base: Base, modeName: string, headers: Headers) {
  const name = `${method.toUpperCase()} ${template}`;
  const params = Object.fromEntries(Object.entries(base.params ?? {}).map(([k, value]) => [k, encodeURIComponent(value)]));
  const query = encodedQuery(base.query);
  const contentType = base.form ? "application/x-www-form-urlencoded" : "application/json";
  const baseBody = base.form ? new URLSearchParams(base.form).toString() : base.body === undefined ? undefined : JSON.stringify(base.body);
  const init = (body = baseBody, type = contentType) => ({
    method: method.toUpperCase(),
    headers: body === undefined ? headers : { ...headers, "content-type": type },
    body,
  });

  // The valid request itself (2xx or an honest 4xx: a used code, an expired intent).
  await attempt(name, modeName, "base", "", undefined, urlOf(template, params, query), init());

  for (const p of operation.parameters ?? []) {
    for (const hostile of URL_VALUES) {
      const url = p.in === "path" ? urlOf(template, { ...params, [p.name]: hostile.raw }, query) : urlOf(template, params, { ...query, [p.name]: hostile.raw });
      await attempt(name, modeName, `${p.in} ${p.name}`, hostile.label, hostile.needle, url, init());
    }
    if (p.in === "query") {
      const others = Object.fromEntries(Object.entries(query).filter(([k]) => k !== p.name));
      await attempt(name, modeName, `query ${p.name}`, "missing", undefined, urlOf(template, params, others), init());
      const twice = `${urlOf(template, params, query)}${Object.keys(query).length ? "&" : "?"}${p.name}=1&${p.name}=%00`;
      await attempt(name, modeName, `query ${p.name}`, "repeated", undefined, twice, init());
      await attempt(name, modeName, `query ${p.name}[]`, "array syntax", undefined, urlOf(template, params, { ...others, [`${p.name}[]`]: "%00" }), init());
    }
  }
  // A query parameter nobody declared.
  await attempt(name, modeName, "query (undeclared)", "a%00b", "a\\u0000b", urlOf(template, params, { ...query, zz: "a%00b" }), init());

  const url = urlOf(template, params, query);
  if (base.form) {
    for (const field of Object.keys(base.form))
      for (const s of STRINGS) await attempt(name, modeName, `form ${field}`, labelOf(s), needleOf(s), url, init(`${field}=${encodeLoosely(s)}`));
    for (const raw of ["outcome=%00", "outcome=%ff%fe", "%%%", "a=".repeat(10_000), "outcome"])
      await attempt(name, modeName, "form (whole)", labelOf(raw), undefined, url, init(raw));
    await attempt(name, modeName, "form (whole)", "multipart garbage", undefined, url, init("--x\r\ngarbage", "multipart/form-data; boundary=x"));
  }
  if (base.files) {
    // multipart/form-data: every text field and every file replaced, the whole body garbled or not multipart.
    const multipart = (fields: Json | undefined, files = base.files ?? {}) => ({ method: method.toUpperCase(), headers, body: multipartOf(fields, files) });
    await attempt(name, modeName, "multipart (base)", "", undefined, url, multipart(base.body));
    const fields = (base.body ?? {}) as Record<string, Json>;
    for (const field of Object.keys(fields))
      for (const s of STRINGS) await attempt(name, modeName, `multipart ${field}`, labelOf(s), needleOf(s), url, multipart({ ...fields, [field]: s }));
    for (const file of Object.keys(base.files)) {
      const junk: [string, Uint8Array][] = [
        ["empty file", new Uint8Array(0)],
        ["text file", new TextEncoder().encode("a,b\n\u0000")],
        ["zip magic only", new Uint8Array([0x50, 0x4b, 3, 4])],
        ["truncated xlsx", base.files[file].bytes.subarray(0, 200)],
      ];
      for (const [label, bytes] of junk) await attempt(name, modeName, `multipart ${file}`, label, undefined, url, multipart(fields, { ...base.files, [file]: { name: "x.xlsx", bytes } }));
      await attempt(name, modeName, `multipart ${file}`, "a text field", undefined, url, multipart({ ...fields, [file]: "not a file" }, {}));
    }
    for (const raw of RAW_BODIES) await attempt(name, modeName, "body (whole)", labelOf(raw), needleOf(raw.length < 100 ? raw : undefined), url, init(raw));
    await attempt(name, modeName, "body (whole)", "multipart garbage", undefined, url, init("--x\r\ngarbage", "multipart/form-data; boundary=x"));
    await attempt(name, modeName, "body (whole)", "over the size limit", undefined, url, init("x".repeat(5_400_000), "multipart/form-data; boundary=x"));
    await attempt(name, modeName, "body (whole)", "no body", undefined, url, init(undefined));
  }
  if (operation.requestBody && !base.form && !base.files) {
    const body = (base.body ?? {}) as Json;
    for (const at of locations(body)) {
      const input = `body ${at.join(".")}`;
      for (const s of BODY_STRINGS) await attempt(name, modeName, input, labelOf(s), needleOf(s), url, init(JSON.stringify(replaced(body, at, s))));
      for (const value of VALUES) await attempt(name, modeName, input, labelOf(value), undefined, url, init(JSON.stringify(replaced(body, at, value))));
      for (const [i, raw] of RAW_NUMBERS.entries()) await attempt(name, modeName, input, raw, undefined, url, init(bodyText(replaced(body, at, `${SENTINEL}${i}`))));
    }
    // A field nobody declared, at the top.
    if (body && typeof body === "object" && !Array.isArray(body))
      await attempt(name, modeName, "body (undeclared field)", "a\\u0000b", "a\\u0000b", url, init(JSON.stringify({ ...body, zz: "a\u0000b" })));
    for (const raw of RAW_BODIES) await attempt(name, modeName, "body (whole)", labelOf(raw), needleOf(raw.length < 100 ? raw : undefined), url, init(raw));
    await attempt(name, modeName, "body (whole)", "over the size limit", undefined, url, init(JSON.stringify({ a: "x".repeat(1_100_000) })));
    await attempt(name, modeName, "body (whole)", "text/plain", undefined, url, init(baseBody ?? "{}", "text/plain"));
    await attempt(name, modeName, "body (whole)", "no body", undefined, url, init(undefined));
  }
}

// ---- inputs outside the document ---------------------------------------------------------------------------

/** Routes not in the OpenAPI document that take input, each with its hostile inputs. */
async function fuzzUndocumented() {
  const name = (n: string) => `(undocumented) ${n}`;
  // The refresh cookie of /identity/v1/refresh and /logout.
  for (const path of ["/identity/v1/refresh", "/identity/v1/logout"])
    for (const hostile of URL_VALUES)
      await attempt(name(`POST ${path}`), "cookie", "cookie rrp_refresh", hostile.label, hostile.needle, path, {
        method: "POST",
        headers: { cookie: `rrp_refresh=${hostile.raw}` },
      });
  // The Authorization header of the orders service (header values are Latin-1; control characters cannot travel).
  const headerValues = ["Bearer", "Bearer ", `Bearer ${HUGE}`, "Bearer a.b.c", "Bearer ;;;", "ExternalPlatform a.b.c", "Bearer \u00ff\u00fe", "bearer\tx", `Basic ${"%00"}`];
  for (const path of ["/orders/api/v1/vendors", "/orders/api/v1/vendor/DK-1001/orders", "/identity/v1/platform-token"])
    for (const authorization of headerValues)
      await attempt(name(`GET/POST ${path}`), "header", "header Authorization", labelOf(authorization), undefined, path, {
        method: path.endsWith("platform-token") ? "POST" : "GET",
        headers: { authorization },
      });
  // The mailbox page, the map's catch-all (no tiles: anything else under /map is a JSON 404), static
  // files and the SPA fallback (traversal), the asset manifest's cache-busting query, the health probe.
  for (const hostile of URL_VALUES) {
    for (const path of [
      `/mailbox?email=${hostile.raw}`,
      `/map/${hostile.raw}`,
      `/map/tiles/${hostile.raw}/1/2.pbf`,
      `/assets/${hostile.raw}`,
      `/${hostile.raw}`,
      `/${hostile.raw}/..%2F..%2Fpackage.json`,
      `/asset-manifest.json?t=${hostile.raw}`,
      `/healthz?x=${hostile.raw}`,
      `/api-docs?x=${hostile.raw}`,
    ])
      await attempt(name(`GET ${path.split(/[?]/)[0].replace(hostile.raw, "{x}")}`), "none", "url", hostile.label, hostile.needle, path, { method: "GET" });
  }
  // The live channel's Authorization parameter: base64 of hostile header values, and not base64 at all.
  const liveValues = [
    ...["Bearer \u0000", `Bearer ${"x".repeat(6000)}`, "Bearer a.b.c", "ExternalPlatform \u0000", "\u0000", "Bearer \ud800"].map((s) => Buffer.from(s, "utf8").toString("base64")),
    "%00",
    "!!!not-base64",
    "%ff%fe",
    "x".repeat(10_000),
  ];
  for (const value of liveValues)
    await attempt(name("GET /ws"), "none", "query Authorization", labelOf(value), needleOf(value), `/ws?Authorization=${encodeURIComponent(value)}`, { method: "GET" });
}

// ---- the test ------------------------------------------------------------------------------------------------

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), "rrp-fuzz-"));
  await mkdir(join(staticDir, "assets"));
  await writeFile(join(staticDir, "index.html"), "<!doctype html><html><head><title>portal</title></head><body></body></html>");
  await writeFile(join(staticDir, "assets", "app.js"), "export {};");
  database = await openTestDatabase(clock);
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  deps = createDeps({
    db: database,
    // Rate limits far away: a 429 would hide whatever the handler does with the input.
    env: { ...TEST_ENV, ADMIN_KEY, STATIC_DIR: staticDir, IDENTITY_RATE_LIMIT: "1000000000", LOGIN_RATE_LIMIT: "1000000000" },
    now: clock.now,
    logger: createLogger("warn", stream),
  });
  // The app as server.ts builds it: the live channel on /ws included.
  app = createAppFromDeps(deps);
  const { upgradeWebSocket } = createNodeWebSocket({ app });
  hub = mountLiveChannel(app, { upgradeWebSocket, deps });
  const owner = await login("owner@demo.dk");
  sessions.owner = owner.headers;
  sessions.outlet = (await login("outlet@demo.dk")).headers;
  refreshCookie = (await login("owner@demo.dk")).cookie;
  bases = await buildOperationBases({ request, sessions, refreshCookie, now: clock.now, adminKey: ADMIN_KEY });
}, 120_000);

afterAll(async () => {
  hub?.close();
  await deps?.events.close();
  await database?.close();
  if (staticDir) await rm(staticDir, { recursive: true, force: true });
});

describe("fuzzing every route", () => {
  it("never answers 5xx nor logs the hostile input at error level", async () => {
    const started = performance.now();
    const doc = (await (await request("/api-docs/openapi.json", { method: "GET" })).json()) as Doc;
    const missing: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const base = bases[key(method, template)];
        if (!base) {
          missing.push(key(method, template));
          continue;
        }
        totals.operations++;
        totals.inputs += (operation.parameters?.length ?? 0) + (base.body !== undefined ? locations(base.body).length : 0) + Object.keys(base.form ?? {}).length;
        const modes: [string, Headers][] = [
          ["none", {}],
          ["vendor token", sessions[base.vendor ?? "owner"]],
          ...(base.extraModes ?? []).map((h, i): [string, Headers] => [`extra ${i + 1}`, h]),
        ];
        for (const [modeName, headers] of modes) await fuzzOperation(method, template, operation, base, modeName, headers);
      }
    }
    const documentedRequests = totals.requests;
    await fuzzUndocumented();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = [...totals.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `security fuzz: ${totals.operations} documented operations, ${totals.inputs} inputs (path/query parameters and body fields), ` +
        `${documentedRequests} requests on documented routes + ${totals.requests - documentedRequests} on undocumented inputs = ${totals.requests} requests in ${seconds} s; ` +
        `statuses ${statuses.join(" ")}; ${totals.errorLines} error-level log lines; ${failures.length} failures`,
    );
    // One line per operation, input and status, with a few of the values.
    const groups = new Map<string, { count: number; values: string[]; logged: boolean }>();
    for (const f of failures) {
      const group = `${f.status} ${f.operation} [${f.mode}] ${f.input}`;
      const entry = groups.get(group) ?? { count: 0, values: [], logged: false };
      entry.count++;
      if (entry.values.length < 3) entry.values.push(f.value);
      entry.logged ||= Boolean(f.log);
      groups.set(group, entry);
    }
    const summary = [...groups.entries()].map(([group, g]) => `${group}: ${g.count}× (${g.values.join(", ")})${g.logged ? " LOGGED the input" : ""}`);
    expect(missing, "operations of the document without a base request in this test").toEqual([]);
    expect(summary, `${failures.length} hostile requests answered 5xx or were logged at error level`).toEqual([]);
  }, 300_000);
});
