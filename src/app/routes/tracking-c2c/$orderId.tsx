import { createFileRoute } from "@tanstack/react-router";
import { C2cTrackingPage } from "../../features/public/public-pages";

export const Route = createFileRoute("/tracking-c2c/$orderId")({
  component: function TrackingC2c() {
    const { orderId } = Route.useParams();
    return <C2cTrackingPage orderId={orderId} />;
  },
});
