// The connectSocket actor over any socket: the composition root passes a function that opens a real
// WebSocket (`(url, on) => { const ws = new WebSocket(url); ws.onopen = on.open; …; return ws-like }`),
// tests pass a fake. The machine layer itself never touches WebSocket.
import type { LiveClientMessage } from "@domain/contract";
import { fromCallback } from "xstate";
import type { ConnectSocketInput, SocketCommand, SocketEvent } from "./live-channel.actors";

export type SocketHandlers = {
  open(): void;
  message(data: unknown): void;
  closed(code?: number, reason?: string): void;
};

export type OpenedSocket = {
  /** true when the socket is open (WebSocket.readyState === 1). */
  isOpen(): boolean;
  send(data: string): void;
  close(): void;
};

export type OpenSocket = (url: string, on: SocketHandlers) => OpenedSocket;

/** A connectSocket implementation over `openSocket`. */
export function socketActor(openSocket: OpenSocket) {
  return fromCallback<SocketCommand, ConnectSocketInput>(({ input, sendBack, receive }) => {
    let stopped = false;
    const report = (event: SocketEvent) => {
      if (!stopped) sendBack(event);
    };
    const socket = openSocket(input.url, {
      open: () => report({ type: "SOCKET.OPEN" }),
      message: (data) => report({ type: "SOCKET.MESSAGE", data }),
      closed: (code, reason) => report({ type: "SOCKET.CLOSED", code, reason }),
    });
    receive((command) => {
      const message: LiveClientMessage = command.message;
      if (!socket.isOpen()) {
        report({ type: "SOCKET.UNSENT", message });
        return;
      }
      try {
        socket.send(JSON.stringify(message));
      } catch {
        report({ type: "SOCKET.UNSENT", message });
      }
    });
    return () => {
      stopped = true;
      socket.close();
    };
  });
}
