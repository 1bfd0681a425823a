// Outcome table of the liveChannel machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const liveChannelOutcomes: OutcomeTable = {
  states: {
    "liveChannel.disconnected": { enteredBy: ["CLOSE", "xstate.init"] },
    "liveChannel.live": { enteredBy: ["AUTH.CHANGED", "CONNECT", "after reconnectDelay"] },
    "liveChannel.live.socket": { enteredBy: ["AUTH.CHANGED", "CONNECT", "after reconnectDelay"] },
    "liveChannel.live.socket.connecting": { enteredBy: ["AUTH.CHANGED", "CONNECT", "after reconnectDelay"] },
    "liveChannel.live.socket.connected": { enteredBy: ["SOCKET.OPEN"] },
    "liveChannel.live.socket.connected.subscribing": { enteredBy: ["SOCKET.OPEN"] },
    "liveChannel.live.socket.connected.subscribed": { enteredBy: ["SOCKET.MESSAGE"] },
    "liveChannel.live.fallback": { enteredBy: ["AUTH.CHANGED", "CONNECT", "after reconnectDelay"] },
    "liveChannel.live.fallback.watching": { enteredBy: ["AUTH.CHANGED", "CONNECT", "after reconnectDelay"] },
    "liveChannel.awaitingAuthorization": { enteredBy: ["SOCKET.CLOSED"] },
    "liveChannel.revoked": { enteredBy: ["SOCKET.CLOSED"] },
    "liveChannel.reconnecting": { enteredBy: ["SOCKET.CLOSED", "xstate.error.actor.socket"] },
  },
  emits: {
    "live.error": { on: ["SOCKET.MESSAGE"] },
    "live.refetchActive": { on: ["after fallbackCheck", "after reconnectDelay"] },
    "live.resync": { on: ["SOCKET.MESSAGE"] },
    "live.authExpired": { on: ["SOCKET.CLOSED"] },
    "live.sessionRevoked": { on: ["SOCKET.CLOSED"] },
    "live.orderUpdate": { on: ["SOCKET.MESSAGE"] },
  },
};
