// The order side's chunk (loaded by the root's `loadOrderSide` once someone is signed in or an order
// page is shown; the landing page never loads it): the order store, the live channel, the rider
// tracker, the cancel dialog, the history filters, the tracking view and the history export, each
// provided with its real effects. The root spawns them and owns the rules between them
// (machines/app/app.machine.ts).
// Guests: the active list is read from the guest orders list of local storage (GET /order each);
// they have no pre-order list and never fetch history (the orders machine refuses it).
import { cancelOrder, getOrder, getRider, getVendorOrders } from "@api/calls/orders-tracking";
import type { OrderRecord } from "@domain/contract";
import { GUEST_VENDOR_ID, isGuestVendorId } from "@domain/vendors";
import type { OrderSideLoaded } from "@machines/app/app.actors";
import { relayLogic } from "@machines/app/app.relay";
import { cancelOrderMachine } from "@machines/cancel-order/cancel-order.machine";
import type { BuildExportInput } from "@machines/export/export.actors";
import { exportMachine } from "@machines/export/export.machine";
import { historyFiltersMachine, type PhoneSearchRules } from "@machines/history-filters/history-filters.machine";
import { readStoredFilters, type StoredHistoryFilters } from "@domain/history/filters";
import { liveChannelMachine } from "@machines/live-channel/live-channel.machine";
import { socketActor } from "@machines/live-channel/live-channel.socket";
import { type OrdersFetchInput, type OrdersPage, toOrdersQuery } from "@machines/orders/orders.actors";
import { ordersMachine } from "@machines/orders/orders.machine";
import { riderTrackerMachine } from "@machines/rider-tracker/rider-tracker.machine";
import { trackingViewMachine } from "@machines/tracking-view/tracking-view.machine";
import { type EventObject, fromCallback, fromPromise } from "xstate";
import { i18n } from "../i18n";
import { readGuestOrderIds } from "../services/guest-orders";
import { STORAGE_KEYS } from "../services/storage";
import type { AppDeps } from "./app-deps";

const EMPTY_PAGE: OrdersPage = { data: [], pagination_key: null };

/**
 * The export's builder: rows to a CSV or XLSX file, reporting progress, in the page's language. The
 * builders and the columns are imported when an export starts (the export machine's `building` state
 * invokes this actor), not with the order side: the pages do not need them before Export is clicked
 * (issue 14). A failed import is the export failing (EXPORT.FAILED), like a failed build.
 */
function buildExportLogic(deps: AppDeps) {
  return fromCallback<EventObject, BuildExportInput>(({ input, sendBack }) => {
    let stopped = false;
    const report = (event: EventObject & Record<string, unknown>) => {
      if (!stopped) sendBack(event);
    };
    const onProgress = (progress: number) => report({ type: "EXPORT.PROGRESS", progress });
    void (async () => {
      try {
        const [{ buildCsv, buildXlsx, MIME }, { exportFileName, historyExportColumns }] = await Promise.all([
          import("../features/history/export"),
          import("../features/history/export-columns"),
        ]);
        const columns = historyExportColumns(i18n, deps.config, input.now);
        const content = input.format === "csv" ? await buildCsv(input.rows, columns, onProgress) : await buildXlsx(input.rows, columns, onProgress);
        report({ type: "EXPORT.BUILT", file: { content, fileName: exportFileName(input, deps.config.timezone), mime: MIME[input.format] } });
      } catch (error) {
        report({ type: "EXPORT.FAILED", message: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      stopped = true;
    };
  });
}

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
      riderTracker: riderTrackerMachine.provide({
        actors: { fetchRider: fromPromise(({ input, signal }) => getRider(api, { riderId: input.riderId }, signal)) },
      }),
      cancelOrder: cancelOrderMachine.provide({
        actors: { cancelOrder: fromPromise(({ input, signal }) => cancelOrder(api, input, signal)) },
      }),
      historyFilters: historyFiltersMachine.provide({
        actions: {
          persistFilters: (_, filters: StoredHistoryFilters) => store.set(STORAGE_KEYS.historyFilters, JSON.stringify(filters)),
        },
        // The phone metadata loads with the history page, not with this chunk.
        actors: { loadPhoneRules: fromPromise<PhoneSearchRules>(() => import("@domain/history/phone-search")) },
      }),
      trackingView: trackingViewMachine.provide({
        actors: {
          relay: relayLogic(deps.now),
          lookupOrder: fromPromise(({ input, signal }) => getOrder(api, input, signal)),
        },
      }),
      export: exportMachine.provide({
        actors: { buildExport: buildExportLogic(deps) },
        actions: { downloadFile: (_, p) => deps.download(p.file) },
      }),
    },
    storedHistoryFilters: readStoredFilters(store.get(STORAGE_KEYS.historyFilters)),
    loadedAt: deps.now(),
  };
}
