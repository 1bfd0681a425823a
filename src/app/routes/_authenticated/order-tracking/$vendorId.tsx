import { createFileRoute } from "@tanstack/react-router";
import { OrderTrackingPage } from "../../../features/tracking/tracking-page";
import { OrderSearch } from "../../../search-params";

export const Route = createFileRoute("/_authenticated/order-tracking/$vendorId")({
  validateSearch: OrderSearch,
  component: function OrderTrackingForVendor() {
    const { vendorId } = Route.useParams();
    const { order_id } = Route.useSearch();
    return <OrderTrackingPage vendorId={vendorId} orderId={order_id} />;
  },
});
