// Effect signatures of the root `app` machine. The composition root (src/app/main.tsx) provides the
// real ones: each loader dynamic-imports its side of the portal (machines, api calls, effects: a
// chunk the landing page never loads) and answers the machines already provided with their real
// effects, which the root then spawns; tests provide fakes. The relay is machines/app/app.relay.ts.
import type { bulkUploadMachine } from "../bulk-upload/bulk-upload.machine";
import type { cancelOrderMachine } from "../cancel-order/cancel-order.machine";
import type { collectionPointMachine } from "../collection-point/collection-point.machine";
import type { deliveryReceiptMachine } from "../delivery-receipt/delivery-receipt.machine";
import type { exportMachine } from "../export/export.machine";
import type { guestRegisterMachine } from "../guest-register/guest-register.machine";
import type { helpCentreMachine } from "../help-centre/help-centre.machine";
import type { HistoryFiltersInput, historyFiltersMachine } from "../history-filters/history-filters.machine";
import type { liveChannelMachine } from "../live-channel/live-channel.machine";
import type { mapLoadMachine } from "../map-load/map-load.machine";
import type { orderProofMachine } from "../order-proof/order-proof.machine";
import type { orderSummaryMachine } from "../order-summary/order-summary.machine";
import type { publicTrackingMachine } from "../public-tracking/public-tracking.machine";
import type { loginMachine } from "../login/login.machine";
import type { ordersMachine } from "../orders/orders.machine";
import type { passwordResetMachine } from "../password-reset/password-reset.machine";
import type { registrationMachine } from "../registration/registration.machine";
import type { requestPageMachine } from "../request-page/request-page.machine";
import type { riderTrackerMachine } from "../rider-tracker/rider-tracker.machine";
import type { trackingLinkMachine } from "../tracking-link/tracking-link.machine";
import type { trackingViewMachine } from "../tracking-view/tracking-view.machine";
import { fromPromise } from "xstate";

/** The order side: the order store and everything around it, each machine with its real effects. */
export type OrderSideLogic = {
  orders: typeof ordersMachine;
  liveChannel: typeof liveChannelMachine;
  trackingView: typeof trackingViewMachine;
};

/**
 * The details side: what only an order's details use (the rider tracker and the cancel dialog's
 * machine), a chunk of its own loaded when the tracking view first shows an order, so the order pages'
 * lists do not fetch it (issue 14).
 */
export type DetailsSideLoaded = { riderTracker: typeof riderTrackerMachine; cancelOrder: typeof cancelOrderMachine };

export type OrderSideLoaded = {
  logic: OrderSideLogic;
  /** When it was loaded (ms): the order store's first fetch is stamped with it. */
  loadedAt: number;
};

/**
 * The history side: what only the history page uses (its filters and the export), a chunk of its own
 * loaded when the history page is shown, so /order-tracking does not fetch it (issue 14).
 */
export type HistorySideLoaded = {
  logic: { historyFilters: typeof historyFiltersMachine; export: typeof exportMachine };
  /** The history filters the user left (local storage). */
  storedHistoryFilters: HistoryFiltersInput["stored"];
  /** When it was loaded (ms): the history's first range is counted from it. */
  loadedAt: number;
};

/** The request side: the request page with its request flow, payment and voucher machines. */
export type RequestSideLoaded = { requestPage: typeof requestPageMachine };

/** Loads the order side's chunk. */
export const loadOrderSide = fromPromise<OrderSideLoaded, void>(async () => {
  throw new Error("loadOrderSide is not provided");
});

/** Loads the details side's chunk. */
export const loadDetailsSide = fromPromise<DetailsSideLoaded, void>(async () => {
  throw new Error("loadDetailsSide is not provided");
});

/** Loads the history side's chunk. */
export const loadHistorySide = fromPromise<HistorySideLoaded, void>(async () => {
  throw new Error("loadHistorySide is not provided");
});

/**
 * Resolves once the page shown has been painted (the next frame, then a task): what the first view does
 * not show (the order side) loads after it. The composition root provides it with requestAnimationFrame.
 */
export const waitForPaint = fromPromise<void, void>(async () => {
  throw new Error("waitForPaint is not provided");
});

/** Loads the request side's chunk. */
export const loadRequestSide = fromPromise<RequestSideLoaded, void>(async () => {
  throw new Error("loadRequestSide is not provided");
});

/** The bulk side: the bulk upload machine with its real effects. */
export type BulkSideLoaded = { bulkUpload: typeof bulkUploadMachine };

/** Loads the bulk side's chunk (the first time a bulk page is shown). */
export const loadBulkSide = fromPromise<BulkSideLoaded, void>(async () => {
  throw new Error("loadBulkSide is not provided");
});

/** The help centre's chunk: its machine with its real effects (loaded the first time it is opened). */
export type HelpSideLoaded = { helpCentre: typeof helpCentreMachine };

/** Loads the help centre's chunk. */
export const loadHelpSide = fromPromise<HelpSideLoaded, void>(async () => {
  throw new Error("loadHelpSide is not provided");
});

/** The collection point dialog's chunk: its machine with its real effects (loaded the first time it is opened). */
export type CollectionPointSideLoaded = { collectionPoint: typeof collectionPointMachine };

/** Loads the collection point dialog's chunk. */
export const loadCollectionPointSide = fromPromise<CollectionPointSideLoaded, void>(async () => {
  throw new Error("loadCollectionPointSide is not provided");
});

/** The signed-out side: the login form, registration, password reset and the guest-register popup, each with its real effects. */
export type SignedOutSideLoaded = {
  login: typeof loginMachine;
  registration: typeof registrationMachine;
  passwordReset: typeof passwordResetMachine;
  guestRegister: typeof guestRegisterMachine;
};

/** Loads the signed-out side's chunk (the first signed-out page, or the first guest session). */
export const loadSignedOutSide = fromPromise<SignedOutSideLoaded, void>(async () => {
  throw new Error("loadSignedOutSide is not provided");
});

/** The public parts' chunk: the recipient's tracking page and delivery receipt, with their real effects. */
export type PublicPartsLoaded = { publicTracking: typeof publicTrackingMachine; deliveryReceipt: typeof deliveryReceiptMachine };

/** Loads the public parts' chunk (the first recipient's path). */
export const loadPublicParts = fromPromise<PublicPartsLoaded, void>(async () => {
  throw new Error("loadPublicParts is not provided");
});

/** The order parts' chunk: a map's loading, an order's proof, summary and tracking link, with their real effects. */
export type OrderPartsLoaded = {
  mapLoad: typeof mapLoadMachine;
  orderProof: typeof orderProofMachine;
  orderSummary: typeof orderSummaryMachine;
  trackingLink: typeof trackingLinkMachine;
};

/** Loads the order parts' chunk (the first opening of one of them). */
export const loadOrderParts = fromPromise<OrderPartsLoaded, void>(async () => {
  throw new Error("loadOrderParts is not provided");
});
