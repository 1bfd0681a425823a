// Effect signatures of the request page. The composition root provides the real effects (local
// storage, GET /order, GET /delivery/area/{vendorId}, the browser's redirect); tests provide fakes.
// The storage writes and the navigation are named actions of the machine.
import type { OrderRecord } from "@domain/contract";
import { type AnyActorLogic, fromPromise } from "xstate";
import type { RequestPhoneRules } from "@domain/request/validation";
import type { RequestFlowInput, RequestFlowOutput } from "../request-flow/request-flow.machine";
import type { StoredGuestSender } from "./request-page.inputs";

/** The guest's stored sender data (local storage), or null. */
export const readGuestSender = fromPromise<StoredGuestSender | null, void>(async () => {
  throw new Error("readGuestSender is not provided");
});

/** Reads the order to update (GET /order); rejects when it cannot be read. */
export const fetchOrder = fromPromise<OrderRecord, { vendorId: string; orderId: string }>(async () => {
  throw new Error("fetchOrder is not provided");
});

/** The vendor's delivery areas (GET /delivery/area/{vendorId}), rings of [lng, lat]. */
export const fetchDeliveryAreas = fromPromise<number[][][], { vendorId: string }>(async () => {
  throw new Error("fetchDeliveryAreas is not provided");
});

/**
 * The phone rules of the order form (src/domain/request/phone-rules.ts: libphonenumber-js and its
 * metadata, ~20 KB gz); the composition root provides a dynamic import, so they load after the form is shown.
 */
export const loadPhoneRules = fromPromise<RequestPhoneRules, void>(async () => {
  throw new Error("loadPhoneRules is not provided");
});

/** Resolves once the frame that shows the usable page has been painted (what comes after it waits for this). */
export const waitForPaint = fromPromise<void, void>(async () => {
  throw new Error("waitForPaint is not provided");
});

/** Sends the browser to the payment gateway's page (3-D Secure). */
export const redirectBrowser = fromPromise<void, { url: string }>(async () => {
  throw new Error("redirectBrowser is not provided");
});

/**
 * The request flow (machines/request-flow) with its effects, provided at the composition root. Declared
 * by what the page gives it and gets back: the flow's full machine type inside this machine's type
 * costs the compiler more than it checks.
 */
export const requestFlow: AnyActorLogic = fromPromise<RequestFlowOutput, RequestFlowInput>(async () => {
  throw new Error("requestFlow is not provided");
});
