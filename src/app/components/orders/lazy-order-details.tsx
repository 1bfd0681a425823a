// The order details of the tracking and history pages, loaded when an order is first chosen (issue 14):
// with them come the phone rules (libphonenumber and its metadata, ~20 KB gz), the order summary, the
// rider map's frame and the proof, none of which the page needs before it is usable. A page opened for
// one order (?order_id=) starts loading them at once.
import { Loader, Paper } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";
import { loadOnce } from "../../services/load-once";
import type { OrderDetails } from "./order-details";

const details = loadOnce(() => import("./order-details"));
/** Starts loading the details (a page opened for one order asks before the order itself has arrived). */
export const preloadOrderDetails = (): Promise<typeof import("./order-details")> => details.load();
const Details = lazy(() => preloadOrderDetails().then((m) => ({ default: m.OrderDetails })));

export function LazyOrderDetails(props: ComponentProps<typeof OrderDetails>) {
  return (
    <Suspense
      fallback={
        <Paper withBorder radius="md" p="lg" data-testid="order-details-loading">
          <Loader size="sm" />
        </Paper>
      }
    >
      <Details {...props} />
    </Suspense>
  );
}
