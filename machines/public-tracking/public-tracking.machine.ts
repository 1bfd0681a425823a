// Public tracking machine: the recipient's page behind a tracking link (second file sections 2 and 4;
// issue 12). Started with the link's public id, it is `resolving` at once: `fetchTracking` reads the
// order behind the link.
// - A 404 (a wrong, expired or guessed link — the platform answers all of them alike) → `notFound`,
//   final. Any other failure (offline, 5xx) → `reconnecting`.
// - An answer older than the one held (by the order's version, isStaleTracking) is dropped: a late
//   resync answer goes on `following` what is held. Otherwise it is stored and decides: a finished
//   order (delivered, returned, cancelled) → `finished`, nothing more to follow; else `following`.
// `following` invokes `followStream` on the link's read-only channel (server-sent events). Each
// STREAM.UPDATE is judged the same way: an older one (a late "finished" included) is ignored and the
// page goes on following the newer state; a newer one is stored, and one that finishes the order →
// `finished` (the stream is closed by leaving). STREAM.CLOSED (the stream was lost) → `reconnecting`, which after
// `reconnectDelay` (1 s, like the vendor's live channel) resolves the link again — the resync: what
// changed while the stream was down is in that answer — and then follows again.
// `stepChanges` counts the step changes after the first answer, so the page's polite status region
// announces a step only when it changed (never the first render's).
// Time: the machine reads no clock; "when" comes in the answers (placed_at, ETAs, updated_at).
import type { PublicTracking } from "@domain/contract";
import { isStaleTracking } from "@domain/tracking/freshness";
import { isFinalStep } from "@domain/tracking/public-steps";
import { assign, setup } from "xstate";
import { fetchTracking, followStream, type StreamEvent } from "./public-tracking.actors";

export const PUBLIC_TRACKING_RECONNECT_MS = 1000;

export type PublicTrackingInput = { publicId: string };

export type PublicTrackingContext = {
  publicId: string;
  tracking: PublicTracking | null;
  /** Step changes since the first answer (the status region announces from the first change on). */
  stepChanges: number;
  /** Times the stream was lost and followed again (shown as "reconnecting" while under way). */
  reconnects: number;
};

export type PublicTrackingEvent = StreamEvent;

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === "object" && "status" in error && typeof (error as { status: unknown }).status === "number"
    ? (error as { status: number }).status
    : undefined;

export const publicTrackingMachine = setup({
  types: {
    input: {} as PublicTrackingInput,
    context: {} as PublicTrackingContext,
    events: {} as PublicTrackingEvent,
  },
  actors: { fetchTracking, followStream },
  delays: { reconnectDelay: PUBLIC_TRACKING_RECONNECT_MS },
  guards: {
    /** The platform does not know the link (or no longer): nothing to retry. */
    isNotFound: (_, p: { error: unknown }) => statusOf(p.error) === 404,
    /** Older than the answer held (answers of the GET and the stream may cross): it must change nothing, a late "finished" included. */
    isStale: ({ context }, p: { tracking: PublicTracking }) => isStaleTracking(context.tracking, p.tracking),
    /** The order reached its end: delivered, returned or cancelled. */
    isFinished: (_, p: { tracking: PublicTracking }) => isFinalStep(p.tracking.step),
  },
  actions: {
    /** Keeps a newer answer (the isStale guard has turned older ones away) and counts a step change. */
    store: assign(({ context }, p: { tracking: PublicTracking }) => {
      const held = context.tracking;
      const changed = held !== null && held.step !== p.tracking.step;
      return { tracking: p.tracking, stepChanges: context.stepChanges + (changed ? 1 : 0) };
    }),
    countReconnect: assign(({ context }) => ({ reconnects: context.reconnects + 1 })),
  },
}).createMachine({
  id: "publicTracking",
  context: ({ input }) => ({ publicId: input.publicId, tracking: null, stepChanges: 0, reconnects: 0 }),
  initial: "resolving",
  states: {
    resolving: {
      tags: ["loading"],
      invoke: {
        id: "fetchTracking",
        src: "fetchTracking",
        input: ({ context }) => ({ publicId: context.publicId }),
        onDone: [
          { guard: { type: "isStale", params: ({ event }) => ({ tracking: event.output }) }, target: "following" },
          {
            guard: { type: "isFinished", params: ({ event }) => ({ tracking: event.output }) },
            target: "finished",
            actions: { type: "store", params: ({ event }) => ({ tracking: event.output }) },
          },
          { target: "following", actions: { type: "store", params: ({ event }) => ({ tracking: event.output }) } },
        ],
        onError: [{ guard: { type: "isNotFound", params: ({ event }) => ({ error: event.error }) }, target: "notFound" }, { target: "reconnecting" }],
      },
    },
    following: {
      tags: ["live"],
      invoke: { id: "stream", src: "followStream", input: ({ context }) => ({ publicId: context.publicId }) },
      on: {
        "STREAM.UPDATE": [
          { guard: { type: "isStale", params: ({ event }) => ({ tracking: event.tracking }) } },
          {
            guard: { type: "isFinished", params: ({ event }) => ({ tracking: event.tracking }) },
            target: "finished",
            actions: { type: "store", params: ({ event }) => ({ tracking: event.tracking }) },
          },
          { actions: { type: "store", params: ({ event }) => ({ tracking: event.tracking }) } },
        ],
        "STREAM.CLOSED": { target: "reconnecting" },
      },
    },
    reconnecting: {
      tags: ["offline"],
      entry: "countReconnect",
      after: { reconnectDelay: { target: "resolving" } },
    },
    finished: { type: "final" },
    notFound: { type: "final" },
  },
});
