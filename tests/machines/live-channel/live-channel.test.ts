// Hand-written specs of the live channel on the simulated clock, with the real socket adapter
// (socketActor) over fake sockets: connect with the Authorization parameter, subscribe, updates,
// reconnect after 1 s with the queued messages flushed in order, resync after every reconnect, the
// 5 s fallback check with its 60 s / 300 s thresholds, close on logout, and the platform's closes for
// an expired token (wait for a refreshed authorization) and a revoked session (stop for good).
import { encodeLiveAuthorization, LIVE_CLOSE } from "@domain/contract";
import { LIVE_TIMING, type LiveChannelInput, liveChannelMachine } from "@machines/live-channel/live-channel.machine";
import { subscribeMessage } from "@machines/live-channel/live-channel.messages";
import {
  selectIsConnected,
  selectLiveStatus,
  selectQueuedMessages,
  selectSilentForMs,
} from "@machines/live-channel/live-channel.selectors";
import { type OpenSocket, type SocketHandlers, socketActor } from "@machines/live-channel/live-channel.socket";
import { describe, expect, it } from "vitest";
import { settle, startControlled } from "../../support/model-paths";
import { AUTH_VALUE, LIVE_BASE_URL, REFRESHED_AUTH_VALUE, UPDATED_ORDER } from "./live-channel.model";

type FakeSocket = { url: string; on: SocketHandlers; sent: unknown[]; open: boolean; closed: boolean };
type Snap = ReturnType<typeof liveChannelMachine.getInitialSnapshot>;

function start(input: Partial<LiveChannelInput> = {}) {
  const sockets: FakeSocket[] = [];
  const openSocket: OpenSocket = (url, on) => {
    const socket: FakeSocket = { url, on, sent: [], open: false, closed: false };
    sockets.push(socket);
    return {
      isOpen: () => socket.open && !socket.closed,
      send: (data) => socket.sent.push(JSON.parse(data)),
      close: () => {
        socket.closed = true;
      },
    };
  };
  const c = startControlled(liveChannelMachine, {
    input: { url: LIVE_BASE_URL, page: "tracking", ...input },
    provide: { actors: { connectSocket: socketActor(openSocket) } },
  });
  const last = () => sockets[sockets.length - 1];
  return {
    ...c,
    sockets,
    last,
    snap: () => c.actor.getSnapshot() as unknown as Snap,
    status: () => selectLiveStatus(c.actor.getSnapshot() as unknown as Snap),
    types: () => c.emitted.map((e) => e.type),
    count: (type: string) => c.emitted.filter((e) => e.type === type).length,
    /** Lets time pass in 5 s steps (the simulated clock fires one round of timers per step). */
    async elapse(ms: number) {
      for (let left = ms; left > 0; left -= 5000) await c.advance(Math.min(5000, left));
    },
    async connect(vendorId = "DK-1001", extra: { guest?: boolean } = {}) {
      await c.send({ type: "CONNECT", authorization: AUTH_VALUE, vendorId, ...extra });
    },
    async open() {
      last().open = true;
      last().on.open();
      await settle();
    },
    async server(data: unknown) {
      last().on.message(typeof data === "string" ? data : JSON.stringify(data));
      await settle();
    },
    async subscribed(vendorId = "DK-1001") {
      last().on.message(JSON.stringify({ type: "subscribe_ok", data: { vendor_id: vendorId } }));
      await settle();
    },
    async drop(code = 1006, reason = "gone") {
      last().open = false;
      last().on.closed(code, reason);
      await settle();
    },
  };
}

describe("liveChannel: connecting and subscribing", () => {
  it("rests disconnected until CONNECT, then opens the socket with base64 of the authorization value", async () => {
    const f = start();
    expect(f.status()).toBe("disconnected");
    expect(f.sockets).toHaveLength(0);
    await f.connect();
    expect(f.status()).toBe("connecting");
    expect(f.sockets).toHaveLength(1);
    const url = new URL(f.last().url);
    expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(LIVE_BASE_URL);
    expect(url.searchParams.get("Authorization")).toBe(encodeLiveAuthorization(AUTH_VALUE));
    expect(atob(url.searchParams.get("Authorization") ?? "")).toBe("Bearer access-1;id-1");
  });

  it("subscribes to the vendor on open and is subscribed on subscribe_ok (no resync on the first connection)", async () => {
    const f = start();
    await f.connect("DK-1001");
    await f.open();
    expect(f.status()).toBe("subscribing");
    expect(selectIsConnected(f.snap())).toBe(true);
    expect(f.last().sent).toEqual([{ action: "subscribeToVendor", data: { vendor_id: "DK-1001" } }]);
    await f.subscribed("DK-1001");
    expect(f.status()).toBe("subscribed");
    expect(f.count("live.resync")).toBe(0);
  });

  it("ignores a subscribe_ok for another vendor", async () => {
    const f = start();
    await f.connect("DK-1001");
    await f.open();
    await f.subscribed("DK-9999");
    expect(f.status()).toBe("subscribing");
  });

  it("emits every order_update; unknown or malformed messages are ignored; platform errors are reported", async () => {
    const f = start();
    await f.connect();
    await f.open();
    await f.subscribed();
    await f.server({ type: "order_update", data: UPDATED_ORDER });
    await f.server("{not json");
    await f.server({ type: "order_update", data: { order_id: "x" } });
    await f.server({ type: "error", data: { message: "forbidden", translation_key: "error.forbidden" } });
    expect(f.emitted).toEqual([
      { type: "live.orderUpdate", order: UPDATED_ORDER },
      { type: "live.error", message: "forbidden", translationKey: "error.forbidden" },
    ]);
    expect(f.status()).toBe("subscribed");
  });

  it("subscribes again when the vendor changes while connected", async () => {
    const f = start();
    await f.connect("DK-1001");
    await f.open();
    await f.subscribed("DK-1001");
    await f.send({ type: "VENDOR.CHANGED", vendorId: "DK-1001" });
    expect(f.last().sent).toHaveLength(1);
    await f.send({ type: "VENDOR.CHANGED", vendorId: "DK-1002" });
    expect(f.status()).toBe("subscribing");
    expect(f.last().sent).toEqual([subscribeMessage("DK-1001"), subscribeMessage("DK-1002")]);
    await f.subscribed("DK-1001"); // a late answer for the previous vendor
    expect(f.status()).toBe("subscribing");
    await f.subscribed("DK-1002");
    expect(f.status()).toBe("subscribed");
  });
});

describe("liveChannel: reconnect, queue and resync", () => {
  it("reconnects 1 s after the socket closed and flushes the messages queued meanwhile, in order, after the subscribe", async () => {
    const f = start();
    await f.connect("DK-1001");
    await f.open();
    await f.subscribed();
    const first = f.last();
    await f.drop();
    expect(f.status()).toBe("reconnecting");
    expect(first.closed).toBe(true); // the adapter closes what it opened when the machine leaves it

    const a = subscribeMessage("DK-2001");
    const b = subscribeMessage("DK-3001");
    await f.send({ type: "LIVE.SEND", message: a });
    await f.send({ type: "LIVE.SEND", message: b });
    await f.send({ type: "LIVE.SEND", message: a }); // already waiting: not queued twice
    expect(selectQueuedMessages(f.snap())).toEqual([a, b]);

    await f.advance(LIVE_TIMING.reconnectMs - 1);
    expect(f.status()).toBe("reconnecting");
    expect(f.sockets).toHaveLength(1);
    await f.advance(1);
    expect(f.status()).toBe("connecting");
    expect(f.sockets).toHaveLength(2);
    expect(f.last().sent).toEqual([]);

    await f.open();
    expect(f.last().sent).toEqual([subscribeMessage("DK-1001"), a, b]);
    expect(selectQueuedMessages(f.snap())).toEqual([]);
  });

  it("emits live.resync at the subscribe_ok after every reconnect, once each", async () => {
    const f = start();
    await f.connect();
    await f.open();
    await f.subscribed();
    for (let round = 1; round <= 3; round++) {
      await f.drop();
      await f.advance(1000);
      await f.open();
      expect(f.count("live.resync")).toBe(round - 1); // not before the subscription is confirmed
      await f.subscribed();
      expect(f.count("live.resync")).toBe(round);
      await f.subscribed(); // a repeated answer changes nothing
      expect(f.count("live.resync")).toBe(round);
    }
  });

  it("owes a resync also when the first connection failed and a later one succeeds", async () => {
    const f = start();
    await f.connect();
    await f.drop(); // never opened
    await f.advance(1000);
    await f.open();
    await f.subscribed();
    expect(f.count("live.resync")).toBe(1);
  });

  it("sends at once while connected, and keeps the order when a message could not be sent", async () => {
    const f = start();
    await f.connect();
    await f.open();
    await f.subscribed();
    const a = subscribeMessage("DK-2001");
    const b = subscribeMessage("DK-3001");
    await f.send({ type: "LIVE.SEND", message: a });
    expect(f.last().sent).toEqual([subscribeMessage("DK-1001"), a]);
    // the socket is closing without having told us: the adapter reports the message as unsent
    f.last().open = false;
    await f.send({ type: "LIVE.SEND", message: b });
    expect(selectQueuedMessages(f.snap())).toEqual([b]);
    await f.send({ type: "LIVE.SEND", message: a }); // waits behind b
    expect(selectQueuedMessages(f.snap())).toEqual([b, a]);
    await f.drop();
    await f.advance(1000);
    await f.open();
    expect(f.last().sent).toEqual([subscribeMessage("DK-1001"), b, a]);
  });

  it("remembers a vendor change while reconnecting and subscribes to it on open", async () => {
    const f = start();
    await f.connect("DK-1001");
    await f.open();
    await f.drop();
    await f.send({ type: "VENDOR.CHANGED", vendorId: "DK-1002" });
    await f.advance(1000);
    await f.open();
    expect(f.last().sent).toEqual([subscribeMessage("DK-1002")]);
  });

  it("uses a refreshed authorization for the next connection", async () => {
    const f = start();
    await f.connect();
    await f.send({ type: "AUTH.CHANGED", authorization: "Bearer access-2;id-2" });
    await f.drop();
    await f.advance(1000);
    expect(new URL(f.last().url).searchParams.get("Authorization")).toBe(encodeLiveAuthorization("Bearer access-2;id-2"));
  });

  it("a socket actor that fails is treated like a closed socket", async () => {
    const failing = startControlled(liveChannelMachine, { input: { url: LIVE_BASE_URL } });
    await failing.send({ type: "CONNECT", authorization: AUTH_VALUE, vendorId: "DK-1001" });
    await failing.reject("socket", new Error("refused"));
    expect(selectLiveStatus(failing.actor.getSnapshot() as unknown as Snap)).toBe("reconnecting");
    await failing.advance(1000);
    expect(failing.isRunning("socket")).toBe(true);
    failing.stop();
  });
});

describe("liveChannel: close (logout)", () => {
  it("closes the socket, forgets the queue and does not reconnect", async () => {
    const f = start();
    await f.connect();
    await f.open();
    await f.drop();
    await f.send({ type: "LIVE.SEND", message: subscribeMessage("DK-2001") });
    await f.advance(1000);
    const socket = f.last();
    await f.send({ type: "CLOSE" });
    expect(f.status()).toBe("disconnected");
    expect(socket.closed).toBe(true);
    expect(selectQueuedMessages(f.snap())).toEqual([]);
    expect(f.snap().context.vendorId).toBeNull();
    const sockets = f.sockets.length;
    await f.elapse(60_000);
    expect(f.sockets).toHaveLength(sockets);
    expect(f.count("live.refetchActive")).toBe(0);
  });

  it("CLOSE while waiting to reconnect cancels the reconnect", async () => {
    const f = start();
    await f.connect();
    await f.drop();
    await f.send({ type: "CLOSE" });
    await f.elapse(5000);
    expect(f.sockets).toHaveLength(1);
    expect(f.status()).toBe("disconnected");
  });
});

describe("liveChannel: fallback check", () => {
  const connected = async (input: Partial<LiveChannelInput> = {}, guest = false) => {
    const f = start(input);
    await f.connect("DK-1001", { guest });
    await f.open();
    await f.subscribed();
    return f;
  };

  it("refetches on the tracking page after 300 s without an update (checked every 5 s)", async () => {
    const f = await connected({ dynamicTimeEstimation: false });
    await f.elapse(300_000);
    expect(f.count("live.refetchActive")).toBe(0);
    expect(selectSilentForMs(f.snap())).toBe(300_000);
    await f.elapse(4999);
    expect(f.count("live.refetchActive")).toBe(0);
    await f.elapse(1);
    expect(f.count("live.refetchActive")).toBe(1);
    // counting starts again
    await f.elapse(305_000);
    expect(f.count("live.refetchActive")).toBe(2);
  });

  it("uses 60 s with the dynamic-time-estimation flag", async () => {
    const f = await connected({ dynamicTimeEstimation: true });
    await f.elapse(60_000);
    expect(f.count("live.refetchActive")).toBe(0);
    await f.elapse(5000);
    expect(f.count("live.refetchActive")).toBe(1);
  });

  it("uses 60 s for guests", async () => {
    const f = await connected({}, true);
    await f.elapse(65_000);
    expect(f.count("live.refetchActive")).toBe(1);
  });

  it("follows the flag as it changes", async () => {
    const f = await connected();
    await f.elapse(100_000);
    expect(f.count("live.refetchActive")).toBe(0);
    await f.send({ type: "FLAGS.CHANGED", dynamicTimeEstimation: true });
    await f.elapse(5000);
    expect(f.count("live.refetchActive")).toBe(1);
  });

  it("never refetches off the tracking page, and checks at once when the page is entered after a long silence", async () => {
    const f = await connected({ page: "history", dynamicTimeEstimation: true });
    await f.elapse(600_000);
    expect(f.count("live.refetchActive")).toBe(0);
    await f.send({ type: "PAGE.CHANGED", page: "tracking" });
    await f.elapse(5000);
    expect(f.count("live.refetchActive")).toBe(1);
  });

  it("an update restarts the count", async () => {
    const f = await connected({ dynamicTimeEstimation: true });
    await f.elapse(50_000);
    await f.server({ type: "order_update", data: UPDATED_ORDER });
    expect(selectSilentForMs(f.snap())).toBe(0);
    await f.elapse(60_000); // 110 s: 60 s after the update
    expect(f.count("live.refetchActive")).toBe(0);
    await f.elapse(5000);
    expect(f.count("live.refetchActive")).toBe(1);
  });

  it("keeps counting while the socket keeps dropping (the reconnect waits count too)", async () => {
    const f = start({ dynamicTimeEstimation: true });
    await f.connect();
    for (let i = 0; i < 60; i++) {
      await f.drop(); // the channel is blocked: every connection fails at once
      await f.elapse(1000);
    }
    expect(f.count("live.refetchActive")).toBe(0);
    await f.drop();
    await f.elapse(1000);
    expect(f.count("live.refetchActive")).toBe(1);
    expect(f.count("live.resync")).toBe(0);
  });
});

describe("liveChannel: the platform ends the socket's access", () => {
  const expired = LIVE_CLOSE.tokenExpired;
  const revoked = LIVE_CLOSE.sessionRevoked;
  const authOf = (url: string) => atob(new URL(url).searchParams.get("Authorization") ?? "");

  it("4001 token expired: asks for a refresh and waits (no reconnect with the dead token) until a new authorization comes", async () => {
    const f = start();
    await f.connect();
    await f.open();
    await f.subscribed();
    await f.drop(expired.code, expired.reason);
    expect(f.count("live.authExpired")).toBe(1);
    expect(f.status()).toBe("reconnecting"); // as far as the badge is concerned
    expect(f.snap().matches("awaitingAuthorization")).toBe(true);
    await f.send({ type: "LIVE.SEND", message: subscribeMessage("DK-2001") });
    await f.send({ type: "VENDOR.CHANGED", vendorId: "DK-1002" });
    await f.elapse(60_000);
    expect(f.sockets).toHaveLength(1);
    await f.send({ type: "AUTH.CHANGED", authorization: AUTH_VALUE }); // the same, dead token: still waiting
    expect(f.sockets).toHaveLength(1);

    await f.send({ type: "AUTH.CHANGED", authorization: REFRESHED_AUTH_VALUE });
    expect(f.sockets).toHaveLength(2);
    expect(authOf(f.last().url)).toBe(REFRESHED_AUTH_VALUE);
    await f.open();
    expect(f.last().sent).toEqual([subscribeMessage("DK-1002"), subscribeMessage("DK-2001")]);
    await f.subscribed("DK-1002");
    expect(f.count("live.resync")).toBe(1); // what changed while waiting is refetched
    expect(f.count("live.authExpired")).toBe(1);

    // The session refreshes again (600 s early) while this socket keeps its token; when that token
    // expires, the newer authorization is already there: an ordinary reconnect, no refresh asked.
    await f.send({ type: "AUTH.CHANGED", authorization: "Bearer access-3;id-3" });
    await f.drop(expired.code, expired.reason);
    expect(f.count("live.authExpired")).toBe(1);
    expect(f.snap().matches("reconnecting")).toBe(true);
    await f.advance(1000);
    expect(authOf(f.last().url)).toBe("Bearer access-3;id-3");
  });

  it("4001 on a socket opened with an already expired token (closed right after the upgrade) asks for a refresh too", async () => {
    const f = start();
    await f.connect();
    await f.drop(expired.code, expired.reason);
    expect(f.count("live.authExpired")).toBe(1);
    expect(f.snap().matches("awaitingAuthorization")).toBe(true);
  });

  it("CLOSE ends the wait (the session could not refresh and signed out): nothing reconnects", async () => {
    const f = start();
    await f.connect();
    await f.open();
    await f.drop(expired.code, expired.reason);
    expect(f.count("live.authExpired")).toBe(1);
    await f.send({ type: "CLOSE" });
    expect(f.status()).toBe("disconnected");
    expect(f.snap().context.authorization).toBeNull();
    await f.elapse(30_000);
    expect(f.sockets).toHaveLength(1);
  });

  it("4003 session revoked: asks to sign out and never reconnects, whatever arrives, until CLOSE", async () => {
    const f = start();
    await f.connect();
    await f.open();
    await f.subscribed();
    await f.drop(revoked.code, revoked.reason);
    expect(f.types()).toEqual(["live.sessionRevoked"]);
    expect(f.snap().matches("revoked")).toBe(true);
    expect(f.status()).toBe("disconnected");
    await f.send({ type: "AUTH.CHANGED", authorization: REFRESHED_AUTH_VALUE });
    await f.send({ type: "VENDOR.CHANGED", vendorId: "DK-1002" });
    await f.send({ type: "LIVE.SEND", message: subscribeMessage("DK-2001") });
    await f.elapse(60_000);
    expect(f.sockets).toHaveLength(1);
    expect(f.count("live.refetchActive")).toBe(0);
    await f.send({ type: "CLOSE" });
    expect(f.snap().matches("disconnected")).toBe(true);
    await f.connect();
    expect(f.sockets).toHaveLength(2); // the next session connects as usual
  });
});
