import { createFileRoute } from "@tanstack/react-router";
import { RequestPage } from "../../../features/request/request-page";
import { RequestPageSearch } from "../../../features/request/request-search";

export const Route = createFileRoute("/_authenticated/request-a-rider/$vendorId")({
  validateSearch: RequestPageSearch,
  component: function RequestARiderForVendor() {
    const { vendorId } = Route.useParams();
    const { orderID, payment } = Route.useSearch();
    return <RequestPage vendorId={vendorId} orderId={orderID} payment={payment} />;
  },
});
