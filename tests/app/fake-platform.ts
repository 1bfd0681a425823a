// A fake reference platform for the composition-root tests: routes by method and path, records
// every call (with its Authorization header).
import { DEFAULT_FLAGS } from "@domain/flags";
import { ownerVendors } from "../domain/vendors.fixtures";

export type Handler = (req: { url: URL; method: string; body: unknown; headers: Headers }) => { status: number; body?: unknown };

export function fakePlatform(overrides: Record<string, Handler> = {}) {
  const calls: { method: string; path: string; authorization: string | null }[] = [];
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const loginAnswer = {
    user: { id: "u1", email: "owner@demo.dk" },
    meta: { AccessToken: "access", IdToken: "id", RefreshToken: "r", Expires: expires },
  };
  const routes: Record<string, Handler> = {
    "GET /flags/eu": () => ({ status: 200, body: { flags: { ...DEFAULT_FLAGS, guest_checkout: true } } }),
    "GET /flags-fallback.json": () => ({ status: 200, body: { flags: DEFAULT_FLAGS } }),
    "GET /asset-manifest.json": () => ({ status: 200, body: { version: "v1", files: [] } }),
    "POST /identity/v1/refresh": () => ({
      status: 401,
      body: { message: "Failed to login: invalid parameter", translation_key: "auth.Failed to login: invalid parameter" },
    }),
    "POST /identity/v1/login": ({ body }) =>
      (body as { password?: string }).password === "Rider-Demo-2026!"
        ? { status: 200, body: loginAnswer }
        : {
            status: 401,
            body: { message: "Failed to login: invalid password", translation_key: "auth.Failed to login: invalid password" },
          },
    "POST /identity/v1/logout": () => ({ status: 204 }),
    "POST /identity/v1/guest": () => ({ status: 200, body: { token: "guest.token.x", expires } }),
    "GET /orders/api/v1/vendors": () => ({ status: 200, body: { result: { vendors: ownerVendors } } }),
    "GET /orders/api/v1/get-country-parameter/allOutletOrders": () => ({ status: 200, body: { result: "true" } }),
    ...overrides,
  };
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://portal.test");
    const method = (init.method ?? "GET").toUpperCase();
    const headers = new Headers(init.headers);
    calls.push({ method, path: url.pathname, authorization: headers.get("authorization") });
    const handler = routes[`${method} ${url.pathname}`];
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const answer = handler ? handler({ url, method, body, headers }) : { status: 404, body: { message: "not found", translation_key: "error.not-found" } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { fetch: fakeFetch, calls };
}
