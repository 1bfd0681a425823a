// Effect signatures of the live channel. `connectSocket` is a callback actor: the composition root
// provides one that opens the WebSocket (see `socketActor` in live-channel.socket.ts, which needs
// only a function that opens a socket) and the tests provide fakes.
import type { LiveClientMessage } from "@domain/contract";
import { fromCallback } from "xstate";

export type ConnectSocketInput = {
  /** The URL to open, already carrying the Authorization parameter (liveChannelUrl). */
  url: string;
  /** The Authorization parameter's value (base64 of the header value), for implementations that need it apart. */
  authorization: string;
};

/** What the socket actor reports to the machine. */
export type SocketEvent =
  | { type: "SOCKET.OPEN" }
  /** One incoming message as received (JSON text, or a parsed value). */
  | { type: "SOCKET.MESSAGE"; data: unknown }
  | { type: "SOCKET.CLOSED"; code?: number; reason?: string }
  /** A message the socket could not send (it was no longer open); the machine queues it again. */
  | { type: "SOCKET.UNSENT"; message: LiveClientMessage };

/** What the machine tells the socket actor. */
export type SocketCommand = { type: "SEND"; message: LiveClientMessage };

/**
 * Opens the socket at `input.url`, reports SOCKET.OPEN / SOCKET.MESSAGE / SOCKET.CLOSED (and
 * SOCKET.UNSENT) back, sends every SEND command's message as JSON, and closes the socket when the
 * machine stops it (leaving the connected states, CLOSE).
 */
export const connectSocket = fromCallback<SocketCommand, ConnectSocketInput>(() => {
  throw new Error("connectSocket is not provided");
});
