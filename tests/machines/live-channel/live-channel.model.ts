// Model of the live channel for generated paths. The events offered depend on the snapshot so the
// graph stays small: the page and the flag only change while disconnected (they are plain context
// assignments everywhere), the authorization changes only while awaiting a fresh one after a 4001
// close (the same one is offered too, and refused), the vendor flips once while connected, and the
// fallback timing is scaled down (check and reconnect 5 s, both thresholds 5 s) so the silence count
// takes three values. The platform closes the socket with an ordinary drop (1006) anywhere, and with
// "token expired" (4001) or "session revoked" (4003) once subscribed (the transitions are the same
// from every socket state; the hand-written specs close it while connecting too). The spec's 1 s / 5 s / 60 s / 300 s are covered by the hand-written specs.
import { LIVE_CLOSE, type OrderRecord } from "@domain/contract";
import { type LiveChannelContext, liveChannelMachine } from "@machines/live-channel/live-channel.machine";
import { subscribeMessage } from "@machines/live-channel/live-channel.messages";
import type { AnyMachineSnapshot } from "xstate";
import { type ModelOptions, stableJson } from "../../support/model-paths";
import { makeOrder } from "../../domain/orders/fixtures";

export const LIVE_BASE_URL = "wss://platform.test/ws";
export const AUTH_VALUE = "Bearer access-1;id-1";
export const REFRESHED_AUTH_VALUE = "Bearer access-2;id-2";
export const QUEUED_MESSAGE = subscribeMessage("DK-1002");
export const UPDATED_ORDER: OrderRecord = makeOrder({ order_id: "DK-1001-100001", status: "WAITING_FOR_TRANSPORT" });

export const socketMessage = (data: unknown) => ({ type: "SOCKET.MESSAGE", data: JSON.stringify(data) });
export const subscribeOk = (vendorId: string) => socketMessage({ type: "subscribe_ok", data: { vendor_id: vendorId } });
export const orderUpdate = (order: OrderRecord) => socketMessage({ type: "order_update", data: order });
export const liveError = socketMessage({ type: "error", data: { message: "forbidden", translation_key: "error.forbidden" } });

/**
 * Model states: value and context, except that the two authorization values count only as whether
 * the session's authorization is still the one the socket was opened with (all the chart decides on),
 * so a refreshed authorization does not duplicate every state.
 */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as LiveChannelContext;
  const authorization = c.authorization === null ? null : c.authorization === c.socketAuthorization ? "socket's" : "newer";
  return stableJson({ value: snapshot.value, context: { ...c, authorization, socketAuthorization: c.socketAuthorization !== null } });
};

export const liveChannelModel: ModelOptions = {
  serializeState,
  input: {
    url: LIVE_BASE_URL,
    page: "tracking",
    dynamicTimeEstimation: false,
    timing: { checkMs: 5000, reconnectMs: 5000, fastThresholdMs: 5000, slowThresholdMs: 5000 },
  },
  events: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as LiveChannelContext;
    const disconnected = snapshot.matches("disconnected");
    const connected = snapshot.matches({ live: { socket: "connected" } });
    const subscribed = snapshot.matches({ live: { socket: { connected: "subscribed" } } });
    const current = c.authorization ?? AUTH_VALUE;
    const refreshed = current === AUTH_VALUE ? REFRESHED_AUTH_VALUE : AUTH_VALUE;
    return [
      { type: "CONNECT", authorization: AUTH_VALUE, vendorId: "DK-1001" },
      { type: "CLOSE" },
      { type: "AUTH.CHANGED", authorization: current },
      ...(snapshot.matches("awaitingAuthorization") ? [{ type: "AUTH.CHANGED", authorization: refreshed }] : []),
      { type: "PAGE.CHANGED", page: disconnected ? (c.page === "tracking" ? "history" : "tracking") : c.page },
      { type: "FLAGS.CHANGED", dynamicTimeEstimation: disconnected ? !c.dynamicTimeEstimation : c.dynamicTimeEstimation },
      { type: "VENDOR.CHANGED", vendorId: connected && c.vendorId === "DK-1001" ? "DK-1002" : (c.vendorId ?? "DK-1001") },
      { type: "LIVE.SEND", message: QUEUED_MESSAGE },
      { type: "SOCKET.OPEN" },
      { type: "SOCKET.CLOSED", code: 1006 },
      ...(subscribed
        ? [
            { type: "SOCKET.CLOSED", code: LIVE_CLOSE.tokenExpired.code, reason: LIVE_CLOSE.tokenExpired.reason },
            { type: "SOCKET.CLOSED", code: LIVE_CLOSE.sessionRevoked.code, reason: LIVE_CLOSE.sessionRevoked.reason },
          ]
        : []),
      { type: "SOCKET.UNSENT", message: QUEUED_MESSAGE },
      subscribeOk(c.vendorId ?? "DK-1001"),
      subscribeOk("DK-0000"),
      orderUpdate(UPDATED_ORDER),
      liveError,
      { type: "SOCKET.MESSAGE", data: "not json" },
      { type: "xstate.error.actor.socket", error: new Error("socket failed") },
    ];
  },
};

export { liveChannelMachine };
