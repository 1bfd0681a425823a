// Every machine with generated paths: its model options (events with concrete actor outcomes) and
// how to execute paths against it, and its outcome table. tests/machines/model-paths.test.ts executes every path of every
// entry and checks coverage; `npm run test:paths` prints the figures. A new machine adds one entry.
import { pageLoadMachine } from "@machines/page-load/page-load.machine";
import type { AnyStateMachine } from "xstate";
import { appMachine, appModel } from "../machines/app/app.model";
import { bulkUploadMachine, bulkUploadModel } from "../machines/bulk-upload/bulk-upload.model";
import { exportMachine, exportModel } from "../machines/export/export.model";
import { loginMachine, loginModel } from "../machines/login/login.model";
import { requestPageMachine, requestPageModel } from "../machines/request-page/request-page.model";
import { trackingViewMachine, trackingViewModel } from "../machines/tracking-view/tracking-view.model";
import { buildCheckMachine, buildCheckModel } from "../machines/build-check/build-check.model";
import { flagsMachine, flagsModel } from "../machines/flags/flags.model";
import { sessionMachine, sessionModel } from "../machines/session/session.model";
import { passwordResetMachine, passwordResetModel } from "../machines/password-reset/password-reset.model";
import { registrationMachine, registrationModel } from "../machines/registration/registration.model";
import { vendorsMachine, vendorsModel } from "../machines/vendors/vendors.model";
import { cancelOrderMachine, cancelOrderModel } from "../machines/cancel-order/cancel-order.model";
import { liveChannelMachine, liveChannelModel } from "../machines/live-channel/live-channel.model";
import { ordersMachine, ordersModel } from "../machines/orders/orders.model";
import { riderTrackerMachine, riderTrackerModel } from "../machines/rider-tracker/rider-tracker.model";
import { mapLoadMachine, mapLoadModel } from "../machines/map-load/map-load.model";
import { historyFiltersMachine, historyFiltersModel } from "../machines/history-filters/history-filters.model";
import { feeRefreshMachine, feeRefreshModel } from "../machines/fee-refresh/fee-refresh.model";
import { paymentIntentMachine, paymentIntentModel } from "../machines/payment-intent/payment-intent.model";
import { requestFlowMachine, requestFlowModel } from "../machines/request-flow/request-flow.model";
import { voucherMachine, voucherModel } from "../machines/voucher/voucher.model";
import { orderProofMachine, orderProofModel } from "../machines/order-proof/order-proof.model";
import { collectionPointMachine, collectionPointModel } from "../machines/collection-point/collection-point.model";
import {
  deliveryReceiptMachine,
  deliveryReceiptModel,
  orderSummaryMachine,
  orderSummaryModel,
  publicTrackingMachine,
  publicTrackingModel,
  trackingLinkMachine,
  trackingLinkModel,
} from "../machines/public-tracking/public-tracking.model";
import { helpCentreMachine, helpCentreModel } from "../machines/help-centre/help-centre.model";
import { welcomeMachine, welcomeModel } from "../machines/welcome/welcome.model";
import { guestRegisterMachine, guestRegisterModel } from "../machines/guest-register/guest-register.model";
import { guestRegisterOutcomes } from "../machines/guest-register/guest-register.outcomes";
import { termsDownloadMachine, termsDownloadModel } from "../machines/terms-download/terms-download.model";
import { termsDownloadOutcomes } from "../machines/terms-download/terms-download.outcomes";
import type { ExecuteOptions, ModelOptions } from "./model-paths";
import type { OutcomeTable } from "./outcomes";
import { collectionPointOutcomes } from "../machines/collection-point/collection-point.outcomes";
import { bulkUploadOutcomes } from "../machines/bulk-upload/bulk-upload.outcomes";
import { pageLoadOutcomes } from "../machines/page-load/page-load.outcomes";
import { sessionOutcomes } from "../machines/session/session.outcomes";
import { flagsOutcomes } from "../machines/flags/flags.outcomes";
import { buildCheckOutcomes } from "../machines/build-check/build-check.outcomes";
import { vendorsOutcomes } from "../machines/vendors/vendors.outcomes";
import { registrationOutcomes } from "../machines/registration/registration.outcomes";
import { passwordResetOutcomes } from "../machines/password-reset/password-reset.outcomes";
import { ordersOutcomes } from "../machines/orders/orders.outcomes";
import { liveChannelOutcomes } from "../machines/live-channel/live-channel.outcomes";
import { riderTrackerOutcomes } from "../machines/rider-tracker/rider-tracker.outcomes";
import { cancelOrderOutcomes } from "../machines/cancel-order/cancel-order.outcomes";
import { mapLoadOutcomes } from "../machines/map-load/map-load.outcomes";
import { historyFiltersOutcomes } from "../machines/history-filters/history-filters.outcomes";
import { requestFlowOutcomes } from "../machines/request-flow/request-flow.outcomes";
import { paymentIntentOutcomes } from "../machines/payment-intent/payment-intent.outcomes";
import { feeRefreshOutcomes } from "../machines/fee-refresh/fee-refresh.outcomes";
import { voucherOutcomes } from "../machines/voucher/voucher.outcomes";
import { orderProofOutcomes } from "../machines/order-proof/order-proof.outcomes";
import { appOutcomes } from "../machines/app/app.outcomes";
import { loginOutcomes } from "../machines/login/login.outcomes";
import { trackingViewOutcomes } from "../machines/tracking-view/tracking-view.outcomes";
import { exportOutcomes } from "../machines/export/export.outcomes";
import { requestPageOutcomes } from "../machines/request-page/request-page.outcomes";
import { publicTrackingOutcomes } from "../machines/public-tracking/public-tracking.outcomes";
import { deliveryReceiptOutcomes } from "../machines/delivery-receipt/delivery-receipt.outcomes";
import { trackingLinkOutcomes } from "../machines/tracking-link/tracking-link.outcomes";
import { orderSummaryOutcomes } from "../machines/order-summary/order-summary.outcomes";
import { helpCentreOutcomes } from "../machines/help-centre/help-centre.outcomes";
import { welcomeOutcomes } from "../machines/welcome/welcome.outcomes";

export type MachineEntry = {
  /** Name in reports and test titles. */
  name: string;
  machine: AnyStateMachine;
  model: ModelOptions;
  execute?: ExecuteOptions;
  /** What every step of every path must observe, written down beside the chart (tests/support/outcomes.ts). */
  outcomes: OutcomeTable;
  /** Coverage the entry must reach (default: every state and every transition). */
  require?: { statesPct?: number; transitionsPct?: number };
};

export const MACHINE_REGISTRY: MachineEntry[] = [
  { name: "session", machine: sessionMachine, model: sessionModel, outcomes: sessionOutcomes },
  { name: "flags", machine: flagsMachine, model: flagsModel, outcomes: flagsOutcomes },
  { name: "buildCheck", machine: buildCheckMachine, model: buildCheckModel, outcomes: buildCheckOutcomes },
  {
    name: "pageLoad",
    machine: pageLoadMachine,
    model: { input: undefined, events: [{ type: "xstate.error.actor.loadPage", error: new Error("chunk failed") }] },
    outcomes: pageLoadOutcomes,
  },
  { name: "vendors", machine: vendorsMachine, model: vendorsModel, outcomes: vendorsOutcomes },
  { name: "registration", machine: registrationMachine, model: registrationModel, outcomes: registrationOutcomes },
  { name: "passwordReset", machine: passwordResetMachine, model: passwordResetModel, outcomes: passwordResetOutcomes },
  { name: "orders", machine: ordersMachine, model: ordersModel, outcomes: ordersOutcomes },
  { name: "liveChannel", machine: liveChannelMachine, model: liveChannelModel, outcomes: liveChannelOutcomes },
  { name: "riderTracker", machine: riderTrackerMachine, model: riderTrackerModel, outcomes: riderTrackerOutcomes },
  { name: "cancelOrder", machine: cancelOrderMachine, model: cancelOrderModel, outcomes: cancelOrderOutcomes },
  { name: "mapLoad", machine: mapLoadMachine, model: mapLoadModel, outcomes: mapLoadOutcomes },
  { name: "historyFilters", machine: historyFiltersMachine, model: historyFiltersModel, outcomes: historyFiltersOutcomes },
  { name: "requestFlow", machine: requestFlowMachine, model: requestFlowModel, outcomes: requestFlowOutcomes },
  { name: "paymentIntent", machine: paymentIntentMachine, model: paymentIntentModel, outcomes: paymentIntentOutcomes },
  { name: "feeRefresh", machine: feeRefreshMachine, model: feeRefreshModel, outcomes: feeRefreshOutcomes },
  { name: "voucher", machine: voucherMachine, model: voucherModel, outcomes: voucherOutcomes },
  { name: "orderProof", machine: orderProofMachine, model: orderProofModel, outcomes: orderProofOutcomes },
  { name: "app", machine: appMachine, model: appModel, outcomes: appOutcomes },
  { name: "login", machine: loginMachine, model: loginModel, outcomes: loginOutcomes },
  { name: "trackingView", machine: trackingViewMachine, model: trackingViewModel, outcomes: trackingViewOutcomes },
  { name: "export", machine: exportMachine, model: exportModel, outcomes: exportOutcomes },
  { name: "requestPage", machine: requestPageMachine, model: requestPageModel, outcomes: requestPageOutcomes },
  { name: "collectionPoint", machine: collectionPointMachine, model: collectionPointModel, outcomes: collectionPointOutcomes },
  { name: "bulkUpload", machine: bulkUploadMachine, model: bulkUploadModel, outcomes: bulkUploadOutcomes },
  { name: "publicTracking", machine: publicTrackingMachine, model: publicTrackingModel, outcomes: publicTrackingOutcomes },
  { name: "deliveryReceipt", machine: deliveryReceiptMachine, model: deliveryReceiptModel, outcomes: deliveryReceiptOutcomes },
  { name: "trackingLink", machine: trackingLinkMachine, model: trackingLinkModel, outcomes: trackingLinkOutcomes },
  { name: "orderSummary", machine: orderSummaryMachine, model: orderSummaryModel, outcomes: orderSummaryOutcomes },
  { name: "helpCentre", machine: helpCentreMachine, model: helpCentreModel, outcomes: helpCentreOutcomes },
  { name: "welcome", machine: welcomeMachine, model: welcomeModel, outcomes: welcomeOutcomes },
  { name: "guestRegister", machine: guestRegisterMachine, model: guestRegisterModel, outcomes: guestRegisterOutcomes },
  { name: "termsDownload", machine: termsDownloadMachine, model: termsDownloadModel, outcomes: termsDownloadOutcomes },
];
