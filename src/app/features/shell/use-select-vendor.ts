// Selecting a vendor in the branch selector: the root selects it and rewrites the path's vendor
// segment, keeping the query (core §2; machines/app, VENDOR.CHOSEN).
import { useCallback } from "react";
import { useAppActor } from "../../app-context";

export function useSelectVendor() {
  const app = useAppActor();
  return useCallback((vendorId: string) => app.send({ type: "VENDOR.CHOSEN", vendorId }), [app]);
}
