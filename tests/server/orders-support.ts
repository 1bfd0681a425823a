// Support of the orders, live-channel and simulator tests: typed calls of the tracking endpoints and
// a live-channel client (`ws`) that collects the server's messages.
import * as v from "valibot";
import WebSocket from "ws";
import {
  encodeLiveAuthorization,
  type LiveServerMessage,
  LiveServerMessageSchema,
  type OrderRecord,
  OrderAnswerSchema,
  OrdersAnswerSchema,
} from "../../src/domain/contract/orders";
import type { TestPlatform } from "./helpers";

export const BASES = ["/orders/api/v1", "/hurrier/api/v1"] as const;

export type Headers = Record<string, string>;

/** GET /vendor/{id}/orders with a query; returns status and, on 200, the parsed answer. */
export async function listOrders(p: TestPlatform, headers: Headers, vendorId: string, query: Record<string, string | number | boolean> = {}, base: string = BASES[0]) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, x]) => [k, String(x)])).toString();
  const res = await p.call(`${base}/vendor/${vendorId}/orders${qs ? `?${qs}` : ""}`, { headers });
  const body = (await res.json()) as unknown;
  return { status: res.status, body, answer: res.status === 200 ? v.parse(OrdersAnswerSchema, body).result : null };
}

/** Every page of a list (count per page), following pagination_key. */
export async function allPages(p: TestPlatform, headers: Headers, vendorId: string, query: Record<string, string | number | boolean>) {
  const out: OrderRecord[] = [];
  let key: string | null = null;
  let pages = 0;
  do {
    const { answer } = await listOrders(p, headers, vendorId, { ...query, ...(key ? { pagination_key: key } : {}) });
    if (!answer) throw new Error("page failed");
    out.push(...answer.data);
    key = answer.pagination_key;
    pages++;
  } while (key && pages < 1000);
  return { orders: out, pages };
}

export async function getOrder(p: TestPlatform, headers: Headers, vendorId: string, orderId: string, base: string = BASES[0]) {
  const res = await p.call(`${base}/order?${new URLSearchParams({ vendorId, orderId })}`, { headers });
  const body = (await res.json()) as unknown;
  return { status: res.status, body, order: res.status === 200 ? v.parse(OrderAnswerSchema, body).result : null };
}

export async function cancelOrder(p: TestPlatform, headers: Headers, body: unknown, base: string = BASES[0]) {
  const res = await p.call(`${base}/order/cancel`, { method: "PUT", headers, body });
  const json = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body: json, order: res.status === 200 ? v.parse(OrderAnswerSchema, json).result : null };
}

// ---- live channel client ----

export type LiveClient = { ws: WebSocket; messages: LiveServerMessage[]; next(match?: (m: LiveServerMessage) => boolean, ms?: number): Promise<LiveServerMessage> };

function liveUrl(port: number, authorization?: string) {
  const u = new URL(`ws://127.0.0.1:${port}/ws`);
  if (authorization !== undefined) u.searchParams.set("Authorization", authorization);
  return u.toString();
}

/** Opens a socket; resolves once open, or rejects with the HTTP status of a refused upgrade. */
export function connectLive(port: number, authorization?: string, options: WebSocket.ClientOptions = {}, sockets: WebSocket[] = []): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(liveUrl(port, authorization), options);
    sockets.push(ws);
    const messages: LiveServerMessage[] = [];
    const waiters: { match: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
    let seen = 0;
    ws.on("message", (data) => {
      const m = v.parse(LiveServerMessageSchema, JSON.parse(String(data)));
      messages.push(m);
      for (const w of [...waiters]) if (w.match(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    });
    const next: LiveClient["next"] = (match = () => true, ms = 5000) => {
      const already = messages.slice(seen).find(match);
      if (already) {
        seen = messages.indexOf(already) + 1;
        return Promise.resolve(already);
      }
      return new Promise((res, rej) => {
        const timer = setTimeout(() => rej(new Error(`no matching message in ${ms} ms; got ${JSON.stringify(messages.slice(seen))}`)), ms);
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            seen = messages.indexOf(m) + 1;
            res(m);
          },
        });
      });
    };
    ws.once("open", () => resolve({ ws, messages, next }));
    ws.once("unexpected-response", (_req, res) => reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })));
    ws.once("error", reject);
  });
}

export const subscribe = (c: LiveClient, vendorId: string) => c.ws.send(JSON.stringify({ action: "subscribeToVendor", data: { vendor_id: vendorId } }));
export const authOf = (headers: Headers) => encodeLiveAuthorization(headers.authorization);
