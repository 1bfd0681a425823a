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
import { createContext, useContext } from "react";
import type { ActorRefFrom } from "xstate";
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
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error("useAppServices needs the AppServicesContext provider (see main.tsx)");
  return services;
}
