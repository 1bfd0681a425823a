// The running services of the portal, created once by the composition root (main.tsx →
// services/create-services.ts) and handed to the views through React context. Views read actors
// with @xstate/react `useSelector` and the machines' selectors; they never call the API directly
// except through actors they create from a machine (registration, password reset).
import type { ApiClient } from "@api/client";
import type { DeploymentConfig } from "@config/deployment";
import type { buildCheckMachine } from "@machines/build-check/build-check.machine";
import type { flagsMachine } from "@machines/flags/flags.machine";
import type { sessionMachine } from "@machines/session/session.machine";
import type { vendorsMachine } from "@machines/vendors/vendors.machine";
import { createContext, use, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { OrderServices } from "./order-services";
import type { KeyValueStore } from "./storage";

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type FlagsActor = ActorRefFrom<typeof flagsMachine>;
export type BuildCheckActor = ActorRefFrom<typeof buildCheckMachine>;
export type VendorsActor = ActorRefFrom<typeof vendorsMachine>;

export interface AppServices {
  config: DeploymentConfig;
  api: ApiClient;
  store: KeyValueStore;
  session: SessionActor;
  flags: FlagsActor;
  buildCheck: BuildCheckActor;
  vendors: VendorsActor;
  /** Reloads the document (the load-failure bar and the build check use it). */
  reloadPage: () => void;
  /**
   * The order side (order store, live channel, rider tracker, cancel dialog, history filters; see
   * order-services.ts) is its own chunk, created once someone is signed in or an order page asks
   * for it: the landing page never loads it. The same promise every time.
   */
  loadOrderServices(): Promise<OrderServices>;
  /** The order side once created (null before). */
  orderServices(): OrderServices | null;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error("useAppServices needs the AppServicesContext provider (see main.tsx)");
  return services;
}

/** The order side for a view: suspends (React `use`) until it is loaded; the route's pending page shows meanwhile. */
export function useOrderServices(): OrderServices {
  const services = useAppServices();
  return services.orderServices() ?? use(services.loadOrderServices());
}
