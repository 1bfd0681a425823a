// Mobile help centre: not for guests, not in GODROID mode, only with the helpcenter flag.
import { createFileRoute } from "@tanstack/react-router";
import HelpCentrePage from "../../../features/help-centre/help-centre-page";
import { requireAccess } from "../../../guards";

export const Route = createFileRoute("/_authenticated/helpcenter/$vendorId")({
  beforeLoad: ({ context }) => requireAccess(context, { flag: "helpcenter", guests: false, godroid: false }),
  component: function HelpCentre() {
    const { vendorId } = Route.useParams();
    return <HelpCentrePage vendorId={vendorId} />;
  },
});
