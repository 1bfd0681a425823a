// The order side's chunk (loaded by the root's `loadOrderSide` once someone is signed in or an order
// page is shown; the landing page never loads it): the order store, the live channel and the tracking
// view, each provided with its real effects (the history's filters and export are the history side,
// history-side.ts; the rider tracker and the cancel dialog's machine the details side, details-side.ts).
// The root spawns them and owns the rules between them (machines/app/app.machine.ts).
// Guests: the active list is read from the guest orders list of local storage (GET /order each);
// they have no pre-order list and never fetch history (the orders machine refuses it).
import { getOrder, getVendorOrders } from "@api/calls/orders-tracking";
import type { OrderRecord } from "@domain/contract";
import { GUEST_VENDOR_ID, isGuestVendorId } from "@domain/vendors";
import type { OrderSideLoaded } from "@machines/app/app.actors";
import { relayLogic } from "@machines/app/app.relay";
import { liveChannelMachine } from "@machines/live-channel/live-channel.machine";
import { socketActor } from "@machines/live-channel/live-channel.socket";
import { type OrdersFetchInput, type OrdersPage, toOrdersQuery } from "@machines/orders/orders.actors";
import { ordersMachine } from "@machines/orders/orders.machine";
import { trackingViewMachine } from "@machines/tracking-view/tracking-view.machine";
import { fromPromise } from "xstate";
import { readGuestOrderIds } from "../services/guest-orders";
import type { AppDeps } from "./app-deps";

const EMPTY_PAGE: OrdersPage = { data: [], pagination_key: null };

export function loadOrderSide(deps: AppDeps): OrderSideLoaded {
  const { api, store } = deps;

  /** A guest's active orders: the ids of the guest orders list, read one by one (unknown ones dropped). */
  const guestOrders = async (signal: AbortSignal): Promise<OrdersPage> => {
    const ids = readGuestOrderIds(store);
    const found = await Promise.all(ids.map((orderId) => getOrder(api, { vendorId: GUEST_VENDOR_ID, orderId }, signal).catch(() => null)));
    return { data: found.filter((o): o is OrderRecord => o !== null), pagination_key: null };
  };
  const listFetch = (input: OrdersFetchInput, signal: AbortSignal) => getVendorOrders(api, { vendorId: input.vendorId, query: toOrdersQuery(input) }, signal);

  return {
    logic: {
      orders: ordersMachine.provide({
        actors: {
          fetchActiveOrders: fromPromise<OrdersPage, OrdersFetchInput>(({ input, signal }) =>
            isGuestVendorId(input.vendorId) ? guestOrders(signal) : listFetch(input, signal),
          ),
          fetchPreOrders: fromPromise<OrdersPage, OrdersFetchInput>(async ({ input, signal }) => (isGuestVendorId(input.vendorId) ? EMPTY_PAGE : listFetch(input, signal))),
          fetchPastOrders: fromPromise<OrdersPage, OrdersFetchInput>(({ input, signal }) => listFetch(input, signal)),
        },
      }),
      liveChannel: liveChannelMachine.provide({ actors: { connectSocket: socketActor(deps.openSocket) } }),
      trackingView: trackingViewMachine.provide({
        actors: {
          relay: relayLogic(deps.now),
          lookupOrder: fromPromise(({ input, signal }) => getOrder(api, input, signal)),
        },
      }),
    },
    loadedAt: deps.now(),
  };
}
