import { createFileRoute } from "@tanstack/react-router";
import { DeliveryReceiptView } from "../../features/public/delivery-receipt-page";

export const Route = createFileRoute("/delivery-receipt/$orderId")({
  component: function DeliveryReceipt() {
    const { orderId } = Route.useParams();
    // The path segment is the tracking link's public id (the capability), not the order id.
    return <DeliveryReceiptView publicId={orderId} />;
  },
});
