// Effect signatures of "Copy tracking link" (GET /order/tracking-link; the clipboard). The portal
// provides the real effects; tests provide fakes.
import type { TrackingLink } from "@domain/contract";
import { fromPromise } from "xstate";

export type TrackingLinkInput = { vendorId: string; orderId: string };

export const fetchTrackingLink = fromPromise<TrackingLink, TrackingLinkInput>(async () => {
  throw new Error("fetchTrackingLink is not provided");
});

/** Writes the link's full address (the portal's origin + path) to the clipboard. */
export const copyToClipboard = fromPromise<void, { path: string }>(async () => {
  throw new Error("copyToClipboard is not provided");
});

/** Opens one of the portal's pages (the delivery receipt) in a new tab. */
export const openPage = fromPromise<void, { path: string }>(async () => {
  throw new Error("openPage is not provided");
});
