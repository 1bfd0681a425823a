import { createFileRoute } from "@tanstack/react-router";
import { RequestPage } from "../../../features/request/request-page";
import { RequestPageSearch } from "../../../features/request/request-search";

export const Route = createFileRoute("/_authenticated/request-a-rider/")({
  validateSearch: RequestPageSearch,
  component: function RequestARider() {
    const { orderID, payment } = Route.useSearch();
    return <RequestPage orderId={orderID} payment={payment} />;
  },
});
