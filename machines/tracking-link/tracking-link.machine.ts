// Tracking-link machine: "Copy tracking link" in the order details (issue 12). Started with the
// order ({vendorId, orderId}), it is `idle`. COPY → `fetching` (`fetchTrackingLink`: the order's
// public link, created by the platform on first ask) → `copying` (`copyToClipboard`, the portal's
// origin + the link's path) → `copied`, which shows "Link copied" and returns to `idle` after
// `copiedFor` (3 s); the link is kept, so a second COPY skips the fetch. A failure of either step →
// `failed` (the view says tracking-link.copy-error next to the button); COPY tries again.
import type { TrackingLink } from "@domain/contract";
import { assign, setup } from "xstate";
import { copyToClipboard, fetchTrackingLink, type TrackingLinkInput } from "./tracking-link.actors";

export const TRACKING_LINK_MESSAGES = { copyError: "tracking-link.copy-error" } as const;
export const COPIED_FOR_MS = 3000;

export type TrackingLinkContext = TrackingLinkInput & { link: TrackingLink | null };
export type TrackingLinkEvent = { type: "COPY" };

export const trackingLinkMachine = setup({
  types: {
    input: {} as TrackingLinkInput,
    context: {} as TrackingLinkContext,
    events: {} as TrackingLinkEvent,
  },
  actors: { fetchTrackingLink, copyToClipboard },
  delays: { copiedFor: COPIED_FOR_MS },
  guards: {
    /** The link was fetched before: copy it again without asking. */
    hasLink: ({ context }) => context.link !== null,
  },
  actions: {
    storeLink: assign((_, p: { link: TrackingLink }) => ({ link: p.link })),
  },
}).createMachine({
  id: "trackingLink",
  context: ({ input }) => ({ vendorId: input.vendorId, orderId: input.orderId, link: null }),
  initial: "idle",
  states: {
    idle: { on: { COPY: [{ guard: "hasLink", target: "copying" }, { target: "fetching" }] } },
    fetching: {
      tags: ["busy"],
      invoke: {
        id: "fetchTrackingLink",
        src: "fetchTrackingLink",
        input: ({ context }) => ({ vendorId: context.vendorId, orderId: context.orderId }),
        onDone: { target: "copying", actions: { type: "storeLink", params: ({ event }) => ({ link: event.output }) } },
        onError: { target: "failed" },
      },
    },
    copying: {
      tags: ["busy"],
      invoke: {
        id: "copyToClipboard",
        src: "copyToClipboard",
        input: ({ context }) => ({ path: context.link?.path ?? "" }),
        onDone: { target: "copied" },
        onError: { target: "failed" },
      },
    },
    copied: { after: { copiedFor: { target: "idle" } }, on: { COPY: { target: "copying" } } },
    failed: { on: { COPY: [{ guard: "hasLink", target: "copying" }, { target: "fetching" }] } },
  },
});
