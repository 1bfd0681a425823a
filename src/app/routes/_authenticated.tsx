// Authenticated routes: / when the session is not valid (each child adds its own feature rule).
// Every one of them is a vendor section (/{section}/{vendorId}): as their layout, this route tells the
// root machine the route's vendor before the page loads (the root selects it; not on preloads). The
// layout adds the round help-centre button.
import { createFileRoute } from "@tanstack/react-router";
import { AuthenticatedLayout } from "../features/help-centre/authenticated-layout";
import { requireAccess, tellRouteVendor } from "../guards";

export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context, location, preload }) => {
    requireAccess(context);
    if (!preload) tellRouteVendor(context, location.pathname);
  },
  component: AuthenticatedLayout,
});
