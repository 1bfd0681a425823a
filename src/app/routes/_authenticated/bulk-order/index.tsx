// Bulk order: only with the bulk-order-upload flag, not for guests.
import { createFileRoute } from "@tanstack/react-router";
import { BulkOrderPage } from "../../../features/bulk/bulk-page";
import { requireAccess } from "../../../guards";

export const Route = createFileRoute("/_authenticated/bulk-order/")({
  beforeLoad: ({ context }) => requireAccess(context, { flag: "bulk-order-upload", guests: false }),
  component: function BulkOrder() {
    return <BulkOrderPage />;
  },
});
