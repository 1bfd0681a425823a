// Keeps the vendors machine and the path's vendor segment in step.
// - On /{section}/{vendorId}: the route's vendor is selected (VENDOR.SELECTED); when the user does not
//   have that vendor, the path is rewritten to the selected one.
// - On /{section} without a vendor: once the vendors are ready, the path gets the selected vendor
//   (guests keep the path without a vendor).
import { isGuestVendorId } from "@domain/vendors";
import { selectSelectedVendorId, selectVendorsStatus } from "@machines/vendors/vendors.selectors";
import { useNavigate } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useAppServices } from "../../services/app-services";
import { VENDOR_ROUTE, type VendorSection } from "../shell/vendor-paths";

const keepSearch = ((prev: Record<string, unknown>) => prev) as never;

export function useVendorSync(section: VendorSection, vendorId: string | undefined) {
  const { vendors } = useAppServices();
  const navigate = useNavigate();
  const status = useSelector(vendors, selectVendorsStatus);
  const selected = useSelector(vendors, selectSelectedVendorId);
  const hasRouteVendor = useSelector(vendors, (s) => !!vendorId && s.context.vendors.some((v) => v.vendor_id === vendorId));

  // The route names a vendor: select it (while loading, the machine remembers it for later).
  useEffect(() => {
    // Signed out, the machine ignores selections; it is asked again once the vendors are loading.
    if (status === "signedOut") return;
    if (vendorId && vendors.getSnapshot().context.selectedVendorId !== vendorId) {
      vendors.send({ type: "VENDOR.SELECTED", vendorId });
    }
  }, [vendors, vendorId, status]);

  // The path lacks the vendor, or names one the user does not have: put the selected one in it.
  useEffect(() => {
    if (status !== "ready" || !selected || isGuestVendorId(selected)) return;
    if (vendorId === undefined || (!hasRouteVendor && selected !== vendorId)) {
      void navigate({ to: VENDOR_ROUTE[section], params: { vendorId: selected }, search: keepSearch, replace: true });
    }
  }, [status, selected, vendorId, hasRouteVendor, section, navigate]);
}
