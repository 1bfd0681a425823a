import { createFileRoute } from "@tanstack/react-router";
import { RequestPage } from "../../../features/pages/app-pages";
import { RequestSearch } from "../../../search-params";

export const Route = createFileRoute("/_authenticated/request-a-rider/")({
  validateSearch: RequestSearch,
  component: function RequestARider() {
    const { orderID } = Route.useSearch();
    return <RequestPage orderId={orderID} />;
  },
});
