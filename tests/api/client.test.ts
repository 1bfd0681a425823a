import { createApiClient } from "@api/client";
import { ApiError, MALFORMED_ANSWER_KEY, NETWORK_ERROR_KEY, NETWORK_ERROR_MESSAGE } from "@api/errors";
import { shouldRetry } from "@api/retry";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type FakeStep, fakeFetch, recordingSleep } from "./fake-fetch";

const Answer = v.object({ result: v.object({ ok: v.boolean() }) });
const ok: FakeStep = { status: 200, body: { result: { ok: true } } };

function setup(steps: FakeStep[], authorization: string | null = "Bearer at;it") {
  const f = fakeFetch(steps);
  const s = recordingSleep();
  const client = createApiClient({ apiHost: "http://api.test", getAuthorization: () => authorization, fetch: f.fetch, sleep: s.sleep });
  return { client, calls: f.calls, delays: s.delays };
}

const get = { service: "orders", method: "GET", path: "/vendors", schema: Answer } as const;
const post = { service: "orders", method: "POST", path: "/order", body: { a: 1 }, schema: Answer } as const;

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("api client: addresses and headers", () => {
  it("builds {host}/{service}/api/v1 for orders and hurrier and /identity/v1 for identity", async () => {
    const { client, calls } = setup([ok]);
    await client.request(get);
    await client.request({ ...get, service: "hurrier" });
    await client.request({ ...get, service: "identity", path: "/login", method: "POST" });
    expect(calls.map((c) => c.url)).toEqual([
      "http://api.test/orders/api/v1/vendors",
      "http://api.test/hurrier/api/v1/vendors",
      "http://api.test/identity/v1/login",
    ]);
    expect(client.baseUrl("platform")).toBe("http://api.test");
    expect(client.baseUrl("site")).toBe("");
  });

  it("sends credentials include only to identity (refresh cookie)", async () => {
    const { client, calls } = setup([ok]);
    await client.request({ ...get, service: "identity" });
    await client.request(get);
    expect(calls[0].credentials).toBe("include");
    expect(calls[1].credentials).toBeUndefined();
  });

  it("passes the authorization value it is given, and none when there is none", async () => {
    const a = setup([ok], "ExternalPlatform jwt");
    await a.client.request(get);
    expect(a.calls[0].headers.get("authorization")).toBe("ExternalPlatform jwt");
    const b = setup([ok], null);
    await b.client.request(get);
    expect(b.calls[0].headers.has("authorization")).toBe(false);
    const c = setup([ok], "Bearer x");
    await c.client.request({ ...get, authorize: false });
    expect(c.calls[0].headers.has("authorization")).toBe(false);
  });

  it("reads the header on every call (a token change takes effect at once)", async () => {
    const f = fakeFetch([ok]);
    let token = "Bearer one";
    const client = createApiClient({ apiHost: "", getAuthorization: () => token, fetch: f.fetch });
    await client.request(get);
    token = "Bearer two";
    await client.request(get);
    expect(f.calls.map((c) => c.headers.get("authorization"))).toEqual(["Bearer one", "Bearer two"]);
    expect(f.calls[0].url).toBe("/orders/api/v1/vendors");
  });

  it("sends JSON bodies and query parameters without empty values", async () => {
    const { client, calls } = setup([ok]);
    await client.request(post);
    await client.request({ ...get, query: { t: 5, a: undefined, b: null } });
    expect(JSON.parse(calls[0].body!)).toEqual({ a: 1 });
    expect(calls[0].headers.get("content-type")).toBe("application/json");
    expect(calls[1].url).toBe("http://api.test/orders/api/v1/vendors?t=5");
  });
});

describe("api client: retries", () => {
  it("retries a GET on network errors 3 times after 1 s, 2 s, 3 s, then gives the offline error", async () => {
    const { client, calls, delays } = setup([{ networkError: true }]);
    const e = await rejection(client.request(get));
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
    expect(e.status).toBe(0);
    expect(e.kind).toBe("network");
    expect(e.translationKey).toBe(NETWORK_ERROR_KEY);
    expect(e.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("succeeds on a later attempt and stops retrying", async () => {
    const { client, calls, delays } = setup([{ status: 503, body: { message: "down", translation_key: "x" } }, { networkError: true }, ok]);
    await expect(client.request(get)).resolves.toEqual({ result: { ok: true } });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it.each([500, 502, 503, 504, 408, 429])("retries an idempotent GET after HTTP %i (3 retries)", async (status) => {
    const { client, calls, delays } = setup([{ status, body: { message: "m", translation_key: "k" } }]);
    const e = await rejection(client.request(get));
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
    expect(e.status).toBe(status);
  });

  it.each(["PUT", "DELETE", "HEAD", "OPTIONS"] as const)("retries idempotent %s after 5xx", async (method) => {
    const { client, calls } = setup([{ status: 500, body: { message: "m", translation_key: "k" } }, ok]);
    await client.request({ ...get, method, schema: v.unknown() });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 409])("never retries a GET after HTTP %i", async (status) => {
    const { client, calls, delays } = setup([{ status, body: { message: "m", translation_key: "k" } }]);
    await rejection(client.request(get));
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it.each([400, 401, 404, 408, 409, 500, 502, 503])("never retries a POST after HTTP %i", async (status) => {
    const { client, calls, delays } = setup([{ status, body: { message: "m", translation_key: "k" } }, ok]);
    const e = await rejection(client.request(post));
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(e.status).toBe(status);
  });

  it("retries a POST and a PATCH after HTTP 429 (the call was not processed)", async () => {
    for (const method of ["POST", "PATCH"] as const) {
      const { client, calls, delays } = setup([{ status: 429, body: { message: "m", translation_key: "k" } }, ok]);
      await expect(client.request({ ...post, method })).resolves.toEqual({ result: { ok: true } });
      expect(calls).toHaveLength(2);
      expect(delays).toEqual([1000]);
    }
  });

  it("never retries a PATCH after HTTP 500", async () => {
    for (const status of [500]) {
      const { client, calls } = setup([{ status, body: { message: "m", translation_key: "k" } }, ok]);
      await rejection(client.request({ ...post, method: "PATCH" }));
      expect(calls).toHaveLength(1);
    }
  });

  it("retries a POST on network errors (no answer arrived)", async () => {
    const { client, calls, delays } = setup([{ networkError: true }, { networkError: true }, ok]);
    await expect(client.request(post)).resolves.toEqual({ result: { ok: true } });
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
    expect(calls.every((c) => c.body === JSON.stringify({ a: 1 }))).toBe(true);
  });

  it("a POST that first fails on the network and then gets a 500 stops at the 500", async () => {
    const { client, calls } = setup([{ networkError: true }, { status: 500, body: { message: "m", translation_key: "k" } }, ok]);
    const e = await rejection(client.request(post));
    expect(calls).toHaveLength(2);
    expect(e.status).toBe(500);
  });

  it("never retries a contract mismatch", async () => {
    const { client, calls } = setup([{ status: 200, body: { nope: 1 } }, ok]);
    await rejection(client.request(get));
    expect(calls).toHaveLength(1);
  });

  it("the policy table", () => {
    expect(shouldRetry("POST", undefined)).toBe(true);
    expect(shouldRetry("POST", 429)).toBe(true);
    expect(shouldRetry("PATCH", 429)).toBe(true);
    expect(shouldRetry("POST", 503)).toBe(false);
    expect(shouldRetry("GET", 429)).toBe(true);
    expect(shouldRetry("GET", 404)).toBe(false);
    expect(shouldRetry("put", 500)).toBe(true);
  });
});

describe("api client: answers and errors", () => {
  it("maps the platform's error body to status, message and translation key", async () => {
    const { client } = setup([
      { status: 401, body: { message: "Failed to login: invalid password", translation_key: "auth.Failed to login: invalid password" } },
    ]);
    const e = await rejection(client.request({ ...post, service: "identity", path: "/login" }));
    expect(e).toMatchObject({
      status: 401,
      kind: "http",
      message: "Failed to login: invalid password",
      translationKey: "auth.Failed to login: invalid password",
    });
  });

  it("keeps validation issues and reads meta.translation_key", async () => {
    const { client } = setup([
      { status: 400, body: { message: "bad", translation_key: "error.validation", issues: [{ path: "email", message: "required" }] } },
    ]);
    const e = await rejection(client.request(post));
    expect(e.issues).toEqual([{ path: "email", message: "required" }]);
    const b = setup([{ status: 400, body: { message: "no", meta: { translation_key: "address.error" } } }]);
    const e2 = await rejection(b.client.request({ ...post, method: "PUT" }));
    expect(e2.translationKey).toBe("address.error");
  });

  it("an error without a usable body still gives an ApiError with a fallback key", async () => {
    const { client } = setup([{ status: 418, body: "I'm a teapot" }]);
    const e = await rejection(client.request(get));
    expect(e).toMatchObject({ status: 418, kind: "http", translationKey: "error.unexpected", message: "I'm a teapot" });
  });

  it("parses the answer with the contract schema (output of the schema is returned)", async () => {
    const { client } = setup([{ status: 200, body: { result: { ok: true }, extra: 1 } }]);
    await expect(client.request(get)).resolves.toEqual({ result: { ok: true } });
  });

  it("a malformed answer is a contract error, not a crash", async () => {
    const { client } = setup([{ status: 200, body: { result: { ok: "yes" } } }]);
    const e = await rejection(client.request(get));
    expect(e).toMatchObject({ status: 0, kind: "contract", translationKey: MALFORMED_ANSWER_KEY });
    expect(e.issues?.[0].path).toBe("result.ok");
  });

  it("an HTML page where JSON was expected is a contract error", async () => {
    const { client } = setup([{ status: 200, body: "<!doctype html><html></html>", contentType: "text/html" }]);
    const e = await rejection(client.request(get));
    expect(e.kind).toBe("contract");
  });

  it("a JSON content type with a broken body is a contract error", async () => {
    const { client } = setup([{ status: 200, body: "{not json", contentType: "application/json" }]);
    const e = await rejection(client.request(get));
    expect(e.kind).toBe("contract");
  });
});

describe("api client: cancellation", () => {
  it("passes the AbortSignal to fetch and rejects as aborted when it fires", async () => {
    const { client, calls } = setup([{ hang: true }]);
    const ac = new AbortController();
    const p = client.request({ ...get, signal: ac.signal });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls[0].signal).toBe(ac.signal);
    ac.abort();
    const e = await rejection(p);
    expect(e.kind).toBe("aborted");
    expect(calls).toHaveLength(1);
  });

  it("an abort during a retry wait stops the retries", async () => {
    const f = fakeFetch([{ networkError: true }]);
    const ac = new AbortController();
    const delays: number[] = [];
    const client = createApiClient({
      apiHost: "",
      getAuthorization: () => null,
      fetch: f.fetch,
      sleep: (ms) => {
        delays.push(ms);
        ac.abort();
        return new Promise(() => {});
      },
    });
    const e = await rejection(client.request({ ...get, signal: ac.signal }));
    expect(e.kind).toBe("aborted");
    expect(f.calls).toHaveLength(1);
    expect(delays).toEqual([1000]);
  });

  it("an already aborted signal sends nothing", async () => {
    const { client, calls } = setup([ok]);
    const ac = new AbortController();
    ac.abort();
    const e = await rejection(client.request({ ...get, signal: ac.signal }));
    expect(e.kind).toBe("aborted");
    expect(calls).toHaveLength(0);
  });
});
