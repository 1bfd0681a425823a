import { createFileRoute } from "@tanstack/react-router";
import { BulkOrderPage } from "../../../../features/bulk/bulk-page";
import { requireAccess } from "../../../../guards";

export const Route = createFileRoute("/_authenticated/bulk-order/$vendorId/")({
  beforeLoad: ({ context }) => requireAccess(context, { flag: "bulk-order-upload", guests: false }),
  component: function BulkOrderForVendor() {
    const { vendorId } = Route.useParams();
    return <BulkOrderPage vendorId={vendorId} />;
  },
});
