// Effect signatures of the public tracking page. The composition root provides the real ones (GET
// /tracking-api/v1/tracking/{publicId}; an EventSource on its stream); tests provide fakes.
import type { PublicTracking } from "@domain/contract";
import { type EventObject, fromCallback, fromPromise } from "xstate";

export type LinkInput = { publicId: string };

/** Reads the order behind the link (rejects with status 404 for a wrong, expired or guessed link). */
export const fetchTracking = fromPromise<PublicTracking, LinkInput>(async () => {
  throw new Error("fetchTracking is not provided");
});

/** What the stream reports: a new answer, or that it was lost (closed, network, server restart). */
export type StreamEvent = { type: "STREAM.UPDATE"; tracking: PublicTracking } | { type: "STREAM.CLOSED" };

/** Follows the link's read-only stream, reporting STREAM.UPDATE / STREAM.CLOSED; stopping it closes the stream. */
export const followStream = fromCallback<EventObject, LinkInput>(() => {
  throw new Error("followStream is not provided");
});
