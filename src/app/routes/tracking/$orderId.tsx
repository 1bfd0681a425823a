import { createFileRoute } from "@tanstack/react-router";
import { PublicTrackingPage } from "../../features/public/public-pages";

export const Route = createFileRoute("/tracking/$orderId")({
  component: function Tracking() {
    const { orderId } = Route.useParams();
    return <PublicTrackingPage orderId={orderId} />;
  },
});
