// Tracking-link machine: "Copy tracking link" and "Delivery receipt" in the order details (issue 12).
// Started with the order ({vendorId, orderId}), it is `idle`. COPY or OPEN_RECEIPT remembers what was
// asked (`intent`) and, without a link yet, goes `fetching` (`fetchTrackingLink`: the order's public
// link, created by the platform on first ask; kept, so later asks skip it). Then:
// - copy → `copying` (`copyToClipboard`: the portal's origin + the link's path) → `copied`, which
//   shows "Link copied" and returns to `idle` after `copiedFor` (3 s);
// - receipt or tracking (OPEN_TRACKING: a guest's own order opens its c2c tracking page) → `opening`
//   (`openPage`: /delivery-receipt/{public id}, or the link's own page, in a new tab) → `idle`.
// A failure of any step → `failed` (the view says tracking-link.copy-error next to the buttons);
// COPY or OPEN_RECEIPT tries again.
import type { TrackingLink } from "@domain/contract";
import { PUBLIC_TRACKING_PAGE } from "@domain/contract/public-tracking";
import { assign, setup } from "xstate";
import { copyToClipboard, fetchTrackingLink, openPage, type TrackingLinkInput } from "./tracking-link.actors";

export const COPIED_FOR_MS = 3000;

export type LinkIntent = "copy" | "receipt" | "tracking";
export type TrackingLinkContext = TrackingLinkInput & { link: TrackingLink | null; intent: LinkIntent };
export type TrackingLinkEvent = { type: "COPY" } | { type: "OPEN_RECEIPT" } | { type: "OPEN_TRACKING" };

/** The transitions of an ask: straight to the step with a link held, else fetch it first. */
const ask = (intent: LinkIntent) =>
  [
    { guard: "hasLink", target: intent === "copy" ? "copying" : "opening", actions: { type: "setIntent", params: { intent } } },
    { target: "fetching", actions: { type: "setIntent", params: { intent } } },
  ] as const;

export const trackingLinkMachine = setup({
  types: {
    input: {} as TrackingLinkInput,
    context: {} as TrackingLinkContext,
    events: {} as TrackingLinkEvent,
  },
  actors: { fetchTrackingLink, copyToClipboard, openPage },
  delays: { copiedFor: COPIED_FOR_MS },
  guards: {
    /** The link was fetched before: use it again without asking. */
    hasLink: ({ context }) => context.link !== null,
    /** The link was fetched to open a page (the receipt, the tracking page), not to copy it. */
    wantsPage: ({ context }) => context.intent !== "copy",
  },
  actions: {
    storeLink: assign((_, p: { link: TrackingLink }) => ({ link: p.link })),
    /** What the user asked for, decided once the link is there. */
    setIntent: assign((_, p: { intent: LinkIntent }) => ({ intent: p.intent })),
  },
}).createMachine({
  id: "trackingLink",
  context: ({ input }) => ({ vendorId: input.vendorId, orderId: input.orderId, link: null, intent: "copy" }),
  initial: "idle",
  states: {
    idle: { on: { COPY: ask("copy"), OPEN_RECEIPT: ask("receipt"), OPEN_TRACKING: ask("tracking") } },
    fetching: {
      tags: ["busy"],
      invoke: {
        id: "fetchTrackingLink",
        src: "fetchTrackingLink",
        input: ({ context }) => ({ vendorId: context.vendorId, orderId: context.orderId }),
        onDone: [
          { guard: "wantsPage", target: "opening", actions: { type: "storeLink", params: ({ event }) => ({ link: event.output }) } },
          { target: "copying", actions: { type: "storeLink", params: ({ event }) => ({ link: event.output }) } },
        ],
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
    opening: {
      tags: ["busy"],
      invoke: {
        id: "openPage",
        src: "openPage",
        input: ({ context }) => ({
          path: context.intent === "receipt" ? `${PUBLIC_TRACKING_PAGE.receipt}/${context.link?.public_id ?? ""}` : (context.link?.path ?? ""),
        }),
        onDone: { target: "idle" },
        onError: { target: "failed" },
      },
    },
    // A link is held here: straight to the step.
    copied: {
      after: { copiedFor: { target: "idle" } },
      on: {
        COPY: { target: "copying", actions: { type: "setIntent", params: { intent: "copy" } } },
        OPEN_RECEIPT: { target: "opening", actions: { type: "setIntent", params: { intent: "receipt" } } },
        OPEN_TRACKING: { target: "opening", actions: { type: "setIntent", params: { intent: "tracking" } } },
      },
    },
    failed: { on: { COPY: ask("copy"), OPEN_RECEIPT: ask("receipt"), OPEN_TRACKING: ask("tracking") } },
  },
});
