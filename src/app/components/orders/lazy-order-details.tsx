// The order details of the tracking and history pages, loaded when an order is first chosen (issue 14):
// with them come the phone rules (libphonenumber and its metadata, ~20 KB gz), the order summary, the
// rider map's frame and the proof, none of which the page needs before it is usable.
import { Loader, Paper } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";
import type { OrderDetails } from "./order-details";

const Details = lazy(() => import("./order-details").then((m) => ({ default: m.OrderDetails })));

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
