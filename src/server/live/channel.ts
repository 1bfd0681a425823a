// Live channel (/ws). The portal connects with the query parameter Authorization=<base64 of its
// Authorization header value> (the spec puts that one token in the URL), verified like the HTTP
// auth before the upgrade (401 otherwise). It then sends {action:"subscribeToVendor",
// data:{vendor_id}}; the platform answers {type:"subscribe_ok", data:{vendor_id}} for a vendor the
// caller owns (or whose parent it owns) and {type:"error", data:{message, translation_key}}
// otherwise, without subscribing. Every change to an order (the OrderEvents bus: NOTIFY/LISTEN,
// so changes made by any instance arrive) is pushed as {type:"order_update", data:<OrderRecord>}
// to the sockets subscribed to the order's vendor and to its parent. Subscriptions add up (a socket
// may follow several vendors). A ping frame every 25 s keeps proxies from closing idle sockets and
// ends sockets whose peer stopped answering.
import type { Hono } from "hono";
import type { UpgradeWebSocket, WSContext } from "hono/ws";
import * as v from "valibot";
import type { WebSocket } from "ws";
import { COMMON_ERROR_KEYS } from "../../domain/contract/common";
import { LIVE_AUTH_PARAM, LIVE_CHANNEL_PATH, LIVE_ERROR_KEYS, LiveClientMessageSchema, type LiveServerMessage } from "../../domain/contract/orders";
import type { AppDeps, AppEnv } from "../context";
import { parseAuthorization, principalOf } from "../http/auth";
import { errorJson } from "../http/errors";
import { OrderRepository, toOrderRecord } from "../modules/orders/repository";
import { VendorRepository } from "../modules/vendors/repository";
import type { Principal, TokenService } from "../security/tokens";

export const KEEPALIVE_MS = 25_000;
const MAX_SUBSCRIPTIONS = 100;
const MAX_MESSAGE_BYTES = 4096;

export type LiveChannelOptions = {
  upgradeWebSocket: UpgradeWebSocket;
  deps: AppDeps;
  /** Ping interval (25 s). */
  keepaliveMs?: number;
};

/** The principal of the Authorization parameter: base64 of "Bearer …" / "ExternalPlatform …", or of the bare token. */
export async function liveAuthorization(tokens: TokenService, param: string | undefined): Promise<Principal | null> {
  if (!param || param.length > 8192) return null;
  // A "+" that was not URL-encoded arrives as a space.
  const decoded = Buffer.from(param.replace(/ /g, "+"), "base64").toString("utf8").trim();
  if (!decoded) return null;
  if (parseAuthorization(decoded)) return principalOf(tokens, decoded);
  return (await tokens.verifyBearer(decoded.split(";")[0].trim())) ?? (await tokens.verifyPlatform(decoded));
}

type LiveClient = {
  principal: Principal;
  ws: WSContext;
  vendors: Set<string>;
  alive: boolean;
};

/** Sockets of this instance and what they follow; fans order changes out to them. */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private readonly byVendor = new Map<string, Set<LiveClient>>();
  private readonly orders: OrderRepository;
  private readonly vendors: VendorRepository;
  private readonly unsubscribe: () => void;
  private readonly timer: ReturnType<typeof setInterval>;
  /** Order updates sent (for tests and logs). */
  sent = 0;

  constructor(deps: AppDeps, keepaliveMs = KEEPALIVE_MS) {
    this.orders = new OrderRepository(deps.db, { now: deps.now });
    this.vendors = new VendorRepository(deps.db);
    this.unsubscribe = deps.events.subscribe((orderId) => {
      this.deliver(orderId).catch((err) => deps.logger.error({ err, orderId }, "live delivery failed"));
    });
    this.timer = setInterval(() => this.keepalive(), keepaliveMs);
    this.timer.unref?.();
  }

  get size() {
    return this.clients.size;
  }

  attach(principal: Principal, ws: WSContext): LiveClient {
    const client: LiveClient = { principal, ws, vendors: new Set(), alive: true };
    this.clients.add(client);
    (ws.raw as WebSocket | undefined)?.on?.("pong", () => {
      client.alive = true;
    });
    return client;
  }

  detach(client: LiveClient) {
    this.clients.delete(client);
    for (const vendorId of client.vendors) {
      const set = this.byVendor.get(vendorId);
      set?.delete(client);
      if (set && !set.size) this.byVendor.delete(vendorId);
    }
    client.vendors.clear();
  }

  private send(client: LiveClient, message: LiveServerMessage | string) {
    if (client.ws.readyState !== 1) return;
    client.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  private sendError(client: LiveClient, message: string, translationKey: string) {
    this.send(client, { type: "error", data: { message, translation_key: translationKey } });
  }

  async onMessage(client: LiveClient, data: unknown) {
    if (typeof data !== "string" || data.length > MAX_MESSAGE_BYTES) return this.sendError(client, "Invalid message", LIVE_ERROR_KEYS.invalidMessage);
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return this.sendError(client, "Invalid message", LIVE_ERROR_KEYS.invalidMessage);
    }
    const parsed = v.safeParse(LiveClientMessageSchema, raw);
    if (!parsed.success) return this.sendError(client, "Invalid message", LIVE_ERROR_KEYS.invalidMessage);
    const vendorId = parsed.output.data.vendor_id;
    const found = await this.vendors.find(vendorId);
    // Unknown and foreign vendors get the same answer: nothing to learn about other vendors.
    if (!found || !(await this.vendors.canAccess(client.principal, found.row))) {
      return this.sendError(client, `Not allowed to follow vendor ${vendorId}`, LIVE_ERROR_KEYS.forbidden);
    }
    if (!this.clients.has(client)) return;
    if (!client.vendors.has(vendorId)) {
      if (client.vendors.size >= MAX_SUBSCRIPTIONS) return this.sendError(client, "Too many subscriptions", LIVE_ERROR_KEYS.invalidMessage);
      client.vendors.add(vendorId);
      const set = this.byVendor.get(vendorId) ?? new Set<LiveClient>();
      this.byVendor.set(vendorId, set);
      set.add(client);
    }
    this.send(client, { type: "subscribe_ok", data: { vendor_id: vendorId } });
  }

  /** Sends the order's current record to the subscribers of its vendor and of its parent. */
  async deliver(orderId: string) {
    if (!this.byVendor.size) return;
    const hit = await this.orders.findWithParent(orderId);
    if (!hit) return;
    const targets = new Set<LiveClient>(this.byVendor.get(hit.row.vendorId));
    if (hit.parentVendorId) for (const c of this.byVendor.get(hit.parentVendorId) ?? []) targets.add(c);
    if (!targets.size) return;
    const message = JSON.stringify({ type: "order_update", data: toOrderRecord(hit.row) } satisfies LiveServerMessage);
    for (const client of targets) {
      this.send(client, message);
      this.sent++;
    }
  }

  private keepalive() {
    for (const client of this.clients) {
      const raw = client.ws.raw as WebSocket | undefined;
      if (!raw?.ping) continue;
      if (!client.alive) {
        raw.terminate();
        continue;
      }
      client.alive = false;
      try {
        raw.ping();
      } catch {
        // the close handler cleans up
      }
    }
  }

  /** Stops listening and closes every socket (1001 going away; a restart passes 1012 service restart). */
  close(code = 1001, reason = "server shutting down") {
    clearInterval(this.timer);
    this.unsubscribe();
    for (const client of this.clients) client.ws.close(code, reason);
    this.clients.clear();
    this.byVendor.clear();
  }
}

export function mountLiveChannel(app: Hono<AppEnv>, { upgradeWebSocket, deps, keepaliveMs }: LiveChannelOptions): LiveHub {
  const hub = new LiveHub(deps, keepaliveMs);
  app.get(
    LIVE_CHANNEL_PATH,
    async (c, next) => {
      const param = c.req.query(LIVE_AUTH_PARAM);
      const principal = param ? await liveAuthorization(deps.tokens, param) : await principalOf(deps.tokens, c.req.header("authorization"));
      if (!principal) return errorJson(c, 401, "unauthorized", COMMON_ERROR_KEYS.unauthorized);
      c.set("principal", principal);
      await next();
    },
    upgradeWebSocket((c) => {
      const principal = c.get("principal");
      let client: LiveClient | undefined;
      return {
        onOpen(_event, ws) {
          client = hub.attach(principal, ws);
        },
        onMessage(event, _ws) {
          if (!client) return;
          hub.onMessage(client, event.data).catch((err) => deps.logger.error({ err }, "live message failed"));
        },
        onClose() {
          if (client) hub.detach(client);
        },
      };
    }),
  );
  return hub;
}
