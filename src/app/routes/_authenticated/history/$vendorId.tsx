import { createFileRoute } from "@tanstack/react-router";
import { HistoryPage } from "../../../features/history/history-page";
import { requireAccess } from "../../../guards";
import { OrderSearch } from "../../../search-params";

export const Route = createFileRoute("/_authenticated/history/$vendorId")({
  validateSearch: OrderSearch,
  beforeLoad: ({ context }) => requireAccess(context, { guests: false }),
  component: function HistoryForVendor() {
    const { vendorId } = Route.useParams();
    const { order_id } = Route.useSearch();
    return <HistoryPage vendorId={vendorId} orderId={order_id} />;
  },
});
