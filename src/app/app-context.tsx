// The one React context of the portal: the root `app` actor (machines/app), created by the
// composition root (main.tsx) with every real effect provided, before the first render (the router's
// guards need it too). Views read the root with useAppSelector and its children with useChild: a
// child is found by its systemId, and the hook renders again when the root spawns or stops it.
// Machines that live as long as a component (a map, a proof, the retry of a lazy page) are created by
// that component from the root's provided logic (useAppActorRef), so their effects are the root's too.
import type { AppChildren, appMachine } from "@machines/app/app.machine";
import { selectConfig, selectOrderSideReady } from "@machines/app/app.selectors";
import type { mapLoadMachine } from "@machines/map-load/map-load.machine";
import type { orderProofMachine } from "@machines/order-proof/order-proof.machine";
import type { pageLoadMachine } from "@machines/page-load/page-load.machine";
import type { deliveryReceiptMachine } from "@machines/delivery-receipt/delivery-receipt.machine";
import type { publicTrackingMachine } from "@machines/public-tracking/public-tracking.machine";
import type { trackingLinkMachine } from "@machines/tracking-link/tracking-link.machine";
import type { orderSummaryMachine } from "@machines/order-summary/order-summary.machine";
import type { termsDownloadMachine } from "@machines/terms-download/terms-download.machine";
import { useActorRef, useSelector } from "@xstate/react";
import { createContext, type ReactNode, useContext } from "react";
import type { Actor, ActorOptions, SnapshotFrom } from "xstate";

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
type CoreChild = "flags" | "vendors" | "buildCheck" | "collectionPoint" | "session" | "welcome" | "guestRegister";

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
  const riderTracker = useChild("riderTracker");
  const cancelOrder = useChild("cancelOrder");
  const historyFilters = useChild("historyFilters");
  const trackingView = useChild("trackingView");
  const exporter = useChild("export");
  if (!ready || !orders || !liveChannel || !riderTracker || !cancelOrder || !historyFilters || !trackingView || !exporter) return null;
  return { orders, liveChannel, riderTracker, cancelOrder, historyFilters, trackingView, export: exporter };
}

type ComponentLogic = {
  mapLoad: typeof mapLoadMachine;
  orderProof: typeof orderProofMachine;
  pageLoad: typeof pageLoadMachine;
  publicTracking: typeof publicTrackingMachine;
  deliveryReceipt: typeof deliveryReceiptMachine;
  trackingLink: typeof trackingLinkMachine;
  orderSummary: typeof orderSummaryMachine;
  termsDownload: typeof termsDownloadMachine;
};

/**
 * An actor of a component's own machine, created from the logic the composition root provided (its
 * real effects), living as long as the component.
 */
export function useAppActorRef<K extends keyof ComponentLogic>(
  name: K,
  options?: ActorOptions<ComponentLogic[K]>,
  observer?: (snapshot: SnapshotFrom<ComponentLogic[K]>) => void,
): Actor<ComponentLogic[K]> {
  const app = useAppActor();
  const logic = app.logic.implementations.actors[name] as unknown as ComponentLogic[K];
  return useActorRef(logic as never, options as never, observer as never) as unknown as Actor<ComponentLogic[K]>;
}
