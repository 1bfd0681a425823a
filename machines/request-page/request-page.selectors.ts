// Selectors of the request page: the page's view reads these.
import type { SnapshotFrom } from "xstate";
import type { requestPageMachine } from "./request-page.machine";

type Snapshot = SnapshotFrom<typeof requestPageMachine>;

export type RequestPageStep = "preparing" | "loadingOrder" | "orderNotFound" | "askingGuestSender" | "running" | "redirecting";

/** The state of the `flow` region while open (null while closed). */
const flowState = (s: Snapshot): string | null => (s.value as { open?: { flow?: string } }).open?.flow ?? null;

/** What the page shows around the flow. */
export function selectRequestPageStep(s: Snapshot): RequestPageStep {
  const flow = flowState(s);
  switch (flow) {
    case "loadingOrder":
    case "orderNotFound":
    case "askingGuestSender":
    case "running":
    case "redirecting":
      return flow;
    default:
      return "preparing";
  }
}

/** The running request flow (null between flows). */
export const selectRequestFlow = (s: Snapshot) => (flowState(s) === "running" ? (s.children.flow ?? null) : null);

/** A guest's sender data (the form's initial values, the sender summary). */
export const selectGuestSender = (s: Snapshot) => s.context.guestSender;

/** The vendor's delivery areas when draw-delivery-areas is on. */
export const selectDeliveryAreas = (s: Snapshot) => s.context.areas;

/** The page has shown something the user acts on (once per opening): what is not needed for it, the map first, comes after. */
export const selectIsUsable = (s: Snapshot) => s.matches({ open: { usable: "shown" } });

/** The frame that shows the usable page has been painted: what it does not need (the map's place) may come now. */
export const selectIsPainted = (s: Snapshot) => s.matches({ open: { usable: { shown: "painted" } } });
