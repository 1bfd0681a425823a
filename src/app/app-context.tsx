// The one React context of the portal: the root `app` actor (machines/app), created by the
// composition root (main.tsx) with every real effect provided, before the first render (the router's
// guards need it too). Views read the root with useAppSelector and its children with useChild: a
// child is found by its systemId, and the hook renders again when the root spawns or stops it.
// The parts of a page (a map, an order's proof, summary and tracking link, the retry of a lazy page,
// the recipient's pages) are children of the root too (machines/app/app.parts.ts): a view opens its
// part with usePart (PART.OPENED when it is shown, PART.CLOSED when it goes) and reads the child the
// root spawned; the recipient's pages come from the path, read with usePageChild.
import type { AppChildren, appMachine } from "@machines/app/app.machine";
import { type PartInputs, type PartName, partId } from "@machines/app/app.parts";
import { selectConfig, selectHistorySideReady, selectOrderSideReady } from "@machines/app/app.selectors";
import type { mapLoadMachine } from "@machines/map-load/map-load.machine";
import type { orderProofMachine } from "@machines/order-proof/order-proof.machine";
import type { pageLoadMachine } from "@machines/page-load/page-load.machine";
import type { deliveryReceiptMachine } from "@machines/delivery-receipt/delivery-receipt.machine";
import type { publicTrackingMachine } from "@machines/public-tracking/public-tracking.machine";
import type { trackingLinkMachine } from "@machines/tracking-link/tracking-link.machine";
import type { orderSummaryMachine } from "@machines/order-summary/order-summary.machine";
import type { termsDownloadMachine } from "@machines/terms-download/terms-download.machine";
import { useSelector } from "@xstate/react";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import type { Actor, ActorRefFrom, AnyActorRef, SnapshotFrom } from "xstate";

export type AppActor = Actor<typeof appMachine>;

const AppActorContext = createContext<AppActor | null>(null);

/** The clock (epoch ms) of the composition root: the time views put into events. */
const ClockContext = createContext<() => number>(() => Date.now());

export function AppProvider(props: { app: AppActor; now?: () => number; children: ReactNode }) {
  const provider = <AppActorContext.Provider value={props.app}>{props.children}</AppActorContext.Provider>;
  return props.now ? <ClockContext.Provider value={props.now}>{provider}</ClockContext.Provider> : provider;
}

/**
 * The composition root's clock. Views stamp the events they send with it (`now: clock()`): machines
 * read no clock, and tests provide a fixed one (AppProvider `now`).
 */
export const useClock = () => useContext(ClockContext);

/** The root actor, or null outside the provider (components that also render without the app). */
export const useOptionalAppActor = () => useContext(AppActorContext);

export function useAppActor(): AppActor {
  const app = useContext(AppActorContext);
  if (!app) throw new Error("useAppActor needs the AppProvider (see main.tsx)");
  return app;
}

export function useAppSelector<T>(selector: (snapshot: SnapshotFrom<typeof appMachine>) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAppActor(), selector, compare);
}

/** The children that exist from the first render on (main.tsx renders once the session exists). */
type CoreChild = "flags" | "vendors" | "buildCheck" | "session" | "welcome";

/** A child of the root by its systemId; undefined while it does not exist (page machines, the lazy sides). */
export function useChild<K extends keyof AppChildren>(id: K): K extends CoreChild ? AppChildren[K] : AppChildren[K] | undefined {
  const app = useAppActor();
  const child = useSelector(app, () => app.system.get(id) as AppChildren[K] | undefined);
  return child as K extends CoreChild ? AppChildren[K] : AppChildren[K] | undefined;
}

/** The deployment configuration. */
export const useConfig = () => useAppSelector(selectConfig);

/** The order side's children once loaded (null before: the page shows that it is loading). */
export function useOrderSide() {
  const ready = useAppSelector(selectOrderSideReady);
  const orders = useChild("orders");
  const liveChannel = useChild("liveChannel");
  const trackingView = useChild("trackingView");
  if (!ready || !orders || !liveChannel || !trackingView) return null;
  return { orders, liveChannel, trackingView };
}

/** An order's details' machines (the details side), once loaded. */
export function useDetailsSide() {
  const riderTracker = useChild("riderTracker");
  const cancelOrder = useChild("cancelOrder");
  if (!riderTracker || !cancelOrder) return null;
  return { riderTracker, cancelOrder };
}

/** The history page's own machines (the history side), once loaded. */
export function useHistorySide() {
  const ready = useAppSelector(selectHistorySideReady);
  const historyFilters = useChild("historyFilters");
  const exporter = useChild("export");
  if (!ready || !historyFilters || !exporter) return null;
  return { historyFilters, export: exporter };
}

type PartLogic = {
  mapLoad: typeof mapLoadMachine;
  orderProof: typeof orderProofMachine;
  orderSummary: typeof orderSummaryMachine;
  trackingLink: typeof trackingLinkMachine;
  pageLoad: typeof pageLoadMachine;
  publicTracking: typeof publicTrackingMachine;
  deliveryReceipt: typeof deliveryReceiptMachine;
  termsDownload: typeof termsDownloadMachine;
};
export type PartActor<K extends PartName> = ActorRefFrom<PartLogic[K]>;

/**
 * A part the root spawned (id and systemId `<part>:<key>`), undefined until it exists. Read from the
 * root's children rather than the system: a part that finished (a link not found) leaves the system
 * but stays the root's child, showing its last state, until the root stops it.
 */
function useSpawnedPart<K extends PartName>(part: K, key: string): PartActor<K> | undefined {
  const id = partId(part, key);
  return useAppSelector((snapshot) => (snapshot.children as Record<string, unknown>)[id] as PartActor<K> | undefined);
}

/**
 * The part this view shows: the root is told when the view appears (PART.OPENED) and goes
 * (PART.CLOSED), spawns the part's machine with its real effects and stops it; the view reads it
 * (undefined for the moment before the root spawned it) and sends it events.
 */
export function usePart<K extends Exclude<PartName, "publicTracking" | "deliveryReceipt">>(
  part: K,
  key: string,
  input: PartInputs[K],
): PartActor<K> | undefined {
  const app = useAppActor();
  // The key names the instance (its order, kind, status…): the input it was opened with stays its input.
  const opening = useRef(input);
  opening.current = input;
  useEffect(() => {
    app.send({ type: "PART.OPENED", part, key, input: opening.current } as never);
    return () => app.send({ type: "PART.CLOSED", part, key });
  }, [app, part, key]);
  return useSpawnedPart(part, key);
}

/** The recipient's page part the root spawned for the path (/tracking/{publicId}, /delivery-receipt/{publicId}). */
export const usePageChild = <K extends "publicTracking" | "deliveryReceipt">(part: K, publicId: string) => useSpawnedPart(part, publicId);

/** A selector of a part that may not exist yet: `absent` until the root spawned it. */
export function usePartSelector<A extends AnyActorRef, T>(actor: A | undefined, selector: (snapshot: SnapshotFrom<A>) => T, absent: T): T {
  return useSelector(actor, (snapshot) => (snapshot ? selector(snapshot as SnapshotFrom<A>) : absent));
}
