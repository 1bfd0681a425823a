import { createFileRoute } from "@tanstack/react-router";
import { RequestPage } from "../../../features/request/request-page";
import { RequestPageSearch } from "../../../features/request/request-search";
import { Route as RequestForVendorRoute } from "./$vendorId";

/** The route's code-split component (autoCodeSplitting makes it a lazy component with `preload`). */
type Preloadable = { preload?: () => Promise<void> };

export const Route = createFileRoute("/_authenticated/request-a-rider/")({
  validateSearch: RequestPageSearch,
  // The root puts the selected vendor in the path (/request-a-rider/{vendorId}, replace) as soon as the
  // vendors are known: that route's component chunk is fetched with this one, so the switch renders at
  // once (issue 14: fetched only then, its pending page held the request page for ~600 ms, the
  // router's 300 ms delay and 500 ms minimum).
  beforeLoad: () => {
    void (RequestForVendorRoute.options.component as Preloadable | undefined)?.preload?.();
  },
  component: function RequestARider() {
    const { orderID, payment } = Route.useSearch();
    return <RequestPage orderId={orderID} payment={payment} />;
  },
});
