// Selecting a vendor: the vendors machine learns the choice and the path's vendor segment is
// rewritten, keeping the query (core §2).
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";
import { useAppServices } from "../../services/app-services";
import { sectionOf, VENDOR_ROUTE } from "./vendor-paths";

export function useSelectVendor() {
  const { vendors } = useAppServices();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useCallback(
    (vendorId: string) => {
      vendors.send({ type: "VENDOR.SELECTED", vendorId });
      const section = sectionOf(pathname) ?? "request-a-rider";
      void navigate({
        to: VENDOR_ROUTE[section],
        params: { vendorId },
        search: ((prev: Record<string, unknown>) => prev) as never,
      });
    },
    [vendors, navigate, pathname],
  );
}
