import { createFileRoute } from "@tanstack/react-router";
import { DeliveryReceiptPage } from "../../features/public/public-pages";

export const Route = createFileRoute("/delivery-receipt/$orderId")({
  component: function DeliveryReceipt() {
    const { orderId } = Route.useParams();
    return <DeliveryReceiptPage orderId={orderId} />;
  },
});
