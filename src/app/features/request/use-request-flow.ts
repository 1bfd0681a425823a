// The request page's link to the request services (services/request-services.ts): the services
// are created once per app on first use, with the router's navigation to order tracking and the
// notification service; the page opens the flow of its route's vendor, mode and ?orderID and closes
// it when it goes away. Nothing here decides anything about the flow itself.
import type { Vendor } from "@domain/contract";
import type { RequestMode } from "@machines/request-flow/request-flow.machine";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useSyncExternalStore } from "react";
import { useAppServices } from "../../services/app-services";
import { notify } from "../../services/notify";
import { type RequestServices, type RequestServicesState, requestServicesFor } from "../../services/request-services";

export function useRequestServices(): RequestServices {
  const app = useAppServices();
  const router = useRouter();
  return requestServicesFor(app, {
    notify,
    navigateToTracking: (orderId) => void router.navigate({ to: "/order-tracking", search: { order_id: orderId } }),
  });
}

/** Opens the flow for the route while `vendor` is known; returns what the page shows. */
export function useRequestFlow(params: { vendor: Vendor | null; mode: RequestMode | null; orderId: string | null }): {
  services: RequestServices;
  state: RequestServicesState;
} {
  const services = useRequestServices();
  const state = useSyncExternalStore(services.subscribe, services.getState, services.getState);
  const { vendor, mode, orderId } = params;
  useEffect(() => {
    if (vendor && mode) services.open({ vendor, mode, orderId });
  }, [services, vendor, mode, orderId]);
  useEffect(() => () => services.close(), [services]);
  return { services, state };
}
