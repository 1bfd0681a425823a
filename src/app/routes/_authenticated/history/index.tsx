// History: not for guests (spec 001 §6: guests have no order history).
import { createFileRoute } from "@tanstack/react-router";
import { HistoryPage } from "../../../features/history/history-page";
import { requireAccess } from "../../../guards";
import { OrderSearch } from "../../../search-params";

export const Route = createFileRoute("/_authenticated/history/")({
  validateSearch: OrderSearch,
  beforeLoad: ({ context }) => requireAccess(context, { guests: false }),
  component: function History() {
    const { order_id } = Route.useSearch();
    return <HistoryPage orderId={order_id} />;
  },
});
