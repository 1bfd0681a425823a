import { createFileRoute } from "@tanstack/react-router";
import { OrderTrackingPage } from "../../../features/tracking/tracking-page";
import { OrderSearch } from "../../../search-params";

export const Route = createFileRoute("/_authenticated/order-tracking/")({
  validateSearch: OrderSearch,
  component: function OrderTracking() {
    const { order_id } = Route.useSearch();
    return <OrderTrackingPage orderId={order_id} />;
  },
});
