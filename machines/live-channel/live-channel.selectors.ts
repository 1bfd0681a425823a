// Selectors of the live channel: the shell's connection indicator and diagnostics read these.
import type { SnapshotFrom } from "xstate";
import type { liveChannelMachine } from "./live-channel.machine";

type Snapshot = SnapshotFrom<typeof liveChannelMachine>;

export type LiveStatus = "disconnected" | "connecting" | "subscribing" | "subscribed" | "reconnecting";

export const selectLiveStatus = (s: Snapshot): LiveStatus => {
  // Revoked: nothing will reconnect (the session signs out and closes the channel).
  if (s.matches("disconnected") || s.matches("revoked")) return "disconnected";
  // Waiting for the refreshed token is a reconnect as far as the badge is concerned.
  if (s.matches("reconnecting") || s.matches("awaitingAuthorization")) return "reconnecting";
  if (s.matches({ live: { socket: { connected: "subscribed" } } })) return "subscribed";
  if (s.matches({ live: { socket: { connected: "subscribing" } } })) return "subscribing";
  return "connecting";
};

/** The socket is open (subscribing or subscribed). */
export const selectIsConnected = (s: Snapshot) => s.matches({ live: { socket: "connected" } });
/** Updates of the vendor arrive live. */
export const selectIsSubscribed = (s: Snapshot) => selectLiveStatus(s) === "subscribed";
/** A session exists (connected or trying to be). */
export const selectIsOnline = (s: Snapshot) => !s.matches("disconnected") && !s.matches("revoked");
export const selectLiveVendorId = (s: Snapshot) => s.context.vendorId;
export const selectQueuedMessages = (s: Snapshot) => s.context.queue;
export const selectLivePage = (s: Snapshot) => s.context.page;
/** Time without an update as counted by the fallback check (ms). */
export const selectSilentForMs = (s: Snapshot) => s.context.silentForMs;
