// Every machine with generated paths: its model options (events with concrete actor outcomes) and
// how to execute paths against it. tests/machines/model-paths.test.ts executes every path of every
// entry and checks coverage; `npm run test:paths` prints the figures. A new machine adds one entry.
import { pageLoadMachine } from "@machines/page-load/page-load.machine";
import type { AnyStateMachine } from "xstate";
import { appMachine, appModel } from "../machines/app/app.model";
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
import { helpCentreMachine, helpCentreModel } from "../machines/help-centre/help-centre.model";
import { welcomeMachine, welcomeModel } from "../machines/welcome/welcome.model";
import type { ExecuteOptions, ModelOptions } from "./model-paths";

export type MachineEntry = {
  /** Name in reports and test titles. */
  name: string;
  machine: AnyStateMachine;
  model: ModelOptions;
  execute?: ExecuteOptions;
  /** Coverage the entry must reach (default: every state and every transition). */
  require?: { statesPct?: number; transitionsPct?: number };
};

export const MACHINE_REGISTRY: MachineEntry[] = [
  { name: "session", machine: sessionMachine, model: sessionModel },
  { name: "flags", machine: flagsMachine, model: flagsModel },
  { name: "buildCheck", machine: buildCheckMachine, model: buildCheckModel },
  {
    name: "pageLoad",
    machine: pageLoadMachine,
    model: { input: undefined, events: [{ type: "xstate.error.actor.loadPage", error: new Error("chunk failed") }] },
  },
  { name: "vendors", machine: vendorsMachine, model: vendorsModel },
  { name: "registration", machine: registrationMachine, model: registrationModel },
  { name: "passwordReset", machine: passwordResetMachine, model: passwordResetModel },
  { name: "orders", machine: ordersMachine, model: ordersModel },
  { name: "liveChannel", machine: liveChannelMachine, model: liveChannelModel },
  { name: "riderTracker", machine: riderTrackerMachine, model: riderTrackerModel },
  { name: "cancelOrder", machine: cancelOrderMachine, model: cancelOrderModel },
  { name: "mapLoad", machine: mapLoadMachine, model: mapLoadModel },
  { name: "historyFilters", machine: historyFiltersMachine, model: historyFiltersModel },
  { name: "requestFlow", machine: requestFlowMachine, model: requestFlowModel },
  { name: "paymentIntent", machine: paymentIntentMachine, model: paymentIntentModel },
  { name: "feeRefresh", machine: feeRefreshMachine, model: feeRefreshModel },
  { name: "voucher", machine: voucherMachine, model: voucherModel },
  { name: "orderProof", machine: orderProofMachine, model: orderProofModel },
  { name: "app", machine: appMachine, model: appModel },
  { name: "login", machine: loginMachine, model: loginModel },
  { name: "trackingView", machine: trackingViewMachine, model: trackingViewModel },
  { name: "export", machine: exportMachine, model: exportModel },
  { name: "requestPage", machine: requestPageMachine, model: requestPageModel },
  { name: "helpCentre", machine: helpCentreMachine, model: helpCentreModel },
  { name: "welcome", machine: welcomeMachine, model: welcomeModel },
];
