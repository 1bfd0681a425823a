import { createFileRoute } from "@tanstack/react-router";
import { RequestPage } from "../../../features/pages/app-pages";
import { RequestSearch } from "../../../search-params";

export const Route = createFileRoute("/_authenticated/request-a-rider/$vendorId")({
  validateSearch: RequestSearch,
  component: function RequestARiderForVendor() {
    const { vendorId } = Route.useParams();
    const { orderID } = Route.useSearch();
    return <RequestPage vendorId={vendorId} orderId={orderID} />;
  },
});
