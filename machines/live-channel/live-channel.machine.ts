// Live channel machine: the WebSocket that brings order updates (core section 4, "Live channel";
// section 7; section 9 constants).
//
// It rests in `disconnected` until CONNECT {authorization, vendorId} (sent by the composition root
// once a session exists). `live` then invokes `connectSocket` (id "socket") at
// liveChannelUrl(base, authorization) and runs two regions side by side:
// - `socket`: `connecting` until SOCKET.OPEN; then `connected`, which first sends
//   {action:"subscribeToVendor", data:{vendor_id}} and flushes the queued messages in the order they
//   were queued (`connected.subscribing`); the platform's subscribe_ok for that vendor moves to
//   `connected.subscribed`. VENDOR.CHANGED while connected subscribes to the new vendor again
//   (`subscribing`); while not connected it is only remembered (the subscribe goes out on open).
//   Every order_update is emitted as `live.orderUpdate` (the composition root applies it to the
//   order store under the page/date rule). Outgoing LIVE.SEND messages go out at once when connected
//   and nothing waits before them, otherwise they are queued (an identical message is not queued
//   twice); a message the socket could not send (SOCKET.UNSENT) is queued again.
// - `fallback`: every `fallbackCheck` (5 s) it looks at how long no update came; on the order
//   tracking page, beyond 60 s (dynamic-time-estimation flag or guest) or 300 s, it emits
//   `live.refetchActive` and starts counting again.
// SOCKET.CLOSED (or the socket actor failing) leaves `live` for `reconnecting`; after
// `reconnectDelay` (1 s) it connects again. A reconnect owes a resync: at the subscribe_ok that
// follows it, `live.resync` is emitted so the active orders are refetched (the refetch starts after
// the subscription is confirmed, so an update is either in the refetch or arrives live: nothing sent
// while offline is missed). CLOSE (logout) from anywhere returns to `disconnected`, which closes the
// socket (the actor is stopped) and forgets the session's queue.
//
// Two closes of the platform (LIVE_CLOSE) are not ordinary drops, since reconnecting with the same token
// would only be refused again:
// - 4001 "token expired": when the session already gave a newer authorization (AUTH.CHANGED since
//   the socket opened) this is an ordinary reconnect with it; otherwise the machine emits
//   `live.authExpired` (the composition root asks the session to refresh) and waits in
//   `awaitingAuthorization` until AUTH.CHANGED brings a different authorization, then connects with it.
//   A session that cannot refresh signs out, and its CLOSE ends the wait: no reconnect loop.
// - 4003 "session revoked": it emits `live.sessionRevoked` (the composition root signs the session
//   out) and stays in `revoked`, never reconnecting, until CLOSE.
//
// Time: the machine never reads a clock. "How long no update came" (`silentForMs`) is counted by its
// own timers: each fallback check adds 5 s, each reconnect wait adds 1 s (so a socket that keeps
// dropping before a check fires still counts its reconnect waits), and an update, a subscribe_ok or
// a refetch resets it to 0. With thresholds that are multiples of the 5 s check this gives exactly
// the spec's decisions: the k-th check after an update refetches iff k·5 s > threshold, which is
// when the real age (k·5 s minus less than one check) first exceeds it. The spec's 1 s queue check
// polls for an open socket; here the socket reports when it opens and the queue is flushed at that
// moment, never later than the poll would.
import type { LiveClientMessage, LiveServerMessage, OrderRecord } from "@domain/contract";
import { encodeLiveAuthorization, LIVE_CLOSE } from "@domain/contract";
import type { LivePage } from "@domain/orders";
import { assign, emit, enqueueActions, sendTo, setup } from "xstate";
import { connectSocket, type SocketEvent } from "./live-channel.actors";
import { parseLiveMessage, sameMessage, subscribeMessage } from "./live-channel.messages";
import { liveChannelUrl } from "./live-channel.url";

/** Timings of core section 9: check every 5 s, reconnect after 1 s, refetch beyond 60 s / 300 s. */
export type LiveTiming = {
  checkMs: number;
  reconnectMs: number;
  /** With the dynamic-time-estimation flag or in guest mode. */
  fastThresholdMs: number;
  slowThresholdMs: number;
};

export const LIVE_TIMING: LiveTiming = { checkMs: 5000, reconnectMs: 1000, fastThresholdMs: 60_000, slowThresholdMs: 300_000 };

export type LiveChannelInput = {
  /** Base URL of the channel (e.g. wss://host/ws); the Authorization parameter is added per connection. */
  url: string;
  page?: LivePage;
  dynamicTimeEstimation?: boolean;
  /** Defaults to LIVE_TIMING (the spec); the model of the generated paths scales it down. */
  timing?: Partial<LiveTiming>;
};

export type LiveChannelContext = {
  url: string;
  /** The Authorization header value of the session ("Bearer …" or "ExternalPlatform …"); null when closed. */
  authorization: string | null;
  /** The authorization the current (or last) socket was opened with: a 4001 close concerns that one. */
  socketAuthorization: string | null;
  vendorId: string | null;
  guest: boolean;
  dynamicTimeEstimation: boolean;
  page: LivePage;
  /** Outgoing messages waiting for an open socket, oldest first. */
  queue: LiveClientMessage[];
  /** The connection dropped since the last subscribe_ok: the next one triggers a resync. */
  resyncOwed: boolean;
  /** Time without an update, counted by the machine's timers (capped just above the slow threshold). */
  silentForMs: number;
  timing: LiveTiming;
};

export type LiveChannelEvent =
  | { type: "CONNECT"; authorization: string; vendorId: string; guest?: boolean }
  | { type: "CLOSE" }
  | { type: "AUTH.CHANGED"; authorization: string }
  | { type: "VENDOR.CHANGED"; vendorId: string }
  | { type: "PAGE.CHANGED"; page: LivePage }
  | { type: "FLAGS.CHANGED"; dynamicTimeEstimation: boolean }
  | { type: "LIVE.SEND"; message: LiveClientMessage }
  | SocketEvent;

export type LiveChannelEmitted =
  | { type: "live.orderUpdate"; order: OrderRecord }
  | { type: "live.resync" }
  | { type: "live.refetchActive" }
  | { type: "live.error"; message: string; translationKey: string }
  /** The platform closed the socket because its token expired: the session should refresh. */
  | { type: "live.authExpired" }
  /** The platform closed the socket because the session was revoked: the session should sign out. */
  | { type: "live.sessionRevoked" };

type Parsed = { message: LiveServerMessage | null };

const thresholdMs = (c: LiveChannelContext) => (c.dynamicTimeEstimation || c.guest ? c.timing.fastThresholdMs : c.timing.slowThresholdMs);

const withMessage = (queue: LiveClientMessage[], message: LiveClientMessage) =>
  queue.some((m) => sameMessage(m, message)) ? queue : [...queue, message];

const closedSession = {
  authorization: null,
  socketAuthorization: null,
  vendorId: null,
  guest: false,
  queue: [] as LiveClientMessage[],
  resyncOwed: false,
  silentForMs: 0,
};

const parsedMessage = ({ event }: { event: LiveChannelEvent }): Parsed => ({
  message: event.type === "SOCKET.MESSAGE" ? parseLiveMessage(event.data) : null,
});

export const liveChannelMachine = setup({
  types: {
    context: {} as LiveChannelContext,
    events: {} as LiveChannelEvent,
    input: {} as LiveChannelInput,
    emitted: {} as LiveChannelEmitted,
  },
  actors: { connectSocket },
  delays: {
    /** Core section 9: the fallback check runs every 5 s. */
    fallbackCheck: ({ context }) => context.timing.checkMs,
    /** Core section 9: reconnect 1 s after the socket closed. */
    reconnectDelay: ({ context }) => context.timing.reconnectMs,
  },
  guards: {
    /** Only a different vendor needs a new subscription. */
    isOtherVendor: ({ context }, p: { vendorId: string }) => p.vendorId !== context.vendorId,
    /** A queued message must go first: a new one is sent at once only when nothing waits. */
    queueIsEmpty: ({ context }) => context.queue.length === 0,
    /** The platform confirmed the subscription to the vendor we asked for (a late answer for a previous vendor does not count). */
    isSubscribeOk: ({ context }, p: Parsed) => p.message?.type === "subscribe_ok" && p.message.data.vendor_id === context.vendorId,
    isOrderUpdate: (_, p: Parsed) => p.message?.type === "order_update",
    isErrorMessage: (_, p: Parsed) => p.message?.type === "error",
    /** That confirmation follows a dropped connection: the active orders must be refetched. */
    isSubscribeOkAfterDrop: ({ context }, p: Parsed) =>
      context.resyncOwed && p.message?.type === "subscribe_ok" && p.message.data.vendor_id === context.vendorId,
    /** The platform closed the socket because the session was revoked (logout elsewhere, a stolen refresh token, a new password). */
    isSessionRevoked: (_, p: { code?: number }) => p.code === LIVE_CLOSE.sessionRevoked.code,
    /** The token of the socket expired and the session has given nothing newer since it opened. */
    isExpiredAuthorization: ({ context }, p: { code?: number }) =>
      p.code === LIVE_CLOSE.tokenExpired.code && context.authorization === context.socketAuthorization,
    /** An authorization other than the expired one (the same one would be refused again). */
    isNewAuthorization: ({ context }, p: { authorization: string }) => p.authorization !== context.socketAuthorization,
    /** On the tracking page, the time without updates (after this step) exceeds the threshold of the mode. */
    isOverdue: ({ context }, p: { stepMs: number }) => context.page === "tracking" && context.silentForMs + p.stepMs > thresholdMs(context),
  },
  actions: {
    startSession: assign((_, p: { authorization: string; vendorId: string; guest: boolean }) => ({
      ...closedSession,
      authorization: p.authorization,
      vendorId: p.vendorId,
      guest: p.guest,
    })),
    /** Logout: nothing of the session survives (a queued message must not go out for the next user). */
    endSession: assign(() => ({ ...closedSession })),
    /** A refreshed token is used by the next connection. */
    setAuthorization: assign((_, p: { authorization: string }) => ({ authorization: p.authorization })),
    /** The socket about to open uses the current authorization. */
    rememberSocketAuthorization: assign(({ context }) => ({ socketAuthorization: context.authorization })),
    setVendor: assign((_, p: { vendorId: string }) => ({ vendorId: p.vendorId })),
    setPage: assign((_, p: { page: LivePage }) => ({ page: p.page })),
    setDynamicTimeEstimation: assign((_, p: { value: boolean }) => ({ dynamicTimeEstimation: p.value })),
    /** {action: "subscribeToVendor", data: {vendor_id}} to the open socket. */
    sendSubscribe: sendTo("socket", ({ context }) => ({ type: "SEND" as const, message: subscribeMessage(context.vendorId ?? "") })),
    sendNow: sendTo("socket", (_, p: { message: LiveClientMessage }) => ({ type: "SEND" as const, message: p.message })),
    /** Sends every queued message, oldest first, and empties the queue. */
    flushQueue: enqueueActions(({ context, enqueue }) => {
      for (const message of context.queue) enqueue.sendTo("socket", { type: "SEND", message });
      enqueue.assign({ queue: [] });
    }),
    enqueueMessage: assign(({ context }, p: { message: LiveClientMessage }) => ({ queue: withMessage(context.queue, p.message) })),
    oweResync: assign({ resyncOwed: true }),
    settleResync: assign({ resyncOwed: false }),
    /** An update (or a refetch) just happened. */
    markFresh: assign({ silentForMs: 0 }),
    /** Another step of silence; beyond the slow threshold the exact value no longer matters. */
    countSilence: assign(({ context }, p: { stepMs: number }) => ({
      silentForMs: Math.min(context.silentForMs + p.stepMs, context.timing.slowThresholdMs + 1),
    })),
    emitOrderUpdate: emit((_, p: Parsed) => ({
      type: "live.orderUpdate" as const,
      order: (p.message as Extract<LiveServerMessage, { type: "order_update" }>).data,
    })),
    emitResync: emit({ type: "live.resync" as const }),
    emitRefetchActive: emit({ type: "live.refetchActive" as const }),
    emitAuthExpired: emit({ type: "live.authExpired" as const }),
    emitSessionRevoked: emit({ type: "live.sessionRevoked" as const }),
    emitError: emit((_, p: Parsed) => {
      const data = (p.message as Extract<LiveServerMessage, { type: "error" }>).data;
      return { type: "live.error" as const, message: data.message, translationKey: data.translation_key };
    }),
  },
}).createMachine({
  id: "liveChannel",
  context: ({ input }) => ({
    ...closedSession,
    url: input.url,
    dynamicTimeEstimation: input.dynamicTimeEstimation ?? false,
    page: input.page ?? "other",
    timing: { ...LIVE_TIMING, ...(input.timing ?? {}) },
  }),
  initial: "disconnected",
  on: {
    "AUTH.CHANGED": { actions: { type: "setAuthorization", params: ({ event }) => ({ authorization: event.authorization }) } },
    "PAGE.CHANGED": { actions: { type: "setPage", params: ({ event }) => ({ page: event.page }) } },
    "FLAGS.CHANGED": { actions: { type: "setDynamicTimeEstimation", params: ({ event }) => ({ value: event.dynamicTimeEstimation }) } },
  },
  states: {
    disconnected: {
      on: {
        CONNECT: {
          target: "live",
          actions: {
            type: "startSession",
            params: ({ event }) => ({ authorization: event.authorization, vendorId: event.vendorId, guest: event.guest ?? false }),
          },
        },
        "VENDOR.CHANGED": { actions: { type: "setVendor", params: ({ event }) => ({ vendorId: event.vendorId }) } },
      },
    },
    live: {
      type: "parallel",
      entry: "rememberSocketAuthorization",
      invoke: {
        id: "socket",
        src: "connectSocket",
        input: ({ context }) => ({
          url: liveChannelUrl(context.url, context.authorization ?? ""),
          authorization: encodeLiveAuthorization(context.authorization ?? ""),
        }),
        onError: { target: "reconnecting", actions: "oweResync" },
      },
      on: {
        CLOSE: { target: "disconnected", actions: "endSession" },
        "SOCKET.CLOSED": [
          { guard: { type: "isSessionRevoked", params: ({ event }) => ({ code: event.code }) }, target: "revoked", actions: "emitSessionRevoked" },
          {
            guard: { type: "isExpiredAuthorization", params: ({ event }) => ({ code: event.code }) },
            target: "awaitingAuthorization",
            actions: ["oweResync", "emitAuthExpired"],
          },
          { target: "reconnecting", actions: "oweResync" },
        ],
        "SOCKET.UNSENT": { actions: { type: "enqueueMessage", params: ({ event }) => ({ message: event.message }) } },
      },
      states: {
        socket: {
          initial: "connecting",
          on: {
            "VENDOR.CHANGED": { actions: { type: "setVendor", params: ({ event }) => ({ vendorId: event.vendorId }) } },
            "LIVE.SEND": { actions: { type: "enqueueMessage", params: ({ event }) => ({ message: event.message }) } },
          },
          states: {
            connecting: {
              on: {
                // The subscription goes first, then whatever waited for the socket.
                "SOCKET.OPEN": { target: "connected", actions: ["sendSubscribe", "flushQueue"] },
              },
            },
            connected: {
              initial: "subscribing",
              on: {
                "VENDOR.CHANGED": {
                  guard: { type: "isOtherVendor", params: ({ event }) => ({ vendorId: event.vendorId }) },
                  target: ".subscribing",
                  actions: [{ type: "setVendor", params: ({ event }) => ({ vendorId: event.vendorId }) }, "sendSubscribe"],
                },
                "LIVE.SEND": {
                  guard: "queueIsEmpty",
                  actions: { type: "sendNow", params: ({ event }) => ({ message: event.message }) },
                },
                "SOCKET.MESSAGE": [
                  {
                    guard: { type: "isOrderUpdate", params: parsedMessage },
                    actions: [{ type: "emitOrderUpdate", params: parsedMessage }, "markFresh"],
                  },
                  { guard: { type: "isErrorMessage", params: parsedMessage }, actions: { type: "emitError", params: parsedMessage } },
                ],
              },
              states: {
                subscribing: {
                  on: {
                    "SOCKET.MESSAGE": [
                      {
                        guard: { type: "isSubscribeOkAfterDrop", params: parsedMessage },
                        target: "subscribed",
                        actions: ["settleResync", "markFresh", "emitResync"],
                      },
                      { guard: { type: "isSubscribeOk", params: parsedMessage }, target: "subscribed", actions: "markFresh" },
                    ],
                  },
                },
                subscribed: {},
              },
            },
          },
        },
        fallback: {
          initial: "watching",
          states: {
            watching: {
              after: {
                fallbackCheck: [
                  {
                    guard: { type: "isOverdue", params: ({ context }) => ({ stepMs: context.timing.checkMs }) },
                    target: "watching",
                    reenter: true,
                    actions: ["markFresh", "emitRefetchActive"],
                  },
                  {
                    target: "watching",
                    reenter: true,
                    actions: { type: "countSilence", params: ({ context }) => ({ stepMs: context.timing.checkMs }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    awaitingAuthorization: {
      on: {
        "AUTH.CHANGED": {
          guard: { type: "isNewAuthorization", params: ({ event }) => ({ authorization: event.authorization }) },
          target: "live",
          actions: { type: "setAuthorization", params: ({ event }) => ({ authorization: event.authorization }) },
        },
        CLOSE: { target: "disconnected", actions: "endSession" },
        "VENDOR.CHANGED": { actions: { type: "setVendor", params: ({ event }) => ({ vendorId: event.vendorId }) } },
        "LIVE.SEND": { actions: { type: "enqueueMessage", params: ({ event }) => ({ message: event.message }) } },
      },
    },
    revoked: {
      on: {
        CLOSE: { target: "disconnected", actions: "endSession" },
      },
    },
    reconnecting: {
      on: {
        CLOSE: { target: "disconnected", actions: "endSession" },
        "VENDOR.CHANGED": { actions: { type: "setVendor", params: ({ event }) => ({ vendorId: event.vendorId }) } },
        "LIVE.SEND": { actions: { type: "enqueueMessage", params: ({ event }) => ({ message: event.message }) } },
      },
      after: {
        reconnectDelay: [
          {
            guard: { type: "isOverdue", params: ({ context }) => ({ stepMs: context.timing.reconnectMs }) },
            target: "live",
            actions: ["markFresh", "emitRefetchActive"],
          },
          { target: "live", actions: { type: "countSilence", params: ({ context }) => ({ stepMs: context.timing.reconnectMs }) } },
        ],
      },
    },
  },
});
