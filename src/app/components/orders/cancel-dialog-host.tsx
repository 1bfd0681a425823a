// The cancel dialog's place in the tracking and history pages: the dialog (cancel-dialog.tsx, with its
// reasons) is imported when the cancelOrder machine first opens it, not with the page (issue 14).
import { selectCancelDialogOpen } from "@machines/cancel-order/cancel-order.selectors";
import type { CancelOrderActor } from "@machines/app/app.machine";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { useChild } from "../../app-context";
import { useOnceTrue } from "../use-once-true";

const CancelOrderDialog = lazy(() => import("./cancel-dialog").then((m) => ({ default: m.CancelOrderDialog })));

export function CancelDialog() {
  const cancelOrder = useChild("cancelOrder");
  return cancelOrder ? <CancelDialogWhenOpened cancelOrder={cancelOrder} /> : null;
}

function CancelDialogWhenOpened(props: { cancelOrder: CancelOrderActor }) {
  const used = useOnceTrue(useSelector(props.cancelOrder, selectCancelDialogOpen));
  return used ? (
    <Suspense fallback={null}>
      <CancelOrderDialog cancelOrder={props.cancelOrder} />
    </Suspense>
  ) : null;
}
