import { createFileRoute } from "@tanstack/react-router";
import { PublicTrackingView } from "../../features/public/public-tracking-page";

export const Route = createFileRoute("/tracking-c2c/$orderId")({
  component: function TrackingC2c() {
    const { orderId } = Route.useParams();
    // The path segment is the tracking link's public id (the capability), not the order id.
    return <PublicTrackingView publicId={orderId} c2c />;
  },
});
