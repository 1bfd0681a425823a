// The pure parts of the live channel: its URL with the Authorization parameter, the message reader
// and the socket adapter that the composition root wraps around a real WebSocket.
import { liveChannelBase, liveChannelUrl } from "@machines/live-channel/live-channel.url";
import { parseLiveMessage, subscribeMessage } from "@machines/live-channel/live-channel.messages";
import { type SocketHandlers, socketActor } from "@machines/live-channel/live-channel.socket";
import { createActor, createMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { UPDATED_ORDER } from "./live-channel.model";

const param = (url: string) => new URL(url).searchParams.get("Authorization");

describe("liveChannelUrl", () => {
  it("adds Authorization = base64 of the header value, URL-encoded", () => {
    const url = liveChannelUrl("wss://rr.example/ws", "Bearer a;b");
    expect(url).toBe("wss://rr.example/ws?Authorization=QmVhcmVyIGE7Yg%3D%3D");
    expect(atob(param(url) ?? "")).toBe("Bearer a;b");
  });

  it("keeps the base's own query, replaces an Authorization already there and drops a fragment", () => {
    const url = liveChannelUrl("wss://rr.example/ws?country=dk&Authorization=old#x", "ExternalPlatform eyJ.x.y");
    expect(url.startsWith("wss://rr.example/ws?country=dk&Authorization=")).toBe(true);
    expect(url).not.toContain("#");
    expect(atob(param(url) ?? "")).toBe("ExternalPlatform eyJ.x.y");
  });

  it("encodes non-ASCII values as UTF-8 before base64", () => {
    const url = liveChannelUrl("ws://localhost:8080/ws", "Bearer ø");
    const bytes = Uint8Array.from(atob(param(url) ?? ""), (ch) => ch.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe("Bearer ø");
  });

  it("derives the channel's base from the platform origin (http → ws, https → wss)", () => {
    expect(liveChannelBase("http://localhost:8080")).toBe("ws://localhost:8080/ws");
    expect(liveChannelBase("https://portal.example/")).toBe("wss://portal.example/ws");
    expect(liveChannelBase("https://portal.example", "live")).toBe("wss://portal.example/live");
  });
});

describe("parseLiveMessage", () => {
  it("reads JSON text and parsed values with the contract", () => {
    const ok = { type: "subscribe_ok", data: { vendor_id: "DK-1001" } };
    expect(parseLiveMessage(JSON.stringify(ok))).toEqual(ok);
    expect(parseLiveMessage({ type: "order_update", data: UPDATED_ORDER })).toEqual({ type: "order_update", data: UPDATED_ORDER });
  });

  it("gives null for anything else", () => {
    expect(parseLiveMessage("not json")).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: "order_update", data: {} }))).toBeNull();
    expect(parseLiveMessage({ type: "hello" })).toBeNull();
    expect(parseLiveMessage(undefined)).toBeNull();
  });
});

describe("socketActor", () => {
  function harness(openNow = true) {
    let handlers: SocketHandlers | null = null;
    const sent: string[] = [];
    const state = { open: openNow, closed: false, url: "" };
    const logic = socketActor((url, on) => {
      state.url = url;
      handlers = on;
      return {
        isOpen: () => state.open,
        send: (d) => sent.push(d),
        close: () => {
          state.closed = true;
        },
      };
    });
    const reports: unknown[] = [];
    // a parent that invokes the socket and records what it reports
    const parent = createActor(
      createMachine({
        on: { "*": { actions: ({ event }) => reports.push(event) } },
        initial: "open",
        states: {
          open: {
            invoke: { id: "socket", src: logic, input: { url: "wss://x/ws?Authorization=QQ%3D%3D", authorization: "QQ==" } },
            on: { STOP: "stopped" },
          },
          stopped: {},
        },
      }),
    );
    parent.start();
    const child = parent.getSnapshot().children.socket as { send(e: unknown): void };
    const actor = { send: (e: unknown) => child.send(e), stop: () => parent.send({ type: "STOP" }) };
    return { actor, sent, state, reports, on: () => handlers as unknown as SocketHandlers };
  }

  it("opens the URL, reports open / message / closed and sends commands as JSON", () => {
    const h = harness();
    expect(h.state.url).toBe("wss://x/ws?Authorization=QQ%3D%3D");
    h.on().open();
    h.on().message('{"type":"subscribe_ok"}');
    h.actor.send({ type: "SEND", message: subscribeMessage("DK-1001") });
    h.on().closed(1006, "gone");
    expect(h.sent).toEqual(['{"action":"subscribeToVendor","data":{"vendor_id":"DK-1001"}}']);
    expect(h.reports).toEqual([
      { type: "SOCKET.OPEN" },
      { type: "SOCKET.MESSAGE", data: '{"type":"subscribe_ok"}' },
      { type: "SOCKET.CLOSED", code: 1006, reason: "gone" },
    ]);
  });

  it("reports a message it cannot send because the socket is not open", () => {
    const h = harness(false);
    h.actor.send({ type: "SEND", message: subscribeMessage("DK-1001") });
    expect(h.sent).toEqual([]);
    expect(h.reports).toEqual([{ type: "SOCKET.UNSENT", message: subscribeMessage("DK-1001") }]);
  });

  it("closes the socket when stopped and reports nothing afterwards", () => {
    const h = harness();
    h.actor.stop();
    expect(h.state.closed).toBe(true);
    h.on().closed(1000, "");
    expect(h.reports).toEqual([]);
  });
});
