// A fake orders platform for the request-flow tests: a fetch that answers by "METHOD /path" (below
// the orders base) and records every call, an API client on it, and a valid order create payload.
import { createApiClient } from "@api/client";
import type { OrderCreatePayload } from "@domain/contract";

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
export type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/** A fetch that answers by "METHOD /path" (below the orders base) and records every call. */
export function platformFetch(routes: Record<string, Handler | { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://platform.test");
    const method = (init.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/(orders|hurrier)\/api\/v1/, "");
    const call: Call = { method, path, query: url.searchParams, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = typeof route === "function" ? route(call) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const body = answer?.body ?? { message: "not found", translation_key: "error.not-found" };
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { fetch: fakeFetch, calls };
}

export const clientWith = (fetch: typeof globalThis.fetch) =>
  createApiClient({ apiHost: "http://platform.test", getAuthorization: () => "Bearer t", fetch, sleep: async () => undefined });

export const ORDER: OrderCreatePayload = {
  vendor_id: "DK-1001",
  customer: { location: { latitude: 55.688, longitude: 12.563, address: "Nørrebrogade 21, 2200 København N", notes: "" }, phone_number: "20123456", name: "Karen Blixen" },
  order: { payment_method: "CASH_ON_DELIVERY", amount: 250, description: "Two pizzas", cold_bag_needed: false },
  vat_number: "",
  preordered_for: null,
  age_validation_required: false,
  login_pickup_estimation: 15,
  delivery_fee: 39,
  signature: "sig",
};

