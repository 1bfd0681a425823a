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
//
// Access ends with the token (issue 8): a socket is closed with LIVE_CLOSE.tokenExpired (4001) when
// the token it was opened with expires (a timer at `exp`, and every keepalive round checks again), and
// with LIVE_CLOSE.sessionRevoked (4003) when its session is revoked on any instance (the sessions'
// NOTIFY). A token that is ours but expired or revoked is upgraded only to be closed at once with that
// code: a browser cannot read the status of a refused upgrade, and the code tells the portal to
// refresh or to sign out instead of reconnecting with a dead token.
//
// One socket cannot stall the server: an upgrade from a browser page of a foreign Origin is refused
// (403) before the upgrade; each socket has a message budget (LIVE_MESSAGE_RATE / LIVE_MESSAGE_BURST;
// beyond it 1008), a largest message (LIVE_MAX_MESSAGE_BYTES; 1009) and a largest number of vendors
// it follows (LIVE_MAX_SUBSCRIPTIONS; 1008). A socket's messages are handled one after the other, so
// it has at most one database lookup under way, and a vendor it already follows (or was refused) is
// answered again without one. A guest follows no vendor: subscribing to the spec's guest placeholder
// "vendorID" follows the orders that guest placed itself (issue 12), anything else is refused
// without a lookup.
//
// The route is the contract's openLiveChannel declaration, mounted with hand-written handlers (an
// upgrade, not a JSON call): its query (the Authorization parameter's bounds) is checked first.
import type { Hono } from "hono";
import type { UpgradeWebSocket, WSContext } from "hono/ws";
import * as v from "valibot";
import type { WebSocket } from "ws";
import { accessChangeOf } from "./access-events";
import { COMMON_ERROR_KEYS } from "../../domain/contract/common";
import { ENDPOINTS } from "../../domain/contract/endpoints";
import {
  LIVE_AUTH_PARAM,
  LIVE_CLOSE,
  LIVE_ERROR_KEYS,
  LiveClientMessageSchema,
  type LiveServerMessage,
} from "../../domain/contract/orders";
import type { AppDeps, AppEnv } from "../context";
import { checkAuthorization, parseAuthorization } from "../http/auth";
import { errorJson } from "../http/errors";
import { mountHandlers } from "../http/mount";
import { GUEST_VENDOR_PLACEHOLDER } from "../modules/delivery/request-vendor";
import { OrderRepository, toOrderRecord } from "../modules/orders/repository";
import { VendorRepository } from "../modules/vendors/repository";
import type { Principal, TokenCheck, TokenService } from "../security/tokens";
import type { ServerSettings } from "../settings";
import { MessageBudget } from "./message-budget";

export const KEEPALIVE_MS = 25_000;
/** Longest a timer may wait (setTimeout's limit, about 24.8 days); a later expiry is re-armed. */
const MAX_TIMER_MS = 2_147_483_647;
/** A closed peer that does not answer the close handshake is cut off after this long. */
const CLOSE_GRACE_MS = 2000;

export type LiveChannelOptions = {
  upgradeWebSocket: UpgradeWebSocket;
  deps: AppDeps;
  /** Ping interval (25 s). */
  keepaliveMs?: number;
};

type CloseWith = { code: number; reason: string };

/** The principal of the Authorization parameter: base64 of "Bearer …" / "ExternalPlatform …", or of the bare token. */
export async function liveAuthorization(tokens: TokenService, param: string | undefined): Promise<TokenCheck> {
  const invalid: TokenCheck = { ok: false, problem: "invalid" };
  if (!param || param.length > 8192) return invalid;
  // A "+" that was not URL-encoded arrives as a space.
  const decoded = Buffer.from(param.replace(/ /g, "+"), "base64").toString("utf8").trim();
  if (!decoded) return invalid;
  if (parseAuthorization(decoded)) return checkAuthorization(tokens, decoded);
  const bearer = await tokens.checkBearer(decoded.split(";")[0].trim());
  return bearer.ok || bearer.problem !== "invalid" ? bearer : tokens.checkPlatform(decoded);
}

/**
 * Whether a page of `origin` may open the channel: no Origin (not a browser), PUBLIC_URL's origin or
 * one of LIVE_ALLOWED_ORIGINS, or the host the request was sent to (the portal served by this
 * platform). Anything else, "null" included, is a foreign page using the visitor's credentials.
 */
export function isAllowedOrigin(origin: string | undefined, hosts: (string | undefined)[], allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === "null") return false;
  if (allowed.includes(url.origin)) return true;
  return hosts.some((host) => !!host && host.toLowerCase() === url.host.toLowerCase());
}

/** The origins the settings allow besides the request's own host. */
export function allowedOrigins(settings: Pick<ServerSettings, "publicUrl" | "liveAllowedOrigins">): string[] {
  const out = [...settings.liveAllowedOrigins];
  if (settings.publicUrl) {
    try {
      out.push(new URL(settings.publicUrl).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return out;
}

type LiveClient = {
  principal: Principal;
  ws: WSContext;
  vendors: Set<string>;
  /** Vendors this socket was refused (answered again without a lookup). */
  refused: Set<string>;
  alive: boolean;
  budget: MessageBudget;
  /** The message being handled: the next one waits for it. */
  work: Promise<void>;
  /** Closed by the platform (no more messages are handled, nothing more is sent). */
  ended: boolean;
  expiry?: ReturnType<typeof setTimeout>;
};

const sessionOf = (principal: Principal): string | null => ("sessionId" in principal ? principal.sessionId : null);

/** Sockets of this instance and what they follow; fans order changes out to them. */
export class LiveHub {
  private readonly clients = new Set<LiveClient>();
  private readonly byVendor = new Map<string, Set<LiveClient>>();
  /** Guest sockets by the created_by of the orders they placed ("guest:<id>"). */
  private readonly byGuest = new Map<string, Set<LiveClient>>();
  private readonly bySession = new Map<string, Set<LiveClient>>();
  private readonly orders: OrderRepository;
  private readonly vendors: VendorRepository;
  private readonly settings: ServerSettings;
  private readonly unsubscribe: () => void;
  private readonly unsubscribeSessions: () => void;
  private readonly timer: ReturnType<typeof setInterval>;
  /** Order updates sent (for tests and logs). */
  sent = 0;

  constructor(
    private readonly deps: AppDeps,
    keepaliveMs = KEEPALIVE_MS,
  ) {
    this.settings = deps.settings;
    this.orders = new OrderRepository(deps.db, { now: deps.now });
    this.vendors = new VendorRepository(deps.db);
    this.unsubscribe = deps.events.subscribe((orderId) => {
      const accessChanged = accessChangeOf(orderId);
      if (accessChanged !== null) {
        this.recheckAccess(accessChanged).catch((err) => deps.logger.error({ err, vendorId: accessChanged }, "live access check failed"));
        return;
      }
      this.deliver(orderId).catch((err) => deps.logger.error({ err, orderId }, "live delivery failed"));
    });
    this.unsubscribeSessions = deps.sessions.onRevoked((sessionId) => {
      for (const client of [...(this.bySession.get(sessionId) ?? [])]) this.end(client, LIVE_CLOSE.sessionRevoked);
    });
    this.timer = setInterval(() => this.keepalive(), keepaliveMs);
    this.timer.unref?.();
  }

  get size() {
    return this.clients.size;
  }

  attach(principal: Principal, ws: WSContext): LiveClient {
    const client: LiveClient = {
      principal,
      ws,
      vendors: new Set(),
      refused: new Set(),
      alive: true,
      budget: new MessageBudget(this.settings.liveMessageRate, this.settings.liveMessageBurst),
      work: Promise.resolve(),
      ended: false,
    };
    this.clients.add(client);
    (ws.raw as WebSocket | undefined)?.on?.("pong", () => {
      client.alive = true;
    });
    const sessionId = sessionOf(principal);
    if (sessionId) {
      const set = this.bySession.get(sessionId) ?? new Set<LiveClient>();
      this.bySession.set(sessionId, set);
      set.add(client);
      // A revocation between the upgrade's check and now would otherwise go unnoticed.
      this.deps.sessions
        .isRevoked(sessionId)
        .then((revoked) => revoked && this.end(client, LIVE_CLOSE.sessionRevoked))
        .catch((err) => this.deps.logger.error({ err }, "live session check failed"));
    }
    this.armExpiry(client);
    return client;
  }

  detach(client: LiveClient) {
    this.clients.delete(client);
    if (client.expiry) clearTimeout(client.expiry);
    for (const vendorId of client.vendors) {
      const set = this.byVendor.get(vendorId);
      set?.delete(client);
      if (set && !set.size) this.byVendor.delete(vendorId);
    }
    client.vendors.clear();
    if (client.principal.kind === "guest") {
      const guestSet = this.byGuest.get(client.principal.guestId);
      guestSet?.delete(client);
      if (guestSet && !guestSet.size) this.byGuest.delete(client.principal.guestId);
    }
    const sessionId = sessionOf(client.principal);
    const sessionSet = sessionId ? this.bySession.get(sessionId) : undefined;
    if (sessionId && sessionSet) {
      sessionSet.delete(client);
      if (!sessionSet.size) this.bySession.delete(sessionId);
    }
  }

  /** Closes the socket with a code the portal acts on; it receives nothing more. */
  end(client: LiveClient, { code, reason }: CloseWith) {
    if (client.ended) return;
    client.ended = true;
    this.detach(client);
    try {
      client.ws.close(code, reason);
    } catch {
      // already closed
    }
    // A peer that keeps sending instead of answering the close is cut off.
    const raw = client.ws.raw as WebSocket | undefined;
    if (raw?.terminate) setTimeout(() => raw.readyState !== 3 && raw.terminate(), CLOSE_GRACE_MS).unref?.();
  }

  private armExpiry(client: LiveClient) {
    const left = client.principal.expires * 1000 - this.deps.now();
    if (left <= 0) return this.end(client, LIVE_CLOSE.tokenExpired);
    client.expiry = setTimeout(() => (left > MAX_TIMER_MS ? this.armExpiry(client) : this.end(client, LIVE_CLOSE.tokenExpired)), Math.min(left, MAX_TIMER_MS));
    client.expiry.unref?.();
  }

  private send(client: LiveClient, message: LiveServerMessage | string) {
    if (client.ended || client.ws.readyState !== 1) return;
    client.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  private sendError(client: LiveClient, message: string, translationKey: string) {
    this.send(client, { type: "error", data: { message, translation_key: translationKey } });
  }

  /** Takes one incoming message: within the budget it is handled after the socket's previous one. */
  onMessage(client: LiveClient, data: unknown): Promise<void> {
    if (client.ended) return client.work;
    const size = typeof data === "string" ? Buffer.byteLength(data) : data instanceof ArrayBuffer ? data.byteLength : 0;
    if (size > this.settings.liveMaxMessageBytes) {
      this.end(client, LIVE_CLOSE.messageTooBig);
      return client.work;
    }
    if (!client.budget.take()) {
      this.end(client, LIVE_CLOSE.rateExceeded);
      return client.work;
    }
    client.work = client.work
      .then(() => this.handle(client, data))
      .catch((err) => this.deps.logger.error({ err }, "live message failed"));
    return client.work;
  }

  private async handle(client: LiveClient, data: unknown) {
    if (client.ended) return;
    if (typeof data !== "string") return this.sendError(client, "Invalid message", LIVE_ERROR_KEYS.invalidMessage);
    let raw: unknown;
    try {
      raw = JSON.parse(data);
    } catch {
      return this.sendError(client, "Invalid message", LIVE_ERROR_KEYS.invalidMessage);
    }
    const parsed = v.safeParse(LiveClientMessageSchema, raw);
    if (!parsed.success) return this.sendError(client, "Invalid message", LIVE_ERROR_KEYS.invalidMessage);
    const vendorId = parsed.output.data.vendor_id;
    // Unknown and foreign vendors get the same answer: nothing to learn about other vendors.
    const refuse = () => this.sendError(client, `Not allowed to follow vendor ${vendorId}`, LIVE_ERROR_KEYS.forbidden);
    if (client.vendors.has(vendorId)) return this.send(client, { type: "subscribe_ok", data: { vendor_id: vendorId } });
    if (client.principal.kind === "guest") {
      // The guest's own orders, under the placeholder vendor the portal selects for guests.
      if (vendorId !== GUEST_VENDOR_PLACEHOLDER) return refuse();
      client.vendors.add(vendorId);
      const own = this.byGuest.get(client.principal.guestId) ?? new Set<LiveClient>();
      this.byGuest.set(client.principal.guestId, own);
      own.add(client);
      return this.send(client, { type: "subscribe_ok", data: { vendor_id: vendorId } });
    }
    if (client.refused.has(vendorId)) return refuse();
    if (client.vendors.size >= this.settings.liveMaxSubscriptions) return this.end(client, LIVE_CLOSE.tooManySubscriptions);
    const found = await this.vendors.find(vendorId);
    const allowed = !!found && (await this.vendors.canAccess(client.principal, found.row));
    if (client.ended || !this.clients.has(client)) return;
    if (!allowed) {
      if (client.refused.size < this.settings.liveMaxSubscriptions) client.refused.add(vendorId);
      return refuse();
    }
    client.vendors.add(vendorId);
    const set = this.byVendor.get(vendorId) ?? new Set<LiveClient>();
    this.byVendor.set(vendorId, set);
    set.add(client);
    this.send(client, { type: "subscribe_ok", data: { vendor_id: vendorId } });
  }

  /**
   * The owners of a vendor changed (live/access-events.ts): a refusal remembered for it is forgotten
   * (a new owner may subscribe now), and a socket following it whose principal lost access stops
   * following it and is told so.
   */
  async recheckAccess(vendorId: string) {
    for (const client of this.clients) client.refused.delete(vendorId);
    const followers = this.byVendor.get(vendorId);
    if (!followers?.size) return;
    const found = await this.vendors.find(vendorId);
    for (const client of [...followers]) {
      if (found && (await this.vendors.canAccess(client.principal, found.row))) continue;
      followers.delete(client);
      client.vendors.delete(vendorId);
      if (!client.ended) this.sendError(client, `Not allowed to follow vendor ${vendorId}`, LIVE_ERROR_KEYS.forbidden);
    }
    if (!followers.size) this.byVendor.delete(vendorId);
  }

  /** Sends the order's current record to the subscribers of its vendor and of its parent. */
  async deliver(orderId: string) {
    if (!this.byVendor.size && !this.byGuest.size) return;
    const hit = await this.orders.findWithParent(orderId);
    if (!hit) return;
    const targets = new Set<LiveClient>(this.byVendor.get(hit.row.vendorId));
    if (hit.parentVendorId) for (const c of this.byVendor.get(hit.parentVendorId) ?? []) targets.add(c);
    if (hit.row.createdBy) for (const c of this.byGuest.get(hit.row.createdBy) ?? []) targets.add(c);
    if (!targets.size) return;
    const message = JSON.stringify({ type: "order_update", data: toOrderRecord(hit.row) } satisfies LiveServerMessage);
    for (const client of targets) {
      this.send(client, message);
      this.sent++;
    }
  }

  private keepalive() {
    const now = this.deps.now();
    for (const client of this.clients) {
      // Also catches an expiry whose timer was late (a suspended process, a clock that jumped).
      if (client.principal.expires * 1000 <= now) {
        this.end(client, LIVE_CLOSE.tokenExpired);
        continue;
      }
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
    this.unsubscribeSessions();
    for (const client of this.clients) {
      if (client.expiry) clearTimeout(client.expiry);
      client.ws.close(code, reason);
    }
    this.clients.clear();
    this.byVendor.clear();
    this.byGuest.clear();
    this.bySession.clear();
  }
}

export function mountLiveChannel(app: Hono<AppEnv>, { upgradeWebSocket, deps, keepaliveMs }: LiveChannelOptions): LiveHub {
  const hub = new LiveHub(deps, keepaliveMs);
  const origins = allowedOrigins(deps.settings);
  /** Upgrades admitted only to be closed at once (expired or revoked tokens), with the code to close with. */
  const doomed = new WeakMap<Request, CloseWith>();
  mountHandlers(
    app,
    ENDPOINTS.openLiveChannel,
    async (c, next) => {
      const hosts = [c.req.header("host"), deps.settings.trustProxy ? c.req.header("x-forwarded-host") : undefined];
      if (!isAllowedOrigin(c.req.header("origin"), hosts, origins)) return errorJson(c, 403, "origin not allowed", COMMON_ERROR_KEYS.forbidden);
      const param = c.req.query(LIVE_AUTH_PARAM);
      const check = param ? await liveAuthorization(deps.tokens, param) : await checkAuthorization(deps.tokens, c.req.header("authorization"));
      if (check.ok) c.set("principal", check.principal);
      else if (check.problem === "expired") doomed.set(c.req.raw, LIVE_CLOSE.tokenExpired);
      else if (check.problem === "revoked") doomed.set(c.req.raw, LIVE_CLOSE.sessionRevoked);
      else return errorJson(c, 401, "unauthorized", COMMON_ERROR_KEYS.unauthorized);
      await next();
    },
    upgradeWebSocket((c) => {
      const closeWith = doomed.get(c.req.raw);
      const principal = c.get("principal");
      let client: LiveClient | undefined;
      return {
        onOpen(_event, ws) {
          if (closeWith) ws.close(closeWith.code, closeWith.reason);
          else client = hub.attach(principal, ws);
        },
        onMessage(event, _ws) {
          if (client) void hub.onMessage(client, event.data);
        },
        onClose() {
          if (client) hub.detach(client);
        },
      };
    }),
  );
  return hub;
}
